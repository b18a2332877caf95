import { describe, expect, it } from "vitest";
import { addYears } from "./dates";
import { addDays, discountEligibleFrom, financialYearOf, financialYearRange, formatLedgerDate } from "./index";

describe("discountEligibleFrom: the day after the anniversary", () => {
  it.each([
    // ATO Guide to CGT 2001-02: acquired 2 Feb 2001, eligible on or after 3 Feb 2002.
    ["2001-02-02", "2002-02-03"],
    // 29 Feb 2024: the anniversary is 28 Feb 2025 (no 29th), so 1 Mar 2025.
    ["2024-02-29", "2025-03-01"],
    // The day before a leap day: 28 Feb 2023 → 28 Feb 2024 + 1 = the leap day itself.
    ["2023-02-28", "2024-02-29"],
    ["2023-08-01", "2024-08-02"],
    // Across a year end.
    ["2023-12-31", "2025-01-01"],
  ])("%s → %s", (acquiredOn, eligibleFrom) => {
    expect(discountEligibleFrom(acquiredOn)).toBe(eligibleFrom);
  });
});

describe("financial years", () => {
  it.each([
    ["2025-06-30", 2025],
    ["2025-07-01", 2026],
    ["2025-01-01", 2025],
    ["2024-12-31", 2025],
  ])("%s is in FY %i", (date, year) => {
    expect(financialYearOf(date)).toBe(year);
  });

  it("FY 2025 runs 1 Jul 2024 to 30 Jun 2025", () => {
    expect(financialYearRange(2025)).toEqual({ start: "2024-07-01", end: "2025-06-30" });
  });
});

describe("date arithmetic and text", () => {
  it.each([
    ["2024-02-28", 1, "2024-02-29"],
    ["2025-03-01", -1, "2025-02-28"],
    ["2024-12-31", 1, "2025-01-01"],
  ])("%s + %i day(s) = %s", (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });

  it("every day of 2023-2025 moved by -40 to 40 days is the calendar's day (the inside-the-month shortcut included)", () => {
    for (let time = Date.UTC(2023, 0, 1); time <= Date.UTC(2025, 11, 31); time += 86_400_000) {
      const date = new Date(time).toISOString().slice(0, 10);
      for (const days of [-40, -29, -28, -27, -2, -1, 0, 1, 2, 27, 28, 29, 40])
        expect(addDays(date, days)).toBe(new Date(time + days * 86_400_000).toISOString().slice(0, 10));
    }
  });

  it("a year on from a leap day is 28 February; a year back from 1 March is 1 March", () => {
    expect(addYears("2024-02-29", 1)).toBe("2025-02-28");
    expect(addYears("2025-03-01", -1)).toBe("2024-03-01");
  });

  it("reads dates as the app does: '3 Mar 2025'", () => {
    expect(formatLedgerDate("2025-03-03")).toBe("3 Mar 2025");
    expect(formatLedgerDate("2024-12-25")).toBe("25 Dec 2024");
  });
});
