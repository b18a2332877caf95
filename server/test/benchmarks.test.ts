// Benchmark series (issue 48) against the local Yahoo-format server, in the chart endpoint's wire
// format: STW.AX with a distribution and an adjclose that differs from its close
// (fixtures/yahoo-chart-stw-div.json), a ^AXJT frozen for two weeks (fixtures/yahoo-chart-axjt-stale.json)
// and a generated ^AXJO. Raw closes and distributions are stored; the stale index makes returns fall
// back to the proxy and say so; a failed refresh keeps what was stored and records why.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BenchmarksView, ReturnsView } from "@shared/contracts/returns";
import { addStock, addTrade } from "./support/ledger";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { startTestApp, type TestApp } from "./support/test-app";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../market-data/fixtures", name), "utf8");
// Friday 4 Jul 2025, 5 pm in Sydney: the fixtures' last bar.
const NOW = new Date("2025-07-04T07:00:00Z");

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({
    bodies: { "^AXJT": fixture("yahoo-chart-axjt-stale.json"), STW: fixture("yahoo-chart-stw-div.json") },
    marketTime: () => NOW,
  });
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => NOW });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

describe("the benchmarks' refresh", () => {
  it("stores each series' raw closes and distributions, ten years on the first fetch and the days missing after", async () => {
    const { agent } = await t.signedInAgent();
    const first = (await agent.post("/api/benchmarks/refresh").expect(200)).body as BenchmarksView & { failed: unknown[] };
    expect(first.failed).toEqual([]);
    expect(market.asked).toEqual([
      { symbol: "^AXJT", range: "10y" },
      { symbol: "^AXJO", range: "10y" },
      { symbol: "STW", range: "10y" },
    ]);
    const stw = await t.db.execute<{ trade_date: string; close: string; dividend: string | null }>(sql`
      select trade_date::text, close::text, dividend::text from benchmark_prices
       where symbol = 'STW.AX' and trade_date between '2025-06-26' and '2025-07-01' order by trade_date`);
    // 27 Jun's adjclose is 70.2 (71 × (1 − 0.8/71)); the close is 71 and stays so.
    expect(stw.rows).toEqual([
      { trade_date: "2025-06-26", close: "70.8", dividend: null },
      { trade_date: "2025-06-27", close: "71", dividend: null },
      { trade_date: "2025-06-30", close: "70.3", dividend: "0.8" },
      { trade_date: "2025-07-01", close: "70.45", dividend: null },
    ]);
    // The scheduled refresh's step: the last stored day again, the shortest range that reaches it.
    await t.app.benchmarks.refreshAll();
    expect(market.asked.slice(3).map((ask) => ask.range)).toEqual(["5d", "5d", "5d"]);
  });

  it("GET /api/benchmarks names each series with what is stored and how far behind it is", async () => {
    const { agent } = await t.signedInAgent();
    await agent.post("/api/benchmarks/refresh").expect(200);
    const body = (await agent.get("/api/benchmarks").expect(200)).body as BenchmarksView;
    expect(body.default).toBe("^AXJT");
    expect(body.series.find((series) => series.symbol === "STW.AX")).toEqual({
      symbol: "STW.AX",
      label: "SPDR S&P/ASX 200 Fund (STW) with distributions",
      kind: "etf_proxy",
      firstDate: "2025-06-16",
      lastDate: "2025-07-04",
      closes: 15,
      distributions: 1,
      staleDays: 0,
      stale: false,
      refreshedAt: NOW.toISOString(),
      refreshError: null,
    });
    expect(body.series.map((series) => series.symbol)).toEqual(["^AXJT", "^AXJO", "STW.AX"]);
  });
});

describe("a stale accumulation index", () => {
  it("falls back to the STW total-return proxy, names it and says why", async () => {
    const { agent } = await t.signedInAgent();
    await agent.post("/api/benchmarks/refresh").expect(200);
    const stockId = await addStock(agent, "FBK", 10.5);
    await addTrade(agent, { stockId, type: "BUY", tradeDate: "2025-06-17", units: "100", price: "10" });
    await t.db.execute(
      sql`insert into price_history (symbol, trade_date, close) values ('FBK', '2025-06-17', 10), ('FBK', '2025-07-04', 10.5)`,
    );
    const body = (await agent.get("/api/returns?from=2025-06-17&to=2025-07-04").expect(200)).body as ReturnsView;
    expect(body.benchmark).toMatchObject({
      symbol: "STW.AX",
      kind: "etf_proxy",
      requested: "^AXJT",
      fallbackUsed: true,
      problem: { code: "unchanged", from: "2025-06-17", to: "2025-07-04" },
    });
    // From the first flow's day (17 Jun, 70.25) across the 0.80 distribution on 30 Jun to 70.90 on 4 Jul.
    expect(Number(body.benchmark.indexReturn)).toBeCloseTo((71.1 / 70.25) * (70.9 / 70.3) - 1, 9);
    expect(body.warnings).toContainEqual({ code: "benchmark-fallback", requested: "^AXJT", used: "STW.AX" });
    // Asking for the price index itself: it is current, so it is used.
    const price = (await agent.get("/api/returns?from=2025-06-17&to=2025-07-04&benchmark=%5EAXJO").expect(200)).body as ReturnsView;
    expect(price.benchmark).toMatchObject({ symbol: "^AXJO", kind: "price", fallbackUsed: false, problem: null });
  });
});

describe("a failed refresh", () => {
  it("keeps the days stored, records why and carries on with the other series", async () => {
    const breaking = await startMarketDataServer({ marketTime: () => NOW });
    const other = await startTestApp({ config: { MARKET_DATA_BASE_URL: breaking.url }, now: () => NOW });
    try {
      const { agent } = await other.signedInAgent();
      const before = ((await agent.post("/api/benchmarks/refresh").expect(200)).body as BenchmarksView).series;
      breaking.setCase("^AXJT", "unknown");
      const result = (await agent.post("/api/benchmarks/refresh").expect(200)).body as BenchmarksView & {
        failed: { symbol: string; reason: string }[];
      };
      expect(result.failed).toEqual([{ symbol: "^AXJT", reason: "Unknown symbol: the market-data provider has no quote for ^AXJT" }]);
      const [axjtBefore, axjt] = [before, result.series].map((series) => series.find((row) => row.symbol === "^AXJT")!);
      expect(axjtBefore.closes).toBeGreaterThan(2000);
      expect(axjt).toEqual({ ...axjtBefore, refreshError: result.failed[0].reason });
      expect(result.series.find((row) => row.symbol === "^AXJO")!.refreshError).toBeNull();
    } finally {
      await other.close();
      await breaking.close();
    }
  });
});
