import { describe, expect, it } from "vitest";
import {
  addMonths,
  currentMonthKey,
  sydneyDay,
  monthKey,
  monthLabel,
  monthTicks,
  parseMonthLabel,
  previousMonthKeys,
  toMonthKey,
} from "./months";

describe("monthKey / toMonthKey", () => {
  it.each([
    [2025, 3, "2025-03-01"],
    [2025, 13, "2026-01-01"], // month 13 rolls into January of the next year
    [2025, 0, "2024-12-01"], // month 0 is December of the previous year
  ])("monthKey(%i, %i) = %s", (year, month, expected) => expect(monthKey(year, month)).toBe(expected));

  it.each([
    ["2025-03-01", "2025-03-01"],
    ["2025-03-15", "2025-03-01"],
    ["2025-03", "2025-03-01"],
    [" 2025-12-01 ", "2025-12-01"],
    ["2025-13-01", null],
    ["Mar-25", null],
  ])("toMonthKey(%j) = %j", (value, expected) => expect(toMonthKey(value)).toBe(expected));
});

describe("addMonths", () => {
  it.each([
    ["2025-03-01", 1, "2025-04-01"],
    ["2025-03-01", -3, "2024-12-01"], // Mar → Feb → Jan → Dec of the year before
    ["2025-12-01", 1, "2026-01-01"],
    ["2025-01-01", -13, "2023-12-01"], // −12 is Jan-24, one more is Dec-23
    ["2025-06-01", 0, "2025-06-01"],
  ])("%s + %i = %s", (key, n, expected) => expect(addMonths(key, n)).toBe(expected));

  it("rejects what is not a month", () => {
    expect(() => addMonths("soon", 1)).toThrow(RangeError);
  });
});

describe("sydneyDay", () => {
  it.each([
    // 13:00 UTC on 31 Mar = 00:00 AEDT (UTC+11) on 1 Apr
    ["2025-03-31T13:00:00Z", "2025-04-01"],
    // 12:59 UTC on 31 Mar = 23:59 AEDT, still 31 Mar
    ["2025-03-31T12:59:00Z", "2025-03-31"],
    // 14:00 UTC on 30 Jun = 00:00 AEST (UTC+10) on 1 Jul
    ["2025-06-30T14:00:00Z", "2025-07-01"],
  ])("%s -> %s", (iso, expected) => expect(sydneyDay(new Date(iso))).toBe(expected));
});

describe("currentMonthKey (Sydney time)", () => {
  it.each([
    // 14:00 UTC on 31 Mar = 01:00 AEDT (UTC+11) on 1 Apr
    ["2025-03-31T14:00:00Z", "2025-04-01"],
    // 12:00 UTC on 31 Mar = 23:00 AEDT, still March
    ["2025-03-31T12:00:00Z", "2025-03-01"],
    // 13:59 UTC on 30 Jun = 23:59 AEST (UTC+10) on 30 Jun
    ["2025-06-30T13:59:00Z", "2025-06-01"],
    // 14:00 UTC on 30 Jun = 00:00 AEST on 1 Jul
    ["2025-06-30T14:00:00Z", "2025-07-01"],
    // New Year arrives in Sydney 11 hours before UTC
    ["2024-12-31T13:00:00Z", "2025-01-01"],
  ])("%s -> %s", (iso, expected) => expect(currentMonthKey(new Date(iso))).toBe(expected));
});

describe("previousMonthKeys", () => {
  it("gives the six months before the current Sydney month, oldest first", () => {
    // Sydney month is April 2025 (see above) → Oct-24 … Mar-25
    expect(previousMonthKeys(new Date("2025-03-31T14:00:00Z"))).toEqual([
      "2024-10-01",
      "2024-11-01",
      "2024-12-01",
      "2025-01-01",
      "2025-02-01",
      "2025-03-01",
    ]);
  });

  it("takes a count", () => {
    expect(previousMonthKeys(new Date("2025-02-10T00:00:00Z"), 2)).toEqual(["2024-12-01", "2025-01-01"]);
  });
});

describe("monthLabel", () => {
  it.each([
    ["2025-03-01", "Mar-25"],
    ["2024-12-01", "Dec-24"],
    ["2009-01-01", "Jan-09"],
    ["2100-05-01", "May-00"],
  ])("%s -> %s", (key, expected) => expect(monthLabel(key)).toBe(expected));
});

describe("parseMonthLabel", () => {
  it.each([
    ["Mar-25", "2025-03-01"],
    ["mar-25", "2025-03-01"],
    ["MAR-25", "2025-03-01"],
    ["Mar 25", "2025-03-01"],
    ["March-2025", "2025-03-01"],
    ["march 2025", "2025-03-01"],
    ["Sept-24", "2024-09-01"],
    ["Dec/24", "2024-12-01"],
    ["Jan25", "2025-01-01"],
    ["Jun-'24", "2024-06-01"],
    ["  Feb-26 ", "2026-02-01"],
  ])("%j -> %s", (label, expected) => expect(parseMonthLabel(label)).toBe(expected));

  it.each(["", "Mar", "25", "Ma-25", "Marc-25", "Foo-25", "Mar-2", "Mar-025", "Last $", "ASX Code", "2025-03-01"])("%j -> null", (label) =>
    expect(parseMonthLabel(label)).toBeNull(),
  );

  it("round-trips with monthLabel", () => {
    expect(parseMonthLabel(monthLabel("2024-10-01"))).toBe("2024-10-01");
  });
});

describe("monthTicks", () => {
  const daily = (dates: string[]) => dates.map((date) => ({ date }));
  const rows = daily([
    "2025-01-15", // mid-month: January is not labelled
    "2025-01-31",
    "2025-02-03",
    "2025-02-04",
    "2025-03-03",
    "2025-04-01",
    "2025-05-01",
    "2025-06-02",
  ]);

  it("labels each month's first trading day when there is room", () => {
    expect(monthTicks(rows, 10)).toEqual(["2025-02-03", "2025-03-03", "2025-04-01", "2025-05-01", "2025-06-02"]);
  });

  it("labels every n-th month counted back from the latest when there is not", () => {
    // Five month starts, room for 2: every third month, counted back from June.
    expect(monthTicks(rows, 2)).toEqual(["2025-03-03", "2025-06-02"]);
    expect(monthTicks(rows, 3)).toEqual(["2025-02-03", "2025-04-01", "2025-06-02"]);
  });

  it("leaves out a month starting too near the end for its label, counting back from the one before", () => {
    // June starts on the last row; its label needs a row after it, which May has.
    expect(monthTicks(rows, 10, 1)).toEqual(["2025-02-03", "2025-03-03", "2025-04-01", "2025-05-01"]);
    expect(monthTicks(rows, 2, 1)).toEqual(["2025-03-03", "2025-05-01"]);
    expect(monthTicks(rows, 10, 0)).toEqual(monthTicks(rows, 10));
  });

  it("counts a history starting on a month's first days as starting a month, and nothing gives nothing", () => {
    expect(monthTicks(daily(["2025-09-01", "2025-09-02", "2025-10-01"]), 5)).toEqual(["2025-09-01", "2025-10-01"]);
    expect(monthTicks([], 5)).toEqual([]);
  });
});
