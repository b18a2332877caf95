// The period's return measures on plain inputs (docs/domain.md#returns): modified Dietz, simple
// ROI and the daily-chained time-weighted return. Flows are signed from the holdings' side: + money
// put in (a buy), − money taken out (a sale, a dividend). Money stays exact; a rate is a quotient.
import { ratio, type Money } from "./money";

export interface DayFlow {
  /** Days after the period's first day (day 0 … `days`). */
  day: number;
  /** + into the holdings, − out to the investor. */
  amount: Money;
}

/** What the money made: end value − start value − money in + money out. */
export function dollarGain(startValue: Money, endValue: Money, flows: readonly DayFlow[]): Money {
  let gain = endValue - startValue;
  for (const flow of flows) gain -= flow.amount;
  return gain;
}

/**
 * Modified Dietz: gain ÷ (start value + Σ wᵢ·flowᵢ), wᵢ = (T − tᵢ)/T, T the period's days; a flow on
 * day 0 weighs 1, one on the last day 0. A period of no days weighs every flow 1. The denominator
 * (the average capital at work) is returned too: a holding's gain over it is its contribution.
 * The rate is null when that capital is 0 or less (money taken out before it was put in).
 */
export function modifiedDietz(
  startValue: Money,
  endValue: Money,
  flows: readonly DayFlow[],
  days: number,
): { gain: Money; averageCapital: Money; rate: number | null } {
  const gain = dollarGain(startValue, endValue, flows);
  // Σ flowᵢ·(T − tᵢ) ÷ T: one division, not one per flow.
  let weighted = 0n;
  for (const flow of flows) weighted += days === 0 ? flow.amount : flow.amount * BigInt(days - flow.day);
  const averageCapital = startValue + (days === 0 ? weighted : weighted / BigInt(days));
  return { gain, averageCapital, rate: ratio(gain, averageCapital) };
}

/** Simple ROI: gain ÷ (start value + money put in); timing ignored. Null with nothing put in. */
export function simpleReturn(startValue: Money, endValue: Money, flows: readonly DayFlow[]): number | null {
  let capital = startValue;
  for (const flow of flows) if (flow.amount > 0n) capital += flow.amount;
  return ratio(dollarGain(startValue, endValue, flows), capital);
}

/** One valuation point of a time-weighted chain: the value at the end of `date` and the day's flows. */
export interface ChainDay {
  date: string;
  /** Value at the end of the day. */
  value: number;
  /** Money put in that day (counted at the start of the day). */
  inflow: number;
  /** Money taken out that day (counted at its end). */
  outflow: number;
}

export interface ChainedReturn {
  /** Π(1 + r_d) − 1 over the chain. */
  cumulative: number;
  /** The cumulative return at the end of each day of the chain after the first, from 0 on the first. */
  series: { date: string; cumulative: number }[];
  /** Days whose own return was beyond ±50 % (a bad close, a tiny holding beside a large flow). */
  wildDays: string[];
}

const WILD_DAY = 0.5;

/**
 * The time-weighted return, chained day by day: r_d = (V_d + out_d) / (V_{d−1} + in_d) − 1, with
 * V the value at the end of each day; `days[0]` is the start (the end of the day before the period)
 * and its flows are not counted. A day with nothing at work (no value, nothing put in) adds nothing.
 * Between flows the ratios telescope, so chaining every day equals linking the periods between flows.
 */
export function chainedReturn(days: readonly ChainDay[]): ChainedReturn {
  let growth = 1;
  const series = days.length > 0 ? [{ date: days[0].date, cumulative: 0 }] : [];
  const wildDays: string[] = [];
  for (let index = 1; index < days.length; index += 1) {
    const day = days[index];
    const base = days[index - 1].value + day.inflow;
    if (base > 0) {
      const ratio = (day.value + day.outflow) / base;
      if (Math.abs(ratio - 1) > WILD_DAY) wildDays.push(day.date);
      growth *= ratio;
    }
    series.push({ date: day.date, cumulative: growth - 1 });
  }
  return { cumulative: growth - 1, series, wildDays };
}
