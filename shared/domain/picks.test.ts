import { describe, expect, it } from "vitest";
import { highConfidencePicks, isHighConfidence, topOpportunities, undervaluation, type PickCandidate } from "./picks";

type Row = PickCandidate & { symbol: string };
const row = (symbol: string, brokerCount: number, currentVsBrokerAvg: number | null, divergence: number | null): Row => ({
  symbol,
  brokerCount,
  currentVsBrokerAvg,
  divergence,
});
const symbols = (rows: Row[]) => rows.map((r) => r.symbol);

describe("undervaluation", () => {
  it.each([
    [-25, 25],
    [10, -10],
    [0, 0],
    [null, null],
  ])("%s -> %s", (value, expected) => expect(undervaluation(value)).toBe(expected));
});

describe("isHighConfidence", () => {
  it.each([
    [0, true],
    [9.99, true],
    [10, false], // "below 10"
    [22, false],
    [null, false], // a single broker cannot show agreement
    [undefined, false],
  ])("%s -> %s", (divergence, expected) => expect(isHighConfidence(divergence)).toBe(expected));
});

describe("topOpportunities", () => {
  const stocks = [
    row("AAA", 2, -5, 3),
    row("BBB", 3, -30, 20),
    row("CCC", 0, null, null), // no brokers: excluded
    row("DDD", 1, 12, null), // overvalued still qualifies, just ranks last
    row("EEE", 4, -18, 4),
    row("FFF", 2, -18, 6), // ties with EEE: keeps input order
    row("GGG", 1, -1, null),
    row("HHH", 2, null, 5), // no figure (e.g. no price): excluded
  ];

  it("takes up to five, most undervalued first", () => {
    // undervaluations: BBB 30, EEE 18, FFF 18, AAA 5, GGG 1, DDD −12
    expect(symbols(topOpportunities(stocks))).toEqual(["BBB", "EEE", "FFF", "AAA", "GGG"]);
  });

  it("returns fewer when fewer qualify, and never mutates the input", () => {
    const input = [row("X", 1, 5, null), row("Y", 1, -5, null)];
    expect(symbols(topOpportunities(input))).toEqual(["Y", "X"]);
    expect(symbols(input)).toEqual(["X", "Y"]);
    expect(topOpportunities([])).toEqual([]);
  });
});

describe("highConfidencePicks", () => {
  it.each([
    {
      name: "needs ≥ 10 % undervaluation and divergence < 10, best three first",
      stocks: [
        row("A", 3, -12, 5), // under 12, div 5 → in
        row("B", 2, -40, 9.9), // under 40 → in, first
        row("C", 2, -10, 0), // under exactly 10 → in
        row("D", 2, -9.9, 1), // under 9.9 → out
        row("E", 2, -50, 10), // divergence exactly 10 → out
        row("F", 4, -25, 2), // under 25 → in
      ],
      // qualifying: B 40, F 25, A 12, C 10 → top three
      expected: ["B", "F", "A"],
    },
    {
      name: "single-broker stocks (null divergence) are left out",
      stocks: [row("SOLO", 1, -60, null), row("PAIR", 2, -11, 4)],
      expected: ["PAIR"],
    },
    {
      name: "nothing qualifies",
      stocks: [row("Z", 0, null, null), row("Y", 2, 15, 1)],
      expected: [],
    },
  ])("$name", ({ stocks, expected }) => {
    expect(symbols(highConfidencePicks(stocks))).toEqual(expected);
  });
});
