// End-of-day values for a return (docs/domain.md#returns), from the ledger's value history: the
// units held at the end of each day × the stock's last close on or before it, a holding without a
// close yet at its cost base (as the holdings chart counts it), plus reinvested dividends owed
// (flows.ts). The days are every trading day of the period, the day before it (the start), each
// flow's date and the period's last day, so every flow has a value beside it.
import { addDays, closesInOrder, type ReplayResult, type StockCloses, valueHistoryOfPositions } from "../ledger";
import { fromScaled, times, toScaled } from "../ledger/scaled";
import type { Receivable } from "./flows";
import { money } from "./money";
import type { ReturnPeriod } from "./period";
import type { DayValue } from "./period-returns";

type Positions = ReplayResult["positions"];

/**
 * The value history counts a day when any of its closes' entries has a close that day; this entry
 * (a key no stock id takes) holds the days a return needs besides the trading days, and values nothing.
 */
const CALENDAR = "";

/**
 * Values at the end of the day before `period`, of each day inside it with a close or in
 * `flowDates`, and of its last day, oldest first, over the stocks of `positions` (a replay's, to
 * period.to or beyond). `receivables` of those stocks are added on their days.
 */
export function dailyValues(
  positions: Positions,
  closes: ReadonlyMap<string, StockCloses>,
  period: Pick<ReturnPeriod, "from" | "to">,
  flowDates: readonly string[],
  receivables: readonly Receivable[] = [],
): DayValue[] {
  const range = { start: addDays(period.from, -1), end: period.to };
  const calendar = [...new Set([range.start, ...flowDates.filter((date) => date >= period.from && date <= period.to), range.end])].sort();
  const withCalendar = new Map(closes);
  withCalendar.set(CALENDAR, { dates: calendar, closes: calendar.map(() => "0") });
  const points = valueHistoryOfPositions(positions, range, withCalendar, { unpricedAtCost: true });
  const owed = receivables.filter((receivable) => positions.has(receivable.stockId));
  if (owed.length === 0) return points.map((point) => ({ date: point.date, value: point.marketValue }));
  // One sweep: each receivable starts counting on its `from` and stops on its `until`.
  const changes = owed
    .flatMap((receivable) => [
      { date: receivable.from, amount: receivable.amount },
      { date: receivable.until, amount: -receivable.amount },
    ])
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let next = 0;
  let owing = 0n;
  return points.map((point) => {
    for (; next < changes.length && changes[next].date <= point.date; next += 1) owing += changes[next].amount;
    return { date: point.date, value: owing === 0n ? point.marketValue : fromScaled(owing + money(point.marketValue)) };
  });
}

/**
 * The days a single holding's figures need: the day before the period, each flow's day and the day
 * before it, and the last day. Between them nothing flows, so the time-weighted chain over these
 * equals the chain over every trading day (the ratios telescope) at a fraction of the work.
 */
export function linkingDays(period: Pick<ReturnPeriod, "from" | "to">, flowDates: readonly string[]): string[] {
  const start = addDays(period.from, -1);
  const days = new Set([start, period.to]);
  for (const date of flowDates) {
    if (date < period.from || date > period.to) continue;
    days.add(date);
    if (date > period.from) days.add(addDays(date, -1));
  }
  return [...days].sort();
}

/**
 * One stock's values at the end of each of `dates` (sorted): the units held then × its last close on
 * or before it, at its cost base before its first close (as `dailyValues`), plus its receivables.
 */
export function stockValuesOn(
  steps: readonly { date: string; units: bigint; costBase: bigint }[],
  closes: StockCloses | undefined,
  dates: readonly string[],
  receivables: readonly Receivable[] = [],
): DayValue[] {
  let step = -1;
  let close = -1;
  const closeDates = closes?.dates ?? [];
  const closeAt = closes ? closesInOrder(closes) : () => "0";
  return dates.map((date) => {
    while (step + 1 < steps.length && steps[step + 1].date <= date) step += 1;
    while (close + 1 < closeDates.length && closeDates[close + 1] <= date) close += 1;
    const units = step < 0 ? 0n : steps[step].units;
    const costBase = step < 0 ? 0n : steps[step].costBase;
    let value = close < 0 ? costBase : units === 0n ? 0n : times(units, toScaled(closeAt(close)));
    for (const receivable of receivables) if (receivable.from <= date && date < receivable.until) value += receivable.amount;
    return { date, value: fromScaled(value) };
  });
}
