// GET /api/export and POST /api/import/archive (issue 17, docs/decisions/022): one account out of one
// instance and into another, every kind of row, alert settings, targets and tax statements included;
// merging by symbol; one undoable batch. The refusals are in account-archive-refusals.test.ts, alert
// settings, their evaluation and a version-1 file in account-archive-alerts.test.ts, the ledger's
// settings in account-archive-holdings.test.ts and account-archive-tax.test.ts.
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalJson, type JsonValue } from "@shared/domain/canonical-json";
import { alertSettings } from "@shared/schema";
import { accountRows, downloadExport, importArchive, withoutIds as stripIds } from "./support/account-archive";
import { seedEveryKindOfRow } from "./support/account-seed";
import type { Agent } from "./support/imports";
import { startTestApp, type TestApp } from "./support/test-app";

let source: TestApp;
let target: TestApp;
let exporter: Awaited<ReturnType<TestApp["signedInAgent"]>>;
let exported: Awaited<ReturnType<typeof downloadExport>>;

beforeAll(async () => {
  // Two instances on two databases: the export leaves one and lands in the other.
  [source, target] = await Promise.all([startTestApp(), startTestApp()]);
  exporter = await source.signedInAgent();
  await seedEveryKindOfRow(exporter.agent);
  // A digest has gone out: the bookkeeping the file must leave out.
  await source.db
    .update(alertSettings)
    .set({ digestThrough: new Date("2026-03-02T06:00:00Z"), digestDay: "2026-03-02" })
    .where(eq(alertSettings.userId, exporter.user.id));
  exported = await downloadExport(exporter.agent);
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

/** The figures a screen shows, without the ids and times that differ between instances by nature. */
const withoutIds = (rows: Record<string, unknown>[]) => stripIds(rows) as Record<string, unknown>[];

async function dashboard(agent: Agent) {
  const get = async (url: string) => (await agent.get(url).expect(200)).body;
  const stocks: { id: string; symbol: string }[] = await get("/api/stocks");
  const symbolOf = new Map(stocks.map((s) => [s.id, s.symbol]));
  const bySymbol = (rows: Record<string, unknown>[]) =>
    withoutIds(rows.map((row) => ({ ...row, symbol: row.symbol ?? symbolOf.get(row.stockId as string) })));
  return {
    portfolio: withoutIds(await get("/api/portfolio?isPortfolio=true")),
    others: withoutIds(await get("/api/portfolio?isPortfolio=false")),
    sectors: await get("/api/portfolio/sectors"),
    sectorAnalytics: await get("/api/portfolio/sector-analytics"),
    allocations: bySymbol(await get("/api/portfolio/allocations")),
    fairValues: bySymbol(await get("/api/fair-values")),
    shareholders: bySymbol(await get("/api/shareholders")),
    journal: bySymbol(await get("/api/journal")),
    alertSettings: await get("/api/alerts/settings"),
    trades: bySymbol((await get("/api/trades")).trades).map((trade) => ({
      ...trade,
      allocations: (trade.allocations as unknown[]).length,
    })),
    holdings: withoutIds((await get("/api/holdings")).holdings),
    cgt: (await get("/api/cgt?fy=2025")).totals,
    dividends: (await get("/api/dividends")).dividends.map(
      ({ id: _id, stockId: _stock, batchId: _batch, ...dividend }: Record<string, unknown>) => dividend,
    ),
    income: stripIds(await get("/api/income?fy=2024")),
    taxStatements: withoutIds((await get("/api/tax-statements")).statements),
    taxSummary: stripIds(await get("/api/tax-summary?fy=2024")),
  };
}

/** Every row a file holds: what a first import into an empty account writes. */
const rowsOf = (data: typeof exported.archive.data) => Object.values(data).reduce((sum, rows) => sum + (rows?.length ?? 0), 0);

describe("GET /api/export", () => {
  it("downloads one gzip file of the account, named by date, never cached", () => {
    expect(exported.res.status).toBe(200);
    expect(exported.res.headers["content-type"]).toBe("application/gzip");
    expect(exported.res.headers["content-disposition"]).toMatch(
      /^attachment; filename="asx-fair-value-export-\d{4}-\d{2}-\d{2}\.json\.gz"$/,
    );
    expect(exported.res.headers["cache-control"]).toBe("no-store");
    expect(exported.archive).toMatchObject({
      format: "asx-fair-value-dashboard/account-export",
      schemaVersion: 6,
      app: { version: expect.any(String) },
      digest: { algorithm: "sha256", value: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });

  it("holds every stored row of the account, each as the API shows it, and nothing else", async () => {
    const rows = await accountRows(source.db, exporter.user.id);
    const data = exported.archive.data;
    expect(data.stocks.map((s) => s.symbol)).toEqual(rows.stocks.map((s) => s.symbol).sort());
    expect(data.fairValues).toHaveLength(rows.fairValues.length);
    expect(data.shareholders).toHaveLength(rows.shareholders.length);
    expect(data.journalEntries).toHaveLength(rows.journalEntries.length);
    expect(data.allocations).toHaveLength(rows.allocations.length);
    expect(data.alertSettings).toHaveLength(1);
    expect(data.trades).toHaveLength(rows.trades.length);
    expect(data.taxStatements).toEqual([
      expect.objectContaining({
        symbol: "BHP",
        fy: 2024,
        frankingCredits: "31.47",
        taxDeferred: "5",
        amitExcess: null,
        note: "Annual statement",
      }),
    ]);
    // Decimals as their shortest text; a sale's chosen parcels by their trades' references.
    expect(data.trades).toContainEqual(expect.objectContaining({ symbol: "BHP", type: "BUY", units: "100", price: "40.123456" }));
    expect(data.trades).toContainEqual(expect.objectContaining({ symbol: "BHP", type: "SPLIT", units: null, ratioFrom: 1, ratioTo: 2 }));
    expect(data.trades?.find((trade) => trade.type === "SELL")?.chosenParcels).toHaveLength(2);
    // Every kind of row is there: sources with their meta and months, both journal sides, an Other stock.
    expect(new Set(data.fairValues.map((f) => f.source))).toEqual(
      new Set(["morningstar", "intelligent-investor", "motley-fool", "bell-potter", "bell-potter-consensus"]),
    );
    expect(new Set(data.fairValues.map((f) => f.asOfMonth)).size).toBeGreaterThan(3);
    expect(data.fairValues).toContainEqual(
      expect.objectContaining({
        symbol: "BHP",
        source: "morningstar",
        fairValue: 42,
        meta: { uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" },
      }),
    );
    expect(data.stocks).toContainEqual(expect.objectContaining({ symbol: "CSL", isPortfolio: false, nameOrigin: "user" }));
    expect(data.journalEntries).toContainEqual(
      expect.objectContaining({
        symbol: "BHP",
        side: "long",
        catalysts: ["Results", "Buyback"],
        tags: ["mining", "yield"],
        notes: "Watch the iron ore price",
      }),
    );
    expect(data.journalEntries).toContainEqual(
      expect.objectContaining({ symbol: "CSL", side: "short", closedAt: "2024-03-01", exitPrice: 280 }),
    );
    expect(data.shareholders).toContainEqual(
      expect.objectContaining({
        symbol: "BHP",
        name: "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED",
        shares: 1_000_000,
        percentage: 10,
        change: 1.5,
        asOfDate: "2024-06-30",
      }),
    );
    // The alert settings the user chose, without the digest's bookkeeping (which e-mail went out when).
    expect(data.alertSettings).toEqual([
      {
        fiveStar: true,
        buyBelow: true,
        sellAbove: true,
        ratingChange: false,
        fvChange: true,
        target: true,
        fvChangePercent: 12.5,
        scope: "portfolio",
        emailDigest: "daily",
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
      },
    ]);
    expect(rows.alertSettings[0]).toMatchObject({ digestThrough: expect.any(Date), digestDay: "2026-03-02" });
    // Each stock's alert target; a stock without one says so.
    expect(data.stocks).toContainEqual(expect.objectContaining({ symbol: "BHP", alertBelow: 38.5, alertAbove: 60 }));
    expect(data.stocks).toContainEqual(expect.objectContaining({ symbol: "CSL", alertBelow: null, alertAbove: 350 }));
    expect(data.stocks).toContainEqual(expect.objectContaining({ symbol: "CBA", alertBelow: null, alertAbove: null }));
    // Times keep PostgreSQL's microseconds, so the file imported into its own account matches its rows.
    expect(data.fairValues[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });

  it("carries no ids, user ids or batch ids: a file loads into any account", () => {
    const text = gunzipSync(exported.bytes).toString("utf8");
    expect(text).not.toContain(exporter.user.id);
    for (const section of Object.values(exported.archive.data))
      for (const row of section) expect(Object.keys(row).filter((key) => key === "id" || key.endsWith("Id"))).toEqual([]);
  });

  it("exports an empty account as a file with empty sections", async () => {
    const { agent } = await source.signedInAgent();
    const { archive } = await downloadExport(agent);
    // An account that kept the default alert settings and parcel method has no settings rows to export.
    expect(archive.data).toEqual({
      alertSettings: [],
      allocations: [],
      fairValues: [],
      holdingSettings: [],
      journalEntries: [],
      shareholders: [],
      stocks: [],
      taxStatements: [],
      trades: [],
      dividends: [],
      corporateActions: [],
    });
  });

  it("exports only the signed-in user's rows", async () => {
    const other = await source.signedInAgent();
    await other.agent.post("/api/stocks").send({ symbol: "ZZZ", name: "Other Ltd", lastPrice: 1 }).expect(201);
    const { archive } = await downloadExport(exporter.agent);
    expect(archive.data.stocks.map((s) => s.symbol)).not.toContain("ZZZ");
    expect(archive.data).toEqual(exported.archive.data);
  });
});

describe("export → import into a second account on a second instance", () => {
  let importer: Awaited<ReturnType<TestApp["signedInAgent"]>>;
  let answer: Awaited<ReturnType<typeof importArchive>>;

  beforeAll(async () => {
    importer = await target.signedInAgent();
    answer = await importArchive(importer.agent, exported.bytes);
  });

  it("answers what it wrote, as one import batch", async () => {
    const data = exported.archive.data;
    const rows = rowsOf(data);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      message: `Imported ${rows} records`,
      dryRun: false,
      totalRecords: rows,
      batchId: expect.any(String),
      createdStocks: data.stocks.length,
      matchedStocks: 0,
      fairValues: data.fairValues.length,
      shareholders: data.shareholders.length,
      journalEntries: data.journalEntries.length,
      allocations: data.allocations.length,
      alertSettings: 1,
      // The exporter never chose a parcel method: the file has none to bring.
      holdingSettings: 0,
      trades: data.trades?.length,
      dividends: data.dividends?.length,
      taxStatements: data.taxStatements?.length,
      corporateActions: 0,
      skipped: 0,
      // The import evaluates the account's alerts like any import, and says how many it made.
      newAlerts: (await importer.agent.get("/api/alerts").expect(200)).body.length,
    });
    const batches = (await importer.agent.get("/api/import/batches").expect(200)).body;
    expect(batches).toEqual([
      {
        id: answer.body.batchId,
        source: "account-archive",
        fileName: "asx-fair-value-export.json.gz",
        rowsImported: rows,
        rowsSkipped: 0,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("shows the same dashboard figures, sectors, allocations, fair values, shareholders, journal, alert settings and targets", async () => {
    const before = await dashboard(exporter.agent);
    const after = await dashboard(importer.agent);
    expect(after.portfolio.length + after.others.length).toBeGreaterThan(5);
    expect(after).toEqual(before);
  });

  it("round-trips every row: the second account's export holds the same data", async () => {
    const again = await downloadExport(importer.agent);
    expect(canonicalJson(again.archive.data as unknown as JsonValue)).toBe(canonicalJson(exported.archive.data as unknown as JsonValue));
  });

  it("undoing the import empties the account again, and a second undo finds nothing", async () => {
    const undo = await importer.agent.delete(`/api/import/batches/${answer.body.batchId}`).expect(200);
    const data = exported.archive.data;
    expect(undo.body).toEqual({
      message: "Import undone",
      removedFairValues: data.fairValues.length,
      removedShareholders: data.shareholders.length,
      removedJournalEntries: data.journalEntries.length,
      removedAllocations: data.allocations.length,
      removedAlertSettings: 1,
      removedStocks: data.stocks.length,
      removedTrades: data.trades?.length,
      removedDividends: data.dividends?.length,
      removedTaxStatements: data.taxStatements?.length,
      removedCorporateActions: 0,
      // Every stock went with the undo: nothing is left to alert about.
      newAlerts: 0,
    });
    // No row of any table is left, the batch's own included.
    expect(Object.values(await accountRows(target.db, importer.user.id)).flat()).toEqual([]);
    await importer.agent.delete(`/api/import/batches/${answer.body.batchId}`).expect(404);
  });
});

describe("importing into an account that already has some of the stocks", () => {
  let agent: Agent;
  let userId: string;
  let before: Awaited<ReturnType<typeof accountRows>>;
  let bhpId: string;
  let batchId: string;

  beforeAll(async () => {
    ({
      agent,
      user: { id: userId },
    } = await target.signedInAgent());
    // BHP typed in by hand with its own name, price and placement, with a journal entry and an allocation.
    const bhp = await agent
      .post("/api/stocks")
      .send({ symbol: "BHP", name: "Big Australian", lastPrice: 50, sector: "Mining" })
      .expect(201);
    bhpId = bhp.body.id;
    await agent
      .post("/api/journal")
      .send({ stockId: bhpId, side: "long", openedAt: "2023-05-01", entryPrice: 30, thesis: "Mine" })
      .expect(201);
    await agent.post("/api/portfolio/allocations").send({ stockId: bhpId, amount: 777 }).expect(200);
    // Alert settings of its own, and no target on BHP (the file has one).
    await agent.put("/api/alerts/settings").send({ fvChangePercent: 20 }).expect(200);
    before = await accountRows(target.db, userId);
    const res = await importArchive(agent, exported.bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ matchedStocks: 1, createdStocks: exported.archive.data.stocks.length - 1, alertSettings: 0 });
    batchId = res.body.batchId;
  });

  it("keeps the existing stock's id and fields and hangs the file's rows on it", async () => {
    const stocks: { id: string; symbol: string; name: string; lastPrice: number; sector: string }[] = (await agent.get("/api/stocks")).body;
    const bhp = stocks.filter((s) => s.symbol === "BHP");
    expect(bhp).toEqual([expect.objectContaining({ id: bhpId, name: "Big Australian", lastPrice: 50, sector: "Mining" })]);
    const fairValues: { stockId: string; source: string }[] = (await agent.get("/api/fair-values")).body;
    expect(fairValues.filter((f) => f.stockId === bhpId).map((f) => f.source)).toEqual(
      expect.arrayContaining(
        ["morningstar", "intelligent-investor"].filter((s) =>
          exported.archive.data.fairValues.some((f) => f.symbol === "BHP" && f.source === s),
        ),
      ),
    );
    const journal: { stockId: string; thesis: string }[] = (await agent.get("/api/journal")).body;
    expect(
      journal
        .filter((j) => j.stockId === bhpId)
        .map((j) => j.thesis)
        .sort(),
    ).toEqual(["Iron ore demand recovers.\nSecond line.", "Mine"]);
    // BHP already had an allocation: the account's amount stays.
    const allocations: { stockId: string; amount: number }[] = (await agent.get("/api/portfolio/allocations")).body;
    expect(allocations.find((a) => a.stockId === bhpId)?.amount).toBe(777);
  });

  it("keeps the account's own alert settings and BHP without a target; the new stocks bring theirs", async () => {
    const settings = (await agent.get("/api/alerts/settings").expect(200)).body;
    expect(settings).toEqual({ ...(await defaults()), fvChangePercent: 20 });
    const views: { symbol: string; alertBelow: number | null; alertAbove: number | null }[] = [
      ...(await agent.get("/api/portfolio?isPortfolio=true").expect(200)).body,
      ...(await agent.get("/api/portfolio?isPortfolio=false").expect(200)).body,
    ];
    const target = (symbol: string) => views.filter((v) => v.symbol === symbol).map((v) => [v.alertBelow, v.alertAbove]);
    expect(target("BHP")).toEqual([[null, null]]);
    expect(target("CSL")).toEqual([[null, 350]]);
  });

  it("writes nothing the second time the same file is imported", async () => {
    const afterFirst = await accountRows(target.db, userId);
    const res = await importArchive(agent, exported.bytes);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Nothing new to import: everything in the file is already in your account",
      totalRecords: 0,
      batchId: null,
    });
    expect(await accountRows(target.db, userId)).toEqual(afterFirst);
  });

  it("undo removes exactly the import: the account is as it was before, to the last row", async () => {
    await agent.delete(`/api/import/batches/${batchId}`).expect(200);
    expect(await accountRows(target.db, userId)).toEqual(before);
  });
});

describe("a plain (unpacked) export", () => {
  it("imports as well as the gzip file", async () => {
    const { agent } = await target.signedInAgent();
    const res = await importArchive(agent, gunzipSync(exported.bytes), "export.json");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.createdStocks).toBe(exported.archive.data.stocks.length);
  });
});

/** What GET /api/alerts/settings answers for an account that never saved any. */
async function defaults() {
  const { agent } = await target.signedInAgent();
  return (await agent.get("/api/alerts/settings").expect(200)).body;
}
