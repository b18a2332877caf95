// The shadow portfolio (docs/domain.md#benchmarks): the user's own money, on its own days, put into
// the benchmark instead. Whatever was held at the start buys index units at the level of the day
// before the period; every flow then buys (money in) or sells (money out) units at its day's level
// (the last level on or before it). Its end value beside the portfolio's is the dollar difference,
// and its money-weighted return beside the portfolio's compares like with like.
import { addDays } from "../ledger";
import { type Dec, ZERO, dec } from "../ledger/decimal";
import { levelOn, type Level } from "./benchmark";
import { daysFrom } from "./days";
import { signedIntoHoldings, type ReturnFlow } from "./flows";
import { modifiedDietz } from "./measures";
import { money, moneyNumber, moneyText, type Money } from "./money";
import type { ReturnPeriod } from "./period";
import { xirr, type XirrResult } from "./xirr";

export interface ShadowFigures {
  /** Index units held at the end. */
  units: Dec;
  endValue: Dec;
  /**
   * The index's own return over the same span: from the start's level (with nothing held at the
   * start, the first flow's) to the end's.
   */
  indexReturn: number;
  xirr: XirrResult;
  modifiedDietz: number | null;
  /** Days on which the shadow held fewer than 0 units: the user took out more than the same money in the index was worth. */
  shortFrom: string | null;
  /** Units and value at the end of each of `days`, for a chart. */
  series: { date: string; units: Dec; value: Dec }[];
}

/**
 * The shadow of `flows` (already the period's, as counted) over `period`, valued on `levels`; null
 * when the series has no level on a day it needs (the caller checks coverage first).
 */
export function shadowPortfolio(
  period: ReturnPeriod,
  startValue: Money,
  flows: readonly ReturnFlow[],
  levels: readonly Level[],
  chartDays: readonly string[] = [],
): ShadowFigures | null {
  const dayBefore = addDays(period.from, -1);
  const startLevel =
    startValue > 0n ? levelOn(levels, dayBefore) : flows.length > 0 ? levelOn(levels, flows[0].date) : levelOn(levels, dayBefore);
  const endLevel = levelOn(levels, period.to);
  if (!startLevel || !endLevel) return null;

  // Units are a quotient (money ÷ level): decimal.js, not the fixed-point Money.
  let units = startValue > 0n ? dec(moneyText(startValue)).div(startLevel) : ZERO;
  let shortFrom: string | null = null;
  const series: ShadowFigures["series"] = [];
  let next = 0;
  const dayFlows = flows.map((flow) => ({ day: daysFrom(period.from, flow.date), amount: signedIntoHoldings(flow) }));
  const advanceTo = (date: string): boolean => {
    for (; next < flows.length && flows[next].date <= date; next += 1) {
      const level = levelOn(levels, flows[next].date);
      if (!level) return false;
      units = units.plus(dec(moneyText(dayFlows[next].amount)).div(level));
      if (units.lt(ZERO) && shortFrom === null) shortFrom = flows[next].date;
    }
    return true;
  };
  for (const date of chartDays) {
    if (!advanceTo(date)) return null;
    const level = levelOn(levels, date);
    series.push({ date, units, value: level ? units.times(level) : ZERO });
  }
  if (!advanceTo(period.to)) return null;

  const endValue = units.times(endLevel);
  const cash = [
    { day: 0, amount: -moneyNumber(startValue) },
    ...dayFlows.map((flow) => ({ day: flow.day, amount: -moneyNumber(flow.amount) })),
    { day: period.days, amount: endValue.toNumber() },
  ];
  // The same flows as the portfolio's, so the same average capital.
  const dietz = modifiedDietz(startValue, money(endValue.toFixed()), dayFlows, period.days);
  return {
    units,
    endValue,
    indexReturn: endLevel.div(startLevel).toNumber() - 1,
    xirr: xirr(cash),
    modifiedDietz: dietz.rate,
    shortFrom,
    series,
  };
}
