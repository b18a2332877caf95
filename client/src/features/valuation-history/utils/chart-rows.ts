// The chart's data: one row per trading day with the close and every value in force that day. A
// month's fair value holds from the month's first day until the source's next month with a value
// (a step line), as the dashboard's current value is the latest month that has one. The broker
// average is worked out per day over the brokers the dashboard's checkboxes leave visible.
import type { ValuationHistory } from "@shared/contracts/valuation-history";
import { visibleBrokerValues } from "@shared/domain/consensus";
import { mean, withoutFloatNoise } from "@shared/domain/numbers";
import { daysBefore } from "@shared/domain/price-history";
import { BROKER_KEYS, sourceKeyForBroker, type BrokerVisibility, type SourceKey } from "@shared/domain/sources";
import { allowedByBrokers, SERIES, SOURCE_SERIES, type SeriesKey } from "./series";

export const CHART_RANGES = ["1Y", "3Y", "5Y", "All"] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_CHART_RANGE: ChartRange = "5Y";
const RANGE_YEARS: Record<Exclude<ChartRange, "All">, number> = { "1Y": 1, "3Y": 3, "5Y": 5 };

export type ChartRow = Record<SourceKey, number | null> & {
  date: string;
  close: number;
  brokerAverage: number | null;
  fiveStar: number | null;
  buyBelow: number | null;
  sellAbove: number | null;
  /** [Buy Below, Sell Above] when both are known: the shaded zone. */
  iiZone: [number, number] | null;
};

/** Walks a month-ordered list alongside the days: the latest entry whose month has begun. */
function stepper<T extends { month: string }>(list: readonly T[]) {
  let next = 0;
  let current: T | null = null;
  return (month: string): T | null => {
    while (next < list.length && list[next].month <= month) current = list[next++];
    return current;
  };
}

export function buildChartRows(history: ValuationHistory, visibility: Readonly<BrokerVisibility>): ChartRow[] {
  const ms = stepper(history.fairValues.morningstar);
  const ii = stepper(history.fairValues["intelligent-investor"]);
  const mf = stepper(history.fairValues["motley-fool"]);
  const bp = stepper(history.fairValues["bell-potter"]);
  const bpc = stepper(history.fairValues["bell-potter-consensus"]);
  const fiveStar = stepper(history.fiveStar);
  const levels = stepper(history.intelligentInvestorLevels);
  const rows: ChartRow[] = [];
  for (const { date, close } of history.prices) {
    const month = `${date.slice(0, 8)}01`;
    const brokers = {
      lastPrice: close,
      morningstarFV: ms(month)?.value ?? null,
      intelligentInvestorFV: ii(month)?.value ?? null,
      motleyFoolFV: mf(month)?.value ?? null,
      bellPotterFV: bp(month)?.value ?? null,
    };
    const average = mean(visibleBrokerValues(brokers, visibility));
    const level = levels(month);
    const buyBelow = level?.buyBelow ?? null;
    const sellAbove = level?.sellAbove ?? null;
    // One literal per row: every row has the same shape (1,250 rows are built per opening).
    rows.push({
      date,
      close,
      morningstar: brokers.morningstarFV,
      "intelligent-investor": brokers.intelligentInvestorFV,
      "motley-fool": brokers.motleyFoolFV,
      "bell-potter": brokers.bellPotterFV,
      "bell-potter-consensus": bpc(month)?.value ?? null,
      brokerAverage: average === null ? null : withoutFloatNoise(average),
      fiveStar: fiveStar(month)?.value ?? null,
      buyBelow,
      sellAbove,
      iiZone: buyBelow !== null && sellAbove !== null ? [buyBelow, sellAbove] : null,
    });
  }
  return rows;
}

/** The series drawn as steps; each has a value per day, of which the drawing needs few. */
const STEP_SERIES = [...SOURCE_SERIES, "brokerAverage", "fiveStar"] as const;
export type StepSeries = (typeof STEP_SERIES)[number];
export type DrawnRow = ChartRow & { step: Record<StepSeries, number | null> };

/**
 * The rows with each step series thinned to the days the drawing needs: where a value starts, the
 * last day before it changes, the first day after, and the first and last day shown. The chart
 * joins these points across the days between (a month's value holds, so nothing is lost), drawing
 * a few dozen points per fair value instead of one per trading day; the tooltip still reads every
 * day's full row.
 */
export function withStepPoints(rows: readonly ChartRow[]): DrawnRow[] {
  const last = rows.length - 1;
  return rows.map((row, i) => {
    const step = {} as Record<StepSeries, number | null>;
    for (const key of STEP_SERIES) {
      const value = row[key];
      const needed = i === 0 || i === last || value !== rows[i - 1][key] || value !== rows[i + 1][key];
      step[key] = typeof value === "number" && needed ? value : null;
    }
    return { ...row, step };
  });
}

/** A day of the Intelligent Investor zone: Buy Below and Sell Above. */
export interface ZonePoint {
  date: string;
  low: number;
  high: number;
}

/**
 * The II zone's days the drawing needs, in runs of consecutive days that have both levels (a day
 * without them breaks the band): each run's first and last day, and the days either side of a
 * change, as withStepPoints keeps for the lines.
 */
export function zoneStepRuns(rows: readonly ChartRow[]): ZonePoint[][] {
  const runs: ZonePoint[][] = [];
  const same = (a: ChartRow["iiZone"], b: ChartRow["iiZone"]) => a !== null && b !== null && a[0] === b[0] && a[1] === b[1];
  let run: ZonePoint[] | null = null;
  rows.forEach((row, i) => {
    const zone = row.iiZone;
    if (zone === null) {
      run = null;
      return;
    }
    if (run === null) {
      run = [];
      runs.push(run);
    }
    const previous = rows[i - 1]?.iiZone ?? null;
    const next = rows[i + 1]?.iiZone ?? null;
    if (!same(zone, previous) || !same(zone, next)) run.push({ date: row.date, low: zone[0], high: zone[1] });
  });
  return runs;
}

/** The last 1, 3 or 5 years of rows (counted back from the latest close), or all of them. */
export function rowsInRange(rows: readonly ChartRow[], range: ChartRange): readonly ChartRow[] {
  if (range === "All" || rows.length === 0) return rows;
  const from = daysBefore(rows[rows.length - 1].date, Math.round(365.25 * RANGE_YEARS[range]));
  const start = rows.findIndex((row) => row.date > from);
  return start <= 0 ? rows : rows.slice(start);
}

/**
 * The series this stock can draw, in legend order: each needs data, and a broker's series need its
 * dashboard checkbox. The broker average is offered when at least two visible brokers have values
 * (with one it would only retrace that broker's line).
 */
export function availableSeries(history: ValuationHistory, visibility: Readonly<BrokerVisibility>): SeriesKey[] {
  const has: Record<SeriesKey, boolean> = {
    price: history.prices.length > 0,
    ...(Object.fromEntries(SOURCE_SERIES.map((source) => [source, history.fairValues[source].length > 0])) as Record<SourceKey, boolean>),
    brokerAverage:
      BROKER_KEYS.filter((broker) => visibility[broker] && history.fairValues[sourceKeyForBroker(broker)].length > 0).length >= 2,
    fiveStar: history.fiveStar.length > 0,
    iiZone: history.intelligentInvestorLevels.some((level) => level.buyBelow !== null && level.sellAbove !== null),
  };
  return SERIES.filter((series) => has[series.key] && allowedByBrokers(series.key, visibility)).map((series) => series.key);
}

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** A round step near span / count: 0.5, 1, 2, 2.5, 5, 10, 20 … */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return (NICE_STEPS.find((step) => step * magnitude >= raw) ?? 10) * magnitude;
}

/**
 * The value axis for the shown series: round bounds a little beyond the lowest and highest value
 * drawn, never below 0, and the ticks between them. The 5-star band is shaded from the bottom of
 * this axis up to the 5-star price.
 */
export function valueAxis(
  rows: readonly ChartRow[],
  shown: ReadonlySet<SeriesKey>,
  tickCount = 5,
): { domain: [number, number]; ticks: number[] } {
  let min = Infinity;
  let max = -Infinity;
  const take = (value: number | null) => {
    if (value === null) return;
    if (value < min) min = value;
    if (value > max) max = value;
  };
  // The values each row draws for the shown series (a band counts by its edges).
  const sources = SOURCE_SERIES.filter((source) => shown.has(source));
  const [price, average, fiveStar, zone] = (["price", "brokerAverage", "fiveStar", "iiZone"] as const).map((key) => shown.has(key));
  for (const row of rows) {
    if (price) take(row.close);
    for (const source of sources) take(row[source]);
    if (average) take(row.brokerAverage);
    if (fiveStar) take(row.fiveStar);
    if (zone && row.iiZone) {
      take(row.iiZone[0]);
      take(row.iiZone[1]);
    }
  }
  if (!Number.isFinite(min)) return { domain: [0, 1], ticks: [0, 1] };
  const span = max - min || Math.abs(max) || 1;
  const step = niceStep(span, tickCount);
  const low = Math.max(0, Math.floor((min - span * 0.02) / step) * step);
  const high = Math.ceil((max + span * 0.02) / step) * step;
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(withoutFloatNoise(tick));
  return { domain: [withoutFloatNoise(low), withoutFloatNoise(high)], ticks };
}
