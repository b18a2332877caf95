// Capital gains by Australian financial year (docs/domain.md#holdings "Capital gains", decision 025).
// Not tax advice: no pre-CGT assets, no small-business concessions.
// The method statement (ATO Guide to CGT, "Working out your net capital gain"): this year's capital
// losses reduce the gains that get no discount first, then the discountable ones; losses brought
// forward from earlier years next, in the same order; the entity's discount (tax-entity.ts: 50 %,
// 33⅓ % or none) applies last, to what is left of the discountable gains. A loss left over is
// carried to the next year. A trust's capital gains (an ETF's annual tax statement, trust-gains.ts)
// are gains of the year like a sale's, the discounted ones grossed up first (issue 47). A net
// capital loss from before the ledger (`lossBroughtIn`) is brought forward into its first year.
import { type Dec, ZERO, dec, plain, toCents } from "./decimal";
import { financialYearOf } from "./dates";
import { centsTextOf, roundedCents } from "./cents";
import { centsText, fromScaled, plainScaled } from "./scaled";
import { cgtDiscountOf, DEFAULT_TAX_ENTITY, type TaxEntity } from "./tax-entity";
import type { TrustGainLine } from "./trust-gains";
import type { DisposalLine } from "./types";

/** A financial year's figures, exact decimal strings; losses are positive amounts. */
export interface CgtTotals {
  /** Sum of the year's gains (lines with gain > 0), before losses and discount. */
  capitalGains: string;
  /** Sum of the year's losses (lines with gain < 0), as a positive amount. */
  capitalLosses: string;
  /** The part of capitalGains from parcels held long enough for the discount. */
  discountableGains: string;
  /** What is left after losses and the discount (0 when losses cover every gain). */
  netCapitalGain: string;
  /** Net capital losses of earlier years available at the start of this one. */
  lossBroughtForward: string;
  /** Losses (this year's and brought forward) no gain used up: brought forward into the next year. */
  lossCarriedForward: string;
}

/**
 * How the year's losses met its gains, step by step (exact; losses as positive amounts): what a screen
 * that shows the arithmetic reads, so the order lives only here. Gains without the discount =
 * capitalGains − discountableGains; what is left of each kind is its gains less the two amounts applied.
 */
export interface CgtSteps {
  lossesAppliedToOtherGains: string;
  lossesAppliedToDiscountableGains: string;
  broughtForwardAppliedToOtherGains: string;
  broughtForwardAppliedToDiscountableGains: string;
  /** The discountable gains left after every loss, before the discount. */
  discountableGainsLeft: string;
  /** The discount taken off them: discountableGainsLeft × the entity's discount. */
  discount: string;
}

export interface CgtYear {
  financialYear: number;
  /** The year's disposal lines, in replay order. */
  lines: DisposalLine[];
  /** The year's trust capital gains (from annual tax statements), by fund. */
  trustLines: TrustGainLine[];
  totals: CgtTotals;
  steps: CgtSteps;
}

/** What the years are worked out for: the entity's discount, losses from before the ledger, trust gains. */
export interface CgtOptions {
  /** Default individual (50 %). */
  entity?: TaxEntity;
  /** The net capital loss carried into `financialYear`, the first year the ledger covers (a positive amount). */
  lossBroughtIn?: { amount: string; financialYear: number } | null;
  trustGains?: readonly TrustGainLine[];
}

function smaller(a: Dec, b: Dec): Dec {
  return a.lt(b) ? a : b;
}

interface YearInput {
  lines: DisposalLine[];
  trustLines: TrustGainLine[];
  broughtForward: Dec;
  entity: TaxEntity;
}

interface YearSums {
  otherGains: Dec;
  discountable: Dec;
  losses: Dec;
}

function decimalSums(lines: readonly DisposalLine[], trustLines: readonly TrustGainLine[]): YearSums {
  let otherGains = ZERO;
  let discountable = ZERO;
  let losses = ZERO;
  for (const line of [...lines, ...trustLines]) {
    const gain = dec(line.gain);
    if (gain.isNegative() && !gain.isZero()) losses = losses.minus(gain);
    else if (line.discountEligible) discountable = discountable.plus(gain);
    else otherGains = otherGains.plus(gain);
  }
  return { otherGains, discountable, losses };
}

/**
 * decimalSums in 10^-24 (scaled.ts) when every gain is plain text of at most 24 decimals, as the lines
 * as shown and the replay's exact ones all are: the same sums without a decimal.js value per line. A
 * year of the bench trader's and the years behind it hold thousands (decision 075), and a Before
 * 30 June scenario sums them exact, twice (decision 085). Null otherwise.
 */
function scaledSums(lines: readonly DisposalLine[], trustLines: readonly TrustGainLine[]): YearSums | null {
  let otherGains = 0n;
  let discountable = 0n;
  let losses = 0n;
  for (const list of [lines, trustLines])
    for (const line of list) {
      const gain = plainScaled(line.gain);
      if (gain === null) return null;
      if (gain < 0n) losses -= gain;
      else if (line.discountEligible) discountable += gain;
      else otherGains += gain;
    }
  return { otherGains: dec(fromScaled(otherGains)), discountable: dec(fromScaled(discountable)), losses: dec(fromScaled(losses)) };
}

function yearOf(financialYear: number, input: YearInput): { year: CgtYear; carried: Dec } {
  const { lines, trustLines, broughtForward, entity } = input;
  const { otherGains, discountable, losses } = scaledSums(lines, trustLines) ?? decimalSums(lines, trustLines);
  let leftOther = otherGains;
  let leftDiscountable = discountable;
  /** Applies a loss to what is left of the gains, non-discountable first; what it took from each, and what it did not use. */
  const offset = (loss: Dec) => {
    const fromOther = smaller(loss, leftOther);
    leftOther = leftOther.minus(fromOther);
    const fromDiscountable = smaller(loss.minus(fromOther), leftDiscountable);
    leftDiscountable = leftDiscountable.minus(fromDiscountable);
    return { fromOther, fromDiscountable, unused: loss.minus(fromOther).minus(fromDiscountable) };
  };
  const ofYear = offset(losses);
  const ofEarlier = offset(broughtForward);
  const carried = ofYear.unused.plus(ofEarlier.unused);
  const discount = cgtDiscountOf(leftDiscountable, entity);
  const net = leftOther.plus(leftDiscountable.minus(discount));
  const totals: CgtTotals = {
    capitalGains: plain(otherGains.plus(discountable)),
    capitalLosses: plain(losses),
    discountableGains: plain(discountable),
    netCapitalGain: plain(net),
    lossBroughtForward: plain(broughtForward),
    lossCarriedForward: plain(carried),
  };
  const steps: CgtSteps = {
    lossesAppliedToOtherGains: plain(ofYear.fromOther),
    lossesAppliedToDiscountableGains: plain(ofYear.fromDiscountable),
    broughtForwardAppliedToOtherGains: plain(ofEarlier.fromOther),
    broughtForwardAppliedToDiscountableGains: plain(ofEarlier.fromDiscountable),
    discountableGainsLeft: plain(leftDiscountable),
    discount: plain(discount),
  };
  return { year: { financialYear, lines, trustLines, totals, steps }, carried };
}

function byFinancialYear<T>(items: readonly T[], yearOfItem: (item: T) => number): Map<number, T[]> {
  const byYear = new Map<number, T[]>();
  for (const item of items) {
    const year = yearOfItem(item);
    const list = byYear.get(year);
    if (list) list.push(item);
    else byYear.set(year, [item]);
  }
  return byYear;
}

/**
 * Every financial year from the first with a disposal, a trust gain or the loss brought in to the
 * last with a disposal or a trust gain (years without one included, so a carried loss can be
 * followed), oldest first.
 */
export function capitalGainsByFinancialYear(disposals: readonly DisposalLine[], options: CgtOptions = {}): CgtYear[] {
  const entity = options.entity ?? DEFAULT_TAX_ENTITY;
  const sales = byFinancialYear(disposals, (line) => financialYearOf(line.soldOn));
  const trusts = byFinancialYear(options.trustGains ?? [], (line) => line.financialYear);
  const broughtIn = options.lossBroughtIn && dec(options.lossBroughtIn.amount).gt(0) ? options.lossBroughtIn : null;
  const withLines = [...sales.keys(), ...trusts.keys()];
  if (withLines.length === 0 && !broughtIn) return [];
  const first = Math.min(...withLines, ...(broughtIn ? [broughtIn.financialYear] : []));
  const last = Math.max(...withLines, first);
  const years: CgtYear[] = [];
  let carried = ZERO;
  for (let year = first; year <= last; year += 1) {
    if (broughtIn && year === broughtIn.financialYear) carried = carried.plus(broughtIn.amount);
    const result = yearOf(year, { lines: sales.get(year) ?? [], trustLines: trusts.get(year) ?? [], broughtForward: carried, entity });
    years.push(result.year);
    carried = result.carried;
  }
  return years;
}

/** One financial year, with the losses the ledger's earlier years (and the loss brought in) bring into it. */
export function capitalGainsForYear(disposals: readonly DisposalLine[], financialYear: number, options: CgtOptions = {}): CgtYear {
  // Later years bring nothing into this one (a loss is carried forward only), so they are not worked out.
  const upTo = <T>(items: readonly T[], yearOfItem: (item: T) => number) => items.filter((item) => yearOfItem(item) <= financialYear);
  const trustGains = options.trustGains && upTo(options.trustGains, (line) => line.financialYear);
  const years = capitalGainsByFinancialYear(
    upTo(disposals, (line) => financialYearOf(line.soldOn)),
    trustGains ? { ...options, trustGains } : options,
  );
  const found = years.find((year) => year.financialYear === financialYear);
  if (found) return found;
  const before = years.filter((year) => year.financialYear < financialYear).at(-1);
  const broughtForward = dec(before?.totals.lossCarriedForward ?? "0");
  return yearOf(financialYear, { lines: [], trustLines: [], broughtForward, entity: options.entity ?? DEFAULT_TAX_ENTITY }).year;
}

/**
 * A disposal line as shown (issue 44 item 8, docs/domain.md "Capital gains"): the gain and the
 * proceeds rounded to cents half away from zero from their exact values, and the cost base shown as
 * their difference, so the line adds up as shown: proceeds 497.016 and cost base 450.993333… show
 * 497.02 − 451.00 = 46.02 (the exact gain's cents), never 497.02 − 450.99 = 46.02. The year's totals
 * are then worked out from these lines (`capitalGainsForYear(lines.map(presentDisposalLine), fy)`).
 */
export function presentDisposalLine(line: DisposalLine): DisposalLine {
  // In whole cents (scaled.ts) where the figures allow: a year's lines are thousands (decision 066).
  const proceedsCents = roundedCents(line.proceeds);
  const gainCents = roundedCents(line.gain);
  if (proceedsCents !== null && gainCents !== null) {
    return { ...line, proceeds: centsText(proceedsCents), costBase: centsText(proceedsCents - gainCents), gain: centsText(gainCents) };
  }
  const proceeds = toCents(line.proceeds);
  const gain = toCents(line.gain);
  return { ...line, proceeds, costBase: toCents(dec(proceeds).minus(gain)), gain };
}

/**
 * An earlier year's line as a later year's totals read it (the loss it carries forward): its gain's
 * cents as presentDisposalLine shows them, the rest as it is.
 */
export function withGainAsShown(line: DisposalLine): DisposalLine {
  return { ...line, gain: centsTextOf(line.gain) };
}

/** A year's totals for a report: each figure rounded to cents from its exact value. */
export function presentCgtTotals(totals: CgtTotals): CgtTotals {
  return {
    capitalGains: toCents(totals.capitalGains),
    capitalLosses: toCents(totals.capitalLosses),
    discountableGains: toCents(totals.discountableGains),
    netCapitalGain: toCents(totals.netCapitalGain),
    lossBroughtForward: toCents(totals.lossBroughtForward),
    lossCarriedForward: toCents(totals.lossCarriedForward),
  };
}
