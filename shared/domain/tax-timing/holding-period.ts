// The 45-day holding period rule, as far as the Before 30 June page notes it (docs/domain.md "Before
// 30 June"): an individual whose franking credits for the year are above $5,000 generally needs to
// have held shares at risk for 45 days, counting neither the day bought nor the day sold, to claim
// them. The page notes the rule beside a parcel bought within 45 days before an ex-date of its stock
// whose 45 days are not over at asOf; it never tells anyone what to do.
import { FRANKING_CREDIT_THRESHOLD, HOLDING_PERIOD_DAYS } from "../../constants";
import { addDays, dividendIncomeDate, financialYearOf, incomeByFinancialYear, type DividendRecord } from "../ledger";
import { dec, plain } from "../ledger/decimal";

export interface FrankingEstimate {
  /** The year's credits by income date; a dividend of unknown franking counted fully franked. */
  credits: string;
  /** How many of the year's dividends had no franking % yet. */
  unknownFranking: number;
  overThreshold: boolean;
}

/**
 * The year's franking credits, estimated from the user's dividends (by income date, as the Tax page's
 * Income). An unknown franking % (an estimate from market data) counts as 100 % here, not as the
 * income's unfranked: an estimate that errs towards showing the note rather than hiding it.
 */
export function estimatedFrankingCredits(dividends: readonly DividendRecord[], fy: number): FrankingEstimate {
  // The year's own dividends only: the other years' totals were worked out and dropped (decision 066).
  const ofYear = dividends.filter((dividend) => financialYearOf(dividendIncomeDate(dividend)) === fy);
  const unknownFranking = incomeByFinancialYear(ofYear).get(fy)?.frankingUnknown ?? 0;
  const fullyFranked = ofYear.map((dividend) => ({ ...dividend, frankingPercent: dividend.frankingPercent ?? "100" }));
  const credits = incomeByFinancialYear(fullyFranked).get(fy)?.frankingCredits ?? "0";
  return { credits, unknownFranking, overThreshold: dec(credits).gt(FRANKING_CREDIT_THRESHOLD) };
}

/** Fully franked dividends that carry `credits` of franking credits at the company tax `rate`: credits × (1 − rate) ÷ rate. */
export function frankedDividendsFor(credits: string, rate: string): string {
  return plain(dec(credits).times(dec("1").minus(rate)).div(rate));
}

/** The first day a sale leaves 45 days held, not counting the day bought and the day sold: bought 5 Jul → 20 Aug. */
export function heldAtRiskFrom(acquiredOn: string): string {
  return addDays(acquiredOn, HOLDING_PERIOD_DAYS + 1);
}

export interface HoldingPeriodNote {
  /** The ex-date within 45 days after the purchase. */
  exDate: string;
  /** heldAtRiskFrom(acquiredOn). */
  heldFortyFiveDaysOn: string;
}

/**
 * The note for one parcel: the first ex-date of its stock from the day after its purchase to 45 days
 * after it, while its 45 days are not over at asOf; null otherwise. The caller shows it only when
 * the year's credits are over the threshold.
 */
export function holdingPeriodNote(acquiredOn: string, exDates: readonly string[], asOf: string): HoldingPeriodNote | null {
  const heldFortyFiveDaysOn = heldAtRiskFrom(acquiredOn);
  if (asOf >= heldFortyFiveDaysOn) return null;
  const last = addDays(acquiredOn, HOLDING_PERIOD_DAYS);
  const exDate = [...exDates].sort().find((date) => date > acquiredOn && date <= last);
  return exDate === undefined ? null : { exDate, heldFortyFiveDaysOn };
}
