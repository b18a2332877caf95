// Issue 44 item 2: undoing a trade import removes exactly its own rows. The issue's case: a CommSec
// trade file (which adds BHP, CSL, DEM and NAB), then a separate dividend file for BHP and a market-
// data estimate of BHP; undoing the trades removed the confirmed dividend and the estimate with the
// stock ("Removed 3 trades and 1 stock"), the dividend batch still read "2 rows", and importing the
// trades again did not bring them back. A stock an import created stays while anything else refers to
// it (a dividend, another import's fair value) or once the user has set its alert target, and GET
// /api/import/batches/:id says beforehand everything the undo takes.
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dividends, stocks } from "@shared/schema";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-15T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const COMMSEC = readFileSync(path.join(import.meta.dirname, "../parsers/fixtures/trades/ok/commsec-transactions.csv"));
// BHP's 1,000 units were bought on 14 Nov 2024: a confirmed dividend (franking and pay date known).
const DIVIDEND_FILE = [
  "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price",
  "BHP,2025-03-06,2025-03-27,0.50,100,,,",
].join("\n");

const importTrades = async (agent: Agent) =>
  (await agent.post("/api/import/trades").attach("file", COMMSEC, "commsec.csv").expect(200)).body as {
    batchId: string;
    inserted: number;
    newStocks: string[];
  };

async function issueCase() {
  const { agent, user } = await t.signedInAgent();
  const trades = await importTrades(agent);
  expect(trades.newStocks).toEqual(["BHP", "CSL", "DEM", "NAB"]);
  const dividendImport = await agent.post("/api/import/dividends").attach("file", Buffer.from(DIVIDEND_FILE), "bhp-dividends.csv");
  expect(dividendImport.status, JSON.stringify(dividendImport.body)).toBe(200);
  expect(dividendImport.body.inserted).toBe(1);
  const symbolIds = new Map(
    (await t.db.select().from(stocks).where(eq(stocks.userId, user.id))).map((stock) => [stock.symbol, stock.id] as const),
  );
  // A market-data estimate, as the sync writes it (franking and pay date unknown).
  await t.db.insert(dividends).values({
    userId: user.id,
    stockId: symbolIds.get("BHP")!,
    exDate: "2025-09-04",
    amountPerShare: "0.60",
    status: "estimated",
    source: "provider",
  });
  const bhpDividends = async () =>
    (await agent.get(`/api/dividends?stockId=${symbolIds.get("BHP")}`).expect(200)).body.dividends.map(
      (row: { exDate: string; status: string }) => [row.exDate, row.status],
    );
  return { agent, user, tradeBatch: trades.batchId, dividendBatch: dividendImport.body.batchId as string, symbolIds, bhpDividends };
}

describe("undoing a trade import", () => {
  it("keeps another batch's dividend and the estimates, and the stock they refer to", async () => {
    const { agent, tradeBatch, dividendBatch, bhpDividends } = await issueCase();
    expect(await bhpDividends()).toEqual([
      ["2025-09-04", "estimated"],
      ["2025-03-06", "confirmed"],
    ]);
    const undo = await agent.delete(`/api/import/batches/${tradeBatch}`);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    // CSL, DEM and NAB held nothing else; BHP has the dividends.
    expect(undo.body).toMatchObject({ removedTrades: 6, removedDividends: 0, removedStocks: 3 });
    expect(await bhpDividends()).toEqual([
      ["2025-09-04", "estimated"],
      ["2025-03-06", "confirmed"],
    ]);
    const batches = (await agent.get("/api/import/batches").expect(200)).body;
    expect(batches.map((batch: { id: string }) => batch.id)).toEqual([dividendBatch]);
    const held = (await agent.get(`/api/import/batches/${dividendBatch}`).expect(200)).body;
    expect(held.holds).toMatchObject({ dividends: 1, trades: 0 });
  });

  it("importing the trades again finds the stock that stayed, and its dividends are still there", async () => {
    const { agent, tradeBatch, bhpDividends } = await issueCase();
    await agent.delete(`/api/import/batches/${tradeBatch}`).expect(200);
    const again = await importTrades(agent);
    expect(again).toMatchObject({ inserted: 6, newStocks: ["CSL", "DEM", "NAB"] });
    expect(await bhpDividends()).toEqual([
      ["2025-09-04", "estimated"],
      ["2025-03-06", "confirmed"],
    ]);
  });

  it("keeps a stock it created that has an alert target or another import's fair value", async () => {
    const { agent, user, tradeBatch, symbolIds } = await issueCase();
    await agent
      .put(`/api/stocks/${symbolIds.get("DEM")}/alert-target`)
      .send({ below: 12, above: null })
      .expect(200);
    await agent.post("/api/import/morningstar").send({ text: "Code,Fair Value\nNAB,30.00" }).expect(200);
    const undo = await agent.delete(`/api/import/batches/${tradeBatch}`).expect(200);
    expect(undo.body).toMatchObject({ removedTrades: 6, removedStocks: 1 });
    const left = await t.db
      .select({ symbol: stocks.symbol })
      .from(stocks)
      .where(and(eq(stocks.userId, user.id)))
      .orderBy(stocks.symbol);
    expect(left.map((row) => row.symbol)).toEqual(["BHP", "DEM", "NAB"]);
  });
});

describe("GET /api/import/batches/:id: what the batch holds and what undoing it takes", () => {
  it("a trade import: its trades, the stocks that would go and those that stay, and why", async () => {
    const { agent, tradeBatch } = await issueCase();
    const res = await agent.get(`/api/import/batches/${tradeBatch}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      batch: expect.objectContaining({ id: tradeBatch, source: "trades", fileName: "commsec.csv", rowsImported: 6 }),
      holds: {
        fairValues: 0,
        shareholders: 0,
        journalEntries: 0,
        allocations: 0,
        trades: 6,
        dividends: 0,
        taxStatements: 0,
        corporateActions: 0,
        alertSettings: false,
        parcelMethod: false,
      },
      undo: {
        removesStocks: ["CSL", "DEM", "NAB"],
        keepsStocks: [{ symbol: "BHP", reason: "it has dividends" }],
        restoresPrices: 0,
        refusal: null,
      },
    });
  });

  it("a dividend import: its dividends; an undo that would leave a sale short says so beforehand", async () => {
    const { agent, tradeBatch, dividendBatch } = await issueCase();
    const dividendsHeld = (await agent.get(`/api/import/batches/${dividendBatch}`).expect(200)).body;
    expect(dividendsHeld.holds).toMatchObject({ trades: 0, dividends: 1 });
    expect(dividendsHeld.undo).toEqual({ removesStocks: [], keepsStocks: [], restoresPrices: 0, refusal: null });
    await agent.post("/api/trades").send({ symbol: "NAB", type: "SELL", tradeDate: "2024-06-03", units: "150", price: "34" }).expect(201);
    const refused = (await agent.get(`/api/import/batches/${tradeBatch}`).expect(200)).body;
    expect(refused.undo.refusal).toBe("Undoing this import would leave the sale of 150 NAB on 3 Jun 2024 short: 0 units held");
    // NAB now has a trade of its own: it would stay.
    expect(refused.undo.removesStocks).toEqual(["CSL", "DEM"]);
  });

  it("another user's batch and a missing one answer 404; a bad id 400", async () => {
    const { tradeBatch } = await issueCase();
    const { agent: other } = await t.signedInAgent();
    expect((await other.get(`/api/import/batches/${tradeBatch}`).expect(404)).body).toEqual({
      code: "not_found",
      error: "Import batch not found",
    });
    await other.get("/api/import/batches/00000000-0000-4000-8000-000000000000").expect(404);
    expect((await other.get("/api/import/batches/nope").expect(400)).body.error).toContain("Invalid batch id");
  });
});
