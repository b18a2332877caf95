// Which days a return covers (docs/domain.md#returns). A period runs from the start of `from` to the
// end of `to`, both Sydney dates; its value at the start is the value at the end of the day before.
// `days` = to − from: the financial year 1 Jul 2024 – 30 Jun 2025 has 364, under a year, so its
// money-weighted figure is the period's (modified Dietz), and "p.a." begins at 365 days.
import { addDays, addYears, financialYearOf, financialYearRange } from "../ledger";
import { daysBetween } from "../price-history";

export const RETURN_PERIODS = ["fy", "last-fy", "1y", "3y", "5y", "all"] as const;
export type ReturnPeriodName = (typeof RETURN_PERIODS)[number];

/** A period of at least this many days shows its money-weighted return as XIRR "p.a.". */
export const PER_ANNUM_MIN_DAYS = 365;

export interface ReturnPeriod {
  from: string;
  to: string;
  days: number;
}

export type PeriodChoice = { name: ReturnPeriodName } | { from: string; to: string };

/**
 * The period of a choice on `today`. Named periods end today (last FY on its 30 June); "1y" starts
 * the day after the same date a year ago. A start before the first flow (`firstFlow`, the ledger's
 * first trade) moves to it, as does "all": nothing happened earlier, and the period's days count
 * from there. A user without flows gets today.
 */
export function resolvePeriod(choice: PeriodChoice, today: string, firstFlow: string | null): ReturnPeriod {
  let from: string;
  let to = today;
  if ("from" in choice) ({ from, to } = choice);
  else if (choice.name === "fy") from = financialYearRange(financialYearOf(today)).start;
  else if (choice.name === "last-fy") ({ start: from, end: to } = financialYearRange(financialYearOf(today) - 1));
  else if (choice.name === "all") from = firstFlow ?? today;
  else from = addDays(addYears(today, -{ "1y": 1, "3y": 3, "5y": 5 }[choice.name]), 1);
  if (firstFlow !== null && from < firstFlow && firstFlow <= to) from = firstFlow;
  return { from, to, days: daysBetween(from, to) };
}
