// The tax summary (GET /api/tax-summary, issue 47) of the brief's VAS-like example by return label,
// each figure with the lines that make it, for an individual and without the labels for an SMSF; and
// the annual tax statements CSV (POST /api/import/tax-statements): a dry run, each bad line named
// with its reason, a re-import that adds nothing, and the batch's counts and undo in Data History.
import { describe, expect, it } from "vitest";
import { TAX_STATEMENT_CSV_HEADER } from "@shared/contracts/tax-statements";
import { addStatement, taxStatementHolders } from "./support/tax-statements";
import type { Agent } from "./support/imports";

const { holder } = taxStatementHolders();

type Figure = { key: string; label: string | null; amount: string; lines: { kind: string; symbol: string; amount: string }[] };

describe("GET /api/tax-summary", () => {
  it("puts an individual's FY 2024 at the return's labels, each figure linked to its lines", async () => {
    const { agent, vas } = await holder();
    const statement = await addStatement(agent, vas);
    const body = (await agent.get("/api/tax-summary?fy=2024").expect(200)).body;
    expect(body).toMatchObject({
      fy: 2024,
      taxEntity: "individual",
      taxEntityLabel: "Individual",
      cgtDiscount: "50 %",
      estimatedFunds: [],
    });
    const byLabel = Object.fromEntries(body.figures.map((figure: Figure) => [figure.label, figure.amount]));
    expect(byLabel).toEqual({
      "11S": "0.00",
      "11T": "0.00",
      "11U": "0.00",
      "13U": "220.00",
      "13C": "2400.00",
      "13Q": "1000.00",
      "18H": "1060.00",
      "18A": "330.00",
      "18V": "0.00",
      "20E": "180.00",
      "20M": "180.00",
      "20O": "20.00",
    });
    const net = body.figures.find((figure: Figure) => figure.label === "18A");
    expect(net.lines).toEqual([
      expect.objectContaining({ kind: "sale", symbol: "XYZ", date: "2024-02-01", amount: "-400.00" }),
      expect.objectContaining({ kind: "trust-gain", symbol: "VAS", id: statement.id, amount: "1000.00" }),
      expect.objectContaining({ kind: "trust-gain", symbol: "VAS", id: statement.id, amount: "60.00" }),
    ]);
  });

  it("an SMSF's figures carry no individual labels, and its net capital gain is $440.00; the CSV says not tax advice", async () => {
    const { agent, vas } = await holder();
    await addStatement(agent, vas);
    await agent.put("/api/holdings/settings").send({ taxEntity: "smsf" }).expect(200);
    const body = (await agent.get("/api/tax-summary?fy=2024").expect(200)).body;
    expect(body.figures.every((figure: Figure) => figure.label === null)).toBe(true);
    expect(body.figures.find((figure: Figure) => figure.key === "netCapitalGain").amount).toBe("440.00");
    const csv = await agent.get("/api/tax-summary?fy=2024&format=csv").expect(200);
    expect(csv.headers["content-disposition"]).toContain("tax-summary-fy2024.csv");
    expect(csv.text).toContain(",Net capital gain,440.00");
    expect(csv.text).toMatch(/Not tax advice/);
  });

  it("names the funds whose year has distributions but no statement yet", async () => {
    const { agent } = await holder();
    // Without a statement VAS is no fund yet: its distributions are dividend income at 11S.
    const body = (await agent.get("/api/tax-summary?fy=2024").expect(200)).body;
    expect(body.figures.find((figure: Figure) => figure.label === "11S").amount).toBe("2100.00");
  });
});

const csvOf = (...rows: string[]) => Buffer.from([TAX_STATEMENT_CSV_HEADER, ...rows].join("\r\n") + "\r\n");
const VAS_ROW = "VAS,2024,2800.00,2400.00,1000.00,0,0,220.00,180.00,20.00,500.00,500.00,60.00,0,0,35.00,0";

function upload(agent: Agent, file: Buffer, dryRun = false) {
  return agent
    .post("/api/import/tax-statements")
    .field("dryRun", String(dryRun))
    .attach("file", file, { filename: "statements.csv", contentType: "text/csv" });
}

describe("POST /api/import/tax-statements", () => {
  const file = csvOf(
    VAS_ROW,
    "VAS,2020,100.00,0,0,0,0,100.00,0,0,0,0,0,0,0,,",
    "ABC,2024,10.00,0,0,0,0,10.00,0,0,0,0,0,0,0,,",
    "XYZ,2024,lots,0,0,0,0,0,0,0,0,0,0,0,0,,",
    'VAS,2023-24,"$2,800.00",2400,1000,0,0,220,180,20,500,500,60,0,0,35,0',
    "XYZ,2024,10.00,10.00,5.00,0,0,0,0,0,0,0,0,0,0,,",
  );

  it(
    "a dry run names each bad line with its reason and writes nothing; the import writes the good one; a re-import adds nothing",
    { timeout: 90_000 },
    async () => {
      const { agent } = await holder();
      const dry = (await upload(agent, file, true).expect(200)).body;
      expect(dry).toMatchObject({ dryRun: true, rows: 3, inserted: 1, duplicates: 0, batchId: null });
      expect(dry.skipped).toEqual([{ line: 6, reason: "VAS: the same statement as line 2" }]);
      expect(dry.errors).toEqual([
        { line: 3, reason: "VAS: none was held in FY 2019-20: a tax statement needs units held in its year" },
        { line: 4, reason: "ABC: not one of your stocks: add its trades first" },
        { line: 5, reason: expect.stringMatching(/^XYZ: Cash distribution 'lots'/) },
        {
          line: 7,
          reason: expect.stringMatching(/^XYZ: Franking credits of 5.00 are more than franked distributions of 10.00 allow \(at most 4.28/),
        },
      ]);
      expect((await agent.get("/api/tax-statements").expect(200)).body.statements).toEqual([]);

      const done = (await upload(agent, file).expect(200)).body;
      expect(done).toMatchObject({ dryRun: false, inserted: 1, duplicates: 0 });
      const { statements } = (await agent.get("/api/tax-statements").expect(200)).body;
      expect(statements).toEqual([
        expect.objectContaining({ symbol: "VAS", fy: 2024, discountedCapitalGains: "500.00", amitExcess: "35.00" }),
      ]);
      expect((await agent.get("/api/cgt?fy=2024").expect(200)).body.totals.netCapitalGain).toBe("330.00");

      const again = (await upload(agent, file).expect(200)).body;
      expect(again).toMatchObject({ inserted: 0, duplicates: 1, batchId: null });
      expect((await agent.get("/api/tax-statements").expect(200)).body.statements).toHaveLength(1);

      // Other amounts for a fund and year already in: a line error, never a second statement.
      const changed = (await upload(agent, csvOf(VAS_ROW.replace("220.00", "221.00"))).expect(200)).body;
      expect(changed.errors).toEqual([
        { line: 2, reason: expect.stringMatching(/^VAS: already has a tax statement for FY 2023-24 with other amounts/) },
      ]);

      // Data History's detail counts the batch and what it holds; its undo removes its statement.
      const detail = (await agent.get(`/api/import/batches/${done.batchId}`).expect(200)).body;
      expect(detail.batch).toMatchObject({ source: "tax-statements", fileName: "statements.csv", rowsImported: 1, rowsSkipped: 5 });
      expect(detail.holds).toMatchObject({ taxStatements: 1, trades: 0, dividends: 0, fairValues: 0 });
      expect(detail.undo).toEqual({ removesStocks: [], keepsStocks: [], restoresPrices: 0, refusal: null });
      const undo = (await agent.delete(`/api/import/batches/${done.batchId}`).expect(200)).body;
      expect(undo).toMatchObject({ message: "Import undone", removedTaxStatements: 1, removedStocks: 0, removedTrades: 0 });
      expect((await agent.get("/api/tax-statements").expect(200)).body.statements).toEqual([]);
    },
  );

  it("refuses a file that is not the statements CSV, and a header with no rows, with the header to use", async () => {
    const { agent } = await holder();
    const wrong = await upload(agent, Buffer.from("Date,Amount\r\n2024-01-01,5\r\n")).expect(400);
    expect(wrong.body).toMatchObject({ code: "unreadable_import", hint: expect.stringContaining(TAX_STATEMENT_CSV_HEADER) });
    const empty = await upload(agent, csvOf()).expect(400);
    expect(empty.body.error).toBe("The file has its header but no rows below it: there are no tax statements to import");
    const none = await agent.post("/api/import/tax-statements").field("dryRun", "true").expect(400);
    expect(none.body.error).toBe("Choose a .csv file of tax statements to upload");
  });

  it("reads another tool's layout: columns in another order, 'FY' and 'Fund' headers, extra columns", async () => {
    const { agent } = await holder();
    const text = [
      "Fund,Name,FY,Franked distributions,Franking credits,Cash distribution,Discounted capital gains,Other capital gains,AMIT cost base net amount excess",
      `VAS,Vanguard Australian Shares,FY2024,"2,400.00",1000,2800,500,60,35`,
    ].join("\n");
    const done = (await upload(agent, Buffer.from(text)).expect(200)).body;
    expect(done).toMatchObject({ inserted: 1, errors: [] });
    const [statement] = (await agent.get("/api/tax-statements").expect(200)).body.statements;
    expect(statement).toMatchObject({
      fy: 2024,
      cashDistribution: "2800.00",
      frankedDistributions: "2400.00",
      frankingCredits: "1000.00",
      otherAustralianIncome: "0.00",
      discountedCapitalGains: "500.00",
      otherCapitalGains: "60.00",
      amitExcess: "35.00",
      amitShortfall: null,
    });
  });
});
