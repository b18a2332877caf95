// The money-weighted return (docs/domain.md#returns): the annual rate r at which the investor's cash
// flows, each discounted by (1 + r)^(−days/365), add up to nothing. Solved by Newton's method, then,
// if Newton wanders off, by bisection on a bracket found in [−0.9999, 10^6]. Honest about the cases
// without one answer: no sign change has no root (never 0 %), and more than one sign change may
// have several roots (−100, +230, −132 a year apart solve at 10 % and at 20 %), which is a warning.
// The bracket reaches past the brief's 10 (1,000 % p.a.) to 10^6: a 1 % gain in one day is
// 3,678 % p.a., a true figure the screen shows only as what it is (the headline of a period under
// a year is its modified Dietz return).
//
// A rate is not money: it is solved in binary floating point from the exact amounts, to well below
// the 1e-6 the figures are shown to.

export interface CashFlow {
  /** Days after the period's first day (day 0). */
  day: number;
  /** The investor's view: money put in is negative, money taken out (and the end value) positive. */
  amount: number;
}

export type XirrStatus = "ok" | "no_sign_change" | "no_convergence";

export interface XirrResult {
  /** The annual rate as a fraction (0.270355 = 27.0355 % p.a.); null unless status is "ok". */
  rate: number | null;
  status: XirrStatus;
  /** How often the flows, in date order and added up per day, change sign: above 1, the root may not be the only one. */
  signChanges: number;
}

const LOWEST_RATE = -0.9999;
const HIGHEST_RATE = 1e6;
const DAYS_PER_YEAR = 365;
/** Newton stops when a step moves the rate by less than this. */
const RATE_TOLERANCE = 1e-12;
const NEWTON_STEPS = 60;
const BISECTION_STEPS = 200;
/** Where the bracket search looks for a change of sign of the net present value. */
const GRID = [
  LOWEST_RATE,
  -0.99,
  -0.9,
  -0.75,
  -0.5,
  -0.25,
  -0.1,
  0,
  0.05,
  0.1,
  0.2,
  0.35,
  0.5,
  0.75,
  1,
  1.5,
  2,
  3,
  5,
  10,
  30,
  100,
  1e3,
  1e4,
  1e5,
  HIGHEST_RATE,
];

/** The flows added up per day, in day order, without the days that net to nothing. */
function netByDay(flows: readonly CashFlow[]): CashFlow[] {
  const byDay = new Map<number, number>();
  for (const flow of flows) byDay.set(flow.day, (byDay.get(flow.day) ?? 0) + flow.amount);
  return [...byDay]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([day, amount]) => ({ day, amount }));
}

function countSignChanges(flows: readonly CashFlow[]): number {
  let changes = 0;
  for (let index = 1; index < flows.length; index += 1) if (flows[index].amount > 0 !== flows[index - 1].amount > 0) changes += 1;
  return changes;
}

function presentValue(flows: readonly CashFlow[], rate: number): number {
  let sum = 0;
  for (const flow of flows) sum += flow.amount * Math.pow(1 + rate, -flow.day / DAYS_PER_YEAR);
  return sum;
}

function presentValueSlope(flows: readonly CashFlow[], rate: number): number {
  let sum = 0;
  for (const flow of flows) {
    const years = flow.day / DAYS_PER_YEAR;
    sum -= years * flow.amount * Math.pow(1 + rate, -years - 1);
  }
  return sum;
}

function newton(flows: readonly CashFlow[], guess: number, scale: number): number | null {
  let rate = guess;
  for (let step = 0; step < NEWTON_STEPS; step += 1) {
    const value = presentValue(flows, rate);
    const slope = presentValueSlope(flows, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= LOWEST_RATE || next > HIGHEST_RATE) return null;
    if (Math.abs(next - rate) < RATE_TOLERANCE) return Math.abs(presentValue(flows, next)) <= scale * 1e-9 ? next : null;
    rate = next;
  }
  return null;
}

function bisection(flows: readonly CashFlow[]): number | null {
  for (let index = 1; index < GRID.length; index += 1) {
    let low = GRID[index - 1];
    let high = GRID[index];
    let lowValue = presentValue(flows, low);
    if (lowValue === 0) return low;
    if (lowValue > 0 === presentValue(flows, high) > 0) continue;
    for (let step = 0; step < BISECTION_STEPS && high - low > RATE_TOLERANCE; step += 1) {
      const middle = (low + high) / 2;
      const value = presentValue(flows, middle);
      if (value > 0 === lowValue > 0) [low, lowValue] = [middle, value];
      else high = middle;
    }
    return (low + high) / 2;
  }
  return null;
}

/**
 * XIRR of `flows` (days from day 0, 365 days a year). No positive or no negative flow: no root
 * ("no_sign_change"). Otherwise Newton from `guess` (the period's simple or Dietz rate is a good
 * one), then bisection over the first bracket of [−0.9999, 10^6] with a change of sign; neither:
 * "no_convergence".
 */
export function xirr(flows: readonly CashFlow[], guess = 0.1): XirrResult {
  const net = netByDay(flows);
  const signChanges = countSignChanges(net);
  if (signChanges === 0) return { rate: null, status: "no_sign_change", signChanges };
  const scale = net.reduce((sum, flow) => sum + Math.abs(flow.amount), 0);
  const start = Number.isFinite(guess) && guess > LOWEST_RATE && guess < HIGHEST_RATE ? guess : 0.1;
  const rate = newton(net, start, scale) ?? (start === 0.1 ? null : newton(net, 0.1, scale)) ?? bisection(net);
  return rate === null ? { rate: null, status: "no_convergence", signChanges } : { rate, status: "ok", signChanges };
}

/** A rate over `days` at an annual rate: (1 + annual)^(days/365) − 1. */
export function compoundOver(annual: number, days: number): number {
  return Math.pow(1 + annual, days / DAYS_PER_YEAR) - 1;
}

/** The annual rate of a return over `days`: (1 + period)^(365/days) − 1. */
export function annualise(period: number, days: number): number {
  return Math.pow(1 + period, DAYS_PER_YEAR / days) - 1;
}
