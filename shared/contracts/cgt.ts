// Capital gains (issue 30): GET /api/cgt?fy=2025&method=fifo|minimise&format=json|csv. FY 2025 runs
// 1 Jul 2024 – 30 Jun 2025. `method` overrides the user's parcel method for this answer only; chosen
// parcels win over either. Money is rounded to cents (half away from zero); units as stored
// (docs/domain.md#holdings "Capital gains"). Not tax advice.
import { z } from "zod";
import type { TaxEntity } from "../domain/ledger/tax-entity";
import { parcelMethodField, type ParcelMethod } from "./holdings";
import type { ProvisionalMark } from "./provisional";

/** The words the Tax page and the CGT CSV carry. */
export const NOT_TAX_ADVICE = "Not tax advice: check the figures against your broker's statements.";

/** Financial years the app answers: FY 1986 is the first with CGT (from 20 Sep 1985). */
export const FIRST_FINANCIAL_YEAR = 1986;
export const LAST_FINANCIAL_YEAR = 2100;

/** A `fy` field: a financial year as a number or its digits ("2025"); `example` names one in the message. */
export const financialYearField = (example: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: `fy must be a financial year like ${example}` })
      .int(`fy must be a financial year like ${example}`)
      .min(FIRST_FINANCIAL_YEAR, `fy must be from ${FIRST_FINANCIAL_YEAR}`)
      .max(LAST_FINANCIAL_YEAR, `fy must be at most ${LAST_FINANCIAL_YEAR}`),
  );

export const cgtQuery = z.object({
  /** Default: the financial year of Sydney's today. */
  fy: financialYearField(2025).optional(),
  /** Default: the user's parcel method (GET /api/holdings/settings). */
  method: parcelMethodField.optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});

/** "cgt-fy2025-fifo.csv" */
export function cgtCsvFileName(fy: number, method: ParcelMethod): string {
  return `cgt-fy${fy}-${method}.csv`;
}

/** What one sale took from one parcel. */
/** A line's Discount on screen and in the CSV: "Yes", "No", and "—" for a loss, which gets no discount (issue 44 item 10). */
export function cgtDiscountText(line: Pick<CgtLineView, "gain" | "discountEligible">): string {
  return line.gain.startsWith("-") ? "—" : line.discountEligible ? "Yes" : "No";
}

export interface CgtLineView extends ProvisionalMark {
  /** The ATO CGT event: A1 for a sale (C2, G1, G3, E10 for the corporate actions and ETFs that make them). */
  event: "A1" | "C2" | "G1" | "G3" | "E4" | "E10";
  sellTradeId: string;
  stockId: string;
  symbol: string;
  soldOn: string;
  /** The parcel's id (its first trade's id). */
  parcelTradeId: string;
  acquiredOn: string;
  units: string;
  /** Units × price less this parcel's share of the sale's brokerage. */
  proceeds: string;
  costBase: string;
  /** proceeds − costBase as shown; negative for a capital loss (which gets no discount, whatever discountEligible says). */
  gain: string;
  discountEligible: boolean;
  /** True when the user chose the sale's parcels (the method did not apply). */
  parcelsChosen: boolean;
}

/** A fund's capital gain from its annual tax statement (issue 47): a line of the year beside the sales. */
export interface TrustGainLineView {
  statementId: string;
  stockId: string;
  symbol: string;
  fy: number;
  /** "discounted": grossed up (× 2) from the statement's figure; "other": no discount. */
  kind: "discounted" | "other";
  /** As the statement shows it. */
  asStated: string;
  /** As it enters the year (grossed up for a discounted gain), to cents. */
  gain: string;
  discountEligible: boolean;
}

export interface CgtTotalsView {
  capitalGains: string;
  /** As a positive amount. */
  capitalLosses: string;
  discountableGains: string;
  /** After this year's losses, losses brought forward and the entity's discount; 0 when losses cover every gain. */
  netCapitalGain: string;
  /** Net capital losses of earlier years in the ledger, applied after this year's losses. */
  lossBroughtForward: string;
  lossCarriedForward: string;
}

/** Marked when a line of the year (or a loss brought forward into it) rests on a provisional corporate action. */
export interface CgtView extends ProvisionalMark {
  fy: number;
  method: ParcelMethod;
  /** Whose figures: its discount (`cgtDiscount`: "50 %", "33⅓ %", "none") is the one applied. */
  taxEntity: TaxEntity;
  cgtDiscount: string;
  lines: CgtLineView[];
  trustLines: TrustGainLineView[];
  totals: CgtTotalsView;
  /** Financial years with a sale or a tax statement, and the current one, newest first: the picker's choices. */
  financialYears: number[];
}
