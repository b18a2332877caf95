// One period's figures for a portfolio or a single holding (docs/domain.md#returns): the dollar gain,
// simple ROI, modified Dietz, XIRR and the daily-chained time-weighted return, from the end-of-day
// values and the ledger's flows. Pure; money exact, rates as numbers for the caller to print.
import { daysBetween } from "../price-history";
import { type Dec, ZERO, dec } from "../ledger/decimal";
import { isInflow, signedIntoHoldings, type ReturnFlow } from "./flows";
import { chainedReturn, modifiedDietz, simpleReturn, type ChainDay, type ChainedReturn, type DayFlow } from "./measures";
import { PER_ANNUM_MIN_DAYS, type ReturnPeriod } from "./period";
import { annualise, compoundOver, xirr, type CashFlow, type XirrResult } from "./xirr";

/** A value at the end of a day: the day before the period first, then each day with a close or a flow, ending on `to`. */
export interface DayValue {
  date: string;
  value: string;
}

export interface PeriodFigures {
  startValue: Dec;
  endValue: Dec;
  /** Buys and opening balances. */
  invested: Dec;
  /** Net sale proceeds. */
  proceeds: Dec;
  /** Cash dividends (a reinvested one's residual). */
  dividends: Dec;
  /** The period's franking credits, counted in the figures only when asked for. */
  frankingCredits: Dec;
  gain: Dec;
  simple: Dec | null;
  modifiedDietz: Dec | null;
  /** The Dietz denominator: the capital at work on average over the period. */
  averageCapital: Dec;
  xirr: XirrResult & { periodRate: number | null };
  twr: ChainedReturn & { perAnnum: number | null };
  /** The headline money-weighted figure: XIRR p.a. for a year or more, else the period's Dietz return. */
  headline: { method: "xirr" | "modified-dietz"; rate: number | null; perAnnum: boolean };
}

/** The flows that count in `period`: dated inside it, franking credits only when `franking`. */
export function periodFlows(flows: readonly ReturnFlow[], period: Pick<ReturnPeriod, "from" | "to">, franking: boolean): ReturnFlow[] {
  return flows.filter((flow) => flow.date >= period.from && flow.date <= period.to && (franking || flow.kind !== "franking-credit"));
}

function sumOf(flows: readonly ReturnFlow[], test: (flow: ReturnFlow) => boolean): Dec {
  return flows.reduce((sum, flow) => (test(flow) ? sum.plus(flow.amount) : sum), ZERO);
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
  const flows = periodFlows(allFlows, period, franking);
  const credits = sumOf(periodFlows(allFlows, period, true), (flow) => flow.kind === "franking-credit");
  const startValue = values.length > 0 && values[0].date < period.from ? dec(values[0].value) : ZERO;
  const endValue = values.length > 0 ? dec(values[values.length - 1].value) : ZERO;
  const dayFlows: DayFlow[] = flows.map((flow) => ({ day: daysBetween(period.from, flow.date), amount: signedIntoHoldings(flow) }));

  const dietz = modifiedDietz(startValue, endValue, dayFlows, period.days);
  const simple = simpleReturn(startValue, endValue, dayFlows);

  const cash: CashFlow[] = [
    { day: 0, amount: -startValue.toNumber() },
    ...dayFlows.map((flow) => ({ day: flow.day, amount: -flow.amount.toNumber() })),
    { day: period.days, amount: endValue.toNumber() },
  ];
  const dietzRate = dietz.rate?.toNumber() ?? null;
  const guess = dietzRate !== null && period.days > 0 && dietzRate > -0.99 ? annualise(dietzRate, Math.max(period.days, 30)) : 0.1;
  const money = xirr(cash, Number.isFinite(guess) && guess < 100 ? guess : 0.1);

  const chain = chainedReturn(chainDays(values, flows));
  const perAnnum = period.days >= PER_ANNUM_MIN_DAYS;
  return {
    startValue,
    endValue,
    invested: sumOf(flows, (flow) => isInflow(flow.kind)),
    proceeds: sumOf(flows, (flow) => flow.kind === "sale"),
    dividends: sumOf(flows, (flow) => flow.kind === "dividend"),
    frankingCredits: credits,
    gain: dietz.gain,
    simple,
    modifiedDietz: dietz.rate,
    averageCapital: dietz.averageCapital,
    xirr: { ...money, periodRate: money.rate === null ? null : compoundOver(money.rate, period.days) },
    twr: { ...chain, perAnnum: perAnnum ? annualise(chain.cumulative, period.days) : null },
    headline: perAnnum
      ? { method: "xirr", rate: money.rate, perAnnum: true }
      : { method: "modified-dietz", rate: dietzRate, perAnnum: false },
  };
}

/** The chain's days: each value with the money put in and taken out on its date. */
function chainDays(values: readonly DayValue[], flows: readonly ReturnFlow[]): ChainDay[] {
  const byDate = new Map<string, { inflow: number; outflow: number }>();
  for (const flow of flows) {
    const day = byDate.get(flow.date) ?? { inflow: 0, outflow: 0 };
    if (isInflow(flow.kind)) day.inflow += Number(flow.amount);
    else day.outflow += Number(flow.amount);
    byDate.set(flow.date, day);
  }
  return values.map((point) => ({
    date: point.date,
    value: Number(point.value),
    ...(byDate.get(point.date) ?? { inflow: 0, outflow: 0 }),
  }));
}
