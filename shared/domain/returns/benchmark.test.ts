import { describe, expect, it } from "vitest";
import {
  benchmarkLevels,
  benchmarkRange,
  benchmarkRows,
  BENCHMARKS,
  chooseBenchmark,
  levelOn,
  seriesProblem,
  weekdaysBetween,
  type SeriesData,
  type StoredClose,
} from "./benchmark";
import { money } from "./money";
import { shadowPortfolio } from "./shadow";

/** Weekday closes from `start`, one per value. */
function weekdayCloses(start: string, values: readonly number[]): StoredClose[] {
  const rows: StoredClose[] = [];
  for (let time = Date.parse(`${start}T00:00:00Z`); rows.length < values.length; time += 86_400_000) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) rows.push({ date: new Date(time).toISOString().slice(0, 10), close: String(values[rows.length]) });
  }
  return rows;
}

const rising = (count: number, from = 100) => Array.from({ length: count }, (_, index) => from + index * 0.5);
const definition = (symbol: string) => BENCHMARKS.find((series) => series.symbol === symbol)!;
const series = (symbol: string, closes: StoredClose[], distributions: SeriesData["distributions"] = []): [string, SeriesData] => [
  symbol,
  { definition: definition(symbol), closes, distributions },
];
// 2 Jun – 27 Jun 2025: twenty weekdays.
const range = { start: "2025-06-02", end: "2025-06-27" };

describe("benchmarkLevels", () => {
  it("an index's level is its close", () => {
    expect(benchmarkLevels("price", weekdayCloses("2025-06-02", [10, 11]), []).map((row) => row.level.toString())).toEqual(["10", "11"]);
  });

  it("the proxy chains (close + distribution) ÷ previous close from its first close", () => {
    const levels = benchmarkLevels("etf_proxy", weekdayCloses("2025-06-02", [70, 71, 70.3, 71]), [{ date: "2025-06-04", amount: "0.8" }]);
    // 70; 71; 71 × 71.1/71 = 71.1; 71.1 × 71/70.3.
    expect(levels.map((row) => row.level.toDecimalPlaces(6).toString())).toEqual(["70", "71", "71.1", "71.807966"]);
    expect(levelOn(levels, "2025-06-07")!.toDecimalPlaces(6).toString()).toBe("71.807966");
    expect(levelOn(levels, "2025-06-01")).toBeNull();
  });
});

describe("seriesProblem", () => {
  it("none for a series that covers the period and moves", () => {
    expect(seriesProblem(weekdayCloses("2025-05-26", rising(25)), range)).toBeNull();
  });

  it("missing, or short of the period's start", () => {
    expect(seriesProblem([], range)).toEqual({ code: "missing" });
    expect(seriesProblem(weekdayCloses("2025-06-04", rising(20)), range)).toEqual({ code: "short", firstDate: "2025-06-04" });
  });

  it("behind: the last close more than 5 trading days before the period's end", () => {
    // Last close Thu 19 Jun: 20, 23, 24, 25, 26, 27 Jun are 6 weekdays after it.
    expect(seriesProblem(weekdayCloses("2025-05-26", rising(19)), range)).toEqual({ code: "behind", lastDate: "2025-06-19" });
    // Last close Fri 20 Jun: 5 weekdays behind is still current.
    expect(seriesProblem(weekdayCloses("2025-05-26", rising(20)), range)).toBeNull();
  });

  it("unchanged: the same close on more than 5 trading days in a row after the first", () => {
    const frozen = [...rising(10), ...Array(7).fill(200), ...rising(8, 201)];
    expect(seriesProblem(weekdayCloses("2025-05-26", frozen), range)).toEqual({ code: "unchanged", from: "2025-06-09", to: "2025-06-17" });
    const pause = [...rising(10), ...Array(6).fill(200), ...rising(9, 201)];
    expect(seriesProblem(weekdayCloses("2025-05-26", pause), range)).toBeNull();
  });

  it("diverges: a day the total-return index moved more than 1 % beyond the price index and that day's dividend yield", () => {
    const price = weekdayCloses("2025-05-26", rising(25));
    const total = weekdayCloses("2025-05-26", rising(25)).map((row) => ({ ...row }));
    total[12] = { ...total[12], close: String(Number(total[12].close) * 1.02) }; // a 2 % glitch on 11 Jun
    expect(seriesProblem(total, range, { priceCloses: price, dividendYieldOn: () => 0 })).toEqual({ code: "diverges", date: "2025-06-11" });
    // A 2 % dividend yield that day explains it.
    expect(seriesProblem(total, range, { priceCloses: price, dividendYieldOn: (date) => (date === "2025-06-11" ? 0.02 : 0) })).toEqual({
      code: "diverges",
      date: "2025-06-12", // the next day falls back by as much
    });
  });
});

describe("chooseBenchmark", () => {
  const good = (symbol: string) => series(symbol, weekdayCloses("2025-05-26", rising(25)));

  it("the accumulation index by default when it can be used", () => {
    const choice = chooseBenchmark("^AXJT", new Map([good("^AXJT"), good("^AXJO"), good("STW.AX")]), range);
    expect(choice.used?.definition.symbol).toBe("^AXJT");
    expect(choice.fallbackUsed).toBe(false);
  });

  it("a stale accumulation index falls back to the ETF proxy and says why", () => {
    const stale = series("^AXJT", weekdayCloses("2025-05-26", [...rising(10), ...Array(15).fill(150)]));
    const choice = chooseBenchmark("^AXJT", new Map([stale, good("^AXJO"), good("STW.AX")]), range);
    expect(choice.used?.definition.symbol).toBe("STW.AX");
    expect(choice.fallbackUsed).toBe(true);
    expect(choice.problem).toEqual({ code: "unchanged", from: "2025-06-09", to: "2025-06-27" });
  });

  it("a missing series falls back too; with the proxy unusable as well there is none", () => {
    expect(chooseBenchmark("^AXJO", new Map([good("STW.AX")]), range).used?.definition.symbol).toBe("STW.AX");
    const none = chooseBenchmark("^AXJT", new Map([series("STW.AX", weekdayCloses("2025-06-09", rising(15)))]), range);
    expect(none).toMatchObject({ used: null, fallbackUsed: false, problem: { code: "missing" }, fallbackProblem: { code: "short" } });
  });
});

describe("weekdaysBetween", () => {
  it("counts the weekdays after the first date up to the second", () => {
    expect(weekdaysBetween("2025-06-20", "2025-06-27")).toBe(5);
    expect(weekdaysBetween("2025-06-27", "2025-06-27")).toBe(0);
  });
});

describe("shadowPortfolio", () => {
  const levels = benchmarkLevels("total", weekdayCloses("2025-06-02", [100, 100, 80, 120]), []);
  const period = { from: "2025-06-03", to: "2025-06-05", days: 2 };

  it("buys the start's value at the level of the day before the period", () => {
    const shadow = shadowPortfolio(period, money("1000"), [], levels)!;
    expect(shadow.units.toString()).toBe("10");
    expect(shadow.endValue.toString()).toBe("1200");
    expect(shadow.indexReturn).toBeCloseTo(0.2, 12);
  });

  it("names the day the same money would have run out, and carries on below 0 units", () => {
    const flows = [{ date: "2025-06-04", stockId: "A", kind: "sale" as const, amount: money("1200") }];
    const shadow = shadowPortfolio(period, money("1000"), flows, levels, ["2025-06-03", "2025-06-04", "2025-06-05"])!;
    expect(shadow.shortFrom).toBe("2025-06-04"); // 10 units − 1,200/80 = −5
    expect(shadow.units.toString()).toBe("-5");
    expect(shadow.series.map((point) => point.value.toString())).toEqual(["1000", "-400", "-600"]);
  });

  it("is null when the series has no level for a day it needs", () => {
    expect(shadowPortfolio({ from: "2025-06-02", to: "2025-06-05", days: 3 }, money("1000"), [], levels)).toBeNull();
  });
});

describe("benchmarkRange and benchmarkRows", () => {
  it("asks ten years on a first fetch and after two years away, else the shortest range back", () => {
    expect(benchmarkRange(null, "2025-07-04")).toBe("10y");
    expect(benchmarkRange("2023-07-03", "2025-07-04")).toBe("10y");
    expect(benchmarkRange("2025-07-01", "2025-07-04")).toBe("5d");
  });

  it("puts a distribution on the first close on or after its ex-date, added up when two fall there", () => {
    const rows = benchmarkRows(
      [
        { date: "2025-06-27", close: 71 },
        { date: "2025-06-30", close: 70.3 },
      ],
      [
        { date: "2025-06-28", amount: 0.8 }, // a Saturday: the price goes without it on Monday
        { date: "2025-06-30", amount: 0.05 },
        { date: "2025-07-01", amount: 0.5 }, // after the last close: the next fetch stores it
      ],
    );
    expect(rows).toEqual([
      { date: "2025-06-27", close: "71", dividend: null },
      { date: "2025-06-30", close: "70.3", dividend: "0.85" },
    ]);
  });
});

describe("seriesProblem's day-by-day check", () => {
  it("compares only adjacent trading days: closes months apart are not a day's move", () => {
    const price = weekdayCloses("2025-05-26", rising(25));
    const sparse = [
      { date: "2025-05-26", close: "100" },
      { date: "2025-06-27", close: "140" },
    ];
    expect(seriesProblem(sparse, { start: "2025-05-26", end: "2025-06-27" }, { priceCloses: price, dividendYieldOn: () => 0 })).toBeNull();
  });
});
