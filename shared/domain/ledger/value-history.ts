// The portfolio's value over time (docs/domain.md#holdings "Value history"): one point per trading
// day with the market value and cost base of what was held at the end of that day.
//
// It runs on a whole portfolio's closes (200 symbols × 5 years ≈ 250,000), so it replays once, then
// makes one pass per stock over the trading days (never a replay per day), and multiplies units by
// closes in integers (bigint, scaled.ts): exact, where decimal.js values took longer to parse than
// the whole budget (decision 025 has the figures).
import { dec } from "./decimal";
import { replayPositions, type ScaledStep } from "./replay";
import { SCALE, fromScaled } from "./scaled";
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

function withoutExponent(value: string): string {
  return value.includes("e") || value.includes("E") ? dec(value).toFixed() : value;
}

function fractionDigits(value: string): number {
  const text = withoutExponent(value);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** A close as a whole count of 10^-scale: "41.2" at scale 3 → 41200n (scale ≥ the close's decimals). */
function closeAt(value: string, scale: number): bigint {
  const text = withoutExponent(value);
  const dot = text.indexOf(".");
  if (dot < 0) return BigInt(text.padEnd(text.length + scale, "0"));
  return BigInt(text.slice(0, dot) + text.slice(dot + 1).padEnd(scale, "0"));
}

/** A count of 10^-scale as a plain decimal string. */
function decimalAt(value: bigint, scale: number): string {
  const digits = value.toString().padStart(scale + 1, "0");
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "");
  const whole = digits.slice(0, digits.length - scale);
  return fraction === "" ? whole : `${whole}.${fraction}`;
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
 * counts), or with `unpricedAtCost` at its cost base that day (the holdings chart: a holding whose
 * closes are not stored yet neither drops the market value nor shows as a loss). Units and cost base
 * follow the ledger's matching (`ledger.method`, `ledger.allocations`).
 */
export function valueHistory(
  ledger: LedgerInput,
  range: { start: string; end: string },
  closesByStock: ReadonlyMap<string, readonly DailyClose[]>,
  options: { unpricedAtCost?: boolean } = {},
): ValuePoint[] {
  const days = tradingDays(closesByStock, range.start, range.end);
  const positions = replayPositions(ledger, range.end);
  let closeScale = 0;
  for (const stockId of positions.keys()) {
    for (const { date, close } of closesByStock.get(stockId) ?? [])
      if (date <= range.end) closeScale = Math.max(closeScale, fractionDigits(close));
  }
  const values: bigint[] = days.map(() => 0n);
  const costChanges: bigint[] = days.map(() => 0n);
  // A cost base (10^-SCALE) in the values' unit (10^-(SCALE + closeScale)); 0 counts an unpriced holding at nothing.
  const costToValue = options.unpricedAtCost ? 10n ** BigInt(closeScale) : 0n;
  for (const [stockId, steps] of positions) {
    walkStock(days, steps, closesByStock.get(stockId) ?? [], { closeScale, costToValue }, values, costChanges);
  }
  let costBase = 0n;
  return days.map((date, index) => {
    costBase += costChanges[index];
    return { date, marketValue: decimalAt(values[index], SCALE + closeScale), costBase: fromScaled(costBase) };
  });
}

/** One pass over the days for one stock: adds units × close to each day's value, and its cost base changes. */
function walkStock(
  days: readonly string[],
  steps: readonly ScaledStep[],
  closes: readonly DailyClose[],
  scales: { closeScale: number; costToValue: bigint },
  values: bigint[],
  costChanges: bigint[],
): void {
  let step = -1; // the last step on or before the day
  let close = -1; // the last close on or before the day
  let units = 0n;
  let price = 0n;
  let value = 0n;
  let costBase = 0n;
  for (let day = 0; day < days.length; day += 1) {
    const date = days[day];
    let moved = false;
    if (step + 1 < steps.length && steps[step + 1].date <= date) {
      while (step + 1 < steps.length && steps[step + 1].date <= date) step += 1;
      units = steps[step].units;
      costChanges[day] += steps[step].costBase - costBase;
      costBase = steps[step].costBase;
      moved = true;
    }
    if (close + 1 < closes.length && closes[close + 1].date <= date) {
      while (close + 1 < closes.length && closes[close + 1].date <= date) close += 1;
      price = closeAt(closes[close].close, scales.closeScale);
      moved = true;
    }
    if (moved) value = close < 0 ? costBase * scales.costToValue : units * price;
    if (value !== 0n) values[day] += value;
  }
}
