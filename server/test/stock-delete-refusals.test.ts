// Issue 44 item 19: deleting a stock while its trades or dividends are being written answered 500 (a
// foreign-key violation: 3 of 6 imports in the run). The delete and the ledger's writers now take the
// same lock (the user's ledger lock), so one waits for the other: the import lands whole, then the
// delete removes the stock with everything on it, or the delete goes first and the import adds the
// stock again. Each race is made certain, not left to timing: a test connection holds a table the
// writer needs next, right after it has read the stock, and lets go once the delete has either
// finished (the race the writers lost before) or is waiting for the writer.
import type { PoolClient } from "pg";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stocks, trades } from "@shared/schema";
import { downloadExport, importArchive } from "./support/account-archive";
import { addStock, addTrade } from "./support/ledger";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2025-11-20T06:00:00Z");
const EX_DATE = 1756944000; // 2025-09-04, 10:00 in Sydney
let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  // HOLD's answers wait for release(): a dividend sync stays in its fetch while the test deletes the stock.
  market = await startMarketDataServer({ dividends: { HOLD: { [String(EX_DATE)]: { amount: 0.9, date: EX_DATE } } } });
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => NOW });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await sleep(25);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A request waiting for a lock on `table`, or for an advisory lock (the ledger lock). */
async function someoneWaitsFor(lock: { table: string } | "ledger"): Promise<boolean> {
  const result =
    lock === "ledger"
      ? await t.pool.query("select 1 from pg_locks where locktype = 'advisory' and not granted")
      : await t.pool.query("select 1 from pg_locks l join pg_class c on c.oid = l.relation where not l.granted and c.relname = $1", [
          lock.table,
        ]);
  return result.rows.length > 0;
}

/**
 * Runs `write` until it waits on `table` (held by a test connection), then deletes the stock, lets
 * the table go once the delete is done or waits for the ledger lock, and answers both responses.
 */
async function race<W>(table: string, write: () => Promise<W>, remove: () => Promise<{ status: number; body: unknown }>) {
  const client: PoolClient = await t.pool.connect();
  try {
    await client.query(`begin; lock table ${table} in exclusive mode`);
    const writing = write();
    await until(`the writer to wait on ${table}`, () => someoneWaitsFor({ table }));
    let removed = false;
    const removing = remove().then((res) => ((removed = true), res));
    await until("the delete to finish or wait for the writer", async () => removed || (await someoneWaitsFor("ledger")));
    await client.query("commit");
    return { written: await writing, removed: await removing };
  } finally {
    client.release();
  }
}

async function holder(symbol = "CBA") {
  const { agent, user } = await t.signedInAgent();
  const stockId = await addStock(agent, symbol, 100);
  await addTrade(agent, { stockId, type: "BUY", tradeDate: "2024-01-10", units: "30", price: "90" });
  const userStocks = async () => (await t.db.select().from(stocks).where(eq(stocks.userId, user.id))).map((row) => row.symbol);
  const userTrades = async () => t.db.select().from(trades).where(eq(trades.userId, user.id));
  return { agent, user, stockId, userStocks, userTrades };
}

const TRADES = [
  "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference",
  ...Array.from({ length: 50 }, (_, i) => `2024-02-${String((i % 28) + 1).padStart(2, "0")},CBA,BUY,1,95,,,,,race-${i}`),
].join("\n");

describe("deleting a stock while the ledger writes it: one waits for the other, never a 500", () => {
  it("a trade import: it lands whole, then the delete removes the stock and its trades", async () => {
    const h = await holder();
    const { written, removed } = await race(
      "import_batches",
      () =>
        h.agent
          .post("/api/import/trades")
          .attach("file", Buffer.from(TRADES), "trades.csv")
          .then((res) => res),
      () => h.agent.delete(`/api/stocks/${h.stockId}`).then((res) => res),
    );
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.inserted).toBe(50);
    expect([removed.status, removed.body]).toEqual([200, { message: "Stock deleted" }]);
    expect(await h.userStocks()).toEqual([]);
    expect(await h.userTrades()).toEqual([]);
  });

  it("a dividend import", async () => {
    const h = await holder();
    const file = "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price\nCBA,2024-08-14,2024-09-26,1,100,,,\n";
    const { written, removed } = await race(
      "import_batches",
      () =>
        h.agent
          .post("/api/import/dividends")
          .attach("file", Buffer.from(file), "dividends.csv")
          .then((res) => res),
      () => h.agent.delete(`/api/stocks/${h.stockId}`).then((res) => res),
    );
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.inserted).toBe(1);
    expect(removed.status).toBe(200);
    expect(await h.userStocks()).toEqual([]);
  });

  it("an account import onto a stock the account has", async () => {
    const exporter = await holder();
    const { bytes } = await downloadExport(exporter.agent);
    const h = await holder();
    const { written, removed } = await race(
      // Taken after the stocks are merged and before the trades are written; a stock's delete never needs it.
      "holding_settings",
      () => importArchive(h.agent, bytes).then((res) => res),
      () => h.agent.delete(`/api/stocks/${h.stockId}`).then((res) => res),
    );
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.trades).toBe(1);
    expect(removed.status).toBe(200);
    expect(await h.userStocks()).toEqual([]);
    expect(await h.userTrades()).toEqual([]);
  });

  it("a dividend sync whose market data arrives after the stock was deleted adds nothing for it (200)", async () => {
    const h = await holder("HOLD");
    const syncing = h.agent.post("/api/dividends/sync").then((res) => res);
    await until("the sync to ask for HOLD's market data", async () => market.count("HOLD") > 0);
    await h.agent.delete(`/api/stocks/${h.stockId}`).expect(200);
    market.release();
    const synced = await syncing;
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    expect(synced.body.added).toBe(0);
    expect(await h.userStocks()).toEqual([]);
  });

  it("trades and dividends added by hand while the stock is deleted, six times over: each answer a 2xx or a 4xx sentence", async () => {
    for (let round = 0; round < 6; round++) {
      const h = await holder();
      const answers = await Promise.all([
        ...Array.from({ length: 3 }, (_, i) =>
          h.agent.post("/api/trades").send({ stockId: h.stockId, type: "BUY", tradeDate: "2024-03-01", units: String(i + 1), price: "95" }),
        ),
        h.agent.post("/api/dividends").send({ stockId: h.stockId, exDate: "2024-08-14", amountPerShare: "1" }),
        h.agent.delete(`/api/stocks/${h.stockId}`),
      ]);
      for (const answer of answers) {
        expect([200, 201, 404], JSON.stringify(answer.body)).toContain(answer.status);
        if (answer.status === 404) expect(answer.body.error).toMatch(/not found/i);
      }
      expect(await h.userStocks()).toEqual([]);
      expect(await h.userTrades()).toEqual([]);
    }
  });
});
