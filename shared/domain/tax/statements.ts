// An ETF's or managed fund's annual tax statement (AMMA, issue 47; docs/domain.md "ETF and managed
// fund tax statements"): the rules that read one statement, pure and exact. Not tax advice.
// - A distribution belongs to the financial year of its entitlement: the units held at the end of
//   the day before its ex-date (a 30 June distribution goes ex on 1 July and is the old year's).
// - Once a statement for a fund and year is in, its components replace that year's cash
//   distributions of the fund in the income report (they were estimates of the same money).
// - Franking credits can be at most franked × 30 / 70 (the 30 % corporate rate, the highest).
// - An AMIT's cost base net amount is an excess (cost base down) or a shortfall (up), never both;
//   a statement without either is a non-AMIT trust's, whose tax-deferred amount reduces cost base.
import { addDays, financialYearOf } from "../ledger/dates";
import { type Dec, ZERO, dec, plain, toCents } from "../ledger/decimal";

/** The statement's amounts, decimal strings to cents; amitExcess / amitShortfall null for a non-AMIT fund. */
export interface StatementAmounts {
  cashDistribution: string;
  frankedDistributions: string;
  frankingCredits: string;
  unfranked: string;
  interest: string;
  otherAustralianIncome: string;
  foreignIncome: string;
  foreignIncomeTaxOffset: string;
  discountedCapitalGains: string;
  cgtConcessionAmount: string;
  otherCapitalGains: string;
  taxFree: string;
  taxDeferred: string;
  amitExcess: string | null;
  amitShortfall: string | null;
}

export const STATEMENT_AMOUNT_FIELDS = [
  "cashDistribution",
  "frankedDistributions",
  "frankingCredits",
  "unfranked",
  "interest",
  "otherAustralianIncome",
  "foreignIncome",
  "foreignIncomeTaxOffset",
  "discountedCapitalGains",
  "cgtConcessionAmount",
  "otherCapitalGains",
  "taxFree",
  "taxDeferred",
  "amitExcess",
  "amitShortfall",
] as const satisfies readonly (keyof StatementAmounts)[];

/** The financial year a distribution with this ex-date belongs to: that of the day before it. */
export function distributionFinancialYear(exDate: string): number {
  return financialYearOf(addDays(exDate, -1));
}

/** The most franking credits a franked amount can carry: franked × 30 / 70. */
export function maxFrankingCredits(frankedDistributions: string): Dec {
  return dec(frankedDistributions).times(30).div(70);
}

/** The statement's own contradictions, as sentences (empty when none). */
export function statementProblems(amounts: StatementAmounts): string[] {
  const problems: string[] = [];
  const most = maxFrankingCredits(amounts.frankedDistributions);
  if (dec(amounts.frankingCredits).gt(most)) {
    problems.push(
      `Franking credits of ${toCents(amounts.frankingCredits)} are more than franked distributions of ${toCents(amounts.frankedDistributions)} allow (at most ${most.toDecimalPlaces(2, 1).toFixed(2)}, at the 30 % company rate)`,
    );
  }
  const excess = amounts.amitExcess === null ? ZERO : dec(amounts.amitExcess);
  const shortfall = amounts.amitShortfall === null ? ZERO : dec(amounts.amitShortfall);
  if (!excess.isZero() && !shortfall.isZero()) {
    problems.push("The AMIT cost base net amount is an excess or a shortfall, not both: give one and leave the other 0");
  }
  return problems;
}

/** True when the statement gives an AMIT cost base net amount (either field, even 0). */
export function isAmit(amounts: Pick<StatementAmounts, "amitExcess" | "amitShortfall">): boolean {
  return amounts.amitExcess !== null || amounts.amitShortfall !== null;
}

/**
 * How the statement moves the fund's cost base in its year, exact (negative: down): −excess or
 * +shortfall for an AMIT; −tax-deferred for a non-AMIT trust. Tax-free amounts reduce only the
 * reduced cost base, which the ledger does not keep apart, so they are not in it.
 */
export function costBaseAdjustment(amounts: StatementAmounts): string {
  if (!isAmit(amounts)) return plain(dec(amounts.taxDeferred).neg());
  return plain(dec(amounts.amitShortfall ?? "0").minus(amounts.amitExcess ?? "0"));
}

/** The statement's income as the return asks for it, exact. */
export interface StatementIncome {
  /**
   * Unfranked + interest + other Australian income: the share of net income from trusts less
   * capital gains, foreign income and franked distributions.
   */
  otherTrustIncome: string;
  frankedDistributions: string;
  frankingCredits: string;
  foreignIncome: string;
  foreignIncomeTaxOffset: string;
  /** Not assessable: tax-free, tax-deferred and the CGT concession amount. */
  nonAssessable: string;
}

export function statementIncome(amounts: StatementAmounts): StatementIncome {
  return {
    otherTrustIncome: plain(dec(amounts.unfranked).plus(amounts.interest).plus(amounts.otherAustralianIncome)),
    frankedDistributions: plain(dec(amounts.frankedDistributions)),
    frankingCredits: plain(dec(amounts.frankingCredits)),
    foreignIncome: plain(dec(amounts.foreignIncome)),
    foreignIncomeTaxOffset: plain(dec(amounts.foreignIncomeTaxOffset)),
    nonAssessable: plain(dec(amounts.taxFree).plus(amounts.taxDeferred).plus(amounts.cgtConcessionAmount)),
  };
}

/** The year's cash distributions of the fund against the statement's cash total: what a holder checks. */
export interface Reconciliation {
  statementCash: string;
  /** The cash of the fund's distributions whose entitlement falls in the statement's year. */
  distributionsCash: string;
  /** statementCash − distributionsCash; "0" when they agree. */
  difference: string;
  distributions: number;
}

export function reconcile(statementCash: string, distributionCash: readonly string[]): Reconciliation {
  const total = distributionCash.reduce((sum, cash) => sum.plus(cash), ZERO);
  return {
    statementCash: plain(dec(statementCash)),
    distributionsCash: plain(total),
    difference: plain(dec(statementCash).minus(total)),
    distributions: distributionCash.length,
  };
}

/**
 * Whether any units were held in financial year `fy`: at its start (the end of 30 June before) or at
 * the end of any day in it on which something happened. `steps` are one stock's end-of-day
 * positions, sorted by date (the replay's `positions`).
 */
export function heldInFinancialYear(steps: readonly { date: string; units: bigint }[] | undefined, fy: number): boolean {
  const start = `${fy - 1}-07-01`;
  const end = `${fy}-06-30`;
  let before = 0n;
  for (const step of steps ?? []) {
    if (step.date < start) before = step.units;
    else if (step.date <= end && step.units > 0n) return true;
  }
  return before > 0n;
}
