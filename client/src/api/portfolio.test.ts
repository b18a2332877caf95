// GET /api/portfolio sends a stock's stored and history figures only (StockViewWire); the query
// completes each stock with the figures worked out from them before any screen reads it.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StockViewWire } from "@shared/contracts/portfolio";
import { portfolioQueries } from "./portfolio";
import { createQueryClient } from "./query-client";

const wire: StockViewWire = {
  id: "s1",
  symbol: "BHP",
  name: "BHP Group",
  sector: "Materials",
  lastPrice: 40,
  lastPriceUpdatedAt: null,
  dividendYield: null,
  isPortfolio: true,
  formerSymbols: [],
  morningstarFV: 38,
  morningstarFVDate: "2026-11-01",
  intelligentInvestorFV: 44,
  intelligentInvestorFVDate: "2026-11-01",
  intelligentInvestorPrev6MAvg: null,
  motleyFoolFV: 42,
  motleyFoolFVDate: "2026-10-01",
  motleyFoolPrev6MAvg: 42,
  bellPotterFV: 46,
  bellPotterFVDate: "2026-11-01",
  bellPotterPrev6MAvg: null,
  bellPotterConsensusFV: null,
  bellPotterConsensusFVDate: null,
  bellPotterRecommendation: null,
  monthlyFVs: { "May-26": 30, "Jun-26": 32, "Aug-26": 34, "Oct-26": 36 },
  fvMomentum: 11.764705882,
  msUncertainty: "Medium",
  msMoat: null,
  msFinancialHealth: null,
  iiBuyBelow: null,
  iiSellAbove: null,
  alertBelow: null,
  alertAbove: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("portfolioQueries.list", () => {
  it("asks for one table and completes each stock with its derived figures", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([wire]), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const [stock] = await createQueryClient().fetchQuery(portfolioQueries.list(false));

    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe("/api/portfolio?isPortfolio=false");
    // The body's own fields are kept as sent.
    expect(stock).toMatchObject(wire);
    expect(stock).toMatchObject({
      // (30 + 32 + 34 + 36) / 4
      morningstarPrev6MAvg: 33,
      prev6MAvg: 33,
      // (33 − 40) / 40 × 100
      prev6MAvgVsTrade: -17.5,
      // 5-star price 38 × (1 − 0.30) = 26.6; (26.6 − 40) / 40 × 100
      current5StarVsTrade: -33.5,
      // (40 − 38) / 40 × 100
      currentVsFairPrice: 5,
      // (38 + 44 + 42 + 46) / 4 = 42.5 over the four brokers; (40 − 42.5) / 40 × 100 = −6.25 → Hold
      brokerAvg: 42.5,
      brokerCount: 4,
      currentVsBrokerAvg: -6.25,
      consensusRating: "Hold",
      upsidePotential: 2.5,
    });
  });
});
