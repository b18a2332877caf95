import { describe, expect, it } from "vitest";
import type { ValuationHistory } from "@shared/contracts/valuation-history";
import { ALL_BROKERS_VISIBLE } from "@shared/domain/sources";
import { availableSeries, buildChartRows, rowsInRange, valueAxis, withStepPoints, zoneStepRuns, type ChartRow } from "./chart-rows";

function history(overrides: Partial<ValuationHistory> = {}): ValuationHistory {
  return {
    symbol: "BHP",
    prices: [],
    fairValues: { morningstar: [], "intelligent-investor": [], "motley-fool": [], "bell-potter": [], "bell-potter-consensus": [] },
    fiveStar: [],
    intelligentInvestorLevels: [],
    changes: [],
    ...overrides,
  };
}

const prices = [
  { date: "2025-01-30", close: 40 },
  { date: "2025-01-31", close: 41 },
  { date: "2025-02-03", close: 42 },
  { date: "2025-03-03", close: 43 },
  { date: "2025-04-01", close: 44 },
];

describe("buildChartRows", () => {
  const sample = history({
    prices,
    fairValues: {
      morningstar: [
        { month: "2025-01-01", value: 50 },
        { month: "2025-03-01", value: 60 },
      ],
      "intelligent-investor": [{ month: "2025-02-01", value: 40 }],
      "motley-fool": [],
      "bell-potter": [{ month: "2024-12-01", value: 45 }],
      "bell-potter-consensus": [{ month: "2025-02-01", value: 70 }],
    },
    fiveStar: [
      { month: "2025-01-01", value: 35 },
      { month: "2025-03-01", value: 42 },
    ],
    intelligentInvestorLevels: [
      { month: "2025-02-01", buyBelow: 36, sellAbove: 48 },
      { month: "2025-04-01", buyBelow: 37, sellAbove: null },
    ],
  });

  it("holds each month's value from its first day until the source's next month with a value", () => {
    const rows = buildChartRows(sample, ALL_BROKERS_VISIBLE);
    expect(
      rows.map((r) => [r.date, r.close, r.morningstar, r["intelligent-investor"], r["bell-potter"], r["bell-potter-consensus"]]),
    ).toEqual([
      ["2025-01-30", 40, 50, null, 45, null], // II starts in February; Bell Potter's December value holds
      ["2025-01-31", 41, 50, null, 45, null],
      ["2025-02-03", 42, 50, 40, 45, 70], // Morningstar has no February: January's 50 holds
      ["2025-03-03", 43, 60, 40, 45, 70],
      ["2025-04-01", 44, 60, 40, 45, 70],
    ]);
    expect(rows.map((r) => r.fiveStar)).toEqual([35, 35, 35, 42, 42]);
    expect(rows.map((r) => r.iiZone)).toEqual([null, null, [36, 48], [36, 48], null]); // April's Sell Above is unknown
    expect(rows[4]).toMatchObject({ buyBelow: 37, sellAbove: null });
  });

  it("averages the visible brokers in force each day, without Bell Potter Consensus", () => {
    const all = buildChartRows(sample, ALL_BROKERS_VISIBLE).map((r) => r.brokerAverage);
    // Jan: (50 + 45) / 2; Feb: (50 + 40 + 45) / 3; Mar and Apr: (60 + 40 + 45) / 3.
    expect(all).toEqual([47.5, 47.5, 45, 48.333333333, 48.333333333]);
    const withoutMorningstar = buildChartRows(sample, { ...ALL_BROKERS_VISIBLE, morningstar: false }).map((r) => r.brokerAverage);
    expect(withoutMorningstar).toEqual([45, 45, 42.5, 42.5, 42.5]); // (40 + 45) / 2 once II starts
    const none = buildChartRows(sample, { morningstar: false, intelligentInvestor: false, motleyFool: false, bellPotter: false });
    expect(none.every((r) => r.brokerAverage === null)).toBe(true);
  });

  it("gives no rows without closes", () => {
    expect(buildChartRows(history(), ALL_BROKERS_VISIBLE)).toEqual([]);
  });
});

describe("rowsInRange", () => {
  const daily = (dates: string[]) => dates.map((date) => ({ date, close: 1 }) as ChartRow);
  const rows = daily(["2020-11-19", "2020-11-20", "2021-11-21", "2023-11-20", "2023-11-21", "2024-11-20", "2024-11-21", "2025-11-20"]);

  it.each([
    ["1Y", ["2024-11-21", "2025-11-20"]], // from 20 Nov 2024 (365 days back), exclusive
    ["3Y", ["2023-11-20", "2023-11-21", "2024-11-20", "2024-11-21", "2025-11-20"]], // 1,096 days back: 19 Nov 2022
    ["5Y", ["2021-11-21", "2023-11-20", "2023-11-21", "2024-11-20", "2024-11-21", "2025-11-20"]], // 1,826 days back: 20 Nov 2020
  ] as const)("%s", (range, expected) => expect(rowsInRange(rows, range).map((r) => r.date)).toEqual(expected));

  it("keeps every row for All, and for a range longer than the history", () => {
    expect(rowsInRange(rows, "All")).toBe(rows);
    expect(rowsInRange(rows.slice(4), "5Y").map((r) => r.date)).toEqual(["2023-11-21", "2024-11-20", "2024-11-21", "2025-11-20"]);
    expect(rowsInRange([], "1Y")).toEqual([]);
  });
});

describe("availableSeries", () => {
  it("offers what has data, minus the brokers the dashboard hides; the average needs two brokers", () => {
    const sample = history({
      prices,
      fairValues: {
        morningstar: [{ month: "2025-01-01", value: 50 }],
        "intelligent-investor": [{ month: "2025-01-01", value: 40 }],
        "motley-fool": [],
        "bell-potter": [],
        "bell-potter-consensus": [{ month: "2025-01-01", value: 70 }],
      },
      fiveStar: [{ month: "2025-01-01", value: 35 }],
      intelligentInvestorLevels: [{ month: "2025-01-01", buyBelow: 36, sellAbove: null }],
    });
    expect(availableSeries(sample, ALL_BROKERS_VISIBLE)).toEqual([
      "price",
      "morningstar",
      "intelligent-investor",
      "bell-potter-consensus",
      "brokerAverage",
      "fiveStar",
    ]);
    // Without Morningstar: its line and its 5-star band go, and one broker is left: no average.
    expect(availableSeries(sample, { ...ALL_BROKERS_VISIBLE, morningstar: false })).toEqual([
      "price",
      "intelligent-investor",
      "bell-potter-consensus",
    ]);
    expect(availableSeries(history(), ALL_BROKERS_VISIBLE)).toEqual([]);
  });
});

describe("valueAxis", () => {
  const row = (values: Partial<ChartRow>) =>
    ({ close: 10, morningstar: null, brokerAverage: null, fiveStar: null, iiZone: null, ...values }) as ChartRow;

  it("spans the shown series with round bounds and ticks", () => {
    const rows = [row({ close: 41.3, morningstar: 52 }), row({ close: 38.9, fiveStar: 31.2 })];
    // 31.2 … 52: span 20.8, step 5 (20.8 / 5 = 4.16 → 5); 2 % margins: 30.78 → 30, 52.42 → 55.
    expect(valueAxis(rows, new Set(["price", "morningstar", "fiveStar"]))).toEqual({ domain: [30, 55], ticks: [30, 35, 40, 45, 50, 55] });
    // Only the price: 38.9 … 41.3, step 0.5 (2.4 / 5 = 0.48); 38.852 → 38.5, 41.348 → 41.5.
    expect(valueAxis(rows, new Set(["price"]))).toEqual({ domain: [38.5, 41.5], ticks: [38.5, 39, 39.5, 40, 40.5, 41, 41.5] });
  });

  it("counts a zone by both edges, never goes below 0, and has a default with nothing shown", () => {
    expect(valueAxis([row({ close: 2, iiZone: [1, 3] })], new Set(["iiZone"])).domain).toEqual([0.5, 3.5]);
    // 0.01 … 10: step 2, and 0.01 − 2 % of the span would round down to −2.
    expect(valueAxis([row({ close: 0.01 }), row({ close: 10 })], new Set(["price"]))).toEqual({
      domain: [0, 12],
      ticks: [0, 2, 4, 6, 8, 10, 12],
    });
    expect(valueAxis([row({ close: 10 })], new Set())).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });
});

describe("withStepPoints", () => {
  const day = (date: string, morningstar: number | null, fiveStar: number | null = null) =>
    ({ date, close: 1, morningstar, brokerAverage: null, fiveStar }) as ChartRow;

  it("keeps a step's first and last day, and the days either side of each change", () => {
    const rows = [
      day("2025-01-02", null),
      day("2025-01-03", 50), // starts
      day("2025-01-06", 50),
      day("2025-01-07", 50), // last day of 50
      day("2025-02-03", 55), // first day of 55
      day("2025-02-04", 55),
      day("2025-02-05", 55), // the last day shown
    ];
    expect(withStepPoints(rows).map((r) => r.step.morningstar)).toEqual([null, 50, null, 50, 55, null, 55]);
  });

  it("keeps every series' own points and copies the rows unchanged otherwise", () => {
    const rows = [day("2025-01-02", 50, 35), day("2025-01-03", 50, 35), day("2025-01-06", 50, 42)];
    const drawn = withStepPoints(rows);
    expect(drawn.map((r) => r.step.fiveStar)).toEqual([35, 35, 42]);
    expect(drawn.map((r) => r.step.morningstar)).toEqual([50, null, 50]);
    expect(drawn.map((r) => r.step["motley-fool"])).toEqual([null, null, null]);
    expect(drawn[1]).toMatchObject({ date: "2025-01-03", morningstar: 50, fiveStar: 35 });
    expect(withStepPoints([])).toEqual([]);
  });
});

describe("zoneStepRuns", () => {
  const day = (date: string, zone: [number, number] | null) => ({ date, close: 1, iiZone: zone }) as ChartRow;

  it("keeps each run's first and last day and the days either side of a change; a day without levels breaks the band", () => {
    const rows = [
      day("2025-01-02", [40, 50]), // the first day shown
      day("2025-01-03", [40, 50]),
      day("2025-01-06", [40, 50]), // last day of 40-50
      day("2025-01-07", [42, 50]), // first day of 42-50 (one edge moved)
      day("2025-01-08", [42, 50]), // last day before the gap
      day("2025-01-09", null),
      day("2025-02-03", [45, 55]), // a new run: its first day
      day("2025-02-04", [45, 55]),
      day("2025-02-05", [45, 55]), // the last day shown
    ];
    expect(zoneStepRuns(rows)).toEqual([
      [
        { date: "2025-01-02", low: 40, high: 50 },
        { date: "2025-01-06", low: 40, high: 50 },
        { date: "2025-01-07", low: 42, high: 50 },
        { date: "2025-01-08", low: 42, high: 50 },
      ],
      [
        { date: "2025-02-03", low: 45, high: 55 },
        { date: "2025-02-05", low: 45, high: 55 },
      ],
    ]);
  });

  it("gives a lone day as a run of one, and nothing for no levels", () => {
    expect(zoneStepRuns([day("2025-01-02", null), day("2025-01-03", [1, 2]), day("2025-01-06", null)])).toEqual([
      [{ date: "2025-01-03", low: 1, high: 2 }],
    ]);
    expect(zoneStepRuns([day("2025-01-02", null)])).toEqual([]);
    expect(zoneStepRuns([])).toEqual([]);
  });
});
