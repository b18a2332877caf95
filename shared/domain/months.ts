// Calendar months. A month is keyed by its first day as an ISO date string ("2025-03-01"), the
// same shape Postgres returns for fair_values.as_of_month, so keys compare correctly as strings.
// "Now" is always Sydney time: 2025-03-31T14:00:00Z is already 1 April on the ASX.
import { APP_TIME_ZONE, PREVIOUS_MONTHS } from "../constants";

/** "YYYY-MM-01". A plain string alias: values come straight from the database and from parsers. */
export type MonthKey = string;

const MONTH_ABBREVIATIONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The app's one short month form, three letters: 6 → "Jun", 9 → "Sep" (never en-AU's "June" or "Sept"). */
export function monthAbbreviation(month: number): string {
  const name = MONTH_ABBREVIATIONS[month - 1];
  if (name === undefined) throw new RangeError(`Not a month: ${month}`);
  return name;
}
const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

// Created once: Intl formatters are costly to build and the table asks for months per row.
// Made on first use: the first Intl.DateTimeFormat with a time zone loads the zone data, tens of
// milliseconds on a phone, and a dashboard that shows no month column never needs it.
let sydneyYearMonth: Intl.DateTimeFormat | undefined;
const sydneyYearMonthFormat = () =>
  (sydneyYearMonth ??= new Intl.DateTimeFormat("en-AU", {
    timeZone: APP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
  }));

/** Builds a key from a year and a 1-based month; months outside 1..12 roll into other years. */
export function monthKey(year: number, month: number): MonthKey {
  const index = year * 12 + (month - 1);
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
}

/**
 * Reads "YYYY-MM" or any "YYYY-MM-DD" date and returns its month key; null when it is not one.
 * Accepting a full date lets a stray "2025-03-15" still land in March rather than fail.
 */
export function toMonthKey(value: string): MonthKey | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return monthKey(Number(match[1]), month);
}

function splitKey(key: MonthKey): { year: number; month: number } {
  const normalised = toMonthKey(key);
  if (normalised === null) throw new RangeError(`Not a month key: ${JSON.stringify(key)}`);
  return { year: Number(normalised.slice(0, 4)), month: Number(normalised.slice(5, 7)) };
}

/** The month n calendar months after key (n may be negative). */
export function addMonths(key: MonthKey, n: number): MonthKey {
  const { year, month } = splitKey(key);
  return monthKey(year, month + n);
}

// The read model asks for the current month several times per stock with one `now`; formatting in
// a time zone is the costly part, so the last answer is kept (docs/performance.md).
let lastMonthOf: { time: number; key: MonthKey } | null = null;

/** The Sydney calendar month that contains `now`. */
export function currentMonthKey(now: Date): MonthKey {
  const time = now.getTime();
  if (lastMonthOf?.time === time) return lastMonthOf.key;
  let year = 0;
  let month = 0;
  for (const part of sydneyYearMonthFormat().formatToParts(now)) {
    if (part.type === "year") year = Number(part.value);
    if (part.type === "month") month = Number(part.value);
  }
  const key = monthKey(year, month);
  lastMonthOf = { time, key };
  return key;
}

// On first use too: a module-level constructor call stays in the browser's bundle even where nothing
// calls sydneyDay(), and it loaded the zone data inside the start-up task (7 ms unthrottled).
let sydneyDate: Intl.DateTimeFormat | undefined;

/** The Sydney calendar day that contains `now`, "YYYY-MM-DD" (2025-03-31T14:00:00Z is "2025-04-01"). */
export function sydneyDay(now: Date): string {
  sydneyDate ??= new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return sydneyDate.format(now);
}

/** The `count` calendar months before the current Sydney month, oldest first (the current month excluded). */
export function previousMonthKeys(now: Date, count: number = PREVIOUS_MONTHS): MonthKey[] {
  const current = currentMonthKey(now);
  if (lastPreviousKeys?.current === current && lastPreviousKeys.keys.length === count) return lastPreviousKeys.keys.slice();
  const keys: MonthKey[] = [];
  for (let back = count; back >= 1; back--) keys.push(addMonths(current, -back));
  lastPreviousKeys = { current, keys: keys.slice() };
  return keys;
}
// Kept for the same reason as lastMonthOf; callers get a copy, so none can alter another's keys.
let lastPreviousKeys: { current: MonthKey; keys: MonthKey[] } | null = null;

/** "2025-03-01" → "Mar-25" (the MMM-YY label used by table headers, monthlyFVs and Excel columns). */
export function monthLabel(key: MonthKey): string {
  const { year, month } = splitKey(key);
  return `${monthAbbreviation(month)}-${String(year % 100).padStart(2, "0")}`;
}

/**
 * "Mar-25" → "2025-03-01". Case-insensitive; the separator may be "-", "/", a space or nothing;
 * the month may be the abbreviation, the full name or "Sept"; the year two or four digits
 * (two-digit years are 20xx). Anything else is null, so a parser can tell a month column from others.
 */
export function parseMonthLabel(label: string): MonthKey | null {
  const match = /^([a-z]+)\.?[\s\-/]*'?(\d{2}|\d{4})$/i.exec(label.trim());
  if (!match) return null;
  const name = match[1].toLowerCase();
  const monthIndex = MONTH_NAMES.findIndex(
    (full) => name === full || name === full.slice(0, 3) || (full === "september" && name === "sept"),
  );
  if (monthIndex < 0) return null;
  const digits = match[2];
  const year = digits.length === 2 ? 2000 + Number(digits) : Number(digits);
  return monthKey(year, monthIndex + 1);
}

/**
 * The dates under a chart's time axis (the History tab's, the Holdings value chart's): the first
 * trading day of every n-th month, n chosen so that at most `count` months are labelled, each month
 * once. Given to the chart as they are, so it never measures 1,250 labels to find room for a few.
 * A month starting within `endRows` rows of the last has no room for its label, which is centred
 * on its day and would be cut at the chart's edge ("Dec-2" on 2 December).
 */
export function monthTicks(rows: readonly { date: string }[], count: number, endRows = 0): string[] {
  const starts: string[] = [];
  let month = "";
  for (const [index, row] of rows.entries()) {
    const current = row.date.slice(0, 7);
    if (current !== month) {
      // The first row is a month start only if the month begins there, not mid-month.
      const starting = month !== "" || row.date.slice(8) <= "03";
      if (starting && rows.length - 1 - index >= endRows) starts.push(row.date);
      month = current;
    }
  }
  const step = Math.max(1, Math.ceil(starts.length / count));
  // Counted back from the latest month, so the newest months are always labelled.
  return starts.filter((_, i) => (starts.length - 1 - i) % step === 0);
}
