// The portfolio's value over time (docs/domain.md#holdings "Value history"): one point per trading
// day with the market value and cost base of what was held at the end of that day.
//
// It runs on a whole portfolio's closes (200 symbols × 5 years ≈ 250,000), so it replays once, then
// makes one pass per stock over that stock's own closes and steps, writing only the day-to-day
// CHANGES of its value and cost base, and sums the changes over the days once (a running total).
// Units × closes are integers, exact: whole numbers (whole units × a close of at most 3 decimals,
// below 2^53) and bigints for the rest (scaled.ts; decision 089). Each stock's closes are read once,
// from the one text the server sends (StockCloses.text), and stocks trading on the same days share
// one list of dates and one mapping to the days.
import { replayPositions } from "./replay";
import type { ScaledStep } from "./replay-state";
import { SCALE, fromScaled } from "./scaled";
import {
  NO_CLOSES,
  SMALL_CLOSE_DECIMALS,
  fractionDigits,
  readCloses,
  withoutExponent,
  type ReadCloses,
  type StockCloses,
} from "./stock-closes";
import type { LedgerInput } from "./types";

/** A stock's close on a trading day; a stock's closes are sorted by date, oldest first. */
export interface DailyClose {
  date: string;
  close: string;
}

export interface ValuePoint {
  date: string;
  /** Σ units held at the end of the day × the stock's last close on or before it (exact). */
  marketValue: string;
  /** Σ cost base of the parcels open at the end of the day (exact). */
  costBase: string;
}

const TENS: bigint[] = [];
/** 10n ** power, each made once. */
const tenTo = (power: number) => (TENS[power] ??= 10n ** BigInt(power));

/**
 * A close as a whole count of 10^-scale: "41.2" at scale 3 → 41200n (scale ≥ the close's decimals).
 * Only the closes the walk counts as bigints (stock-closes.ts reads the others) and the end prices.
 */
function closeAt(value: string, scale: number): bigint {
  const text = withoutExponent(value);
  const dot = text.indexOf(".");
  return BigInt(dot < 0 ? text : text.slice(0, dot) + text.slice(dot + 1)) * tenTo(scale - fractionDigits(text));
}

/** A count of 10^-scale as a plain decimal string. */
function decimalAt(value: bigint, scale: number): string {
  const digits = value.toString().padStart(scale + 1, "0");
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "");
  const whole = digits.slice(0, digits.length - scale);
  return fraction === "" ? whole : `${whole}.${fraction}`;
}

/** Every date on which some stock has a close, inside the range, sorted (a shared list of dates is read once). */
function tradingDays(closesByStock: ReadonlyMap<string, StockCloses>, start: string, end: string): string[] {
  const days = new Set<string>();
  for (const dates of new Set([...closesByStock.values()].map((stock) => stock.dates)))
    for (const date of dates) if (date >= start && date <= end) days.add(date);
  return [...days].sort();
}

/**
 * For each date of a sorted list, the index of the first trading day on or after it (`days.length`
 * when after the last): the day from which a close or a step counts. One merge of two sorted lists.
 */
function firstDaysFrom(days: readonly string[], dates: readonly string[]): Int32Array {
  const firstDays = new Int32Array(dates.length);
  let day = 0;
  for (let index = 0; index < dates.length; index += 1) {
    while (day < days.length && days[day] < dates[index]) day += 1;
    firstDays[index] = day;
  }
  return firstDays;
}

/**
 * The value history from `start` to `end` (inclusive). Trading days are the dates on which any stock
 * in `closesByStock` (keyed by stock id) has a close. A stock's value on a day without its own close
 * uses its last earlier close; before its first close it counts at nothing (its cost base still
 * counts), or with `unpricedAtCost` at its cost base that day (the holdings chart: a holding whose
 * closes are not stored yet neither drops the market value nor shows as a loss). Units and cost base
 * follow the ledger's matching (`ledger.method`, `ledger.allocations`).
 */
export function valueHistory(
  ledger: LedgerInput,
  range: { start: string; end: string },
  closesByStock: ReadonlyMap<string, readonly DailyClose[]>,
  options: ValueHistoryOptions = {},
): ValuePoint[] {
  const columns = new Map<string, StockCloses>();
  for (const [stockId, closes] of closesByStock)
    columns.set(stockId, { dates: closes.map((row) => row.date), closes: closes.map((row) => row.close) });
  return valueHistoryOfPositions(replayPositions(ledger, range.end), range, columns, options);
}

interface ValueHistoryOptions {
  /** A holding before its first close counts at its cost base that day, not at nothing. */
  unpricedAtCost?: boolean;
  /**
   * Stock id → the price the holdings are valued at now (Holdings' last price). With it the series
   * ends on `range.end` itself (a point added when no stock has a close that day, if there is any
   * point at all), where each of these stocks counts at this price: the chart ends at the market
   * value Holdings shows.
   */
  endPrices?: ReadonlyMap<string, string>;
}

/**
 * valueHistory from the ledger's positions, `replayPositions(ledger, range.end)`, and each stock's
 * closes as columns (StockCloses), as the server reads them: the replay needs no closes, so the
 * server replays while PostgreSQL is still reading them.
 */
export function valueHistoryOfPositions(
  positions: ReadonlyMap<string, readonly ScaledStep[]>,
  range: { start: string; end: string },
  closesByStock: ReadonlyMap<string, StockCloses>,
  options: ValueHistoryOptions = {},
): ValuePoint[] {
  const days = tradingDays(closesByStock, range.start, range.end);
  const { endPrices } = options;
  if (endPrices && days.length > 0 && days[days.length - 1] !== range.end) days.push(range.end);
  // Each held stock's closes read once, and the largest count of decimals.
  const read = new Map<string, ReadCloses>();
  let closeScale = 0;
  for (const stockId of positions.keys()) {
    const stock = closesByStock.get(stockId) ?? NO_CLOSES;
    const stored = readCloses(stock, countOnOrBefore(stock.dates, range.end));
    read.set(stockId, stored);
    closeScale = Math.max(closeScale, stored.scale);
    const endPrice = endPrices?.get(stockId);
    if (endPrice !== undefined) closeScale = Math.max(closeScale, fractionDigits(endPrice));
  }
  const small = smallScale(positions, closeScale);
  // Changes from the day before, in 10^-(SCALE + closeScale) (and, exact as numbers, in 10^-small.scale)
  // and 10^-SCALE; summed once at the end.
  const changes = { value: days.map(() => 0n), smallValue: days.map(() => 0), cost: days.map(() => 0n) };
  // A cost base (10^-SCALE) in the values' unit (10^-(SCALE + closeScale)); 0 counts an unpriced holding at nothing.
  const costToValue = options.unpricedAtCost ? tenTo(closeScale) : 0n;
  const scales = { closeScale, costToValue, smallLimit: small.limit };
  const firstDaysOfDates = new Map<readonly string[], Int32Array>();
  for (const [stockId, steps] of positions) {
    const closes = closesByStock.get(stockId) ?? NO_CLOSES;
    let closeDays = firstDaysOfDates.get(closes.dates);
    if (!closeDays) firstDaysOfDates.set(closes.dates, (closeDays = firstDaysFrom(days, closes.dates)));
    const stepDays = firstDaysFrom(
      days,
      steps.map((step) => step.date),
    );
    const stepUnits = steps.map((step) => wholeCount(step.units, small.unitsDivisor));
    const stock = { steps, stepDays, stepUnits, closes: read.get(stockId)!, closeDays };
    const end = walkStock(days.length, stock, scales, changes);
    const endPrice = endPrices?.get(stockId);
    if (endPrice !== undefined && days.length > 0) {
      changes.value[days.length - 1] += end.units * closeAt(endPrice, closeScale) - end.value;
      changes.smallValue[days.length - 1] -= end.smallValue;
    }
  }
  // A small value (10^-small.scale) in the values' unit.
  const smallToValue = tenTo(SCALE + closeScale - small.scale);
  let marketValue = 0n;
  let smallValue = 0;
  let costBase = 0n;
  return days.map((date, index) => {
    marketValue += changes.value[index];
    smallValue += changes.smallValue[index];
    costBase += changes.cost[index];
    const value = smallValue === 0 ? marketValue : marketValue + BigInt(smallValue) * smallToValue;
    return { date, marketValue: decimalAt(value, SCALE + closeScale), costBase: fromScaled(costBase) };
  });
}

/** How many of the sorted `dates` are on or before `date`. */
function countOnOrBefore(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (dates[middle] <= date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Most of a stock's daily values, units × close, are small whole numbers in a coarser unit: whole
 * units (10^-unitDecimals, the fewest decimals every step's units need) × a close of at most 3
 * decimals. Counted as numbers they are exact while every sum stays below 2^53, and cost no bigint
 * per day (decisions 083 and 089). The scale is 10^-(unitDecimals + 3); a value above `limit` there (or of a
 * close with more decimals) is counted as a bigint as before. `limit` keeps each day's sum of changes
 * (each stock's new value less its old, and the end price's correction) and the running total of
 * every stock's value below 2^53. Units of more than 21 decimals count as bigints only (limit −1).
 */
function smallScale(positions: ReadonlyMap<string, readonly ScaledStep[]>, closeScale: number) {
  let unitDecimals = 0;
  for (const steps of positions.values())
    for (const step of steps) while (unitDecimals < SCALE && step.units % tenTo(SCALE - unitDecimals) !== 0n) unitDecimals += 1;
  const scale = unitDecimals + SMALL_CLOSE_DECIMALS;
  return {
    unitsDivisor: tenTo(SCALE - unitDecimals),
    scale: Math.min(scale, SCALE + closeScale),
    limit: scale > SCALE + closeScale ? -1 : Math.floor(Number.MAX_SAFE_INTEGER / (4 * (positions.size + 1))),
  };
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** units ÷ divisor (a whole number: smallScale's divisor divides every step's units) as a number when exact as one, else NaN. */
function wholeCount(units: bigint, divisor: bigint): number {
  const count = units / divisor;
  return count <= SAFE && count >= -SAFE ? Number(count) : Number.NaN;
}

/**
 * One pass over one stock's steps and closes, in day order: on each day where either changes, adds
 * the change of its value (units × its last close) and of its cost base to that day's changes. A
 * value is a number in the small scale when exact there (smallScale), else a bigint; a stock whose
 * value moves from one to the other takes it out of one sum and adds it to the other. Answers the
 * units and the value in force on the last day.
 */
function walkStock(
  dayCount: number,
  stock: {
    steps: readonly ScaledStep[];
    stepDays: Int32Array;
    stepUnits: readonly number[];
    closes: ReadCloses;
    closeDays: Int32Array;
  },
  scales: { closeScale: number; costToValue: bigint; smallLimit: number },
  changes: { value: bigint[]; smallValue: number[]; cost: bigint[] },
): { units: bigint; value: bigint; smallValue: number } {
  const { steps, stepDays, stepUnits, closeDays } = stock;
  const closeCount = stock.closes.small.length;
  let step = 0; // the next step
  let close = 0; // the next close
  let lastClose = -1; // the last close on or before the day
  let priced = -1; // the close `price` was parsed from
  let price = 0n;
  let units = 0n;
  let smallUnits = 0;
  let costBase = 0n;
  let value = 0n;
  let smallValue = 0;
  for (;;) {
    const day = Math.min(step < steps.length ? stepDays[step] : dayCount, close < closeCount ? closeDays[close] : dayCount);
    if (day >= dayCount) return { units, value, smallValue };
    for (; step < steps.length && stepDays[step] === day; step += 1) {
      units = steps[step].units;
      smallUnits = stepUnits[step];
      changes.cost[day] += steps[step].costBase - costBase;
      costBase = steps[step].costBase;
    }
    for (; close < closeCount && closeDays[close] === day; close += 1) lastClose = close;
    let newValue = 0n;
    let newSmall = 0;
    if (lastClose < 0) newValue = costBase * scales.costToValue;
    else if (units !== 0n) {
      const small = smallUnits * stock.closes.small[lastClose];
      if (Math.abs(small) <= scales.smallLimit) newSmall = small;
      else {
        if (priced !== lastClose) {
          price = closeAt(
            stock.closes.texts.get(lastClose) ?? decimalAt(BigInt(stock.closes.small[lastClose]), SMALL_CLOSE_DECIMALS),
            scales.closeScale,
          );
          priced = lastClose;
        }
        newValue = units * price;
      }
    }
    if (newSmall !== smallValue) {
      changes.smallValue[day] += newSmall - smallValue;
      smallValue = newSmall;
    }
    if (newValue !== value) {
      changes.value[day] += newValue - value;
      value = newValue;
    }
  }
}
