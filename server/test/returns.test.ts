// GET /api/returns and /api/returns/series (issue 48) on the worked example of docs/domain.md#returns
// (shared/domain/returns/fixtures/returns-golden.json): trades and a dividend through the API, the
// stock's closes in the shared history, and the benchmark fetched from the local Yahoo-format server
// by POST /api/benchmarks/refresh. Every figure to 1e-6; bad periods a 400; statements that do not
// grow with the ledger.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReturnsSeriesView, ReturnsView } from "@shared/contracts/returns";
import golden from "@shared/domain/returns/fixtures/returns-golden.json";
import { chartBody } from "./support/chart-body";
import { addStock, addTrade } from "./support/ledger";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

// 4 pm in Sydney on the example's last day.
const NOW = new Date(`${golden.today}T06:00:00Z`);
const { expected } = golden;

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({
    bodies: {
      "^AXJT": chartBody(
        "^AXJT",
        golden.benchmark.closes.map(([date, close]) => [date, Number(close)] as const),
      ),
    },
    cases: { "^AXJO": "unknown", STW: "unknown" },
  });
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => NOW });
  const { agent } = await t.signedInAgent();
  const refreshed = await agent.post("/api/benchmarks/refresh").expect(200);
  expect(refreshed.body.failed.map((failure: { symbol: string }) => failure.symbol)).toEqual(["^AXJO", "STW.AX"]);
});
afterAll(async () => {
  await t.close();
  await market.close();
});

/** A user holding the example: two buys, the March dividend (fully franked, on the 200 units held), and the stock's closes. */
async function exampleHolder(symbol = golden.symbol) {
  const { agent, user } = await t.signedInAgent();
  const stockId = await addStock(agent, symbol, 12);
  for (const trade of golden.trades) await addTrade(agent, { stockId, ...trade, type: "BUY" });
  await agent
    .post("/api/dividends")
    .send({ stockId, ...golden.dividend, frankingPercent: 100 })
    .expect(201);
  await t.db.execute(sql`insert into price_history (symbol, trade_date, close)
    select ${symbol}, d::date, c::float8 from unnest(${sql.param(golden.closes.map(([date]) => date))}::text[], ${sql.param(golden.closes.map(([, close]) => close))}::text[]) as r(d, c)
    on conflict do nothing`);
  return { agent, user, stockId };
}

const rate = (text: string | null | undefined) => Number(text);

describe("GET /api/returns on the worked example", () => {
  it("answers the period's figures with cash dividends, the headline the period's Dietz return (364 days: no p.a.)", async () => {
    const { agent, stockId } = await exampleHolder();
    const res = await agent.get("/api/returns?period=fy").expect(200);
    const body = res.body as ReturnsView;
    expect(body.period).toEqual(golden.period);
    expect(body.franking).toBe("exclude");
    expect(body.flows).toEqual({ invested: "2100.00", proceeds: "0.00", dividends: "100.00", frankingCredits: "42.86" });
    expect(body.startValue).toBe("0.00");
    expect(body.endValue).toBe(expected.cash.endValue);
    expect(body.gain).toBe(expected.cash.gain);
    expect(rate(body.twr.cumulative)).toBeCloseTo(expected.cash.twr, 6);
    expect(body.twr.perAnnum).toBeNull();
    expect(rate(body.modifiedDietz)).toBeCloseTo(expected.cash.modifiedDietz, 6);
    expect(rate(body.xirr.perAnnum)).toBeCloseTo(expected.cash.xirr, 6);
    expect(rate(body.xirr.rate)).toBeCloseTo(expected.cash.xirrOverPeriod, 6);
    expect(body.xirr.status).toBe("ok");
    expect(rate(body.simple)).toBeCloseTo(expected.cash.simple, 6);
    expect(body.headline).toEqual({ method: "modified-dietz", rate: body.modifiedDietz, perAnnum: false });
    // One holding: its gain is the portfolio's, and its contribution the whole Dietz return.
    expect(body.holdings).toHaveLength(1);
    expect(body.holdings[0]).toMatchObject({ stockId, symbol: golden.symbol, gain: "400.00", startValue: "0.00", endValue: "2400.00" });
    expect(rate(body.holdings[0].contribution)).toBeCloseTo(expected.cash.modifiedDietz, 6);
    expect(rate(body.holdings[0].xirr.perAnnum)).toBeCloseTo(expected.cash.xirr, 6);
    expect(body.warnings).toEqual([]);
  });

  it("compares with the same cash flows in the accumulation index: $282.55 ahead of 19.606049 units worth $2,117.45", async () => {
    const { agent } = await exampleHolder();
    const { benchmark } = (await agent.get("/api/returns?period=fy").expect(200)).body as ReturnsView;
    expect(benchmark).toMatchObject({ symbol: "^AXJT", kind: "total", requested: "^AXJT", fallbackUsed: false, problem: null });
    expect(rate(benchmark.indexReturn)).toBeCloseTo(expected.shadow.indexReturn, 6);
    expect(benchmark.indexReturnPerAnnum).toBeNull();
    expect(benchmark.shadow).toMatchObject({
      units: expected.shadow.units,
      endValue: expected.shadow.endValue,
      difference: expected.shadow.difference,
    });
    expect(rate(benchmark.shadow!.xirr)).toBeCloseTo(expected.shadow.xirr, 6);
    expect(rate(benchmark.shadow!.modifiedDietz)).toBeCloseTo(expected.shadow.modifiedDietz, 6);
  });

  it("with franking=include adds the credits as flows: TWR 28.1633 %, Dietz 29.5184 %, XIRR 30.2583 %, ROI 21.0884 %", async () => {
    const { agent } = await exampleHolder();
    const body = (await agent.get("/api/returns?period=fy&franking=include").expect(200)).body as ReturnsView;
    expect(body.franking).toBe("include");
    expect(body.gain).toBe(expected.franking.gain);
    expect(rate(body.twr.cumulative)).toBeCloseTo(expected.franking.twr, 6);
    expect(rate(body.modifiedDietz)).toBeCloseTo(expected.franking.modifiedDietz, 6);
    expect(rate(body.xirr.perAnnum)).toBeCloseTo(expected.franking.xirr, 6);
    expect(rate(body.simple)).toBeCloseTo(expected.franking.simple, 6);
  });

  it("the same days as from=&to=, and All from the first trade", async () => {
    const { agent } = await exampleHolder();
    const dated = (await agent.get(`/api/returns?from=${golden.period.from}&to=${golden.period.to}`).expect(200)).body as ReturnsView;
    expect(dated.period).toEqual(golden.period);
    expect(dated.gain).toBe(expected.cash.gain);
    const all = (await agent.get("/api/returns?period=all").expect(200)).body as ReturnsView;
    expect(all.period).toEqual(golden.period);
  });

  it("answers a user without trades with nothing to count: no XIRR and a reason, never 0 %", async () => {
    const { agent } = await t.signedInAgent();
    const body = (await agent.get("/api/returns?period=1y").expect(200)).body as ReturnsView;
    expect(body.gain).toBe("0.00");
    expect(body.xirr).toEqual({ rate: null, perAnnum: null, status: "no_sign_change" });
    expect(body.holdings).toEqual([]);
    expect(body.warnings).toContainEqual({ code: "no-xirr", status: "no_sign_change" });
  });
});

describe("GET /api/returns/series", () => {
  it("gives each day's time-weighted return of the portfolio and of the index from 0, and both values", async () => {
    const { agent } = await exampleHolder();
    const body = (await agent.get("/api/returns/series?period=fy").expect(200)).body as ReturnsSeriesView;
    expect(body.benchmark).toEqual({
      symbol: "^AXJT",
      label: "S&P/ASX 200 Accumulation (total return)",
      kind: "total",
      requested: "^AXJT",
      fallbackUsed: false,
    });
    expect(body.points[0]).toEqual({
      date: "2024-06-30",
      portfolio: "0.0000000000",
      benchmark: "0.0000000000",
      value: "0.00",
      shadowValue: "0.00",
    });
    const last = body.points.at(-1)!;
    expect(last.date).toBe("2025-06-30");
    expect(rate(last.portfolio)).toBeCloseTo(expected.cash.twr, 6);
    expect(rate(last.benchmark)).toBeCloseTo(expected.shadow.indexReturn, 6);
    expect(last.value).toBe(expected.cash.endValue);
    expect(last.shadowValue).toBe(expected.shadow.endValue);
    // The days: the day before, the closes' days and the flows' (here the same), in order.
    expect(body.points.map((point) => point.date)).toEqual([
      "2024-06-30",
      "2024-07-01",
      "2024-12-30",
      "2024-12-31",
      "2025-03-03",
      "2025-06-30",
    ]);
  });
});

describe("bad periods", () => {
  it.each([
    ["period=2y", "period: period must be one of fy, last-fy, 1y, 3y, 5y, all"],
    ["from=2025-01-01", "to: Give both from and to"],
    ["from=2025-02-01&to=2025-01-01", "from: from must not be after to"],
    ["from=2025-01-01&to=2025-02-30", "to: to must be a date like 2024-01-31"],
    ["period=fy&from=2025-01-01&to=2025-02-01", "Give either a period or from and to, not both"],
    ["from=2025-01-01&to=2025-07-01", "to: to must not be after today"],
    ["franking=yes", "franking: franking must be exclude or include"],
    ["benchmark=%5EGSPC", "benchmark: benchmark must be one of ^AXJT, ^AXJO, STW.AX"],
  ])("%s → 400 %s", async (query, message) => {
    const { agent } = await t.signedInAgent();
    for (const path of ["/api/returns", "/api/returns/series"]) {
      const res = await agent.get(`${path}?${query}`);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ error: message, code: "validation_failed" });
    }
  });
});

describe("statements", () => {
  it("are as many for a long ledger as for one trade", async () => {
    const few = await t.signedInAgent();
    const fewStock = await addStock(few.agent, "FEW", 10);
    await addTrade(few.agent, { stockId: fewStock, type: "BUY", tradeDate: "2024-07-01", units: "1", price: "10" });
    const { agent } = await exampleHolder("MANY");
    const many = await addStock(agent, "MANY2", 10);
    for (let index = 0; index < 12; index += 1)
      await addTrade(agent, {
        stockId: many,
        type: "BUY",
        tradeDate: `2024-${String(index + 1).padStart(2, "0")}-02`,
        units: "1",
        price: "10",
      });
    const count = async (client: typeof agent) =>
      (await countStatements(() => client.get("/api/returns?period=all").expect(200))).statements;
    expect(await count(agent)).toBe(await count(few.agent));
  });
});

// Decision 063's worked example through the API: 1,000 RCX bought 2 Dec 2024 at $10.00, a $1.00 return
// of capital ex 3 Feb 2025 (day 33 of 1 Jan – 31 Mar, 89 days), closes 10.00, 9.00 on the ex-date, 9.90.
describe("GET /api/returns with a return of capital", () => {
  it("takes its $1,000.00 out on the ex-date: gain 900.00, Dietz 900 ÷ (10,000 − 1,000 × 56/89) = 9.604317 %, TWR 10 %", async () => {
    const { agent } = await t.signedInAgent();
    const stockId = await addStock(agent, "RCX", 10);
    await addTrade(agent, { stockId, type: "BUY", tradeDate: "2024-12-02", units: "1000", price: "10", brokerage: "0" });
    const closes = [
      ["2024-12-31", "10.00"],
      ["2025-02-03", "9.00"],
      ["2025-03-31", "9.90"],
    ];
    await t.db.execute(sql`insert into price_history (symbol, trade_date, close)
      select 'RCX', d::date, c::float8 from unnest(${sql.param(closes.map(([date]) => date))}::text[], ${sql.param(closes.map(([, close]) => close))}::text[]) as r(d, c)
      on conflict do nothing`);
    await agent
      .post("/api/corporate-actions")
      .send({ type: "RETURN_OF_CAPITAL", stockId, exDate: "2025-02-03", payDate: "2025-02-17", amountPerShare: "1.00" })
      .expect(201);
    const view = (await agent.get("/api/returns?from=2025-01-01&to=2025-03-31").expect(200)).body as ReturnsView;
    expect(view.flows).toMatchObject({ invested: "0.00", proceeds: "1000.00", dividends: "0.00" });
    expect([view.startValue, view.endValue, view.gain]).toEqual(["10000.00", "9900.00", "900.00"]);
    expect(rate(view.modifiedDietz)).toBeCloseTo(80_100 / 834_000, 6);
    expect(rate(view.twr.cumulative)).toBeCloseTo(0.1, 6);
    expect(rate(view.simple)).toBeCloseTo(0.09, 6);
    expect(view.holdings.map((holding) => [holding.symbol, holding.gain])).toEqual([["RCX", "900.00"]]);
  });
});
