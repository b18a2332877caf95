// Splits and consolidations the market-data provider reports (docs/domain.md#price-history "Splits").
// The provider's closes and dividends are adjusted for every split after them, as known when they
// are fetched; the app keeps them as traded (each day's close on that day's shares), which never
// changes once stored, so the units the ledger held that day multiply them as they stand.
import type { DailyClose, RejectedClose, TradingDate, ProviderBar } from "./price-history";
import { cleanDailyCloses } from "./price-history";

/**
 * A split on its ex-date (the first day traded on the new shares): `numerator` new shares for every
 * `denominator` old ones, as the provider writes it (2-for-1: 2 and 1; a 1-for-10 consolidation: 1 and 10).
 */
export interface MarketSplit {
  date: TradingDate;
  numerator: number;
  denominator: number;
}

/** Decimals a converted price keeps: ASX prices go to a tenth of a cent; this hides float noise, never a tick. */
const AS_TRADED_DECIMALS = 6;
const SCALE = 10 ** AS_TRADED_DECIMALS;

const byDate = (a: MarketSplit, b: MarketSplit) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/**
 * The splits worth applying, oldest first: a positive, finite ratio other than 1:1, one per date (the
 * later listing wins), and none dated after `through` (not yet traded on: nothing is adjusted for it).
 */
export function usableSplits(splits: readonly MarketSplit[], through?: TradingDate): MarketSplit[] {
  const sound = (n: number) => Number.isFinite(n) && n > 0;
  const byDay = new Map<TradingDate, MarketSplit>();
  for (const split of splits) {
    if (!sound(split.numerator) || !sound(split.denominator) || split.numerator === split.denominator) continue;
    if (through !== undefined && split.date > through) continue;
    byDay.set(split.date, split);
  }
  return [...byDay.values()].sort(byDate);
}

/**
 * What turns a price adjusted for every split after `date` back into the price traded on `date`:
 * the product of numerator ÷ denominator over the splits dated after it (1 when there are none).
 * A split's own ex-date already trades on the new shares.
 */
export function splitFactorAfter(splits: readonly MarketSplit[], date: TradingDate): number {
  let factor = 1;
  for (const split of splits) if (split.date > date) factor = (factor * split.numerator) / split.denominator;
  return factor;
}

/** `value` × `factor`, to AS_TRADED_DECIMALS places when a split changed it (the value as sent otherwise). */
export function scaledBy(value: number, factor: number): number {
  return factor === 1 ? value : Math.round(value * factor * SCALE) / SCALE;
}

/**
 * One fetch's closes as traded. The bars are the provider's, adjusted for `fetched` (the splits that
 * fetch reported); `earlier` are stored closes (as traded), the yardstick of cleanDailyCloses, which
 * compares closes on one basis: the provider's, so `known` (every split known for the symbol) turns
 * them into it first. A split is thus never taken for a bad jump. Refused closes are as sent.
 */
export function closesAsTraded(
  bars: readonly ProviderBar[],
  splits: { fetched: readonly MarketSplit[]; known: readonly MarketSplit[] },
  earlier: readonly DailyClose[] = [],
): { closes: DailyClose[]; rejected: RejectedClose[] } {
  const yardstick = earlier.map(({ date, close }) => ({ date, close: close / splitFactorAfter(splits.known, date) }));
  const { closes, rejected } = cleanDailyCloses(bars, yardstick);
  return {
    closes: closes.map(({ date, close }) => ({ date, close: scaledBy(close, splitFactorAfter(splits.fetched, date)) })),
    rejected,
  };
}

/**
 * Splits of one symbol, stored and fetched, as one list: a fetch's own listing of a date wins over
 * the stored one (the provider corrected it).
 */
export function mergeSplits(stored: readonly MarketSplit[], fetched: readonly MarketSplit[]): MarketSplit[] {
  return usableSplits([...stored, ...fetched]);
}
