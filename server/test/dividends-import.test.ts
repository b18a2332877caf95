// POST /api/import/dividends (issue 31): the app's dividend CSV with a BOM and CRLF line ends,
// day-first and ISO dates, error lines named with their reasons, a dry run writing nothing, a
// reinvestment counting in a later dividend's units, a re-import adding nothing, a market-data
// estimate replaced by the file's row, and the batch undone from Data History.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dividends } from "@shared/schema";
import { postAction } from "./support/corporate-actions";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2025-11-20T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const HEADER = "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price";
const FILE = `\uFEFF${[
  HEADER,
  "CBA,14/08/2024,26/09/2024,0.72,100,,,", // 2: day-first dates, units from the trades (30)
  "WES,2024-12-01,2025-01-15,0.25,100,,45,8", // 3: ISO dates, reinvested: 45 units at $8
  "WES,2025-06-01,,0.30,100,,,", // 4: no pay date (estimated); 1,485 units with the reinvested ones
  "ZZZ,2024-08-14,,1,100,,,", // 5: a code never traded
  "CBA,2024-08-32,,1,100,,,", // 6: no such date
  "CBA,2024-09-01,2024-08-01,1,100,,,", // 7: paid before the ex-date
  "CBA,2024-01-05,,1,100,,,", // 8: none held the day before
].join("\r\n")}\r\n`;

async function holder() {
  const { agent, user } = await t.signedInAgent();
  const ids: Record<string, string> = {};
  for (const [symbol, units] of [
    ["CBA", "30"],
    ["WES", "1440"],
  ] as const) {
    ids[symbol] = await addStock(agent, symbol, 10);
    await addTrade(agent, { stockId: ids[symbol], type: "BUY", tradeDate: "2024-01-10", units, price: "7" });
  }
  const rows = () => t.db.select().from(dividends).where(eq(dividends.userId, user.id)).orderBy(dividends.exDate);
  const upload = (text: string, dryRun?: boolean) => {
    const req = agentPost();
    if (dryRun !== undefined) req.field("dryRun", String(dryRun));
    return req.attach("file", Buffer.from(text), "dividends.csv");
  };
  const agentPost = () => agent.post("/api/import/dividends");
  return { agent, user, ids, rows, upload };
}

const ERRORS = [
  { line: 5, reason: "ZZZ: You have no trades of ZZZ: add the trades first" },
  { line: 6, reason: expect.stringContaining("Ex Date") },
  { line: 7, reason: expect.stringContaining("is before the Ex Date") },
  {
    line: 8,
    reason: "CBA: No CBA was held at the end of 2024-01-04, the day before the ex-date: give the units the dividend was paid on",
  },
];

describe("POST /api/import/dividends", () => {
  it("a dry run answers what the import would do and writes nothing", async () => {
    const h = await holder();
    const res = await h.upload(FILE, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      dryRun: true,
      rows: 5,
      inserted: 3,
      replacedEstimates: 0,
      duplicates: 0,
      skipped: [],
      errors: ERRORS,
      batchId: null,
    });
    expect(await h.rows()).toEqual([]);
  });

  it("imports as one batch: units from the trades, a reinvestment counting in the later dividend's units", async () => {
    const h = await holder();
    const res = await h.upload(FILE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dryRun: false, inserted: 3, duplicates: 0, errors: ERRORS, batchId: expect.any(String) });
    const rows = await h.rows();
    // Units not given are derived on read (decision 034): none stored, each answered as the ledger stands.
    expect(rows.map((row) => [row.exDate, row.units, row.status, row.source, row.batchId === res.body.batchId])).toEqual([
      ["2024-08-14", null, "confirmed", "import", true],
      ["2024-12-01", null, "confirmed", "import", true],
      ["2025-06-01", null, "estimated", "import", true],
    ]);
    const listed = (await h.agent.get("/api/dividends").expect(200)).body.dividends;
    expect(listed.map((d: { exDate: string; units: string }) => [d.exDate, d.units])).toEqual([
      ["2025-06-01", "1485"],
      ["2024-12-01", "1440"],
      ["2024-08-14", "30"],
    ]);
    const income = (await h.agent.get("/api/income?fy=2025").expect(200)).body;
    expect(income.totals).toMatchObject({ cash: "827.10", frankingCredits: "354.47", estimated: 1 });
    const batches = (await h.agent.get("/api/import/batches").expect(200)).body;
    expect(batches[0]).toMatchObject({ id: res.body.batchId, source: "dividends", rowsImported: 3 });
  });

  it("units from one replay with the corporate actions: a bonus issue counts; a reinvestment refused in the file does not", async () => {
    const h = await holder();
    // 1,440 WES, a 1 for 10 bonus issue (1,584), all sold on 10 Mar 2025.
    const bonus = { type: "BONUS_ISSUE", stockId: h.ids.WES, exDate: "2024-06-03", issueDate: "2024-06-10", bonusPerHeld: "1:10" };
    await postAction(h.agent, bonus);
    await addTrade(h.agent, { stockId: h.ids.WES, type: "SELL", tradeDate: "2025-03-10", units: "1584", price: "9" });
    const file = [
      HEADER,
      "WES,2024-12-01,2025-01-15,0.25,100,,500,8", // 2: $4,000 of shares from $396.00 of cash: refused
      "WES,2025-06-01,,0.30,100,,,", // 3: none held (the 500 of line 2 were never bought)
      "WES,2024-12-15,2025-06-01,0.25,100,,49,8", // 4: $392.00 from 1,584 × 0.25 = $396.00 (1,440 would pay $360.00)
    ].join("\n");
    for (const dryRun of [true, false]) {
      const res = await h.upload(file, dryRun);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ inserted: 1, duplicates: 0 });
      expect(res.body.errors).toEqual([
        { line: 2, reason: expect.stringMatching(/^WES: /) },
        {
          line: 3,
          reason: "WES: No WES was held at the end of 2025-05-31, the day before the ex-date: give the units the dividend was paid on",
        },
      ]);
    }
    const listed = (await h.agent.get(`/api/dividends?stockId=${h.ids.WES}`).expect(200)).body.dividends;
    expect(listed.map((d: { exDate: string; units: string }) => [d.exDate, d.units])).toEqual([["2024-12-15", "1584"]]);
  });

  it("importing the same file again adds nothing", async () => {
    const h = await holder();
    await h.upload(FILE).expect(200);
    const before = JSON.stringify(await h.rows());
    const again = await h.upload(FILE).expect(200);
    expect(again.body).toMatchObject({ inserted: 0, duplicates: 3, batchId: null });
    expect(JSON.stringify(await h.rows())).toBe(before);
  });

  it("replaces a market-data estimate of the same stock and ex-date with the file's row", async () => {
    const h = await holder();
    await t.db.insert(dividends).values({
      userId: h.user.id,
      stockId: h.ids.CBA,
      exDate: "2024-08-14",
      amountPerShare: "0.7",
      status: "estimated",
      source: "provider",
    });
    const res = await h.upload(FILE).expect(200);
    expect(res.body).toMatchObject({ inserted: 3, replacedEstimates: 1, duplicates: 0 });
    const [cba] = await h.rows();
    expect([cba.amountPerShare, cba.frankingPercent, cba.payDate, cba.status, cba.source]).toEqual([
      "0.720000",
      "100.00",
      "2024-09-26",
      "confirmed",
      "import",
    ]);
  });

  it("is undone from Data History: its dividends go, and its reinvested parcel with them", async () => {
    const h = await holder();
    const { batchId } = (await h.upload(FILE).expect(200)).body;
    const undo = await h.agent.delete(`/api/import/batches/${batchId}`).expect(200);
    expect(undo.body).toMatchObject({ removedDividends: 3, removedTrades: 0 });
    expect(await h.rows()).toEqual([]);
    const holdings = (await h.agent.get("/api/holdings").expect(200)).body;
    expect(holdings.holdings.find((row: { symbol: string }) => row.symbol === "WES").units).toBe("1440");
  });

  it("refuses an undo whose reinvested units a later sale sold (422, nothing removed)", async () => {
    const h = await holder();
    const { batchId } = (await h.upload(FILE).expect(200)).body;
    await addTrade(h.agent, { stockId: h.ids.WES, type: "SELL", tradeDate: "2025-02-03", units: "1485", price: "9" });
    const res = await h.agent.delete(`/api/import/batches/${batchId}`);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("Undoing this import would leave the sale of 1,485 WES on 3 Feb 2025 short: 1,440 units held");
    expect(await h.rows()).toHaveLength(3);
  });

  it("refuses a file that is not the dividend CSV (400, with the header to use) and a missing file", async () => {
    const h = await holder();
    const res = await h.upload("Date,Code,Units\r\n2024-01-01,CBA,1\r\n");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "unreadable_import", hint: expect.stringContaining(HEADER) });
    const none = await h.agent.post("/api/import/dividends").field("dryRun", "true");
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: "invalid_upload", error: "Choose a .csv file of dividends to upload" });
    expect(await h.rows()).toEqual([]);
  });
});
