// Benchmark series (docs/domain.md#benchmarks): what each stored series is worth on a day, whether
// it can be trusted for a period, and which one a return is compared with. Raw closes and dividends
// are stored, never Yahoo's adjclose (rewritten backwards, sometimes missing); the total-return
// proxy is built from them: TR_t = TR_{t−1} × (C_t + D_t) / C_{t−1}, D_t the dividend with ex-date t.
import { daysBetween, historyRange, lastWeekday, type HistoryRange } from "../price-history";
import { type Dec, ZERO, dec } from "../ledger/decimal";

export const BENCHMARK_KINDS = ["total", "price", "etf_proxy"] as const;
export type BenchmarkKind = (typeof BENCHMARK_KINDS)[number];

export interface BenchmarkDefinition {
  symbol: string;
  kind: BenchmarkKind;
  label: string;
}

/** The series the app keeps: the accumulation index (the default), the price index and the ETF proxy. */
export const BENCHMARKS: readonly BenchmarkDefinition[] = [
  { symbol: "^AXJT", kind: "total", label: "S&P/ASX 200 Accumulation (total return)" },
  { symbol: "^AXJO", kind: "price", label: "S&P/ASX 200 (price only)" },
  { symbol: "STW.AX", kind: "etf_proxy", label: "SPDR S&P/ASX 200 Fund (STW) with distributions" },
];
export const DEFAULT_BENCHMARK = "^AXJT";
/** What a stale, broken or short series falls back to. */
export const FALLBACK_BENCHMARK = "STW.AX";
/** The price index the accumulation index is checked against, day by day. */
export const PRICE_BENCHMARK = "^AXJO";

/** Closes unchanged for more than this many trading days in a row, or this many behind, make a series stale. */
export const STALE_TRADING_DAYS = 5;
/** A total-return index may move apart from the price index by its day's dividends, and by no more than this besides. */
export const MAX_DAILY_DIVERGENCE = 0.01;

/**
 * What a refresh asks the chart endpoint for: ten years on a series' first fetch (Yahoo answers
 * range=max with monthly bars, not daily), and after more than two years away; otherwise the
 * shortest range back to the last stored day, as a stock's history does.
 */
export function benchmarkRange(lastStored: string | null, today: string): HistoryRange {
  if (lastStored === null || daysBetween(lastStored, today) > 730) return "10y";
  return historyRange(lastStored, today);
}

/**
 * The rows a fetch stores: each close, and each distribution on the first close on or after its
 * ex-date (the day the price goes without it); a distribution after the last close waits for the
 * next fetch. Numbers as their shortest exact decimal text.
 */
export function benchmarkRows(
  closes: readonly { date: string; close: number }[],
  distributions: readonly { date: string; amount: number }[],
): { date: string; close: string; dividend: string | null }[] {
  const rows = closes.map((row) => ({ date: row.date, close: String(row.close), dividend: null as Dec | null }));
  for (const distribution of distributions) {
    const row = rows.find((candidate) => candidate.date >= distribution.date);
    if (row) row.dividend = (row.dividend ?? ZERO).plus(String(distribution.amount));
  }
  return rows.map((row) => ({ date: row.date, close: row.close, dividend: row.dividend === null ? null : row.dividend.toString() }));
}

export interface StoredClose {
  date: string;
  close: string;
}
export interface StoredDistribution {
  date: string;
  amount: string;
}

export interface Level {
  date: string;
  level: Dec;
}

/**
 * The series' level per trading day, oldest first. An index's level is its close (the accumulation
 * index has its dividends in it; the price index has none). The proxy's first level is its first
 * close, then each day grows by (close + that day's distribution) ÷ the previous close.
 */
export function benchmarkLevels(
  kind: BenchmarkKind,
  closes: readonly StoredClose[],
  distributions: readonly StoredDistribution[],
): Level[] {
  if (kind !== "etf_proxy") return closes.map((row) => ({ date: row.date, level: dec(row.close) }));
  const paid = new Map<string, Dec>();
  for (const row of distributions) paid.set(row.date, (paid.get(row.date) ?? ZERO).plus(row.amount));
  const levels: Level[] = [];
  let previousClose: Dec | null = null;
  let level = ZERO;
  for (const row of closes) {
    const close = dec(row.close);
    level = previousClose === null ? close : level.times(close.plus(paid.get(row.date) ?? ZERO)).div(previousClose);
    levels.push({ date: row.date, level });
    previousClose = close;
  }
  return levels;
}

/** The last level on or before `date`; null before the series starts. */
export function levelOn(levels: readonly Level[], date: string): Dec | null {
  let low = 0;
  let high = levels.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (levels[middle].date <= date) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? null : levels[low - 1].level;
}

/** Weekdays after `from` up to and including `to` (the ASX's holidays are few; weekdays stand in for trading days). */
export function weekdaysBetween(from: string, to: string): number {
  let count = 0;
  for (let time = Date.parse(`${from}T00:00:00Z`) + 86_400_000; time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

export type SeriesProblem =
  | { code: "missing" }
  | { code: "short"; firstDate: string }
  | { code: "behind"; lastDate: string }
  | { code: "unchanged"; from: string; to: string }
  | { code: "diverges"; date: string };

/**
 * Why a series cannot be used from `start` to `end` (both Sydney dates), or null when it can:
 * - missing: no closes;
 * - short: its first close is after `start` (a level is needed on or before it);
 * - behind: its last close is more than 5 trading days before the last weekday on or before `end`;
 * - unchanged: the same close on more than 5 trading days in a row inside the period (a frozen feed);
 * - diverges (the accumulation index, against the price index): a day's move differs from the price
 *   index's on the same two adjacent trading days by more than 1 % beyond that day's dividend yield,
 *   taken from the proxy's distribution.
 */
export function seriesProblem(
  closes: readonly StoredClose[],
  range: { start: string; end: string },
  check?: { priceCloses: readonly StoredClose[]; dividendYieldOn: (date: string) => number },
): SeriesProblem | null {
  if (closes.length === 0) return { code: "missing" };
  if (closes[0].date > range.start) return { code: "short", firstDate: closes[0].date };
  const last = closes[closes.length - 1].date;
  if (last < range.end && weekdaysBetween(last, lastWeekday(range.end)) > STALE_TRADING_DAYS) return { code: "behind", lastDate: last };
  let runStart = 0;
  for (let index = 1; index <= closes.length; index += 1) {
    if (index < closes.length && closes[index].close === closes[runStart].close) continue;
    const run = { from: closes[runStart].date, to: closes[index - 1].date };
    if (index - runStart > STALE_TRADING_DAYS + 1 && run.to >= range.start && run.from <= range.end) return { code: "unchanged", ...run };
    runStart = index;
  }
  if (check) {
    // Day by day only: two closes compared with the price index's on the same two adjacent trading days.
    const position = new Map(check.priceCloses.map((row, index) => [row.date, index]));
    for (let index = 1; index < closes.length; index += 1) {
      const { date } = closes[index];
      const previousDate = closes[index - 1].date;
      const at = position.get(date);
      if (date < range.start || date > range.end || at === undefined || position.get(previousDate) !== at - 1) continue;
      const move = Number(closes[index].close) / Number(closes[index - 1].close) - 1;
      const priceMove = Number(check.priceCloses[at].close) / Number(check.priceCloses[at - 1].close) - 1;
      if (Math.abs(move - priceMove) > MAX_DAILY_DIVERGENCE + check.dividendYieldOn(date)) return { code: "diverges", date };
    }
  }
  return null;
}

export interface SeriesData {
  definition: BenchmarkDefinition;
  closes: readonly StoredClose[];
  distributions: readonly StoredDistribution[];
}

export interface BenchmarkChoice {
  /** The series compared with; null when neither the one asked for nor the fallback can be used. */
  used: SeriesData | null;
  /** The one asked for (the default unless the user chose). */
  requested: BenchmarkDefinition;
  /** Why the one asked for was not used. */
  problem: SeriesProblem | null;
  fallbackUsed: boolean;
  /** Why the fallback could not be used either, when it was needed. */
  fallbackProblem: SeriesProblem | null;
}

function problemOf(
  series: SeriesData | undefined,
  range: { start: string; end: string },
  all: ReadonlyMap<string, SeriesData>,
): SeriesProblem | null {
  if (!series) return { code: "missing" };
  const price = all.get(PRICE_BENCHMARK);
  const proxy = all.get(FALLBACK_BENCHMARK);
  if (series.definition.kind !== "total" || !price || price.closes.length === 0) return seriesProblem(series.closes, range);
  // The day's dividend yield of the index, as the proxy paid it: its distribution ÷ its previous close.
  const yieldOn = new Map<string, number>();
  if (proxy) {
    const paid = new Map(proxy.distributions.map((row) => [row.date, Number(row.amount)]));
    for (let index = 1; index < proxy.closes.length; index += 1) {
      const amount = paid.get(proxy.closes[index].date);
      if (amount) yieldOn.set(proxy.closes[index].date, amount / Number(proxy.closes[index - 1].close));
    }
  }
  return seriesProblem(series.closes, range, { priceCloses: price.closes, dividendYieldOn: (date) => yieldOn.get(date) ?? 0 });
}

/**
 * The series a return over `range` is compared with: the one asked for (by symbol) when it can be
 * used, else the ETF proxy (said so: `fallbackUsed`), else none. `range.start` is the first day a
 * level is needed (the day before the period, or the first flow's day with nothing held before).
 */
export function chooseBenchmark(
  requestedSymbol: string,
  series: ReadonlyMap<string, SeriesData>,
  range: { start: string; end: string },
): BenchmarkChoice {
  const requested = BENCHMARKS.find((definition) => definition.symbol === requestedSymbol) ?? BENCHMARKS[0];
  const asked = series.get(requested.symbol);
  const problem = problemOf(asked, range, series);
  if (!problem) return { used: asked!, requested, problem: null, fallbackUsed: false, fallbackProblem: null };
  if (requested.symbol === FALLBACK_BENCHMARK) return { used: null, requested, problem, fallbackUsed: false, fallbackProblem: null };
  const fallback = series.get(FALLBACK_BENCHMARK);
  const fallbackProblem = problemOf(fallback, range, series);
  return fallbackProblem
    ? { used: null, requested, problem, fallbackUsed: false, fallbackProblem }
    : { used: fallback!, requested, problem, fallbackUsed: true, fallbackProblem: null };
}
