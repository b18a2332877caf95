import { describe, expect, it } from "vitest";
import { fairValueChanges, fiveStarByMonth, type MonthValue } from "./valuation-history";

describe("fiveStarByMonth", () => {
  const values: MonthValue[] = [
    { month: "2025-01-01", value: 100 },
    { month: "2025-02-01", value: 110 },
    { month: "2025-03-01", value: 120 },
    { month: "2025-04-01", value: 90 },
  ];

  it("applies each month's own uncertainty band", () => {
    expect(
      fiveStarByMonth(values, [
        { month: "2025-01-01", uncertainty: "Low" }, // 100 × (1 − 0.20) = 80
        { month: "2025-02-01", uncertainty: "Medium" }, // 110 × (1 − 0.30) = 77
        { month: "2025-03-01", uncertainty: "High" }, // 120 × (1 − 0.40) = 72
        { month: "2025-04-01", uncertainty: "Very High" }, // 90 × (1 − 0.50) = 45
      ]),
    ).toEqual([
      { month: "2025-01-01", value: 80 },
      { month: "2025-02-01", value: 77 },
      { month: "2025-03-01", value: 72 },
      { month: "2025-04-01", value: 45 },
    ]);
  });

  it("keeps a rating in force until a later month brings another, and uses the first rating before it", () => {
    expect(
      fiveStarByMonth(values, [
        { month: "2025-02-01", uncertainty: "medium" }, // Jan (before any rating) and Feb: 0.30
        { month: "2025-04-01", uncertainty: "Extreme" }, // Mar keeps Medium; Apr: 0.75
      ]),
    ).toEqual([
      { month: "2025-01-01", value: 70 }, // 100 × 0.7
      { month: "2025-02-01", value: 77 }, // 110 × 0.7
      { month: "2025-03-01", value: 84 }, // 120 × 0.7
      { month: "2025-04-01", value: 22.5 }, // 90 × 0.25
    ]);
  });

  it("is empty without a rating, and skips months whose rating is not a band", () => {
    expect(fiveStarByMonth(values, [])).toEqual([]);
    expect(
      fiveStarByMonth(values.slice(0, 2), [
        { month: "2025-01-01", uncertainty: "Unknown" },
        { month: "2025-02-01", uncertainty: "Low" }, // 110 × 0.8 = 88
      ]),
    ).toEqual([{ month: "2025-02-01", value: 88 }]);
  });

  it("takes months in calendar order whatever order they arrive in", () => {
    expect(
      fiveStarByMonth(
        [
          { month: "2025-03-01", value: 120 },
          { month: "2025-01-01", value: 100 },
        ],
        [
          { month: "2025-03-01", uncertainty: "High" },
          { month: "2025-01-01", uncertainty: "Low" },
        ],
      ),
    ).toEqual([
      { month: "2025-01-01", value: 80 },
      { month: "2025-03-01", value: 72 },
    ]);
  });
});

describe("fairValueChanges", () => {
  it("lists each month whose value differs from the source's previous month with a value, newest first", () => {
    expect(
      fairValueChanges({
        morningstar: [
          { month: "2025-01-01", value: 100 },
          { month: "2025-02-01", value: 100 }, // unchanged: not a change
          { month: "2025-03-01", value: 110 }, // +10 / 100 = +10 %
          { month: "2025-06-01", value: 99 }, // Apr and May have no value: compared with March, −11 / 110 = −10 %
        ],
        "motley-fool": [
          { month: "2025-03-01", value: 50 },
          { month: "2025-01-01", value: 40 }, // arrives out of order: Jan 40 → Mar 50 = +25 %
        ],
      }),
    ).toEqual([
      { month: "2025-06-01", source: "morningstar", from: 110, to: 99, changePercent: -10 },
      { month: "2025-03-01", source: "morningstar", from: 100, to: 110, changePercent: 10 },
      { month: "2025-03-01", source: "motley-fool", from: 40, to: 50, changePercent: 25 },
    ]);
  });

  it("orders one month's changes by source, Bell Potter Consensus last", () => {
    const change = (from: number, to: number): MonthValue[] => [
      { month: "2025-01-01", value: from },
      { month: "2025-02-01", value: to },
    ];
    const sources = fairValueChanges({
      "bell-potter-consensus": change(10, 12),
      "bell-potter": change(10, 11),
      "intelligent-investor": change(20, 19),
      morningstar: change(30, 33),
    }).map((c) => c.source);
    expect(sources).toEqual(["morningstar", "intelligent-investor", "bell-potter", "bell-potter-consensus"]);
  });

  it("gives a null percent for a change from 0, and nothing for a single month or none", () => {
    expect(
      fairValueChanges({
        "bell-potter": [
          { month: "2025-01-01", value: 0 },
          { month: "2025-02-01", value: 5 },
        ],
        morningstar: [{ month: "2025-01-01", value: 9 }],
      }),
    ).toEqual([{ month: "2025-02-01", source: "bell-potter", from: 0, to: 5, changePercent: null }]);
    expect(fairValueChanges({})).toEqual([]);
  });

  it("rounds away floating-point noise in the percent", () => {
    // (0.33 − 0.3) / 0.3 × 100 is 10.000000000000009 in doubles.
    const [change] = fairValueChanges({
      morningstar: [
        { month: "2025-01-01", value: 0.3 },
        { month: "2025-02-01", value: 0.33 },
      ],
    });
    expect(change.changePercent).toBe(10);
  });
});
