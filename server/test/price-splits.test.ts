// Splits in the market history (issue 44 item 3, docs/domain.md#price-history "Splits"), against the
// local Yahoo-format server: Yahoo sends closes and dividends adjusted for every split after them
// and the split itself in events.splits; the app keeps closes and dividends as traded, so the units
// the ledger held that day (its own SPLIT and CONSOLIDATION trades included) value them as they stand.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ValuePointView } from "@shared/contracts/holdings";
import { addTrade } from "./support/ledger";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { startTestApp, type TestApp } from "./support/test-app";

// Friday 20 March 2026, after the close.
const FRIDAY = new Date("2026-03-20T05:10:00Z");
let clock = FRIDAY;

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({
    marketTime: () => clock,
    prices: { TLS: 4.1, XYZ: 12, ZZZ: 3 },
    splits: {
      // The case: TLS split 1:2 (two shares for one) from Wednesday 1 June 2022.
      TLS: [{ date: "2022-06-01", numerator: 2, denominator: 1 }],
      // A 1-for-20 consolidation from Monday 2 March 2026: the old shares traded at a twentieth of the new.
      XYZ: [{ date: "2026-03-02", numerator: 1, denominator: 20 }],
      OLD: [{ date: "2024-06-03", numerator: 3, denominator: 1 }],
    },
    dividends: {
      // 0.05 paid per old share before the consolidation (Yahoo sends it as 1.00 per new share), 0.50 after.
      XYZ: { "1764543600": { amount: 0.05, date: 1764543600 }, "1773615600": { amount: 0.5, date: 1773615600 } },
    },
  });
  // As traded: TLS closed at $6.374 on the last day before the split and $3.182 on its first.
  market.revise("TLS", "2022-05-31", 6.374);
  market.revise("TLS", "2022-06-01", 3.182);
  market.revise("XYZ", "2026-02-27", 0.605);
  market.revise("XYZ", "2026-03-02", 12.05);
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

async function storedCloses(symbol: string): Promise<Map<string, number>> {
  const result = await t.db.execute<{ date: string; close: number }>(
    sql`select to_char(trade_date, 'YYYY-MM-DD') as date, close from price_history where symbol = ${symbol} order by trade_date`,
  );
  return new Map(result.rows.map((row) => [row.date, row.close]));
}

const pointOn = (points: ValuePointView[], date: string) => points.find((point) => point.date === date);

describe("a split in the value chart", () => {
  it("TLS 2,500 @ $8.00 split 1:2 on 1 June 2022: $15,935.00 on 31 May, $15,910.00 on 1 June, never half", async () => {
    clock = FRIDAY;
    const { agent } = await t.signedInAgent();
    await addTrade(agent, { symbol: "TLS", type: "BUY", tradeDate: "2022-03-01", units: "2500", price: "8.00" });
    const stockId = (await agent.get("/api/stocks").expect(200)).body.find((s: { symbol: string }) => s.symbol === "TLS").id;
    await addTrade(agent, { stockId, type: "SPLIT", tradeDate: "2022-06-01", ratioFrom: 1, ratioTo: 2 });
    await agent.post(`/api/stocks/${stockId}/refresh`).expect(200);

    const points = (await agent.get("/api/holdings/value-history?range=5Y").expect(200)).body as ValuePointView[];
    expect(pointOn(points, "2022-05-31")).toEqual({ date: "2022-05-31", marketValue: "15935.00", costBase: "20000.00" });
    expect(pointOn(points, "2022-06-01")).toEqual({ date: "2022-06-01", marketValue: "15910.00", costBase: "20000.00" });
    // No day before the split is valued on the other basis: every day-to-day move stays under 10 %.
    const held = points.filter((point) => point.date >= "2022-03-01");
    for (let i = 1; i < held.length; i++) {
      const ratio = Number(held[i].marketValue) / Number(held[i - 1].marketValue);
      expect(ratio, `${held[i - 1].date} → ${held[i].date}`).toBeGreaterThan(0.9);
      expect(ratio, `${held[i - 1].date} → ${held[i].date}`).toBeLessThan(1.1);
    }
  });

  it("stores closes as traded: Yahoo's split-adjusted closes before a split are multiplied back by its ratio", async () => {
    clock = FRIDAY;
    const { agent } = await t.signedInAgent();
    await addTrade(agent, { symbol: "TLS", type: "BUY", tradeDate: "2022-03-01", units: "1", price: "8.00" });
    const closes = await storedCloses("TLS");
    expect(closes.get("2022-05-31")).toBe(6.374);
    expect(closes.get("2022-06-01")).toBe(3.182);
    expect(closes.get("2026-03-20")).toBe(4.1);
  });
});

describe("a consolidation the provider reports after the history is stored", () => {
  it("keeps the closes stored before it, turns the refetched days back to the old shares, and measures the yield on today's", async () => {
    // The history is first fetched on Friday 27 February 2026, before the 1-for-20 consolidation.
    clock = new Date("2026-02-27T05:10:00Z");
    const { agent } = await t.signedInAgent();
    const created = await agent.post("/api/stocks").send({ symbol: "XYZ", name: "XYZ Ltd", lastPrice: 1 }).expect(201);
    await agent.post(`/api/stocks/${created.body.id}/refresh`).expect(200);
    const before = await storedCloses("XYZ");

    // A month later the provider sends the closes before 2 March twenty times higher, and the split:
    // compared on one basis with the stored ones, none of them is refused as a 20× jump.
    clock = FRIDAY;
    const refreshed = (await agent.post(`/api/stocks/${created.body.id}/refresh`).expect(200)).body;
    const after = await storedCloses("XYZ");
    expect(market.asked.filter((a) => a.symbol === "XYZ").map((a) => a.range)).toEqual(["5y", "1mo"]);
    expect(after.get("2026-02-27")).toBe(0.605);
    expect(after.get("2026-03-02")).toBe(12.05);
    // The days the month's fetch did not reach keep their closes; those it did are on the old shares
    // again (about 60 cents, never the $12 Yahoo sent them at), and so is every day before 2 March.
    for (const [date, close] of before) if (date < "2026-02-18") expect(after.get(date), date).toBe(close);
    expect(after.size).toBe(before.size + 15); // 2 to 20 March: nothing refused
    for (const [date, close] of after) {
      if (date < "2026-03-02") expect(close, date).toBeLessThan(1);
      else expect(close, date).toBeGreaterThan(10);
    }
    // Dividends as paid per share of their day: 0.05 before, 0.50 after.
    const dividends = await t.db.execute<{ date: string; amount: number }>(
      sql`select to_char(ex_date, 'YYYY-MM-DD') as date, amount from dividend_history where symbol = 'XYZ' order by ex_date`,
    );
    expect(dividends.rows).toEqual([
      { date: "2025-12-01", amount: 0.05 },
      { date: "2026-03-16", amount: 0.5 },
    ]);
    // The yield is on today's shares: (0.05 × 20 + 0.50) ÷ 12 = 12.5 %.
    expect(refreshed.dividendYield).toBeCloseTo(12.5, 10);
  });
});

describe("a history stored before closes were kept as traded", () => {
  it("asks five years on the symbol's next refresh and stores it as traded over the split-adjusted closes", async () => {
    clock = FRIDAY;
    const { agent } = await t.signedInAgent();
    const created = await agent.post("/api/stocks").send({ symbol: "OLD", name: "Old Ltd", lastPrice: 1 }).expect(201);
    // As the app stored them before: a third of the traded price before OLD's 3-for-1 split ($37, not
    // about $111), last stored a day ago (so a refresh would ask five days); migration 0015 marked it.
    await t.db.execute(
      sql`insert into price_history (symbol, trade_date, close) values ('OLD', '2024-05-31', 37), ('OLD', '2026-03-19', 41)`,
    );
    await t.db.execute(sql`insert into price_history_refetch (symbol) values ('OLD')`);
    await agent.post(`/api/stocks/${created.body.id}/refresh`).expect(200);
    expect(market.asked.filter((a) => a.symbol === "OLD").map((a) => a.range)).toEqual(["5y"]);
    const closes = await storedCloses("OLD");
    // The last day on the old shares traded at about three times the first day on the new ones.
    const jump = closes.get("2024-05-31")! / closes.get("2024-06-03")!;
    expect(jump).toBeGreaterThan(2.8);
    expect(jump).toBeLessThan(3.2);
    expect((await t.db.execute(sql`select symbol from price_history_refetch where symbol = 'OLD'`)).rows).toEqual([]);
    // Once as traded, the next refresh asks only for what is missing.
    await agent.post(`/api/stocks/${created.body.id}/refresh`).expect(200);
    expect(market.asked.filter((a) => a.symbol === "OLD").map((a) => a.range)).toEqual(["5y", "5d"]);
  });
});
