// Display formatting in the Australian locale (docs/domain.md "Dates and times on screen", docs/product.md
// "Limits"). Formatters are built once at module load: constructing Intl objects per cell is the slow
// part of rendering a 2,000-row table.
import { APP_LOCALE, MISSING_VALUE_TEXT, MONEY_DECIMALS, PERCENT_DECIMALS } from "../constants";
import { monthAbbreviation, toMonthKey } from "./months";
import { isFiniteNumber } from "./numbers";

type MaybeNumber = number | null | undefined;
type DateInput = Date | string | null | undefined;

const decimalFormatters = new Map<number, Intl.NumberFormat>();
function decimals(count: number): Intl.NumberFormat {
  let formatter = decimalFormatters.get(count);
  if (!formatter) {
    formatter = new Intl.NumberFormat(APP_LOCALE, { minimumFractionDigits: count, maximumFractionDigits: count });
    decimalFormatters.set(count, formatter);
  }
  return formatter;
}

/** Formats |value| with grouping; returns the sign separately so "-0.00" never appears. */
function signedParts(value: number, fractionDigits: number): { sign: string; digits: string } {
  const digits = decimals(fractionDigits).format(Math.abs(value));
  const isZero = Number(digits.replace(/,/g, "")) === 0;
  return { sign: value < 0 && !isZero ? "-" : "", digits };
}

/** "$1,234.56", "-$12.50"; "-" when missing. */
export function formatMoney(value: MaybeNumber): string {
  if (!isFiniteNumber(value)) return MISSING_VALUE_TEXT;
  const { sign, digits } = signedParts(value, MONEY_DECIMALS);
  return `${sign}$${digits}`;
}

/** "12.3%" (no plus sign; see formatSignedPercent in badges.ts for signed badges); "-" when missing. */
export function formatPercent(value: MaybeNumber, fractionDigits: number = PERCENT_DECIMALS): string {
  if (!isFiniteNumber(value)) return MISSING_VALUE_TEXT;
  const { sign, digits } = signedParts(value, fractionDigits);
  return `${sign}${digits}%`;
}

/** "1,234,567" (share counts); rounded to a whole number; "-" when missing. */
export function formatThousands(value: MaybeNumber): string {
  if (!isFiniteNumber(value)) return MISSING_VALUE_TEXT;
  const { sign, digits } = signedParts(value, 0);
  return `${sign}${digits}`;
}

/** Portfolio value in thousands with one decimal: 125,432 → "$125.4k". */
export function formatPortfolioValueK(value: MaybeNumber): string {
  if (!isFiniteNumber(value)) return MISSING_VALUE_TEXT;
  const { sign, digits } = signedParts(value / 1000, 1);
  return `${sign}$${digits}k`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Each formatter is made on first use: building an Intl.DateTimeFormat is slow (a page that shows no date pays nothing). */
function lazyFormat(make: () => Intl.DateTimeFormat) {
  let formatter: Intl.DateTimeFormat | undefined;
  return { format: (date: Date) => (formatter ??= make()).format(date) };
}

/**
 * The day, month, year and clock of a moment in a zone ("5", "1", "2024", "2", "07", "pm"). The
 * month is then named by monthAbbreviation: en-AU's own short month is "June", "July" and "Sept"
 * beside "Feb" and "Mar", two styles on one screen (issue 44 item 25).
 */
function lazyParts(timeZone: string | undefined) {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date: Date) => {
    formatter ??= new Intl.DateTimeFormat(APP_LOCALE, {
      timeZone,
      day: "numeric",
      month: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    });
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
    // Numbers, so en-AU's "05/01/2024" style of numeric parts reads "5".
    const day = `${Number(parts.day)} ${monthAbbreviation(Number(parts.month))} ${parts.year}`;
    return { day, time: `${Number(parts.hour)}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}` };
  };
}

function makeDateFormatters(timeZone: string | undefined) {
  const parts = lazyParts(timeZone);
  return {
    date: { format: (date: Date) => parts(date).day },
    dateTime: {
      format: (date: Date) => {
        const { day, time } = parts(date);
        return `${day}, ${time}`;
      },
    },
    short: lazyFormat(() => new Intl.DateTimeFormat(APP_LOCALE, { timeZone, dateStyle: "short" })),
  };
}
type DateFormatters = ReturnType<typeof makeDateFormatters>;

/**
 * The one rule for every displayed moment (an import's time, a price update, a registration): the
 * viewer's own time zone (the browser's; `undefined` asks Intl for the runtime's zone) in en-AU
 * format. One moment then reads the same on every screen, where User Management used to show local
 * time and the rest Sydney time. Tests pass a zone to pin the output.
 */
const LOCAL_ZONE = undefined;
const formattersByZone = new Map<string | undefined, DateFormatters>([[LOCAL_ZONE, makeDateFormatters(LOCAL_ZONE)]]);
function instantFormatters(timeZone: string | undefined): DateFormatters {
  let formatters = formattersByZone.get(timeZone);
  if (!formatters) {
    formatters = makeDateFormatters(timeZone);
    formattersByZone.set(timeZone, formatters);
  }
  return formatters;
}
// A bare calendar date ("2024-01-05", e.g. a shareholder asOfDate or an asOfMonth) names a day, not
// an instant: read it as UTC midnight and print it in UTC so no time zone can move it to another day.
const calendarFormatters = makeDateFormatters("UTC");

function resolve(value: DateInput, timeZone: string | undefined): { date: Date; formatters: DateFormatters } | null {
  if (value === null || value === undefined) return null;
  const isCalendarDate = typeof value === "string" && DATE_ONLY.test(value.trim());
  const date = value instanceof Date ? value : new Date(typeof value === "string" ? value.trim() : value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, formatters: isCalendarDate ? calendarFormatters : instantFormatters(timeZone) };
}

/** A real "YYYY-MM-DD" day (not 2025-02-30), trimmed; written from its digits, with no Intl call for the ledger's many dates. */
function calendarDay(value: DateInput): string | null {
  if (typeof value !== "string") return null;
  const day = value.trim();
  if (!DATE_ONLY.test(day)) return null;
  const time = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : day;
}

/**
 * "5 Jan 2024", "20 Jul 2024", "5 Sep 2024": the viewer's date of an instant; a "YYYY-MM-DD" string
 * is taken as that calendar day. Every month is its three letters (monthAbbreviation), as in the
 * tables' MMM-YY labels (monthLabel, "Sep-24") and formatMonthYear ("Sep 2024").
 */
export function formatDateAU(value: DateInput, timeZone?: string): string {
  const day = calendarDay(value);
  if (day) return `${Number(day.slice(8, 10))} ${monthAbbreviation(Number(day.slice(5, 7)))} ${day.slice(0, 4)}`;
  const resolved = resolve(value, timeZone);
  return resolved ? resolved.formatters.date.format(resolved.date) : MISSING_VALUE_TEXT;
}

/** "5 Jan 2024, 2:07 pm" in the viewer's time zone: every displayed date-time goes through here. */
export function formatDateTimeAU(value: DateInput, timeZone?: string): string {
  const resolved = resolve(value, timeZone);
  return resolved ? resolved.formatters.dateTime.format(resolved.date) : MISSING_VALUE_TEXT;
}

/** "2025-03-01" (or any date of the month) → "Mar 2025": a calendar month, never moved by a time zone; "-" otherwise. */
export function formatMonthYear(value: string | null | undefined): string {
  const key = value ? toMonthKey(value) : null;
  return key ? `${monthAbbreviation(Number(key.slice(5, 7)))} ${key.slice(0, 4)}` : MISSING_VALUE_TEXT;
}

/** The detail dialog's "As of" date: en-AU short style, day/month/2-digit year ("5/1/24"). */
export function shortDateAU(value: DateInput, timeZone?: string): string {
  const resolved = resolve(value, timeZone);
  return resolved ? resolved.formatters.short.format(resolved.date) : MISSING_VALUE_TEXT;
}

/**
 * Avatar initials: the first letter or digit of up to two words, upper-cased
 * ("HSBC Custody Nominees (Australia) Limited" → "HC"). Words without a letter or digit ("&", "-")
 * are skipped so they cannot produce punctuation initials.
 */
export function initials(name: string | null | undefined): string {
  if (!name) return "";
  const letters: string[] = [];
  for (const word of name.trim().split(/\s+/)) {
    const first = /[\p{L}\p{N}]/u.exec(word);
    if (first) letters.push(first[0].toUpperCase());
    if (letters.length === 2) break;
  }
  return letters.join("");
}
