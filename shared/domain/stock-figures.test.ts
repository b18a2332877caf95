import { describe, expect, it } from "vitest";
import { deriveStockFigures, morningstarFigures, toStockView, type MorningstarInputs } from "./stock-figures";

const NO_BROKERS = { intelligentInvestorFV: null, motleyFoolFV: null, bellPotterFV: null };

describe("morningstarFigures", () => {
  it("works out the average, the two 'vs Trade' figures and 'vs Fair Price' from the body's fields", () => {
    const figures = morningstarFigures({
      lastPrice: 40,
      morningstarFV: 38,
      msUncertainty: "Medium",
      monthlyFVs: { "May-26": 30, "Jun-26": 32, "Aug-26": 34, "Oct-26": 36 },
    });
    expect(figures).toEqual({
      // (30 + 32 + 34 + 36) / 4
      morningstarPrev6MAvg: 33,
      prev6MAvg: 33,
      // (33 − 40) / 40 × 100
      prev6MAvgVsTrade: -17.5,
      // 5-star price 38 × (1 − 0.30) = 26.6; (26.6 − 40) / 40 × 100
      current5StarVsTrade: -33.5,
      // (40 − 38) / 40 × 100
      currentVsFairPrice: 5,
    });
  });

  it.each<[string, MorningstarInputs, number | null]>([
    ["no months, no FV", { lastPrice: 10, morningstarFV: null, msUncertainty: "Low", monthlyFVs: {} }, null],
    // A price of 0 (or none) has no percentages; the average does not depend on it.
    ["no usable price", { lastPrice: 0, morningstarFV: 12, msUncertainty: "Low", monthlyFVs: { "Oct-26": 11 } }, 11],
  ])("%s: empty where an input is missing", (_name, stock, average) => {
    const figures = morningstarFigures(stock);
    expect(figures.prev6MAvgVsTrade).toBeNull();
    expect(figures.currentVsFairPrice).toBeNull();
    expect(figures.current5StarVsTrade).toBeNull();
    expect(figures.morningstarPrev6MAvg).toBe(average);
  });

  it("has no 5-star figure without a known uncertainty", () => {
    // (10 − 12) / 10 × 100 = −20, but 'Unknown' gives no 5-star discount.
    const figures = morningstarFigures({ lastPrice: 10, morningstarFV: 12, msUncertainty: "Unknown", monthlyFVs: {} });
    expect(figures).toMatchObject({ currentVsFairPrice: -20, current5StarVsTrade: null, prev6MAvg: null });
  });
});

describe("deriveStockFigures", () => {
  it("adds the broker figures over all four brokers", () => {
    const figures = deriveStockFigures({
      lastPrice: 40,
      morningstarFV: 38,
      intelligentInvestorFV: 44,
      motleyFoolFV: 42,
      bellPotterFV: 46,
      msUncertainty: null,
      monthlyFVs: {},
    });
    // (38 + 44 + 42 + 46) / 4 = 42.5; (40 − 42.5) / 40 × 100 = −6.25 → Hold; upside 2.5
    expect(figures).toMatchObject({
      brokerAvg: 42.5,
      brokerCount: 4,
      currentVsBrokerAvg: -6.25,
      consensusRating: "Hold",
      upsidePotential: 2.5,
    });
    // population SD of 38, 44, 42, 46 = √(35 / 4) = 2.95804; / 42.5 × 100
    expect(figures.divergence).toBeCloseTo(6.9601, 4);
  });

  it("gives N/A and a zero count without any broker value", () => {
    const figures = deriveStockFigures({ lastPrice: 5, morningstarFV: null, ...NO_BROKERS, msUncertainty: null, monthlyFVs: {} });
    expect(figures).toMatchObject({ brokerAvg: null, brokerCount: 0, divergence: null, consensusRating: "N/A", upsidePotential: null });
  });
});

describe("toStockView", () => {
  it("keeps the body's fields and adds every derived figure", () => {
    const wire = {
      id: "s1",
      symbol: "CBA",
      name: "Commonwealth Bank",
      sector: null,
      lastPrice: 100,
      lastPriceUpdatedAt: null,
      dividendYield: null,
      isPortfolio: false,
      formerSymbols: [],
      morningstarFV: 110,
      morningstarFVDate: "2026-11-01",
      intelligentInvestorFV: null,
      intelligentInvestorFVDate: null,
      intelligentInvestorPrev6MAvg: null,
      motleyFoolFV: 90,
      motleyFoolFVDate: "2026-10-01",
      motleyFoolPrev6MAvg: 90,
      bellPotterFV: null,
      bellPotterFVDate: null,
      bellPotterPrev6MAvg: null,
      bellPotterConsensusFV: null,
      bellPotterConsensusFVDate: null,
      bellPotterRecommendation: null,
      monthlyFVs: { "Sep-26": 100, "Oct-26": 104 },
      fvMomentum: 10,
      msUncertainty: "High",
      msMoat: null,
      msFinancialHealth: null,
      iiBuyBelow: null,
      iiSellAbove: null,
      alertBelow: null,
      alertAbove: null,
    } as const;
    const view = toStockView(wire);
    expect(view).toMatchObject(wire);
    expect(view).toMatchObject({
      // (100 + 104) / 2 = 102; (102 − 100) / 100 × 100 = 2
      morningstarPrev6MAvg: 102,
      prev6MAvgVsTrade: 2,
      // 110 × (1 − 0.40) = 66; (66 − 100) / 100 × 100 = −34
      current5StarVsTrade: -34,
      // (100 − 110) / 100 × 100 = −10
      currentVsFairPrice: -10,
      // (110 + 90) / 2 = 100: no discount, Hold; population SD 10 / 100 × 100 = 10
      brokerAvg: 100,
      brokerCount: 2,
      currentVsBrokerAvg: 0,
      consensusRating: "Hold",
      upsidePotential: 0,
      divergence: 10,
    });
  });
});
