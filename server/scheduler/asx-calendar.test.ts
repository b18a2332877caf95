import { describe, expect, it } from "vitest";
import { asxHolidays, isAsxTradingDay } from "./asx-calendar";

// The ASX's published trading calendars: the market is closed on these weekdays.
describe("asxHolidays", () => {
  it("lists the 2026 ASX holidays (Anzac Day is a Saturday: no closure; Boxing Day moves to Monday)", () => {
    expect(asxHolidays(2026).map((h) => h.date)).toEqual([
      "2026-01-01", // New Year's Day, Thursday
      "2026-01-26", // Australia Day, Monday
      "2026-04-03", // Good Friday
      "2026-04-06", // Easter Monday
      "2026-06-08", // King's Birthday, second Monday of June
      "2026-12-25", // Christmas Day, Friday
      "2026-12-28", // Boxing Day (Saturday 26th) observed Monday
    ]);
  });

  it("lists the 2027 ASX holidays (Anzac Day is a Sunday: no closure; Christmas and Boxing Day move to Mon and Tue)", () => {
    expect(asxHolidays(2027).map((h) => h.date)).toEqual([
      "2027-01-01", // New Year's Day, Friday
      "2027-01-26", // Australia Day, Tuesday
      "2027-03-26", // Good Friday
      "2027-03-29", // Easter Monday
      "2027-06-14", // King's Birthday
      "2027-12-27", // Christmas Day (Saturday 25th) observed Monday
      "2027-12-28", // Boxing Day (Sunday 26th) observed Tuesday
    ]);
  });

  it("closes on a weekday Anzac Day", () => {
    expect(asxHolidays(2025).map((h) => h.date)).toContain("2025-04-25");
  });
});

describe("isAsxTradingDay (the Sydney calendar day of an instant)", () => {
  it.each([
    ["an ordinary Wednesday", "2026-11-18T05:30:00Z", true],
    ["Saturday", "2026-11-21T05:30:00Z", false],
    ["Good Friday 2026", "2026-04-03T05:30:00Z", false],
    ["NSW Labour Day: the ASX trades", "2026-10-05T05:30:00Z", true],
    ["NSW bank holiday: the ASX trades", "2026-08-03T05:30:00Z", true],
    ["the Monday after a Saturday Anzac Day: the ASX trades", "2026-04-27T05:30:00Z", true],
    // 14:00Z on 25 Jan is already 26 Jan (Australia Day) in Sydney.
    ["Australia Day by Sydney's date, not UTC's", "2026-01-25T14:00:00Z", false],
    ["Boxing Day observed", "2026-12-28T05:30:00Z", false],
  ])("%s", (_name, instant, expected) => {
    expect(isAsxTradingDay(new Date(instant))).toBe(expected);
  });
});
