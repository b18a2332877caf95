// The portfolio's value over time (docs/domain.md#holdings "Value history"): one point per trading
// day with the market value and cost base of what was held at the end of that day.
//
// It runs on a whole portfolio's closes (200 symbols × 5 years ≈ 250,000), so it replays once, then
// makes one pass per stock over that stock's own closes and steps, writing only the day-to-day
// CHANGES of its value and cost base, and sums the changes over the days once (a running total).
// Units × closes are integers (bigint, scaled.ts): exact, where decimal.js values took longer to
// parse than the whole budget (decision 025 has the figures). A close is parsed only when something
// is held (a stock sold out for years costs nothing), and the closes come as columns (StockCloses)
// so that stocks trading on the same days share one list of dates and one mapping to the days.
import { dec } from "./decimal";
import { replayPositions } from "./replay";
import type { ScaledStep } from "./replay-state";
import { SCALE, fromScaled } from "./scaled";
import type { LedgerInput } from "./types";

/** A stock's close on a trading day; a stock's closes are sorted by date, oldest first. */
export interface DailyClose {
  date: string;
  close: string;
}

/**
 * A stock's closes as two columns: `closes[i]` is the close on `dates[i]`, oldest first. Stocks with
 * the same trading days may share one `dates` array (the server reads them so), which is then
 * mapped to the days once.
 */
export interface StockCloses {
  dates: readonly string[];
  closes: readonly string[];
}

export interface ValuePoint {
  date: string;
  /** Σ units held at the end of the day × the stock's last close on or before it (exact). */
  marketValue: string;
  /** Σ cost base of the parcels open at the end of the day (exact). */
  costBase: string;
}

function withoutExponent(value: string): string {
  return value.includes("e") || value.includes("E") ? dec(value).toFixed() : value;
}

function fractionDigits(value: string): number {
  const text = withoutExponent(value);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

const TENS: bigint[] = [];
/** 10n ** power, each made once. */
const tenTo = (power: number) => (TENS[power] ??= 10n ** BigInt(power));

/** A close as a whole count of 10^-scale: "41.2" at scale 3 → 41200n (scale ≥ the close's decimals). */
function closeAt(value: string, scale: number): bigint {
  const text = withoutExponent(value);
  // Its digits read as one whole number, exact while it is a safe integer (every intermediate value is
  // smaller); otherwise (a sign, more digits) BigInt reads the text without its dot. No substrings: a
  // close is read on every day something is held (the request −17 %, decision 030).
  let digits = 0;
  let decimals = 0;
  let afterDot = false;
  let plain = true;
  for (let index = 0; index < text.length && plain; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 46 /* "." */) afterDot = true;
    else if (code >= 48 && code <= 57) {
      digits = digits * 10 + (code - 48);
      if (afterDot) decimals += 1;
    } else plain = false;
  }
  if (!plain || !Number.isSafeInteger(digits)) {
    const dot = text.indexOf(".");
    return BigInt(dot < 0 ? text : text.slice(0, dot) + text.slice(dot + 1)) * tenTo(scale - fractionDigits(text));
  }
  return BigInt(digits) * tenTo(scale - decimals);
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
  let closeScale = 0;
  for (const stockId of positions.keys()) {
    const { dates, closes } = closesByStock.get(stockId) ?? { dates: [], closes: [] };
    for (let index = 0; index < closes.length && dates[index] <= range.end; index += 1)
      closeScale = Math.max(closeScale, fractionDigits(closes[index]));
    const endPrice = endPrices?.get(stockId);
    if (endPrice !== undefined) closeScale = Math.max(closeScale, fractionDigits(endPrice));
  }
  // Changes from the day before, in 10^-(SCALE + closeScale) and 10^-SCALE; summed once at the end.
  const valueChanges: bigint[] = days.map(() => 0n);
  const costChanges: bigint[] = days.map(() => 0n);
  // A cost base (10^-SCALE) in the values' unit (10^-(SCALE + closeScale)); 0 counts an unpriced holding at nothing.
  const costToValue = options.unpricedAtCost ? 10n ** BigInt(closeScale) : 0n;
  const firstDaysOfDates = new Map<readonly string[], Int32Array>();
  for (const [stockId, steps] of positions) {
    const closes = closesByStock.get(stockId) ?? { dates: [], closes: [] };
    let closeDays = firstDaysOfDates.get(closes.dates);
    if (!closeDays) firstDaysOfDates.set(closes.dates, (closeDays = firstDaysFrom(days, closes.dates)));
    const stepDays = firstDaysFrom(
      days,
      steps.map((step) => step.date),
    );
    const stock = { steps, stepDays, closes: closes.closes, closeDays };
    const end = walkStock(days.length, stock, { closeScale, costToValue }, valueChanges, costChanges);
    const endPrice = endPrices?.get(stockId);
    if (endPrice !== undefined && days.length > 0) valueChanges[days.length - 1] += end.units * closeAt(endPrice, closeScale) - end.value;
  }
  let marketValue = 0n;
  let costBase = 0n;
  return days.map((date, index) => {
    marketValue += valueChanges[index];
    costBase += costChanges[index];
    return { date, marketValue: decimalAt(marketValue, SCALE + closeScale), costBase: fromScaled(costBase) };
  });
}

/**
 * One pass over one stock's steps and closes, in day order: on each day where either changes, adds
 * the change of its value (units × its last close) and of its cost base to that day's changes.
 * Answers the units and the value in force on the last day.
 */
function walkStock(
  dayCount: number,
  stock: { steps: readonly ScaledStep[]; stepDays: Int32Array; closes: readonly string[]; closeDays: Int32Array },
  scales: { closeScale: number; costToValue: bigint },
  valueChanges: bigint[],
  costChanges: bigint[],
): { units: bigint; value: bigint } {
  const { steps, stepDays, closes, closeDays } = stock;
  let step = 0; // the next step
  let close = 0; // the next close
  let lastClose = -1; // the last close on or before the day
  let priced = -1; // the close `price` was parsed from
  let price = 0n;
  let units = 0n;
  let costBase = 0n;
  let value = 0n;
  for (;;) {
    const day = Math.min(step < steps.length ? stepDays[step] : dayCount, close < closes.length ? closeDays[close] : dayCount);
    if (day >= dayCount) return { units, value };
    for (; step < steps.length && stepDays[step] === day; step += 1) {
      units = steps[step].units;
      costChanges[day] += steps[step].costBase - costBase;
      costBase = steps[step].costBase;
    }
    for (; close < closes.length && closeDays[close] === day; close += 1) lastClose = close;
    let newValue = 0n;
    if (lastClose < 0) newValue = costBase * scales.costToValue;
    else if (units !== 0n) {
      if (priced !== lastClose) [price, priced] = [closeAt(closes[lastClose], scales.closeScale), lastClose];
      newValue = units * price;
    }
    valueChanges[day] += newValue - value;
    value = newValue;
  }
}
