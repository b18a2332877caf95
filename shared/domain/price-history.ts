// Daily closes from the market-data provider (docs/domain.md#price-history): which exchange day a
// bar belongs to, how much history to ask for, and which closes are fit to keep.
import { APP_TIME_ZONE, DAILY_CLOSE_MAX_JUMP } from "../constants";

/** A calendar date on the exchange's calendar: "YYYY-MM-DD". */
export type TradingDate = string;

/** The chart ranges the provider understands that the history asks for, shortest first ("10y": a benchmark's first fetch). */
export const HISTORY_RANGES = ["5d", "1mo", "3mo", "6mo", "1y", "2y", "5y", "10y"] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
/** A symbol's first fetch. */
export const FIRST_HISTORY_RANGE: HistoryRange = "5y";

/**
 * Calendar days each range is sure to cover, counted low (5 trading days span at least 5 calendar
 * days; a month at least 28), so a range chosen by these never leaves a gap.
 */
const RANGE_DAYS: readonly (readonly [HistoryRange, number])[] = [
  ["5d", 5],
  ["1mo", 28],
  ["3mo", 89],
  ["6mo", 181],
  ["1y", 365],
  ["2y", 730],
];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const sydneyDay = new Intl.DateTimeFormat("en-AU", { timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

// Sydney's offset from UTC is a whole number of hours and changes on the hour, so every UTC hour
// falls in one Sydney day. A refresh of every listed stock converts millions of bar times that
// share a few thousand hours; formatting in a time zone is the costly part, so answers are kept.
const dayOfHour = new Map<number, TradingDate>();
const DAY_OF_HOUR_LIMIT = 50_000;

/** The Sydney calendar date of an instant: an ASX bar stamped 23:00 UTC belongs to the next Sydney day. */
export function sydneyTradingDate(time: Date): TradingDate {
  const hour = Math.floor(time.getTime() / HOUR_MS);
  const known = dayOfHour.get(hour);
  if (known !== undefined) return known;
  let year = "";
  let month = "";
  let day = "";
  for (const part of sydneyDay.formatToParts(time)) {
    if (part.type === "year") year = part.value;
    else if (part.type === "month") month = part.value;
    else if (part.type === "day") day = part.value;
  }
  const date = `${year}-${month}-${day}`;
  if (dayOfHour.size >= DAY_OF_HOUR_LIMIT) dayOfHour.clear();
  dayOfHour.set(hour, date);
  return date;
}

/** Whole days from `from` to `to` (both "YYYY-MM-DD"); negative when `to` is earlier. */
export function daysBetween(from: TradingDate, to: TradingDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** "2025-03-10" minus n days. */
export function daysBefore(date: TradingDate, days: number): TradingDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The last weekday on or before `date`: the date itself from Monday to Friday, else the Friday before. */
export function lastWeekday(date: TradingDate): TradingDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 6 ? daysBefore(date, 1) : weekday === 0 ? daysBefore(date, 2) : date;
}

/**
 * Whether a symbol's stored history is as new as the provider's can be: its closes reach the last
 * weekday on or before `today` (Sydney). A fetch then would bring no close and no dividend not
 * stored already; a public holiday only makes it look behind, and it is fetched.
 */
export function isHistoryCurrent(lastStored: TradingDate | null, today: TradingDate): boolean {
  return lastStored !== null && lastStored >= lastWeekday(today);
}

/**
 * What to ask the provider for: five years when nothing is stored for the symbol, otherwise the
 * shortest range that reaches back to the last stored day (which is fetched again, so a day stored
 * mid-session gets its final close).
 */
export function historyRange(lastStored: TradingDate | null, today: TradingDate): HistoryRange {
  if (lastStored === null) return FIRST_HISTORY_RANGE;
  const missing = daysBetween(lastStored, today);
  for (const [range, days] of RANGE_DAYS) if (missing <= days) return range;
  return FIRST_HISTORY_RANGE;
}

/** One bar as the provider sent it: its time, and a close that may be null (no trade) or nonsense. */
export interface ProviderBar {
  time: Date;
  close: number | null;
}

export interface DailyClose {
  date: TradingDate;
  close: number;
}

export type RejectedCloseReason = "zero" | "negative" | "not-finite" | "jump";

export interface RejectedClose {
  date: TradingDate;
  close: number;
  reason: RejectedCloseReason;
  /** The close it was compared with, for a jump. */
  previous?: number;
}

/** Up to this many of a fetch's first good closes set the yardstick when no earlier close is known. */
const FIRST_REFERENCE_CLOSES = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function basicFault(close: number): RejectedCloseReason | null {
  if (!Number.isFinite(close)) return "not-finite";
  if (close === 0) return "zero";
  if (close < 0) return "negative";
  return null;
}

/** More than DAILY_CLOSE_MAX_JUMP times the previous close, or less than its 1/DAILY_CLOSE_MAX_JUMP. */
function isJump(close: number, previous: number): boolean {
  return close > previous * DAILY_CLOSE_MAX_JUMP || close * DAILY_CLOSE_MAX_JUMP < previous;
}

/**
 * The closes worth storing from one fetch, oldest first, and the ones refused with the reason.
 * - A null close (a halt, a holiday) is skipped without comment.
 * - 0, a negative or a non-finite close is refused.
 * - A close more than 10× above or below the previous kept close is refused (a price in cents, a
 *   stray digit). The previous close is the latest of `earlier` (stored closes) dated before it, or
 *   the fetch's own previous kept close; when neither exists, the median of the fetch's first few
 *   sound closes stands in, so one wrong first bar cannot get every later one refused.
 * - Two bars on one date (a provider quirk): the later one counts.
 */
export function cleanDailyCloses(
  bars: readonly ProviderBar[],
  earlier: readonly DailyClose[] = [],
): { closes: DailyClose[]; rejected: RejectedClose[] } {
  const byDate = new Map<TradingDate, number | null>();
  for (const bar of bars) byDate.set(sydneyTradingDate(bar.time), bar.close);
  const dated = [...byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  const stored = [...earlier].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const sound = dated.flatMap(([, close]) => (close !== null && basicFault(close) === null ? [close] : []));
  const fallback = sound.length > 0 ? median(sound.slice(0, FIRST_REFERENCE_CLOSES)) : null;

  const closes: DailyClose[] = [];
  const rejected: RejectedClose[] = [];
  let storedIndex = 0;
  let previous: number | null = null;
  for (const [date, close] of dated) {
    if (close === null) continue;
    const fault = basicFault(close);
    if (fault) {
      rejected.push({ date, close, reason: fault });
      continue;
    }
    if (closes.length === 0) {
      // Before the first kept close of this fetch, the yardstick is the latest stored one before it.
      while (storedIndex < stored.length && stored[storedIndex].date < date) previous = stored[storedIndex++].close;
    }
    const reference = previous ?? fallback;
    if (reference !== null && isJump(close, reference)) {
      rejected.push({ date, close, reason: "jump", previous: reference });
      continue;
    }
    closes.push({ date, close });
    previous = close;
  }
  return { closes, rejected };
}
