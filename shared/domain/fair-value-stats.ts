// Per-source statistics over a stock's fair-value history for ONE source. The history is
// append-only: re-importing a month adds a newer row that supersedes the old one (newest createdAt
// wins), and undoing an import deletes rows so the older value comes back by itself. Everything here
// is therefore computed from "the newest row per month", never from raw rows.
import { MOMENTUM_LOOKBACK_MONTHS, PREVIOUS_MONTHS } from "../constants";
import { addMonths, monthLabel, previousMonthKeys, toMonthKey, type MonthKey } from "./months";
import { isFiniteNumber, mean, withoutFloatNoise } from "./numbers";

export interface FairValuePoint {
  /** First day of the month the value applies to ("2025-03-01"). */
  asOfMonth: string;
  fairValue: number;
  /** When the row was imported; decides which of several rows for one month is current. */
  createdAt: Date | string;
}

/** Month key → that month's current fair value. */
export type MonthlyValues = ReadonlyMap<MonthKey, number>;

function timeOf(createdAt: Date | string): number {
  const time = (createdAt instanceof Date ? createdAt : new Date(createdAt)).getTime();
  // An unreadable timestamp loses every tie rather than poisoning comparisons with NaN.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The current value of each month: the row with the newest createdAt. When two rows share a
 * createdAt the later one in the input wins, matching append order.
 */
export function currentMonthlyValues(rows: readonly FairValuePoint[]): Map<MonthKey, number> {
  const newest = new Map<MonthKey, { value: number; time: number }>();
  for (const row of rows) {
    const month = toMonthKey(row.asOfMonth);
    if (month === null || !isFiniteNumber(row.fairValue)) continue;
    const time = timeOf(row.createdAt);
    const held = newest.get(month);
    if (!held || time >= held.time) newest.set(month, { value: row.fairValue, time });
  }
  const values = new Map<MonthKey, number>();
  for (const [month, { value }] of newest) values.set(month, value);
  return values;
}

/** The source's current fair value: the latest month present (its newest row) and that month. */
export function latestValue(rows: readonly FairValuePoint[]): { value: number; month: MonthKey } | null {
  return latestMonthOf(currentMonthlyValues(rows));
}

function latestMonthOf(monthly: MonthlyValues): { value: number; month: MonthKey } | null {
  let latest: { value: number; month: MonthKey } | null = null;
  // Month keys are zero-padded ISO dates, so string order is calendar order.
  for (const [month, value] of monthly) {
    if (latest === null || month > latest.month) latest = { value, month };
  }
  return latest;
}

/** Mean over the previous six calendar months that have a value; months without data are skipped. */
export function previousSixMonthAverage(
  monthly: MonthlyValues,
  now: Date,
  months: number = PREVIOUS_MONTHS,
): number | null {
  const present: number[] = [];
  for (const month of previousMonthKeys(now, months)) {
    const value = monthly.get(month);
    if (value !== undefined) present.push(value);
  }
  const average = mean(present);
  return average === null ? null : withoutFloatNoise(average);
}

/** How many of the previous six months have a value (the collapsed table shows "n/6"). */
export function previousMonthsWithData(monthly: MonthlyValues, now: Date, months: number = PREVIOUS_MONTHS): number {
  return previousMonthKeys(now, months).filter((month) => monthly.has(month)).length;
}

/** The read model's monthlyFVs: "Mar-25" → value for the previous six months that have data, oldest first. */
export function monthlyFVs(
  monthly: MonthlyValues,
  now: Date,
  months: number = PREVIOUS_MONTHS,
): Record<string, number> {
  const byLabel: Record<string, number> = {};
  for (const month of previousMonthKeys(now, months)) {
    const value = monthly.get(month);
    if (value !== undefined) byLabel[monthLabel(month)] = value;
  }
  return byLabel;
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

/** Everything the stock read model needs from one source's rows, in one pass over the history. */
export function summariseSourceHistory(rows: readonly FairValuePoint[], now: Date): SourceSummary {
  const monthly = currentMonthlyValues(rows);
  const latest = latestMonthOf(monthly);
  return {
    fairValue: latest?.value ?? null,
    fairValueMonth: latest?.month ?? null,
    prev6MAvg: previousSixMonthAverage(monthly, now),
    monthly,
  };
}
