// Per-source statistics over a stock's fair-value history for ONE source. The history is
// append-only: re-importing a month adds a newer row that supersedes the old one (newest createdAt
// wins), and undoing an import deletes rows so the older value comes back by itself. Storage keeps
// the newest row per month (server/storage/portfolio.ts); everything here works on those month →
// value maps, and the portfolio read model calls these functions, so the figures live only here.
import { MOMENTUM_LOOKBACK_MONTHS, PREVIOUS_MONTHS } from "../constants";
import { addMonths, monthLabel, previousMonthKeys, type MonthKey } from "./months";
import { mean, withoutFloatNoise } from "./numbers";

/** Month key → that month's current fair value (the newest import of the month). */
export type MonthlyValues = ReadonlyMap<MonthKey, number>;

/** The latest month that has a value, and that value. */
export function latestMonthOf(monthly: MonthlyValues): { value: number; month: MonthKey } | null {
  let latest: { value: number; month: MonthKey } | null = null;
  // Month keys are zero-padded ISO dates, so string order is calendar order.
  for (const [month, value] of monthly) {
    if (latest === null || month > latest.month) latest = { value, month };
  }
  return latest;
}

/** Mean over the previous six calendar months that have a value; months without data are skipped. */
export function previousSixMonthAverage(monthly: MonthlyValues, now: Date, months: number = PREVIOUS_MONTHS): number | null {
  const present: number[] = [];
  for (const month of previousMonthKeys(now, months)) {
    const value = monthly.get(month);
    if (value !== undefined) present.push(value);
  }
  const average = mean(present);
  return average === null ? null : withoutFloatNoise(average);
}

/** The read model's monthlyFVs: "Mar-25" → value for the previous six months that have data, oldest first. */
export function monthlyFVs(monthly: MonthlyValues, now: Date, months: number = PREVIOUS_MONTHS): Record<string, number> {
  const byLabel: Record<string, number> = {};
  for (const month of previousMonthKeys(now, months)) {
    const value = monthly.get(month);
    if (value !== undefined) byLabel[monthLabel(month)] = value;
  }
  return byLabel;
}

/**
 * The previous-six-month average from the read model's monthlyFVs (which hold exactly the months
 * previousSixMonthAverage averages, oldest first): the same values summed in the same order, so the
 * result is the same number to the last bit. GET /api/portfolio sends the months and not their
 * average; readers work it out here.
 */
export function averageOfMonthlyFVs(monthly: Readonly<Record<string, number>>): number | null {
  const average = mean(Object.values(monthly));
  return average === null ? null : withoutFloatNoise(average);
}

/**
 * 3-month trend in percent: (latest monthly value − the value exactly three calendar months before
 * that month) / the earlier value × 100. Null when either month is missing or the earlier value is 0.
 * Anchored on the latest month with data (not on "now"), so a source that stopped publishing keeps
 * showing its last trend instead of going blank.
 */
export function fvMomentum(monthly: MonthlyValues, lookbackMonths: number = MOMENTUM_LOOKBACK_MONTHS): number | null {
  const latest = latestMonthOf(monthly);
  if (latest === null) return null;
  const earlier = monthly.get(addMonths(latest.month, -lookbackMonths));
  if (earlier === undefined || earlier === 0) return null;
  return withoutFloatNoise(((latest.value - earlier) / earlier) * 100);
}

export interface SourceSummary {
  /** `<source>FV`: the value of the latest month. */
  fairValue: number | null;
  /** `<source>FVDate`: that month. */
  fairValueMonth: MonthKey | null;
  /** `<source>Prev6MAvg`. */
  prev6MAvg: number | null;
  /** The month → value map, for monthlyFVs / fvMomentum / n-of-6 counts. */
  monthly: Map<MonthKey, number>;
}

/**
 * Everything the stock read model needs from one source: its months' current values (storage has
 * already kept the newest import of each month) summarised once per request and stock.
 */
export function summariseMonthlyValues(monthly: Map<MonthKey, number>, now: Date): SourceSummary {
  const latest = latestMonthOf(monthly);
  return {
    fairValue: latest?.value ?? null,
    fairValueMonth: latest?.month ?? null,
    prev6MAvg: previousSixMonthAverage(monthly, now),
    monthly,
  };
}
