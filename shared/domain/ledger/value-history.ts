// The portfolio's value over time (docs/domain.md#holdings "Value history"): one point per trading
// day with the market value and cost base of what was held at the end of that day.
//
// It runs on a whole portfolio's closes (200 symbols × 5 years ≈ 250,000), so it makes one pass per
// stock over the trading days, never a replay per day, and multiplies units by closes in scaled
// integers (BigInt): exact like decimal.js, and parsing a quarter of a million closes as decimal.js
// values alone took longer than the whole budget (decision 025 has the figures).
import { WideDec, dec, plain } from "./decimal";
import { replayLedger } from "./replay";
import type { LedgerInput, PositionStep } from "./types";

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

function withoutExponent(value: string): string {
  return value.includes("e") || value.includes("E") ? dec(value).toFixed() : value;
}

function fractionDigits(value: string): number {
  const text = withoutExponent(value);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** "41.2" at scale 3 → 41200n. `scale` is at least the value's own number of decimals. */
function toScaled(value: string, scale: number): bigint {
  const text = withoutExponent(value);
  const dot = text.indexOf(".");
  if (dot < 0) return BigInt(text.padEnd(text.length + scale, "0"));
  return BigInt(text.slice(0, dot) + text.slice(dot + 1).padEnd(scale, "0"));
}

function fromScaled(value: bigint, scale: number): string {
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "");
  const sign = value < 0n ? "-" : "";
  return fraction === "" ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** Every date on which some stock has a close, inside the range, sorted. */
function tradingDays(closesByStock: ReadonlyMap<string, readonly DailyClose[]>, start: string, end: string): string[] {
  const days = new Set<string>();
  for (const closes of closesByStock.values()) for (const { date } of closes) if (date >= start && date <= end) days.add(date);
  return [...days].sort();
}

/**
 * The value history from `start` to `end` (inclusive). Trading days are the dates on which any stock
 * in `closesByStock` (keyed by stock id) has a close. A stock's value on a day without its own close
 * uses its last earlier close; before its first close it counts at nothing (its cost base still
 * counts). Units and cost base follow the ledger's matching (`ledger.method`, `ledger.allocations`).
 */
export function valueHistory(
  ledger: LedgerInput,
  range: { start: string; end: string },
  closesByStock: ReadonlyMap<string, readonly DailyClose[]>,
): ValuePoint[] {
  const days = tradingDays(closesByStock, range.start, range.end);
  const positions = replayLedger(ledger, range.end).positions;
  let closeScale = 0;
  let unitScale = 0;
  for (const [stockId, steps] of positions) {
    for (const step of steps) unitScale = Math.max(unitScale, fractionDigits(step.units));
    for (const { date, close } of closesByStock.get(stockId) ?? [])
      if (date <= range.end) closeScale = Math.max(closeScale, fractionDigits(close));
  }
  const values: bigint[] = days.map(() => 0n);
  // Cost bases are summed by their changes, so exactly (WideDec): a rounded running sum would drift.
  const costChanges: (WideDec | undefined)[] = [];
  for (const [stockId, steps] of positions) {
    walkStock(days, steps, closesByStock.get(stockId) ?? [], { closeScale, unitScale }, values, costChanges);
  }
  let costBase = new WideDec(0);
  return days.map((date, index) => {
    if (costChanges[index]) costBase = costBase.plus(costChanges[index]);
    return { date, marketValue: fromScaled(values[index], closeScale + unitScale), costBase: plain(costBase) };
  });
}

/** One pass over the days for one stock: adds units × close to each day's value, and its cost base changes. */
function walkStock(
  days: readonly string[],
  steps: readonly PositionStep[],
  closes: readonly DailyClose[],
  scales: { closeScale: number; unitScale: number },
  values: bigint[],
  costChanges: (WideDec | undefined)[],
): void {
  let step = -1; // the last step on or before the day
  let close = -1; // the last close on or before the day
  let units = 0n;
  let price = 0n;
  let value = 0n;
  let costBase = "0";
  for (let day = 0; day < days.length; day += 1) {
    const date = days[day];
    let moved = false;
    if (step + 1 < steps.length && steps[step + 1].date <= date) {
      while (step + 1 < steps.length && steps[step + 1].date <= date) step += 1;
      units = toScaled(steps[step].units, scales.unitScale);
      if (steps[step].costBase !== costBase) {
        const change = new WideDec(steps[step].costBase).minus(costBase);
        costChanges[day] = costChanges[day]?.plus(change) ?? change;
        costBase = steps[step].costBase;
      }
      moved = true;
    }
    if (close + 1 < closes.length && closes[close + 1].date <= date) {
      while (close + 1 < closes.length && closes[close + 1].date <= date) close += 1;
      price = toScaled(closes[close].close, scales.closeScale);
      moved = true;
    }
    if (moved) value = units * price;
    if (value !== 0n) values[day] += value;
  }
}
