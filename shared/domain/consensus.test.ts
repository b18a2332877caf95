import { describe, expect, it } from "vitest";
import {
  consensusBadgeVariant,
  consensusRatingFor,
  deriveBrokerFigures,
  divergenceOf,
  visibleBrokerValues,
  type BrokerFairValues,
} from "./consensus";
import { ALL_BROKERS_VISIBLE, type BrokerVisibility } from "./sources";

const stock = (lastPrice: number | null, ms: number | null, ii: number | null, mf: number | null, bp: number | null): BrokerFairValues => ({
  lastPrice,
  morningstarFV: ms,
  intelligentInvestorFV: ii,
  motleyFoolFV: mf,
  bellPotterFV: bp,
});

const only = (...visible: (keyof BrokerVisibility)[]): BrokerVisibility => ({
  morningstar: visible.includes("morningstar"),
  intelligentInvestor: visible.includes("intelligentInvestor"),
  motleyFool: visible.includes("motleyFool"),
  bellPotter: visible.includes("bellPotter"),
});

describe("consensusRatingFor", () => {
  it.each([
    [-35, "Strong Buy"],
    [-20, "Strong Buy"], // −20 or lower
    [-19.9, "Buy"],
    [-10.1, "Buy"],
    [-10, "Hold"], // −10 is not "below −10"
    [0, "Hold"],
    [9.99, "Hold"],
    [10, "Sell"], // 10 or higher
    [250, "Sell"],
    [-10.000000000000009, "Hold"], // float noise around −10 does not tip it into Buy
    [null, "N/A"],
    [undefined, "N/A"],
    [Number.NaN, "N/A"],
  ])("%s -> %s", (value, expected) => expect(consensusRatingFor(value)).toBe(expected));
});

describe("divergenceOf", () => {
  it.each([
    [[], null],
    [[42], null], // one broker cannot diverge
    // mean 50; deviations ±10 → SD 10; 10 / 50 × 100 = 20
    [[40, 60], 20],
    // mean (40 + 50 + 60) / 3 = 50; squared deviations 100, 0, 100 → variance 200 / 3
    // → SD 8.16497; 8.16497 / 50 × 100 = 16.32993
    [[40, 50, 60], 16.329931619],
    [[30, 30, 30, 30], 0],
    [[0, 0], null], // zero mean
  ])("%j -> %s", (values, expected) => {
    const result = divergenceOf(values);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 8);
  });
});

describe("visibleBrokerValues", () => {
  it("takes present values of visible brokers in table order", () => {
    expect(visibleBrokerValues(stock(10, 12, null, 14, 16), ALL_BROKERS_VISIBLE)).toEqual([12, 14, 16]);
    expect(visibleBrokerValues(stock(10, 12, 13, 14, 16), only("motleyFool", "morningstar"))).toEqual([12, 14]);
    expect(visibleBrokerValues(stock(10, 12, Number.NaN, 14, 16), only("intelligentInvestor"))).toEqual([]);
  });
});

describe("deriveBrokerFigures", () => {
  it.each([
    {
      name: "all four visible",
      // values 40, 50, 60, 50 → avg 200 / 4 = 50; vs = (40 − 50) / 40 × 100 = −25 → Strong Buy;
      // upside 50 − 40 = 10; deviations −10, 0, 10, 0 → variance 200 / 4 = 50 → SD 7.0710678;
      // 7.0710678 / 50 × 100 = 14.1421356
      input: stock(40, 40, 50, 60, 50),
      visibility: ALL_BROKERS_VISIBLE,
      expected: {
        brokerAvg: 50,
        brokerCount: 4,
        divergence: 14.142135624,
        currentVsBrokerAvg: -25,
        upsidePotential: 10,
        consensusRating: "Strong Buy",
      },
    },
    {
      name: "hidden brokers leave the average",
      // only II 50 and BP 60 → avg 55; vs = (50 − 55) / 50 × 100 = −10 → Hold; upside 5;
      // SD 5 → 5 / 55 × 100 = 9.0909091
      input: stock(50, 100, 50, 200, 60),
      visibility: only("intelligentInvestor", "bellPotter"),
      expected: {
        brokerAvg: 55,
        brokerCount: 2,
        divergence: 9.090909091,
        currentVsBrokerAvg: -10,
        upsidePotential: 5,
        consensusRating: "Hold",
      },
    },
    {
      name: "a single broker has no divergence",
      // avg 44; vs = (40 − 44) / 40 × 100 = −10 → Hold; upside 4
      input: stock(40, null, 44, null, null),
      visibility: ALL_BROKERS_VISIBLE,
      expected: {
        brokerAvg: 44,
        brokerCount: 1,
        divergence: null,
        currentVsBrokerAvg: -10,
        upsidePotential: 4,
        consensusRating: "Hold",
      },
    },
    {
      name: "overvalued",
      // avg (20 + 25) / 2 = 22.5; vs = (25 − 22.5) / 25 × 100 = 10 → Sell; upside −2.5;
      // SD 2.5 → 2.5 / 22.5 × 100 = 11.1111111
      input: stock(25, 20, 25, null, null),
      visibility: ALL_BROKERS_VISIBLE,
      expected: {
        brokerAvg: 22.5,
        brokerCount: 2,
        divergence: 11.111111111,
        currentVsBrokerAvg: 10,
        upsidePotential: -2.5,
        consensusRating: "Sell",
      },
    },
    {
      name: "no broker values",
      input: stock(40, null, null, null, null),
      visibility: ALL_BROKERS_VISIBLE,
      expected: {
        brokerAvg: null,
        brokerCount: 0,
        divergence: null,
        currentVsBrokerAvg: null,
        upsidePotential: null,
        consensusRating: "N/A",
      },
    },
    {
      name: "every broker hidden",
      input: stock(40, 40, 50, 60, 50),
      visibility: only(),
      expected: {
        brokerAvg: null,
        brokerCount: 0,
        divergence: null,
        currentVsBrokerAvg: null,
        upsidePotential: null,
        consensusRating: "N/A",
      },
    },
    {
      name: "no usable price keeps the average but not the percentages",
      // avg (10 + 14) / 2 = 12; SD 2 → 2 / 12 × 100 = 16.6666667
      input: stock(0, 10, 14, null, null),
      visibility: ALL_BROKERS_VISIBLE,
      expected: {
        brokerAvg: 12,
        brokerCount: 2,
        divergence: 16.666666667,
        currentVsBrokerAvg: null,
        upsidePotential: null,
        consensusRating: "N/A",
      },
    },
    {
      name: "clean of float noise",
      // avg (0.33 + 0.33) / 2 = 0.33; vs = (0.3 − 0.33) / 0.3 × 100 = −10 exactly → Hold; upside 0.03
      input: stock(0.3, 0.33, 0.33, null, null),
      visibility: ALL_BROKERS_VISIBLE,
      expected: {
        brokerAvg: 0.33,
        brokerCount: 2,
        divergence: 0,
        currentVsBrokerAvg: -10,
        upsidePotential: 0.03,
        consensusRating: "Hold",
      },
    },
  ])("$name", ({ input, visibility, expected }) => {
    const result = deriveBrokerFigures(input, visibility);
    const { divergence, ...rest } = result;
    const { divergence: expectedDivergence, ...expectedRest } = expected;
    expect(rest).toEqual(expectedRest);
    if (expectedDivergence === null) expect(divergence).toBeNull();
    else expect(divergence).toBeCloseTo(expectedDivergence, 8);
  });
});

describe("consensusBadgeVariant", () => {
  it.each([
    ["Strong Buy", "default"],
    ["Buy", "secondary"],
    ["Hold", "outline"],
    ["Sell", "destructive"],
    ["N/A", "outline"],
    [null, "outline"],
  ])("%s -> %s", (rating, expected) => expect(consensusBadgeVariant(rating)).toBe(expected));
});
