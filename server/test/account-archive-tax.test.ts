// The tax side of an account export (issue 47, export version 5): the annual tax statements, the tax
// entity and the loss brought in with its note leave with the ledger and come back in a fresh
// account, which then answers the same tax summary, capital gains, income and parcels to the cent
// (the brief's VAS-like example as a company with a $150.00 loss brought in: $510.00). An account with
// settings of its own keeps them, undoing the import takes everything back, a version-4 file (before
// any of it) still imports, and a statement for a year none of the fund was held is refused whole.
import type { Agent } from "supertest";
import { describe, expect, it, beforeAll } from "vitest";
import { archiveBytes, asVersion4, digestOf, downloadExport, importArchive, withoutIds, type ArchiveFile } from "./support/account-archive";
import { addStatement, taxStatementHolders } from "./support/tax-statements";

const { app, holder } = taxStatementHolders();
/** A signed-in account with nothing in it. */
const freshAccount = async () => (await app().signedInAgent()).agent;
const SETTINGS = { taxEntity: "company", lossBroughtIn: "150.00", lossBroughtInNote: "From the 2020 return, item 18V" };

let exporter: Agent;
let exported: Awaited<ReturnType<typeof downloadExport>>;

beforeAll(async () => {
  const { agent, vas } = await holder();
  exporter = agent;
  await addStatement(agent, vas, { note: "Vanguard AMMA statement 2024" });
  await agent.put("/api/holdings/settings").send(SETTINGS).expect(200);
  exported = await downloadExport(agent);
});

/** Every tax figure the account shows for FY 2024, ids left out (they differ between accounts by nature). */
async function taxFigures(agent: Agent) {
  const get = async (url: string) => withoutIds((await agent.get(url).expect(200)).body);
  const stocks: { id: string; symbol: string }[] = (await agent.get("/api/stocks").expect(200)).body;
  const vas = stocks.find((stock) => stock.symbol === "VAS")?.id;
  return {
    summary: await get("/api/tax-summary?fy=2024"),
    summaryCsv: (await agent.get("/api/tax-summary?fy=2024&format=csv").expect(200)).text,
    cgt: await get("/api/cgt?fy=2024"),
    income: await get("/api/income?fy=2024"),
    statements: await get("/api/tax-statements"),
    settings: await get("/api/holdings/settings"),
    parcels: vas ? await get(`/api/holdings/${vas}/parcels`) : [],
  };
}

const netCapitalGain = (figures: Awaited<ReturnType<typeof taxFigures>>) =>
  (figures.summary as { figures: { key: string; amount: string }[] }).figures.find((figure) => figure.key === "netCapitalGain")?.amount;

describe("an export of the example's holder", () => {
  it("holds the statement's amounts, the entity and the loss brought in with its note (version 5 on)", () => {
    expect(exported.archive.schemaVersion).toBe(6);
    expect(exported.archive.data.holdingSettings).toEqual([
      {
        parcelMethod: "fifo",
        taxEntity: "company",
        lossBroughtIn: "150",
        lossBroughtInNote: "From the 2020 return, item 18V",
        updatedAt: expect.any(String),
      },
    ]);
    expect(exported.archive.data.taxStatements).toEqual([
      expect.objectContaining({
        symbol: "VAS",
        fy: 2024,
        cashDistribution: "2800",
        discountedCapitalGains: "500",
        otherCapitalGains: "60",
        amitExcess: "35",
        amitShortfall: "0",
        note: "Vanguard AMMA statement 2024",
      }),
    ]);
  });
});

describe("imported into a fresh account", () => {
  let importer: Agent;
  let answer: Awaited<ReturnType<typeof importArchive>>;
  beforeAll(async () => {
    importer = await freshAccount();
    answer = await importArchive(importer, exported.bytes);
  });

  it("answers the same tax summary, capital gains, income, statements and parcels to the cent", async () => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ taxStatements: 1, holdingSettings: 1, skipped: 0 });
    const theirs = await taxFigures(exporter);
    const ours = await taxFigures(importer);
    expect(ours).toEqual(theirs);
    // A company has no discount: 1,000.00 grossed up + 60.00 − the 400.00 loss − the 150.00 brought in.
    expect(netCapitalGain(ours)).toBe("510.00");
    expect(ours.settings).toMatchObject({ ...SETTINGS, lossBroughtInYear: 2021, cgtDiscount: "none" });
    // The AMIT excess of 35.00 over 1,000 units: −$0.035 a unit on each parcel.
    expect((ours.parcels as { costBase: string }[]).map((parcel) => parcel.costBase)).toEqual(["49188.50", "35195.50"]);
  });

  it("undoing the import takes the statement and the settings away with the trades", async () => {
    const undo = await importer.delete(`/api/import/batches/${answer.body.batchId}`).expect(200);
    expect(undo.body).toMatchObject({ removedTaxStatements: 1, removedTrades: 4 });
    expect((await importer.get("/api/tax-statements").expect(200)).body.statements).toEqual([]);
    expect((await importer.get("/api/holdings/settings").expect(200)).body).toMatchObject({
      taxEntity: "individual",
      lossBroughtIn: "0.00",
      lossBroughtInNote: null,
    });
  });
});

describe("imported into an account with settings of its own", () => {
  it("keeps the account's entity and loss (the file's settings are skipped); the statement comes and its figures follow the account's entity", async () => {
    const agent = await freshAccount();
    await agent.put("/api/holdings/settings").send({ taxEntity: "smsf" }).expect(200);
    const res = await importArchive(agent, exported.bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ holdingSettings: 0, taxStatements: 1, skipped: 1 });
    expect((await agent.get("/api/holdings/settings").expect(200)).body).toMatchObject({ taxEntity: "smsf", lossBroughtIn: "0.00" });
    // The brief's SMSF figure: 1,060.00 − 400.00 with a third off the discounted part.
    expect((await agent.get("/api/cgt?fy=2024").expect(200)).body.totals.netCapitalGain).toBe("440.00");
  });
});

describe("a version-4 file (before tax statements, the entity and the loss travelled)", () => {
  it("imports its ledger and parcel method; the account is an individual with no loss brought in and no statements", async () => {
    const v4 = asVersion4(exported.archive);
    expect(v4.data.holdingSettings).toEqual([{ parcelMethod: "fifo", updatedAt: expect.any(String) }]);
    const agent = await freshAccount();
    const res = await importArchive(agent, archiveBytes(v4));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ holdingSettings: 1, taxStatements: 0, trades: 4, skipped: 0 });
    expect((await agent.get("/api/holdings/settings").expect(200)).body).toMatchObject({
      parcelMethod: "fifo",
      taxEntity: "individual",
      lossBroughtIn: "0.00",
      lossBroughtInNote: null,
    });
    expect((await agent.get("/api/tax-statements").expect(200)).body.statements).toEqual([]);
  });
});

describe("a statement the import refuses", () => {
  /** The export with its statement changed, checksum recomputed as a careful forger would. */
  function withStatement(change: Record<string, unknown>): Buffer {
    const copy: ArchiveFile = structuredClone(exported.archive);
    copy.data.taxStatements = copy.data.taxStatements?.map((statement) => ({ ...statement, ...change }));
    copy.digest = { ...copy.digest, value: digestOf(copy) };
    return archiveBytes(copy);
  }

  it.each<[string, Record<string, unknown>, number, string]>([
    [
      "a year none of the fund was held (its first units were bought in Aug 2020)",
      { fy: 2020 },
      422,
      "The file's VAS tax statement for FY 2019-20 cannot be imported: no VAS was held in FY 2019-20 (1 Jul 2019 to 30 Jun 2020): a tax statement needs units held in its year. Nothing was imported.",
    ],
    [
      "franking credits above what the franked amount allows",
      { frankingCredits: "2000" },
      400,
      "The file's taxStatements[0] is not valid: Franking credits of 2000.00 are more than franked distributions of 2400.00 allow (at most 1028.57, at the 30 % company rate). Nothing was imported.",
    ],
    [
      "a negative amount",
      { interest: "-1" },
      400,
      "The file's taxStatements[0].interest is not valid: Interest must be 0 or more. Nothing was imported.",
    ],
  ])("%s: refused whole, nothing written", async (_what, change, status, message) => {
    const agent = await freshAccount();
    const res = await importArchive(agent, withStatement(change));
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error).toBe(message);
    expect((await agent.get("/api/trades").expect(200)).body.trades).toEqual([]);
    expect((await agent.get("/api/import/batches").expect(200)).body).toEqual([]);
  });
});
