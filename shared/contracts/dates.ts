// The one date rule of every path a date comes in by — the forms and edits, the trade and dividend
// files, the pastes and workbooks, an account import (docs/domain.md "What the ledger refuses on every
// path", decision 042): a real calendar day, written YYYY-MM-DD once read, in the years FIRST_YEAR to
// LAST_YEAR. PostgreSQL has no year 0 (0000-01-01 would pass the calendar and fail the write), no
// trade or holding list predates 1900, and a date past 2100 is a typing slip (9999-12-31 would put a
// dividend in financial year 10000). A trade's date, and an opening balance's acquisition date, are
// also not after today in Sydney: the caller's clock decides that (tradeDatesProblem).

export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written "YYYY-MM-DD" (2024-02-30 is refused, not rolled over), whatever its year. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A year the app records dates in. */
export function isRecordedYear(year: number): boolean {
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** The rule: a real calendar day "YYYY-MM-DD" in the years the app records. */
export function isIsoDate(value: string): boolean {
  return isCalendarDate(value) && isRecordedYear(Number(value.slice(0, 4)));
}

/** "Ex Date '9999-12-31' is outside the years this app records (1900 to 2100)"; `shown` as the caller quotes it. */
export function outsideYearsMessage(label: string, shown: string): string {
  return `${label} ${shown} is outside the years this app records (${FIRST_YEAR} to ${LAST_YEAR})`;
}

/** "Trade date 2030-01-01 is in the future" — refused against Sydney's today (the service's clock). */
export function futureDateMessage(label: string, date: string): string {
  return `${label} ${date} is in the future`;
}

/** A trade's date or an opening balance's acquisition date after `today`, as its sentence; null when neither is. */
export function tradeDatesProblem(trade: { tradeDate: string; acquiredOn: string | null }, today: string): string | null {
  if (trade.tradeDate > today) return futureDateMessage("Trade date", trade.tradeDate);
  if (trade.acquiredOn !== null && trade.acquiredOn > today) return futureDateMessage("Acquired on", trade.acquiredOn);
  return null;
}
