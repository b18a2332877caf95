import { describe, expect, it } from "vitest";
import {
  averageOfMonthlyFVs,
  fvMomentum,
  latestMonthOf,
  monthlyFVs,
  previousSixMonthAverage,
  summariseMonthlyValues,
} from "./fair-value-stats";

// 15 Apr 2025 in Sydney → current month Apr-25, previous six Oct-24 … Mar-25.
const NOW = new Date("2025-04-15T00:00:00Z");

describe("latestMonthOf", () => {
  it.each([
    ["no months", [], null],
    ["one month", [["2025-02-01", 45]], { month: "2025-02-01", value: 45 }],
    // Insertion order is import order, not calendar order: Apr wins though Mar came last.
    [
      "the calendar-latest month, whatever the order",
      [
        ["2025-04-01", 50],
        ["2024-12-01", 40],
        ["2025-03-01", 45],
      ],
      { month: "2025-04-01", value: 50 },
    ],
    [
      "across a year end",
      [
        ["2024-12-01", 40],
        ["2025-01-01", 41],
      ],
      { month: "2025-01-01", value: 41 },
    ],
  ] as const)("%s", (_name, entries, expected) => {
    expect(latestMonthOf(new Map(entries as readonly (readonly [string, number])[] as [string, number][]))).toEqual(expected);
  });
});

describe("previousSixMonthAverage", () => {
  it.each([
    ["no months", [], null],
    // only the current month (Apr-25) has data: it is not part of the previous six
    ["only the current month", [["2025-04-01", 60]], null],
    // Oct-24 10, Jan-25 20, Mar-25 36 → (10 + 20 + 36) / 3 = 22; Sep-24 (7 months back) and Apr-25 skipped
    [
      "skips months without data and months outside the window",
      [
        ["2024-09-01", 1000],
        ["2024-10-01", 10],
        ["2025-01-01", 20],
        ["2025-03-01", 36],
        ["2025-04-01", 500],
      ],
      22,
    ],
    // 0.1 + 0.2 = 0.30000000000000004 in doubles; / 2 = 0.15 after removing float noise
    [
      "returns a clean value",
      [
        ["2025-02-01", 0.1],
        ["2025-03-01", 0.2],
      ],
      0.15,
    ],
  ])("%s", (_name, entries, expected) => {
    expect(previousSixMonthAverage(new Map(entries as [string, number][]), NOW)).toBe(expected);
  });
});

describe("monthlyFVs", () => {
  const monthly = new Map([
    ["2024-09-01", 30], // outside the window
    ["2024-11-01", 31],
    ["2025-03-01", 35],
    ["2025-04-01", 36], // current month, not a "previous" one
  ]);

  it("labels the previous months that have data, oldest first", () => {
    const result = monthlyFVs(monthly, NOW);
    expect(result).toEqual({ "Nov-24": 31, "Mar-25": 35 });
    expect(Object.keys(result)).toEqual(["Nov-24", "Mar-25"]);
  });
});

describe("averageOfMonthlyFVs", () => {
  it("is the previous six months' average, from the labelled months alone", () => {
    // Nov-24 31, Jan-25 32.5, Mar-25 35 → (31 + 32.5 + 35) / 3 = 32.8333…; Sep-24 and Apr-25 are outside the six.
    const monthly = new Map([
      ["2024-09-01", 30],
      ["2024-11-01", 31],
      ["2025-01-01", 32.5],
      ["2025-03-01", 35],
      ["2025-04-01", 36],
    ]);
    expect(averageOfMonthlyFVs(monthlyFVs(monthly, NOW))).toBe(32.833333333);
    expect(averageOfMonthlyFVs({})).toBeNull();
  });

  it("gives the very number the server's average gives, for awkward values too", () => {
    // Sums of tenths and thirds are where a different order of addition would show in the last bit.
    const months = ["2024-10-01", "2024-11-01", "2024-12-01", "2025-01-01", "2025-02-01", "2025-03-01"];
    const values = [0.1, 0.2, 0.7, 1 / 3, 2.675, 1e-7, 12345.678, 0.3];
    for (let start = 0; start < values.length; start++) {
      for (let count = 1; count <= months.length; count++) {
        const monthly = new Map(months.slice(0, count).map((month, i) => [month, values[(start + i) % values.length]]));
        expect(averageOfMonthlyFVs(monthlyFVs(monthly, NOW))).toBe(previousSixMonthAverage(monthly, NOW));
      }
    }
  });
});

describe("fvMomentum", () => {
  it.each([
    ["no data", [], null],
    // latest Apr-25 = 110, three months before = Jan-25 = 100 → (110 − 100) / 100 × 100 = +10
    [
      "rise over three months",
      [
        ["2025-01-01", 100],
        ["2025-03-01", 105],
        ["2025-04-01", 110],
      ],
      10,
    ],
    // latest Mar-25 = 45, Dec-24 = 50 → (45 − 50) / 50 × 100 = −10
    [
      "fall, anchored on the latest month present",
      [
        ["2024-12-01", 50],
        ["2025-03-01", 45],
      ],
      -10,
    ],
    // latest Apr-25; Jan-25 missing (Feb-25 does not stand in for it) → null
    [
      "earlier month missing",
      [
        ["2025-02-01", 100],
        ["2025-04-01", 110],
      ],
      null,
    ],
    [
      "earlier value zero",
      [
        ["2025-01-01", 0],
        ["2025-04-01", 110],
      ],
      null,
    ],
    // latest Feb-25 = 3.3, Nov-24 = 3 → 0.3 / 3 × 100 = 10 (raw doubles give 9.999999999999993)
    [
      "clean of float noise",
      [
        ["2024-11-01", 3],
        ["2025-02-01", 3.3],
      ],
      10,
    ],
    // across a year end: latest Feb-25 = 12, Nov-24 = 16 → (12 − 16) / 16 × 100 = −25
    [
      "across a year boundary",
      [
        ["2024-11-01", 16],
        ["2025-02-01", 12],
      ],
      -25,
    ],
  ])("%s", (_name, entries, expected) => {
    expect(fvMomentum(new Map(entries as [string, number][]))).toBe(expected);
  });
});

describe("summariseMonthlyValues", () => {
  it("combines the latest month's value, that month and the previous-six average", () => {
    // Months as storage hands them over: one current value per month, any order.
    const monthly = new Map([
      ["2025-04-01", 40], // current month: the value shown, not in the average
      ["2025-01-01", 20],
      ["2025-02-01", 34],
      ["2024-09-01", 99], // before the window: neither latest nor averaged
    ]);
    const summary = summariseMonthlyValues(monthly, NOW);
    expect(summary.fairValue).toBe(40);
    expect(summary.fairValueMonth).toBe("2025-04-01");
    // previous six (Oct-24 … Mar-25) present: Jan 20, Feb 34 → (20 + 34) / 2 = 27
    expect(summary.prev6MAvg).toBe(27);
    expect(summary.monthly).toBe(monthly);
  });

  it("keeps a latest month older than the window, with no average", () => {
    // Only Jun-24: latest 30 in Jun-24; the window Oct-24 … Mar-25 is empty → null.
    expect(summariseMonthlyValues(new Map([["2024-06-01", 30]]), NOW)).toMatchObject({
      fairValue: 30,
      fairValueMonth: "2024-06-01",
      prev6MAvg: null,
    });
  });

  it("is empty for no months", () => {
    expect(summariseMonthlyValues(new Map(), NOW)).toEqual({ fairValue: null, fairValueMonth: null, prev6MAvg: null, monthly: new Map() });
  });
});
