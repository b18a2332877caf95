import { describe, expect, it } from "vitest";
import {
  currentMonthlyValues,
  fvMomentum,
  latestValue,
  monthlyFVs,
  previousMonthsWithData,
  previousSixMonthAverage,
  summariseSourceHistory,
  type FairValuePoint,
} from "./fair-value-stats";

// 15 Apr 2025 in Sydney → current month Apr-25, previous six Oct-24 … Mar-25.
const NOW = new Date("2025-04-15T00:00:00Z");

const row = (asOfMonth: string, fairValue: number, createdAt: string): FairValuePoint => ({
  asOfMonth,
  fairValue,
  createdAt,
});

describe("currentMonthlyValues", () => {
  it("keeps the newest createdAt per month, whatever the input order", () => {
    const rows = [
      row("2025-03-01", 40, "2025-03-05T00:00:00Z"),
      row("2025-03-01", 42, "2025-03-20T00:00:00Z"), // newer import of March supersedes 40
      row("2025-03-01", 41, "2025-03-10T00:00:00Z"), // listed last but older than 42
      row("2025-02-01", 39, "2025-02-05T00:00:00Z"),
    ];
    expect(currentMonthlyValues(rows)).toEqual(
      new Map([
        ["2025-03-01", 42],
        ["2025-02-01", 39],
      ]),
    );
  });

  it("lets the later row win an exact createdAt tie (append order)", () => {
    const rows = [row("2025-03-01", 40, "2025-03-05T00:00:00Z"), row("2025-03-01", 44, "2025-03-05T00:00:00Z")];
    expect(currentMonthlyValues(rows).get("2025-03-01")).toBe(44);
  });

  it("accepts Date createdAt and ignores rows without a usable month or value", () => {
    const rows: FairValuePoint[] = [
      { asOfMonth: "2025-03-01", fairValue: 40, createdAt: new Date("2025-03-05T00:00:00Z") },
      { asOfMonth: "March", fairValue: 50, createdAt: new Date("2025-03-06T00:00:00Z") },
      { asOfMonth: "2025-03-01", fairValue: Number.NaN, createdAt: new Date("2025-03-07T00:00:00Z") },
    ];
    expect(currentMonthlyValues(rows)).toEqual(new Map([["2025-03-01", 40]]));
  });

  it("is empty for no rows", () => expect(currentMonthlyValues([]).size).toBe(0));
});

describe("latestValue", () => {
  it.each([
    ["no rows", [], null],
    [
      "latest month wins even when an older month was imported later",
      [row("2025-04-01", 50, "2025-04-02T00:00:00Z"), row("2025-03-01", 45, "2025-04-10T00:00:00Z")],
      { value: 50, month: "2025-04-01" },
    ],
    [
      "ties on the month go to the newest createdAt",
      [row("2025-04-01", 50, "2025-04-02T00:00:00Z"), row("2025-04-01", 52, "2025-04-03T00:00:00Z")],
      { value: 52, month: "2025-04-01" },
    ],
  ])("%s", (_name, rows, expected) => {
    expect(latestValue(rows as FairValuePoint[])).toEqual(expected);
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

describe("monthlyFVs and previousMonthsWithData", () => {
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

  it("counts them for the n/6 cell", () => {
    expect(previousMonthsWithData(monthly, NOW)).toBe(2);
    expect(previousMonthsWithData(new Map(), NOW)).toBe(0);
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

describe("summariseSourceHistory", () => {
  it("combines latest value, its month and the previous-six average", () => {
    const rows = [
      row("2025-01-01", 20, "2025-01-03T00:00:00Z"),
      row("2025-02-01", 30, "2025-02-03T00:00:00Z"),
      row("2025-02-01", 34, "2025-02-20T00:00:00Z"), // supersedes 30
      row("2025-04-01", 40, "2025-04-03T00:00:00Z"),
    ];
    const summary = summariseSourceHistory(rows, NOW);
    expect(summary.fairValue).toBe(40);
    expect(summary.fairValueMonth).toBe("2025-04-01");
    // previous six (Oct-24 … Mar-25) present: Jan 20, Feb 34 → (20 + 34) / 2 = 27
    expect(summary.prev6MAvg).toBe(27);
    expect(summary.monthly.get("2025-02-01")).toBe(34);
  });

  it("is empty for no rows", () => {
    expect(summariseSourceHistory([], NOW)).toEqual({
      fairValue: null,
      fairValueMonth: null,
      prev6MAvg: null,
      monthly: new Map(),
    });
  });
});
