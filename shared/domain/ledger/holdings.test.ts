import { describe, expect, it } from "vitest";
import {
  holdingFigures,
  presentHolding,
  presentHoldingTotals,
  replayLedger,
  totalReturnOf,
  type HoldingFigures,
  type HoldingPrices,
  type HoldingTotals,
} from "./index";
import { buy, sell } from "./test-trades";

const trades = [
  buy("2024-02-01", "10", "250", "10", { stockId: "CSL" }),
  buy("2024-02-01", "100", "40", "0", { stockId: "BHP" }),
  sell("2024-09-02", "50", "45", "0", { stockId: "BHP" }),
  buy("2024-03-01", "20", "50", "0", { stockId: "WES" }),
  buy("2024-03-01", "10", "30", "0", { stockId: "NAB" }),
  sell("2024-04-02", "10", "25", "0", { stockId: "NAB" }),
];
const prices = new Map<string, HoldingPrices>([
  ["CSL", { lastPrice: "300", brokerAvg: "280" }],
  ["BHP", { lastPrice: "38" }],
  ["NAB", { lastPrice: "26", brokerAvg: null }],
  // WES has no price.
]);
const { holdings, totals } = holdingFigures(replayLedger({ trades }), prices);
const shown: HoldingFigures[] = holdings.map(presentHolding);

describe("holdingFigures per stock", () => {
  it("lists every stock with parcels or sales, sorted by id", () => {
    expect(holdings.map((holding) => holding.stockId)).toEqual(["BHP", "CSL", "NAB", "WES"]);
  });

  it.each([
    // 50 left of 100 × 40: cost 2,000; MV 50 × 38 = 1,900; −100 = −5 %; realised 50 × 45 − 2,000 = 250; weight 1,900 / 4,900.
    [
      "BHP",
      {
        units: "50",
        costBase: "2000.00",
        averageCost: "40",
        marketValue: "1900.00",
        unrealisedGain: "-100.00",
        unrealisedGainPercent: "-5.00",
        realisedGain: "250.00",
        weightPercent: "38.78",
        valueAtBrokerAvg: null,
      },
    ],
    // 10 × 250 + 10 = 2,510; MV 3,000; 490 / 2,510 = 19.52 %; weight 3,000 / 4,900 = 61.22 %; at the broker average 10 × 280.
    [
      "CSL",
      {
        units: "10",
        costBase: "2510.00",
        averageCost: "251",
        marketValue: "3000.00",
        unrealisedGain: "490.00",
        unrealisedGainPercent: "19.52",
        realisedGain: "0.00",
        weightPercent: "61.22",
        valueAtBrokerAvg: "2800.00",
      },
    ],
    // Sold out at a loss of 10 × (25 − 30) = −50: nothing held, no percentage of a zero cost.
    [
      "NAB",
      {
        units: "0",
        costBase: "0.00",
        averageCost: null,
        marketValue: "0.00",
        unrealisedGain: "0.00",
        unrealisedGainPercent: null,
        realisedGain: "-50.00",
        weightPercent: "0.00",
        valueAtBrokerAvg: null,
      },
    ],
    // No price: no market figures and no weight.
    [
      "WES",
      {
        units: "20",
        costBase: "1000.00",
        averageCost: "50",
        marketValue: null,
        unrealisedGain: null,
        unrealisedGainPercent: null,
        realisedGain: "0.00",
        weightPercent: null,
        valueAtBrokerAvg: null,
      },
    ],
  ])("%s", (stockId, expected) => {
    expect(shown.find((holding) => holding.stockId === stockId)).toMatchObject(expected);
  });

  it("keeps exact figures until presented", () => {
    expect(holdings.find((holding) => holding.stockId === "CSL")?.unrealisedGainPercent).toBe("19.52191235059760956175298804780876494024");
  });
});

describe("holding totals", () => {
  it("sums cost over every holding and market figures over the priced ones", () => {
    // Cost 2,510 + 2,000 + 1,000 = 5,510; MV 3,000 + 1,900 + 0 = 4,900; unrealised 4,900 − 4,510 = 390 = 8.65 % of 4,510.
    const expected: HoldingTotals = {
      costBase: "5510.00",
      marketValue: "4900.00",
      unrealisedGain: "390.00",
      unrealisedGainPercent: "8.65",
      realisedGain: "200.00",
      valueAtBrokerAvg: "2800.00",
    };
    expect(presentHoldingTotals(totals)).toEqual(expected);
  });

  it("no priced holding: no percentage", () => {
    const unpriced = holdingFigures(replayLedger({ trades: trades.slice(0, 1) }), new Map());
    expect(unpriced.totals.unrealisedGainPercent).toBeNull();
    expect(unpriced.totals.marketValue).toBe("0");
  });
});

describe("totalReturnOf (the totals' total return)", () => {
  it("adds the priced holdings' total returns as shown, exactly, losses included", () => {
    expect(totalReturnOf([{ totalReturn: "510.15" }, { totalReturn: "-12.50" }, { totalReturn: null }])).toBe("497.65");
    // 0.1 + 0.2 is 0.30000000000000004 in floats.
    expect(totalReturnOf([{ totalReturn: "0.10" }, { totalReturn: "0.20" }])).toBe("0.30");
    expect(totalReturnOf([{ totalReturn: "-0.01" }, { totalReturn: "0.01" }])).toBe("0.00");
  });

  it("is null when no holding has one", () => {
    expect(totalReturnOf([{ totalReturn: null }])).toBeNull();
    expect(totalReturnOf([])).toBeNull();
  });
});
