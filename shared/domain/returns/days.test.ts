import { describe, expect, it } from "vitest";
import { addDays } from "../ledger";
import { daysBetween } from "../price-history";
import { dateOfDay, dayNumber, daysFrom } from "./days";

describe("dayNumber and dateOfDay", () => {
  it("count days as the calendar does, leap years and centuries included", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("2000-03-01") - dayNumber("2000-02-28")).toBe(2); // 2000 is a leap year
    expect(dayNumber("1900-03-01") - dayNumber("1900-02-28")).toBe(1); // 1900 is not
    expect(daysFrom("2024-07-01", "2025-06-30")).toBe(364);
  });

  it("agree with the Date-based helpers on every day from 1899 to 2101", () => {
    let date = "1899-01-01";
    for (let day = dayNumber(date); date <= "2101-12-31"; day += 1, date = addDays(date, 1)) {
      if (dayNumber(date) !== day || dateOfDay(day) !== date) throw new Error(`${date} ≠ ${day}`);
    }
    expect(daysFrom("1899-01-01", "2101-12-31")).toBe(daysBetween("1899-01-01", "2101-12-31"));
  });
});
