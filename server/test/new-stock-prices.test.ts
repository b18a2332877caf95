// A stock added by a trade or a trade import is priced from the market (issue 44 item 4), against the
// local Yahoo-format server: the write queues a refresh job over its new stocks, which the app runs at
// once; a fetch that fails leaves the trade written and the stock at the trade's price, with no
// market time (Holdings marks it as the dashboard marks a stale price). And one market value: the
// value chart's last point is today, at the prices Holdings shows.
import { sql } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HoldingsView, ValuePointView } from "@shared/contracts/holdings";
import { addTrade } from "./support/ledger";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { waitForRefreshJob } from "./support/refresh-jobs";
import { startTestApp, type TestApp } from "./support/test-app";

// Friday 20 March 2026, after the close.
const NOW = new Date("2026-03-20T05:10:00Z");

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({ marketTime: () => NOW, prices: { CBA: 160, TLS: 4.1, WES: 70.25 } });
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => NOW });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

const holdingsOf = async (agent: Agent) => (await agent.get("/api/holdings").expect(200)).body as HoldingsView;
const holding = (view: HoldingsView, symbol: string) => view.holdings.find((h) => h.symbol === symbol)!;

describe("a trade that adds a stock", () => {
  it("fetches its market price: CBA bought in 2023 at $100 is worth $160 today, priced at the market's time", async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post("/api/trades").send({ symbol: "CBA", type: "BUY", tradeDate: "2023-05-01", units: "100", price: "100" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ newStock: true, priceJobId: expect.any(String) });
    expect(await waitForRefreshJob(agent, res.body.priceJobId)).toMatchObject({ state: "done", total: 1, successful: 1, failed: 0 });

    const cba = holding(await holdingsOf(agent), "CBA");
    expect(cba).toMatchObject({ lastPrice: "160", marketValue: "16000.00", lastPriceUpdatedAt: NOW.toISOString() });
    // The fetch filled the symbol's history too: the chart has the days since the purchase.
    const points = (await agent.get("/api/holdings/value-history?range=5Y").expect(200)).body as ValuePointView[];
    expect(points.find((point) => point.date === "2023-05-01")?.marketValue).not.toBe("10000.00");
    expect(points.filter((point) => point.date >= "2023-05-01").length).toBeGreaterThan(700);
  });

  it("runs beside a refresh-all: Refresh All neither waits for nor joins the added stock's job", async () => {
    const { agent } = await t.signedInAgent();
    const added = await agent.post("/api/trades").send({ symbol: "TLS", type: "BUY", tradeDate: "2024-02-01", units: "10", price: "3.9" });
    const all = await agent.post("/api/stocks/refresh-all").expect(202);
    expect(all.body.jobId).not.toBe(added.body.priceJobId);
    expect(await waitForRefreshJob(agent, all.body.jobId)).toMatchObject({ state: "done", total: 1 });
    expect(await waitForRefreshJob(agent, added.body.priceJobId)).toMatchObject({ state: "done", total: 1, successful: 1 });
    // Another user cannot read it.
    const other = (await t.signedInAgent()).agent;
    await other.get(`/api/stocks/refresh-all/${added.body.priceJobId}`).expect(404);
  });

  it("a trade of a stock already tracked queues nothing", async () => {
    const { agent } = await t.signedInAgent();
    const first = await agent.post("/api/trades").send({ symbol: "WES", type: "BUY", tradeDate: "2024-02-01", units: "10", price: "55" });
    await waitForRefreshJob(agent, first.body.priceJobId);
    const second = await agent.post("/api/trades").send({ symbol: "WES", type: "BUY", tradeDate: "2024-03-01", units: "5", price: "56" });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ newStock: false, priceJobId: null });
  });

  it("a fetch that fails leaves the trade written and the stock at the trade's price, without a market time", async () => {
    const { agent } = await t.signedInAgent();
    // NOPE: the provider answers 404 Not Found.
    const res = await agent.post("/api/trades").send({ symbol: "NOPE", type: "BUY", tradeDate: "2023-05-01", units: "10", price: "8" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await waitForRefreshJob(agent, res.body.priceJobId)).toMatchObject({ state: "done", successful: 0, failed: 1 });
    expect(holding(await holdingsOf(agent), "NOPE")).toMatchObject({ units: "10", lastPrice: "8", lastPriceUpdatedAt: null });
    expect((await agent.get("/api/trades").expect(200)).body.trades).toHaveLength(1);
  });

  it("a provider that cannot be reached at all fails the fetch, not the trade", async () => {
    const offline = await startTestApp({ now: () => NOW }); // MARKET_DATA_BASE_URL: nothing listens
    try {
      const { agent } = await offline.signedInAgent();
      const res = await agent.post("/api/trades").send({ symbol: "BHP", type: "BUY", tradeDate: "2024-05-01", units: "10", price: "45" });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(await waitForRefreshJob(agent, res.body.priceJobId)).toMatchObject({ state: "done", failed: 1 });
      expect(holding(await holdingsOf(agent), "BHP")).toMatchObject({ lastPrice: "45", lastPriceUpdatedAt: null });
    } finally {
      await offline.close();
    }
  });
});

describe("a trade import that adds stocks", () => {
  it("fetches the prices of the stocks it added, and of those only", async () => {
    const { agent } = await t.signedInAgent();
    const tracked = await agent.post("/api/trades").send({ symbol: "WES", type: "BUY", tradeDate: "2024-02-01", units: "10", price: "55" });
    await waitForRefreshJob(agent, tracked.body.priceJobId);
    const asked = market.requests.length;
    const file = [
      "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference",
      "2023-05-01,CBA,BUY,10,100,9.95,,,,i1",
      "2022-03-01,TLS,BUY,2500,4.00,9.95,,,,i2",
      "2024-03-01,WES,BUY,5,56,9.95,,,,i3",
    ].join("\n");
    const res = await agent.post("/api/import/trades").attach("file", Buffer.from(file), "trades.csv");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ inserted: 3, newStocks: ["CBA", "TLS"], priceJobId: expect.any(String) });
    expect(await waitForRefreshJob(agent, res.body.priceJobId)).toMatchObject({ state: "done", total: 2, successful: 2 });
    expect(market.requests.slice(asked).sort()).toEqual(["CBA", "TLS"]);
    const view = await holdingsOf(agent);
    expect(holding(view, "CBA")).toMatchObject({ lastPrice: "160", lastPriceUpdatedAt: NOW.toISOString() });
    expect(holding(view, "TLS")).toMatchObject({ lastPrice: "4.1", lastPriceUpdatedAt: NOW.toISOString() });
  });

  it("a dry run and an import that adds no stock queue nothing", async () => {
    const { agent } = await t.signedInAgent();
    const file = "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference\n2023-05-01,CBA,BUY,10,100,9.95,,,,d1";
    const dry = await agent.post("/api/import/trades").field("dryRun", "true").attach("file", Buffer.from(file), "trades.csv");
    expect(dry.body).toMatchObject({ dryRun: true, newStocks: ["CBA"], priceJobId: null });
    const jobs = await t.db.execute(sql`select count(*)::int as n from refresh_jobs`);
    const imported = await agent.post("/api/import/trades").attach("file", Buffer.from(file), "trades.csv");
    await waitForRefreshJob(agent, imported.body.priceJobId);
    const again = await agent.post("/api/import/trades").attach("file", Buffer.from(file), "trades.csv");
    expect(again.body).toMatchObject({ inserted: 0, duplicates: 1, priceJobId: null });
    expect((await t.db.execute(sql`select count(*)::int as n from refresh_jobs`)).rows[0].n).toBe(Number(jobs.rows[0].n) + 1);
  });
});

describe("one market value", () => {
  it("the value chart ends today at the prices Holdings shows: the tile and the chart caption agree", async () => {
    const { agent } = await t.signedInAgent();
    // A stock priced by hand at $12.40 whose stored closes end at $11.25 a week ago, and one the
    // provider could not price (no closes at all: counted at its trade price, as on Holdings).
    const priced = await agent.post("/api/stocks").send({ symbol: "VHX", name: "VHX Ltd", lastPrice: 12.4 }).expect(201);
    await addTrade(agent, { stockId: priced.body.id, type: "BUY", tradeDate: "2026-03-02", units: "100", price: "11", brokerage: "9.50" });
    await t.db.execute(sql`insert into price_history (symbol, trade_date, close) values
      ('VHX', '2026-03-12', 11), ('VHX', '2026-03-13', 11.25)`);
    const unpriced = await agent
      .post("/api/trades")
      .send({ symbol: "NOPE", type: "BUY", tradeDate: "2026-03-02", units: "10", price: "8", brokerage: "9.50" });
    await waitForRefreshJob(agent, unpriced.body.priceJobId);

    const view = await holdingsOf(agent);
    expect(view.totals.marketValue).toBe("1320.00"); // 100 × 12.40 + 10 × 8
    const points = (await agent.get("/api/holdings/value-history?range=1Y").expect(200)).body as ValuePointView[];
    expect(points.at(-1)).toEqual({ date: "2026-03-20", marketValue: view.totals.marketValue, costBase: view.totals.costBase });
    // The days before keep their closes (and a holding without any, its cost base).
    expect(points.find((point) => point.date === "2026-03-13")).toEqual({
      date: "2026-03-13",
      marketValue: "1214.50",
      costBase: "1199.00",
    });
  });
});
