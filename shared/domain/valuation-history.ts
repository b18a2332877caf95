// A stock's fair values over time (docs/domain.md#valuation-history): the Morningstar 5-star price
// of each month, and the list of changes in every source's value, newest first.
import type { MonthKey } from "./months";
import { withoutFloatNoise } from "./numbers";
import { SOURCE_KEYS, type SourceKey } from "./sources";
import { fiveStarPrice } from "./valuation";

export interface MonthValue {
  month: MonthKey;
  value: number;
}

export interface MonthRating {
  month: MonthKey;
  /** Morningstar's uncertainty rating as imported ("Medium", "very high"). */
  uncertainty: string;
}

const byMonth = <T extends { month: MonthKey }>(a: T, b: T) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0);

/**
 * The 5-star price of each month that has a Morningstar value: value × (1 − band), the band from
 * the uncertainty in force that month — the month's own rating, else the latest earlier month's (a
 * rating holds until Morningstar changes it), else, for months before the first rating, the first
 * one (a workbook's monthly values carry no rating; uncertainty ratings rarely move). Months whose
 * rating is unknown to the bands are left out.
 */
export function fiveStarByMonth(morningstar: readonly MonthValue[], ratings: readonly MonthRating[]): MonthValue[] {
  const rated = [...ratings].sort(byMonth);
  const result: MonthValue[] = [];
  let next = 0;
  let inForce: string | null = rated[0]?.uncertainty ?? null;
  for (const { month, value } of [...morningstar].sort(byMonth)) {
    while (next < rated.length && rated[next].month <= month) inForce = rated[next++].uncertainty;
    const price = fiveStarPrice(value, inForce);
    if (price !== null) result.push({ month, value: price });
  }
  return result;
}

export interface FairValueChange {
  month: MonthKey;
  source: SourceKey;
  /** The value of the source's previous month with one. */
  from: number;
  to: number;
  /** (to − from) / from × 100; null when from is 0. */
  changePercent: number | null;
}

/**
 * Every change in a source's value: each month whose value differs from the source's previous month
 * with a value (months without one are skipped, not read as a drop to nothing). Newest month first;
 * within a month, in the sources' usual order.
 */
export function fairValueChanges(bySource: Readonly<Partial<Record<SourceKey, readonly MonthValue[]>>>): FairValueChange[] {
  const changes: FairValueChange[] = [];
  for (const source of SOURCE_KEYS) {
    const months = [...(bySource[source] ?? [])].sort(byMonth);
    for (let i = 1; i < months.length; i++) {
      const from = months[i - 1].value;
      const to = months[i].value;
      if (from === to) continue;
      const changePercent = from === 0 ? null : withoutFloatNoise(((to - from) / from) * 100);
      changes.push({ month: months[i].month, source, from, to, changePercent });
    }
  }
  const order = (source: SourceKey) => SOURCE_KEYS.indexOf(source);
  return changes.sort((a, b) => (a.month !== b.month ? (a.month < b.month ? 1 : -1) : order(a.source) - order(b.source)));
}
