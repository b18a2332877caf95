import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOCK_VIEW_WIRE_FIELDS, type StockView } from "@shared/contracts/portfolio";
import { toStockView } from "@shared/domain/stock-figures";
import { insertFairValues, insertStock } from "./support/factories";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

// 15 Nov 2026 in Sydney: the current month is Nov-26; the six previous months are May-26 … Oct-26.
const NOW = new Date("2026-11-15T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

describe("GET /api/portfolio read model", () => {
  it("computes every figure for a stock with known fair values across several months", async () => {
    const { agent, user } = await t.signedInAgent();
    const bhp = await insertStock(t.db, {
      userId: user.id,
      symbol: "BHP",
      name: "BHP Group (ASX: BHP)",
      lastPrice: 40,
      sector: "Materials",
      dividendYield: 4.5,
    });
    const ms = (asOfMonth: string, fairValue: number, createdAt: string, meta?: Record<string, unknown>) => ({
      stockId: bhp.id,
      source: "morningstar",
      asOfMonth,
      fairValue,
      createdAt: at(createdAt),
      meta,
    });
    await insertFairValues(t.db, [
      ms("2026-01-01", 20, "2026-01-05"), // before the window: not in the average
      ms("2026-05-01", 30, "2026-05-05"),
      ms("2026-06-01", 32, "2026-06-05"),
      ms("2026-08-01", 33, "2026-08-05"), // superseded by the re-import below
      ms("2026-08-01", 34, "2026-08-20"),
      ms("2026-10-01", 36, "2026-10-05"),
      ms("2026-11-01", 38, "2026-11-05", { uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" }),
      { stockId: bhp.id, source: "intelligent-investor", asOfMonth: "2026-11-01", fairValue: 44, meta: { buy_below: 40, sell_above: 48 } },
      { stockId: bhp.id, source: "motley-fool", asOfMonth: "2026-10-01", fairValue: 42, meta: { kind: "buy-under" } },
      { stockId: bhp.id, source: "bell-potter", asOfMonth: "2026-11-01", fairValue: 46, meta: { recommendation: "Buy" } },
      { stockId: bhp.id, source: "bell-potter-consensus", asOfMonth: "2026-11-01", fairValue: 50 },
    ]);

    const res = await agent.get("/api/portfolio?isPortfolio=true");
    expect(res.status).toBe(200);
    // The body carries the contract's fields, in its order, and none of the figures worked out from them.
    expect(Object.keys(res.body[0])).toEqual([...STOCK_VIEW_WIRE_FIELDS]);
    // The read model as every reader completes it (the client on arrival, the sector analytics).
    const s = toStockView(res.body[0]);
    expect(s).toMatchObject({
      symbol: "BHP",
      name: "BHP Group (ASX: BHP)",
      sector: "Materials",
      lastPrice: 40,
      dividendYield: 4.5,
      isPortfolio: true,
      morningstarFV: 38,
      morningstarFVDate: "2026-11-01",
      // (30 + 32 + 34 + 36) / 4 = 33: months May, Jun, Aug (newest import 34), Oct; Jan is outside.
      morningstarPrev6MAvg: 33,
      intelligentInvestorFV: 44,
      intelligentInvestorFVDate: "2026-11-01",
      intelligentInvestorPrev6MAvg: null,
      motleyFoolFV: 42,
      motleyFoolFVDate: "2026-10-01",
      motleyFoolPrev6MAvg: 42,
      bellPotterFV: 46,
      bellPotterFVDate: "2026-11-01",
      bellPotterRecommendation: "Buy",
      bellPotterConsensusFV: 50,
      monthlyFVs: { "May-26": 30, "Jun-26": 32, "Aug-26": 34, "Oct-26": 36 },
      prev6MAvg: 33,
      // (33 − 40) / 40 × 100
      prev6MAvgVsTrade: -17.5,
      // 5-star price 38 × (1 − 0.30) = 26.6; (26.6 − 40) / 40 × 100
      current5StarVsTrade: -33.5,
      // (40 − 38) / 40 × 100
      currentVsFairPrice: 5,
      msUncertainty: "Medium",
      msMoat: "Wide",
      msFinancialHealth: "Strong",
      iiBuyBelow: 40,
      iiSellAbove: 48,
      // (38 + 44 + 42 + 46) / 4 = 42.5 over the four brokers; consensus is left out.
      brokerAvg: 42.5,
      brokerCount: 4,
      // (40 − 42.5) / 40 × 100 = −6.25 → Hold
      currentVsBrokerAvg: -6.25,
      consensusRating: "Hold",
      upsidePotential: 2.5,
    });
    // (Nov 38 − Aug 34) / 34 × 100
    expect(s.fvMomentum).toBeCloseTo(11.7647, 3);
    // population SD of 38, 44, 42, 46 = √(35 / 4) = 2.95804; / 42.5 × 100
    expect(s.divergence).toBeCloseTo(6.9601, 4);
  });

  it("keeps a latest value older than the window and its momentum, and leaves empty stocks blank", async () => {
    const { agent, user } = await t.signedInAgent();
    const cba = await insertStock(t.db, { userId: user.id, symbol: "CBA", lastPrice: 100 });
    await insertStock(t.db, { userId: user.id, symbol: "EMP", lastPrice: 5 });
    await insertFairValues(t.db, [
      { stockId: cba.id, source: "morningstar", asOfMonth: "2026-01-01", fairValue: 100 },
      { stockId: cba.id, source: "morningstar", asOfMonth: "2026-04-01", fairValue: 110 },
    ]);
    const res = await agent.get("/api/portfolio");
    // A stock without any fair value still carries every field of the contract, as null.
    for (const stock of res.body) expect(Object.keys(stock)).toEqual([...STOCK_VIEW_WIRE_FIELDS]);
    const bySymbol: Record<string, StockView> = Object.fromEntries(res.body.map((s: StockView) => [s.symbol, toStockView(s)]));
    expect(bySymbol.CBA).toMatchObject({
      morningstarFV: 110,
      morningstarFVDate: "2026-04-01",
      morningstarPrev6MAvg: null,
      monthlyFVs: {},
      // (110 − 100) / 100 × 100, anchored on the latest month (Apr) and three before it (Jan)
      fvMomentum: 10,
      // no uncertainty → no 5-star price
      current5StarVsTrade: null,
      brokerCount: 1,
      divergence: null,
    });
    expect(bySymbol.EMP).toMatchObject({
      morningstarFV: null,
      brokerAvg: null,
      brokerCount: 0,
      consensusRating: "N/A",
      currentVsBrokerAvg: null,
      upsidePotential: null,
      fvMomentum: null,
    });
  });

  it("answers 400 for an isPortfolio that is not true or false", async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.get("/api/portfolio?isPortfolio=maybe");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("isPortfolio: isPortfolio must be true or false");
  });

  it("issues the same small number of SQL statements for 3 stocks and for 60", async () => {
    const measure = async (count: number) => {
      const { agent, user } = await t.signedInAgent();
      for (let i = 0; i < count; i++) {
        const stock = await insertStock(t.db, { userId: user.id, symbol: `S${i}` });
        await insertFairValues(
          t.db,
          ["morningstar", "intelligent-investor", "motley-fool", "bell-potter"].flatMap((source) =>
            ["2026-06-01", "2026-09-01", "2026-11-01"].map((asOfMonth) => ({ stockId: stock.id, source, asOfMonth, fairValue: 10 + i })),
          ),
        );
      }
      await agent.get("/api/portfolio").expect(200); // warm the pool
      const { result, statements } = await countStatements(() => agent.get("/api/portfolio"));
      expect(result.body).toHaveLength(count);
      return statements;
    };
    const few = await measure(3);
    const many = await measure(60);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(5);
  });
});
