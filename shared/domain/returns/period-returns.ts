// One period's figures for a portfolio or a single holding (docs/domain.md#returns): the dollar gain,
// simple ROI, modified Dietz, XIRR and the daily-chained time-weighted return, from the end-of-day
// values and the ledger's flows. Pure; money exact, rates as numbers for the caller to print.
import { dayNumber } from "./days";
import { isInflow, type ReturnFlow } from "./flows";
import { chainedReturn, modifiedDietz, simpleReturn, type ChainDay, type ChainedReturn, type DayFlow } from "./measures";
import { money, moneyNumber, type Money } from "./money";
import { PER_ANNUM_MIN_DAYS, type ReturnPeriod } from "./period";
import { annualise, compoundOver, xirr, type CashFlow, type XirrResult } from "./xirr";

/** A value at the end of a day: the day before the period first, then each day with a close or a flow, ending on `to`. */
export interface DayValue {
  date: string;
  value: string;
}

export interface PeriodFigures {
  startValue: Money;
  endValue: Money;
  /** Buys and opening balances (for one holding, value a corporate action moved into it too). */
  invested: Money;
  /** Net sale proceeds, capital returns and takeovers' cash (for one holding, value an action moved out of it too). */
  proceeds: Money;
  /** Cash dividends (a reinvested one's residual). */
  dividends: Money;
  /** The period's franking credits, counted in the figures only when asked for. */
  frankingCredits: Money;
  gain: Money;
  simple: number | null;
  modifiedDietz: number | null;
  /** The Dietz denominator: the capital at work on average over the period. */
  averageCapital: Money;
  xirr: XirrResult & { periodRate: number | null };
  twr: ChainedReturn & { perAnnum: number | null };
  /** The headline money-weighted figure: XIRR p.a. for a year or more, else the period's Dietz return. */
  headline: { method: "xirr" | "modified-dietz"; rate: number | null; perAnnum: boolean };
}

/** The flows that count in `period`: dated inside it, franking credits only when `franking`. */
export function periodFlows(flows: readonly ReturnFlow[], period: Pick<ReturnPeriod, "from" | "to">, franking: boolean): ReturnFlow[] {
  return flows.filter((flow) => flow.date >= period.from && flow.date <= period.to && (franking || flow.kind !== "franking-credit"));
}

/**
 * The figures of `period` from its `values` (DayValue) and every flow of the ledger (`ledgerFlows`),
 * franking credits counted as money out when `franking`. The period's franking credits are reported
 * either way.
 */
export function periodReturns(
  period: ReturnPeriod,
  values: readonly DayValue[],
  allFlows: readonly ReturnFlow[],
  franking: boolean,
): PeriodFigures {
  const flows = periodFlows(allFlows, period, true);
  // One pass: the totals by kind beside the flows that count.
  const totals = { invested: 0n, proceeds: 0n, dividends: 0n, frankingCredits: 0n };
  const counted: ReturnFlow[] = [];
  const dayFlows: DayFlow[] = [];
  const first = dayNumber(period.from);
  for (const flow of flows) {
    const { amount } = flow;
    if (isInflow(flow.kind)) totals.invested += amount;
    else if (flow.kind === "dividend") totals.dividends += amount;
    else if (flow.kind === "franking-credit") totals.frankingCredits += amount;
    else totals.proceeds += amount;
    if (!franking && flow.kind === "franking-credit") continue;
    counted.push(flow);
    dayFlows.push({ day: dayNumber(flow.date) - first, amount: isInflow(flow.kind) ? amount : -amount });
  }
  const startValue = values.length > 0 && values[0].date < period.from ? money(values[0].value) : 0n;
  const endValue = values.length > 0 ? money(values[values.length - 1].value) : 0n;

  const dietz = modifiedDietz(startValue, endValue, dayFlows, period.days);
  const simple = simpleReturn(startValue, endValue, dayFlows);

  const cash: CashFlow[] = [
    { day: 0, amount: -moneyNumber(startValue) },
    ...dayFlows.map((flow) => ({ day: flow.day, amount: -moneyNumber(flow.amount) })),
    { day: period.days, amount: moneyNumber(endValue) },
  ];
  const dietzRate = dietz.rate;
  const guess = dietzRate !== null && period.days > 0 && dietzRate > -0.99 ? annualise(dietzRate, Math.max(period.days, 30)) : 0.1;
  const solved = xirr(cash, Number.isFinite(guess) && guess < 100 ? guess : 0.1);

  const chain = chainedReturn(chainDays(values, counted));
  const perAnnum = period.days >= PER_ANNUM_MIN_DAYS;
  return {
    startValue,
    endValue,
    ...totals,
    gain: dietz.gain,
    simple,
    modifiedDietz: dietz.rate,
    averageCapital: dietz.averageCapital,
    xirr: { ...solved, periodRate: solved.rate === null ? null : compoundOver(solved.rate, period.days) },
    twr: { ...chain, perAnnum: perAnnum ? annualise(chain.cumulative, period.days) : null },
    headline: perAnnum
      ? { method: "xirr", rate: solved.rate, perAnnum: true }
      : { method: "modified-dietz", rate: dietzRate, perAnnum: false },
  };
}

/** The chain's days: each value with the money put in and taken out on its date. */
function chainDays(values: readonly DayValue[], flows: readonly ReturnFlow[]): ChainDay[] {
  const byDate = new Map<string, { inflow: number; outflow: number }>();
  for (const flow of flows) {
    const day = byDate.get(flow.date) ?? { inflow: 0, outflow: 0 };
    if (isInflow(flow.kind)) day.inflow += moneyNumber(flow.amount);
    else day.outflow += moneyNumber(flow.amount);
    byDate.set(flow.date, day);
  }
  return values.map((point) => ({
    date: point.date,
    value: Number(point.value),
    ...(byDate.get(point.date) ?? { inflow: 0, outflow: 0 }),
  }));
}
