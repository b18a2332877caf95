// The next ex-dates of a stock, estimated from its past ones (docs/domain.md "Dividends and
// franking"). Most ASX payers pay twice a year at about the same time each year, so the estimate is
// "the same days as last year": every ex-date of the 12 months up to today, one year on. A payer
// that skipped a dividend last year gets no estimate for it; one that started paying gets one.
import { addYears } from "./dates";

export interface EstimatedExDate {
  /** The estimate: `basedOn` one year later (a 29 February lands on 28 February). */
  exDate: string;
  /** Last year's ex-date it repeats; its amount is the natural estimate of the next one. */
  basedOn: string;
}

/**
 * Ex-dates expected in the next 12 months, soonest first: each past ex-date after the same day a year
 * before `today` and up to `today`, moved on one year. Ex-dates after `today` (announced) are not
 * estimates and are ignored; duplicates count once.
 */
export function estimateNextExDates(pastExDates: readonly string[], today: string): EstimatedExDate[] {
  const after = addYears(today, -1);
  const lastYear = [...new Set(pastExDates)].filter((date) => date > after && date <= today).sort();
  return lastYear.map((basedOn) => ({ exDate: addYears(basedOn, 1), basedOn }));
}
