// Daily bars for the local Yahoo-format server (market-data-server.ts): one bar per weekday of the
// range asked for, stamped at 10:00 Sydney time as Yahoo stamps ASX bars (23:00 UTC the day before
// in summer time, 00:00 UTC in winter), with a deterministic close that ends at the quote's price.
import { daysBefore, lastWeekday, sydneyTradingDate } from "@shared/domain/price-history";

/** Calendar days each range reaches back (Yahoo counts months and years by the calendar). */
export const RANGE_CALENDAR_DAYS: Record<string, number> = {
  "5d": 7,
  "1mo": 31,
  "3mo": 92,
  "6mo": 183,
  "1y": 365,
  "2y": 730,
  "5y": 1826,
  "10y": 3653,
};

/** Days on which the ASX is shut and Yahoo still sends a bar with a null close. */
const HOLIDAYS = ["-01-01", "-01-26", "-04-25", "-12-25", "-12-26"];

const HOUR_MS = 60 * 60 * 1000;

const sydneyHour = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", hour: "numeric", hourCycle: "h23" });

/** 10:00 in Sydney on `date`, as an epoch second. */
export function sydneyOpen(date: string): number {
  // 10:00 AEST is 00:00 UTC; in summer time (AEDT) the same wall time is an hour earlier in UTC.
  const winter = Date.parse(`${date}T00:00:00Z`);
  const summer = winter - HOUR_MS;
  return (sydneyHour.format(new Date(summer)) === "10" ? summer : winter) / 1000;
}

export interface DayBar {
  date: string;
  /** Epoch seconds of the bar. */
  time: number;
  /** Days before the last bar's date; 0 for the last. */
  back: number;
}

const barsCache = new Map<string, DayBar[]>();

/** The weekdays of `range` up to and including the last weekday on or before `end`'s Sydney date, oldest first. */
export function rangeDays(range: string, end: Date): DayBar[] {
  // On a weekend the last bar is Friday's, which the quote then is (as Yahoo answers on a Saturday).
  const last = lastWeekday(sydneyTradingDate(end));
  const key = `${range}|${last}`;
  const cached = barsCache.get(key);
  if (cached) return cached;
  const span = RANGE_CALENDAR_DAYS[range] ?? 365;
  const bars: DayBar[] = [];
  for (let back = span - 1; back >= 0; back--) {
    const date = daysBefore(last, back);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    bars.push({ date, time: sydneyOpen(date), back });
  }
  barsCache.set(key, bars);
  return bars;
}

export const isHoliday = (date: string) => HOLIDAYS.some((day) => date.endsWith(day));

/**
 * The fixture's close `back` days before the quote: a slow five-year climb to `price` with a
 * wobble, rounded to a tenth of a cent; never near a 10× jump.
 */
export function fixtureClose(price: number, back: number): number {
  const trend = 1 - (0.3 * back) / 1826;
  const wobble = 0.04 * Math.sin(back / 11);
  return Math.round(price * (trend + (back === 0 ? 0 : wobble)) * 1000) / 1000;
}

/**
 * The "bad-closes" case: a sound history spoiled on fixed bars (counted back from the last bar, 0),
 * each with what the history must make of it. Raw JSON text, so a non-finite value (1e999) can be
 * sent at all.
 */
export const BAD_CLOSE_DAYS: Readonly<Record<number, { json: string; why: string }>> = {
  30: { json: "0", why: "zero" },
  31: { json: "-4.5", why: "negative" },
  32: { json: "1e999", why: "not-finite" },
  33: { json: "999999", why: "jump" },
};
