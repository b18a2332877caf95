// Income by financial year (issues 31, 47): GET /api/income?fy=&format=, the year's dividends by pay
// date (an estimate without one by its ex-date) and the funds' annual tax statements that replace
// their distributions, with the totals. Money to cents. Not tax advice.
import { z } from "zod";
import { financialYearField } from "./cgt";
import type { DividendStatus } from "./dividends";
import type { ReconciliationView } from "./tax-statements";

/** GET /api/income: default the financial year of Sydney's today; `format=csv` downloads the lines. */
export const incomeQuery = z.object({
  fy: financialYearField(2025).optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});

/** "income-fy2025.csv" */
export function incomeCsvFileName(fy: number): string {
  return `income-fy${fy}.csv`;
}

/** One dividend of GET /api/income. Money to cents. */
export interface IncomeLineView {
  dividendId: string;
  stockId: string;
  symbol: string;
  exDate: string;
  payDate: string | null;
  units: string;
  amountPerShare: string;
  cash: string;
  /** Null while unknown (counted as unfranked in the totals). */
  frankingPercent: string | null;
  frankingCredit: string | null;
  grossedUp: string;
  drpUnits: string | null;
  status: DividendStatus;
  /** A dividend a corporate action paid (issue 46): in specie, or a bonus issue's; absent for a cash dividend. */
  actionType?: "IN_SPECIE_DIVIDEND" | "BONUS_ISSUE";
  /** An in-specie dividend's: the code of the shares it paid ("WDS"), for its label "In specie: WDS" (decision 071). */
  paidInSymbol?: string;
}

/** An income line's label (decision 071): "In specie: WDS", "Bonus issue", or null for a cash dividend. */
export function incomeActionLabel(line: Pick<IncomeLineView, "actionType" | "paidInSymbol">): string | null {
  if (line.actionType === "IN_SPECIE_DIVIDEND") return line.paidInSymbol ? `In specie: ${line.paidInSymbol}` : "In specie";
  if (line.actionType === "BONUS_ISSUE") return "Bonus issue";
  return null;
}

export interface IncomeTotalsView {
  cash: string;
  franked: string;
  unfranked: string;
  frankingCredits: string;
  grossedUp: string;
  /** How many of the year's dividends are estimates. */
  estimated: number;
  /** How many have an unknown franking % (estimates): their credits are unknown, left out of `frankingCredits`. */
  frankingUnknown: number;
}

/**
 * A fund's annual tax statement of the year (issue 47) in the income report: its components replace
 * the fund's cash distributions of that year. Franking credits and the foreign income tax offset are
 * tax offsets, not cash. Money to cents.
 */
export interface TrustIncomeLineView {
  statementId: string;
  stockId: string;
  symbol: string;
  cashDistribution: string;
  frankedDistributions: string;
  frankingCredits: string;
  /** Unfranked + interest + other Australian income. */
  otherIncome: string;
  foreignIncome: string;
  foreignIncomeTaxOffset: string;
  /** Tax-free, tax-deferred and the CGT concession amount: not assessable. */
  nonAssessable: string;
  /** The statement's cash against the fund's distributions of the year (`agrees` false: say so). */
  reconciliation: ReconciliationView;
}

export interface TrustIncomeTotalsView {
  cashDistribution: string;
  frankedDistributions: string;
  frankingCredits: string;
  otherIncome: string;
  foreignIncome: string;
  foreignIncomeTaxOffset: string;
  nonAssessable: string;
}

/** GET /api/income?fy=2025: the dividends of FY 2025 (1 Jul 2024 – 30 Jun 2025) by pay date (an estimate without one by ex-date). */
export interface IncomeView {
  fy: number;
  /** Dividends and distributions not covered by a tax statement. */
  lines: IncomeLineView[];
  totals: IncomeTotalsView;
  /** The year's tax statements, by symbol, and their totals. */
  trusts: { lines: TrustIncomeLineView[]; totals: TrustIncomeTotalsView };
  /** Distributions of this report left out of `lines` because a statement covers them. */
  coveredDistributions: number;
  /** Years with dividend income and the current one, newest first (the Tax page's year choice). */
  financialYears: number[];
}
