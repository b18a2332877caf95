// The tax summary (issue 47): GET /api/tax-summary?fy=2024&format=json|csv. One financial year's
// figures where the return asks for them — for an individual with the labels of the Individual tax
// return 2025 and its supplementary section (docs/domain.md "Tax summary"), for a trust, a super
// fund or a company the same figures without them — each with the lines that make it. Money to
// cents. Not tax advice.
import type { TaxEntity } from "../domain/ledger/tax-entity";
import type { SummaryFigureKey, SummaryLine } from "../domain/tax/summary";
import { cgtQuery } from "./cgt";
import type { ProvisionalMark } from "./provisional";

export const taxSummaryQuery = cgtQuery.pick({ fy: true, format: true });

/** "tax-summary-fy2024.csv" */
export const taxSummaryCsvFileName = (fy: number) => `tax-summary-fy${fy}.csv`;

export interface SummaryLineView extends SummaryLine {
  /** The line's fund or stock; "" for the losses brought forward. */
  symbol: string;
}

export interface SummaryFigureView {
  key: SummaryFigureKey;
  /** "18A" for an individual; null for other entities. */
  label: string | null;
  title: string;
  amount: string;
  lines: SummaryLineView[];
}

/** Marked when the year's capital gains rest on a provisional corporate action. */
export interface TaxSummaryView extends ProvisionalMark {
  fy: number;
  taxEntity: TaxEntity;
  /** "Individual", "Self-managed super fund", … */
  taxEntityLabel: string;
  /** The entity's CGT discount in words: "50 %", "33⅓ %", "none". */
  cgtDiscount: string;
  figures: SummaryFigureView[];
  /** Funds of the year whose distributions are estimated (no statement yet): their figures are cash only. */
  estimatedFunds: string[];
  /** Years with a sale, dividend income or a statement, and the current one, newest first. */
  financialYears: number[];
}
