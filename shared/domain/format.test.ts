import { describe, expect, it } from "vitest";
import {
  formatDateAU,
  formatDateTimeAU,
  formatMoney,
  formatMonthYear,
  formatPercent,
  formatPortfolioValueK,
  formatThousands,
  initials,
  shortDateAU,
} from "./format";

// Engines differ in the space they put before "am"/"pm" (some use U+202F); compare with plain spaces.
const plainSpaces = (text: string) => text.replace(/\s/g, " ");

describe("formatMoney", () => {
  it.each([
    [1234.56, "$1,234.56"],
    [1234.5, "$1,234.50"],
    [0.005, "$0.01"], // two decimals, rounded half away from zero
    [45, "$45.00"],
    [0, "$0.00"],
    [-12.5, "-$12.50"],
    [-0.001, "$0.00"], // rounds to zero: no "-$0.00"
    [1234567.891, "$1,234,567.89"],
    [null, "-"],
    [undefined, "-"],
    [Number.NaN, "-"],
  ])("%s -> %s", (value, expected) => expect(formatMoney(value)).toBe(expected));
});

describe("formatPercent", () => {
  it.each([
    [12.345, 1, "12.3%"],
    [4, 1, "4.0%"],
    [-7.25, 1, "-7.3%"], // 7.25 rounds half away from zero to 7.3
    [-0.01, 1, "0.0%"],
    [5.678, 2, "5.68%"],
    [1234.5, 1, "1,234.5%"],
    [null, 1, "-"],
  ])("%s (%i dp) -> %s", (value, dp, expected) => expect(formatPercent(value, dp)).toBe(expected));

  it("defaults to one decimal", () => expect(formatPercent(3.14159)).toBe("3.1%"));
});

describe("formatThousands", () => {
  it.each([
    [1234567, "1,234,567"],
    [999, "999"],
    [1234567.6, "1,234,568"],
    [0, "0"],
    [-2500, "-2,500"],
    [null, "-"],
  ])("%s -> %s", (value, expected) => expect(formatThousands(value)).toBe(expected));
});

describe("formatPortfolioValueK", () => {
  it.each([
    [125_432, "$125.4k"], // 125,432 / 1000 = 125.432 → 125.4
    [125_460, "$125.5k"], // 125.46 → 125.5
    [0, "$0.0k"],
    [999, "$1.0k"], // 0.999 → 1.0
    [1_250_000, "$1,250.0k"],
    [null, "-"],
  ])("%s -> %s", (value, expected) => expect(formatPortfolioValueK(value)).toBe(expected));
});

describe("dates (en-AU, in the viewer's time zone)", () => {
  const SYDNEY = "Australia/Sydney";
  it.each([
    // 03:07 UTC on 5 Jan = 14:07 AEDT (UTC+11) on 5 Jan
    [new Date("2024-01-05T03:07:00Z"), "5 Jan 2024", "5 Jan 2024, 2:07 pm", "5/1/24"],
    // 14:30 UTC on 4 Jan = 01:30 AEDT on 5 Jan: the viewer's date, not the UTC one
    ["2024-01-04T14:30:00Z", "5 Jan 2024", "5 Jan 2024, 1:30 am", "5/1/24"],
    // 00:00 UTC on 20 Jul = 10:00 AEST (UTC+10). One short month form, three letters: en-AU's own
    // "June", "July" and "Sept" beside "Feb" and "Mar" read as two styles (issue 44 item 25).
    ["2024-07-20T00:00:00Z", "20 Jul 2024", "20 Jul 2024, 10:00 am", "20/7/24"],
    ["2024-09-05T02:00:00Z", "5 Sep 2024", "5 Sep 2024, 12:00 pm", "5/9/24"],
    ["2026-06-30", "30 Jun 2026", "30 Jun 2026, 12:00 am", "30/6/26"],
    // a bare calendar date stays that day
    ["2025-03-01", "1 Mar 2025", "1 Mar 2025, 12:00 am", "1/3/25"],
    [null, "-", "-", "-"],
    ["not a date", "-", "-", "-"],
  ])("%s, seen from Sydney", (value, date, dateTime, short) => {
    expect(formatDateAU(value, SYDNEY)).toBe(date);
    expect(plainSpaces(formatDateTimeAU(value, SYDNEY))).toBe(dateTime);
    expect(shortDateAU(value, SYDNEY)).toBe(short);
  });

  it("shows an instant on the viewer's own clock: the same moment is the 4th in Honolulu and the 5th in Sydney", () => {
    // 20:30 UTC on 4 Mar 2025 = 10:30 HST (UTC−10) on 4 Mar = 07:30 AEDT (UTC+11) on 5 Mar.
    const moment = "2025-03-04T20:30:00Z";
    expect(plainSpaces(formatDateTimeAU(moment, "Pacific/Honolulu"))).toBe("4 Mar 2025, 10:30 am");
    expect(formatDateAU(moment, "Pacific/Honolulu")).toBe("4 Mar 2025");
    expect(plainSpaces(formatDateTimeAU(moment, SYDNEY))).toBe("5 Mar 2025, 7:30 am");
  });

  it("uses the runtime's (the browser's) time zone when none is given", () => {
    const runtimeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const moment = new Date("2025-03-04T20:30:00Z");
    expect(formatDateTimeAU(moment)).toBe(formatDateTimeAU(moment, runtimeZone));
    expect(formatDateAU(moment)).toBe(formatDateAU(moment, runtimeZone));
  });

  it("never moves a calendar date, whatever the zone", () => {
    for (const zone of ["Pacific/Honolulu", "Pacific/Kiritimati", SYDNEY, undefined])
      expect(formatDateAU("2025-03-01", zone)).toBe("1 Mar 2025");
  });
});

describe("formatMonthYear", () => {
  it.each([
    ["2025-03-01", "Mar 2025"],
    ["2025-06-01", "Jun 2025"],
    ["2024-07-01", "Jul 2024"],
    ["2025-09-01", "Sep 2025"],
    // A full date still names its month; never shifted by a time zone.
    ["2025-01-31", "Jan 2025"],
    ["", "-"],
    [null, "-"],
    ["not a month", "-"],
  ])("%j -> %s", (input, expected) => expect(formatMonthYear(input)).toBe(expected));
});

describe("initials", () => {
  it.each([
    ["HSBC Custody Nominees (Australia) Limited", "HC"],
    ["citicorp nominees", "CN"],
    ["BlackRock", "B"],
    ["J.P. Morgan Nominees", "JM"],
    ["& Co Pty", "CP"], // "&" has no letter: skipped
    ["  Vanguard   Group ", "VG"],
    ["", ""],
    [null, ""],
  ])("%j -> %j", (name, expected) => expect(initials(name)).toBe(expected));
});
