import { describe, expect, it } from "vitest";
import {
  cleanDailyCloses,
  daysBefore,
  daysBetween,
  historyRange,
  isHistoryCurrent,
  lastWeekday,
  sydneyTradingDate,
  type ProviderBar,
} from "./price-history";

describe("sydneyTradingDate", () => {
  it.each([
    // Summer (AEDT, UTC+11): the ASX opens at 10:00 local = 23:00 UTC the day before.
    ["2025-11-13T23:00:00Z", "2025-11-14"],
    ["2025-11-14T12:59:59Z", "2025-11-14"], // 23:59:59 AEDT
    ["2025-11-14T13:00:00Z", "2025-11-15"], // midnight AEDT
    // Winter (AEST, UTC+10): 10:00 local = 00:00 UTC the same day.
    ["2025-06-16T00:00:00Z", "2025-06-16"],
    ["2025-06-15T13:59:59Z", "2025-06-15"], // 23:59:59 AEST
    ["2025-06-15T14:00:00Z", "2025-06-16"], // midnight AEST
  ])("%s is %s in Sydney", (instant, expected) => expect(sydneyTradingDate(new Date(instant))).toBe(expected));

  describe("on both sides of a daylight-saving change", () => {
    // Summer time ended at 03:00 AEDT on Sunday 6 April 2025 (clocks back to 02:00 AEST), i.e. at
    // 2025-04-05T16:00Z. The same UTC hour of day then falls an hour later or earlier in Sydney.
    it.each([
      // Friday 4 April, AEDT: 23:00 UTC on the 3rd is 10:00 on the 4th.
      ["2025-04-03T23:00:00Z", "2025-04-04"],
      // Monday 7 April, AEST: the bar is stamped 00:00 UTC on the 7th (10:00 AEST).
      ["2025-04-07T00:00:00Z", "2025-04-07"],
      // 23:00 UTC on the 6th is 09:00 AEST on the 7th: still the 7th in Sydney, not the 6th.
      ["2025-04-06T23:00:00Z", "2025-04-07"],
      // The hour around the change: 15:59 UTC is 02:59 AEDT on the 6th, 16:00 UTC is 02:00 AEST.
      ["2025-04-05T15:59:00Z", "2025-04-06"],
      ["2025-04-05T16:00:00Z", "2025-04-06"],
      // Midnight AEST on the 7th is 14:00 UTC on the 6th (it was 13:00 UTC under AEDT).
      ["2025-04-06T13:30:00Z", "2025-04-06"],
      ["2025-04-06T14:00:00Z", "2025-04-07"],
    ])("end of summer time: %s → %s", (instant, expected) => expect(sydneyTradingDate(new Date(instant))).toBe(expected));

    // Summer time began at 02:00 AEST on Sunday 5 October 2025 (clocks forward to 03:00 AEDT), i.e. at
    // 2025-10-04T16:00Z.
    it.each([
      // Friday 3 October, AEST: 00:00 UTC is 10:00 local.
      ["2025-10-03T00:00:00Z", "2025-10-03"],
      // Monday 6 October, AEDT: the bar is stamped 23:00 UTC on Sunday the 5th.
      ["2025-10-05T23:00:00Z", "2025-10-06"],
      // Midnight: 14:00 UTC under AEST, 13:00 UTC under AEDT.
      ["2025-10-03T13:59:00Z", "2025-10-03"],
      ["2025-10-03T14:00:00Z", "2025-10-04"],
      ["2025-10-05T12:59:00Z", "2025-10-05"],
      ["2025-10-05T13:00:00Z", "2025-10-06"],
    ])("start of summer time: %s → %s", (instant, expected) => expect(sydneyTradingDate(new Date(instant))).toBe(expected));
  });

  it("answers the same when asked again (answers are kept per hour)", () => {
    const time = new Date("2025-10-05T23:30:00Z");
    expect(sydneyTradingDate(time)).toBe("2025-10-06");
    expect(sydneyTradingDate(new Date("2025-10-05T23:59:59Z"))).toBe("2025-10-06");
    expect(sydneyTradingDate(time)).toBe("2025-10-06");
  });
});

describe("daysBetween / daysBefore", () => {
  it.each([
    ["2025-03-01", "2025-03-01", 0],
    ["2025-02-28", "2025-03-01", 1],
    ["2024-02-28", "2024-03-01", 2], // leap year
    ["2025-03-10", "2025-03-01", -9],
  ])("%s → %s is %i days", (from, to, days) => expect(daysBetween(from, to)).toBe(days));

  it("steps back over month and year ends", () => {
    expect(daysBefore("2025-03-01", 1)).toBe("2025-02-28");
    expect(daysBefore("2025-01-05", 10)).toBe("2024-12-26");
  });
});

describe("historyRange", () => {
  it.each([
    [null, "5y"], // never fetched: five years
    ["2026-11-20", "5d"], // fetched today: the day again
    ["2026-11-15", "5d"], // 5 days missing
    ["2026-11-14", "1mo"], // 6 days
    ["2026-10-23", "1mo"], // 28 days
    ["2026-10-22", "3mo"], // 29 days
    ["2026-05-23", "6mo"], // 181 days
    ["2026-05-22", "1y"], // 182 days
    ["2025-11-20", "1y"], // 365 days
    ["2024-11-21", "2y"], // 729 days
    ["2024-11-20", "2y"], // 730 days
    ["2024-11-19", "5y"], // 731 days: as good as starting over
  ])("last stored %s on 2026-11-20 → %s", (last, expected) => expect(historyRange(last, "2026-11-20")).toBe(expected));
});

// Bars at 10:00 AEDT (23:00 UTC the day before), one per listed date.
const bar = (date: string, close: number | null): ProviderBar => ({
  time: new Date(Date.parse(`${date}T00:00:00Z`) - 60 * 60 * 1000),
  close,
});

describe("cleanDailyCloses", () => {
  it("keeps sound closes oldest first, dated in Sydney, and skips null closes silently", () => {
    const result = cleanDailyCloses([bar("2025-11-18", 41.2), bar("2025-11-14", 40.5), bar("2025-11-17", null), bar("2025-11-19", 41.5)]);
    expect(result.closes).toEqual([
      { date: "2025-11-14", close: 40.5 },
      { date: "2025-11-18", close: 41.2 },
      { date: "2025-11-19", close: 41.5 },
    ]);
    expect(result.rejected).toEqual([]);
  });

  it("refuses 0, negative and non-finite closes", () => {
    const result = cleanDailyCloses([
      bar("2025-11-14", 40),
      bar("2025-11-17", 0),
      bar("2025-11-18", -3),
      bar("2025-11-19", Infinity),
      bar("2025-11-20", Number.NaN),
      bar("2025-11-21", 41),
    ]);
    expect(result.closes.map((c) => c.date)).toEqual(["2025-11-14", "2025-11-21"]);
    expect(result.rejected).toEqual([
      { date: "2025-11-17", close: 0, reason: "zero" },
      { date: "2025-11-18", close: -3, reason: "negative" },
      { date: "2025-11-19", close: Infinity, reason: "not-finite" },
      { date: "2025-11-20", close: Number.NaN, reason: "not-finite" },
    ]);
  });

  it("refuses a close more than 10× above or below the previous kept one, and compares the next day with the last good close", () => {
    const result = cleanDailyCloses([
      bar("2025-11-14", 40),
      bar("2025-11-17", 4100), // 102.5× 40: a price in cents
      bar("2025-11-18", 41), // compared with 40 (the refused close is no yardstick)
      bar("2025-11-19", 4.09), // 41 / 4.09 = 10.02×: refused
      bar("2025-11-20", 4.1), // 41 / 4.1 = exactly 10×: kept
      bar("2025-11-21", 41), // 41 / 4.1 = 10×: kept
    ]);
    expect(result.closes).toEqual([
      { date: "2025-11-14", close: 40 },
      { date: "2025-11-18", close: 41 },
      { date: "2025-11-20", close: 4.1 },
      { date: "2025-11-21", close: 41 },
    ]);
    expect(result.rejected).toEqual([
      { date: "2025-11-17", close: 4100, reason: "jump", previous: 40 },
      { date: "2025-11-19", close: 4.09, reason: "jump", previous: 41 },
    ]);
  });

  it("compares the first fetched close with the latest stored close before it", () => {
    const stored = [
      { date: "2025-11-12", close: 30 },
      { date: "2025-11-13", close: 40 },
      { date: "2025-11-14", close: 41 }, // re-fetched below: not its own yardstick
    ];
    const result = cleanDailyCloses([bar("2025-11-14", 420), bar("2025-11-17", 41.5)], stored);
    expect(result.rejected).toEqual([{ date: "2025-11-14", close: 420, reason: "jump", previous: 40 }]);
    expect(result.closes).toEqual([{ date: "2025-11-17", close: 41.5 }]);
  });

  it("without an earlier close, judges the first bars against the median of the fetch's first sound closes", () => {
    // Median of 500, 40, 41, 42, 40.5 is 41: the wrong first bar goes, the rest stay.
    const result = cleanDailyCloses([
      bar("2025-11-13", 500),
      bar("2025-11-14", 40),
      bar("2025-11-17", 41),
      bar("2025-11-18", 42),
      bar("2025-11-19", 40.5),
    ]);
    expect(result.rejected).toEqual([{ date: "2025-11-13", close: 500, reason: "jump", previous: 41 }]);
    expect(result.closes.map((c) => c.close)).toEqual([40, 41, 42, 40.5]);
  });

  it("lets the later of two bars on one Sydney date count", () => {
    const result = cleanDailyCloses([
      { time: new Date("2025-11-13T23:00:00Z"), close: 40 },
      { time: new Date("2025-11-14T05:10:00Z"), close: 40.6 }, // the same day's live bar
    ]);
    expect(result.closes).toEqual([{ date: "2025-11-14", close: 40.6 }]);
  });

  it("gives nothing for nothing", () => {
    expect(cleanDailyCloses([])).toEqual({ closes: [], rejected: [] });
    expect(cleanDailyCloses([bar("2025-11-14", null)])).toEqual({ closes: [], rejected: [] });
  });
});

describe("isHistoryCurrent: closes through the last weekday leave nothing to fetch", () => {
  it.each([
    // Thursday 20 Nov 2025 is a weekday: it is its own last weekday.
    ["2025-11-20", "2025-11-20"],
    ["2025-11-22", "2025-11-21"], // Saturday → Friday
    ["2025-11-23", "2025-11-21"], // Sunday → Friday
    ["2025-11-24", "2025-11-24"], // Monday
  ])("the last weekday on or before %s is %s", (today, expected) => expect(lastWeekday(today)).toBe(expected));

  it.each([
    [null, "2025-11-20", false], // nothing stored
    ["2025-11-20", "2025-11-20", true],
    ["2025-11-19", "2025-11-20", false], // a day short
    ["2025-11-21", "2025-11-22", true], // Friday's close on a Saturday
    ["2025-11-21", "2025-11-23", true], // and on a Sunday
    ["2025-11-21", "2025-11-24", false], // but not on Monday
  ] as const)("stored through %s on %s: %s", (stored, today, expected) => expect(isHistoryCurrent(stored, today)).toBe(expected));
});
