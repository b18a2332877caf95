// Calendar dates of the ledger: ISO "YYYY-MM-DD" strings, compared as strings, with no time zone
// (a trade date is a date on the ASX's calendar, never an instant). docs/domain.md#holdings.
import { formatDateAU } from "../format";

const DAY_MS = 86_400_000;

function utcOf(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function isoOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  // Inside the month (every month has 28 days) the day's two digits alone change: the replay asks
  // for the day before or after thousands of dates per read (decision 067).
  const day = Number(date.slice(8, 10)) + days;
  if (date.length === 10 && Number.isInteger(days) && day >= 1 && day <= 28) return `${date.slice(0, 8)}${day < 10 ? "0" : ""}${day}`;
  return isoOf(utcOf(date) + days * DAY_MS);
}

/** The same day `years` later; a 29 February lands on 28 February in a year without one. */
export function addYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const month = Number(date.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The first CGT event date that gets the discount: the parcel must be held 12 months, counting neither
 * the acquisition day nor the event day (ATO Guide to CGT, "12 months" rule), so the day after the
 * anniversary. 2 Feb 2001 → 3 Feb 2002; 29 Feb 2024 → (28 Feb 2025 + 1) 1 Mar 2025.
 */
export function discountEligibleFrom(acquiredOn: string): string {
  return addDays(addYears(acquiredOn, 1), 1);
}

/** Australian financial year N runs 1 July N−1 to 30 June N: 2025-03-03 → 2025, 2025-07-01 → 2026. */
export function financialYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 7 ? year + 1 : year;
}

export function financialYearRange(financialYear: number): { start: string; end: string } {
  return { start: `${financialYear - 1}-07-01`, end: `${financialYear}-06-30` };
}

/** "2025-03-03" → "3 Mar 2025", for messages: the screens' one date style (formatDateAU). */
export function formatLedgerDate(date: string): string {
  return formatDateAU(date);
}
