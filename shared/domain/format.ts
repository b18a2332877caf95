// Display formatting in the Australian locale (docs/domain.md "Dates and times on screen", docs/product.md
// "Limits"). Formatters are built once at module load: constructing Intl objects per cell is the slow
// part of rendering a 2,000-row table.
import { APP_LOCALE, MISSING_VALUE_TEXT, MONEY_DECIMALS, PERCENT_DECIMALS } from "../constants";
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

function makeDateFormatters(timeZone: string | undefined) {
  return {
    date: lazyFormat(() => new Intl.DateTimeFormat(APP_LOCALE, { timeZone, day: "numeric", month: "short", year: "numeric" })),
    dateTime: lazyFormat(
      () =>
        new Intl.DateTimeFormat(APP_LOCALE, {
          timeZone,
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "numeric",
          minute: "2-digit",
        }),
    ),
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

/**
 * "5 Jan 2024": the viewer's date of an instant; a "YYYY-MM-DD" string is taken as that calendar day.
 * Decision: the month is whatever en-AU's "short" month is, which CLDR spells Jan … May, "June",
 * "July", Aug, "Sept", Oct … ("20 July 2024"), as the spec asks for the en-AU locale. Table month
 * labels (monthLabel, "Sep-24") are a separate, fixed MMM-YY format.
 */
export function formatDateAU(value: DateInput, timeZone?: string): string {
  const resolved = resolve(value, timeZone);
  return resolved ? resolved.formatters.date.format(resolved.date) : MISSING_VALUE_TEXT;
}

/** "5 Jan 2024, 2:07 pm" in the viewer's time zone: every displayed date-time goes through here. */
export function formatDateTimeAU(value: DateInput, timeZone?: string): string {
  const resolved = resolve(value, timeZone);
  return resolved ? resolved.formatters.dateTime.format(resolved.date) : MISSING_VALUE_TEXT;
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
