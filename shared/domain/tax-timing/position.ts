// The year's capital-gains position so far (docs/domain.md "Before 30 June"): the ledger's own figures
// for the financial year at `asOf` (capitalGainsForYear over the replay up to asOf), split the way the
// page shows them, and the days left to 30 June. Exact decimal strings; the service rounds to cents.
import { financialYearRange, type CgtYear } from "../ledger";
import { dec, plain } from "../ledger/decimal";
import { daysBetween } from "../price-history";

export interface YearPosition {
  fy: number;
  asOf: string;
  /** Days from asOf to 30 June of the year: 0 on 30 June itself. */
  daysToFyEnd: number;
  realised: {
    /** Gains on parcels held long enough for the discount, before losses and the discount. */
    discountable: string;
    /** The other gains. */
    nonDiscountable: string;
    /** The year's capital losses, as a positive amount. */
    losses: string;
  };
  /** Net capital losses of earlier years the ledger brings into this one. */
  broughtForward: string;
  /** After this year's losses, those brought forward and the discount, as the year stands at asOf. */
  netCapitalGain: string;
}

/** The year's gains without the discount: capital gains less the discountable ones. */
export function otherGainsOf(year: CgtYear): string {
  return plain(dec(year.totals.capitalGains).minus(year.totals.discountableGains));
}

/** `year` is capitalGainsForYear(replayLedger(input, asOf).disposals, fy); asOf is inside the year. */
export function yearPosition(year: CgtYear, asOf: string): YearPosition {
  const { totals } = year;
  return {
    fy: year.financialYear,
    asOf,
    daysToFyEnd: daysBetween(asOf, financialYearRange(year.financialYear).end),
    realised: {
      discountable: totals.discountableGains,
      nonDiscountable: otherGainsOf(year),
      losses: totals.capitalLosses,
    },
    broughtForward: totals.lossBroughtForward,
    netCapitalGain: totals.netCapitalGain,
  };
}
