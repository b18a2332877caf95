// End-of-day values for a return (docs/domain.md#returns), from the ledger's value history: the
// units held at the end of each day × the stock's last close on or before it, a holding without a
// close yet at its cost base (as the holdings chart counts it), plus reinvested dividends owed
// (flows.ts). The days are every trading day of the period, the day before it (the start), each
// flow's date and the period's last day, so every flow has a value beside it.
import { addDays, type ReplayResult, type StockCloses, valueHistoryOfPositions } from "../ledger";
import { type Dec, ZERO, dec, plain } from "../ledger/decimal";
import type { Receivable } from "./flows";
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
      { date: receivable.from, amount: dec(receivable.amount) },
      { date: receivable.until, amount: dec(receivable.amount).negated() },
    ])
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let next = 0;
  let owing: Dec = ZERO;
  return points.map((point) => {
    for (; next < changes.length && changes[next].date <= point.date; next += 1) owing = owing.plus(changes[next].amount);
    return { date: point.date, value: owing.isZero() ? point.marketValue : plain(owing.plus(point.marketValue)) };
  });
}
