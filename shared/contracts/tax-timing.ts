// Before 30 June (issue 49, docs/domain.md "Before 30 June"): GET /api/tax-timing?fy=&asOf= answers
// the year's capital-gains position at asOf and every parcel open then; POST /api/tax-timing/scenario
// answers the net capital gain the year would have with the sales given, against the year as it
// stands, with every line of the arithmetic, and writes nothing. Money in cents, units as stored.
// Figures, not advice.
import { z } from "zod";
import { MAX_SCENARIO_SALES } from "../constants";
import type { HoldingPeriodNote, ScenarioLineKey, ScenarioSaleDetail } from "../domain/tax-timing";
import { cgtQuery } from "./cgt";
import type { ParcelMethod } from "./holdings";
import { brokerageField, ledgerDate, priceField, unitsField } from "./ledger-values";
import type { ProvisionalMark } from "./provisional";

/** "FY 2024–25": the financial year 1 Jul 2024 – 30 Jun 2025, as the page's sentences name it. */
export function financialYearName(fy: number): string {
  return `FY ${fy - 1}–${String(fy).slice(-2)}`;
}

const fy = cgtQuery.shape.fy;
/** Default: Sydney's today, or 30 June of a past year given as fy. Never after today. */
const asOf = ledgerDate("asOf").optional();

export const taxTimingQuery = z.object({ fy, asOf });
export type TaxTimingQuery = z.output<typeof taxTimingQuery>;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/**
 * A parcel's id as GET /api/tax-timing lists it: a trade's or a reinvestment's, or one a corporate
 * action made — the action's id, then the parcel it came from or the take-up it was
 * (shared/domain/corporate-actions: `derivedParcelId`, rights' `taken-up:N`), any number deep.
 */
const NOT_A_PARCEL = "parcelId must be the id of one of your parcels";
const PARCEL_ID = new RegExp(`^${UUID}(:(${UUID}|taken-up:[1-9][0-9]{0,5}))*$`, "i");

export const scenarioSaleBody = z.object({
  parcelId: z.string({ error: NOT_A_PARCEL }).max(800, { error: NOT_A_PARCEL }).regex(PARCEL_ID, { error: NOT_A_PARCEL }),
  units: unitsField(),
  /** Default: asOf. From asOf to 30 June of the year. */
  date: ledgerDate("Date").optional(),
  /** Default: the parcel's close at asOf. */
  price: priceField().optional(),
  brokerage: brokerageField().optional(),
});

export const scenarioBody = z.object({
  fy,
  asOf,
  sales: z
    .array(scenarioSaleBody, { error: "sales must be a list of sales" })
    .max(MAX_SCENARIO_SALES, `A scenario can hold at most ${MAX_SCENARIO_SALES} sales`),
});
export type ScenarioBody = z.output<typeof scenarioBody>;

/** One parcel open at asOf. */
export interface TaxTimingParcelView extends ProvisionalMark {
  stockId: string;
  symbol: string;
  /** The parcel's first trade's id, or the reinvested dividend's. */
  parcelId: string;
  acquiredOn: string;
  units: string;
  costBase: string;
  /** The last close on or before asOf (for today without one stored: the stock's last price); null when none. */
  close: string | null;
  /** The close's trading date; null for the last price. */
  closeOn: string | null;
  /** units × close − costBase; null without a close. */
  unrealised: string | null;
  /** The first sale date counted as eligible for the 50 % discount. */
  discountFrom: string;
  /** True for a parcel bought on 29 February: the later of the two readings is shown. */
  discountDateConservative: boolean;
  /** Days from asOf to discountFrom; 0 once reached. */
  daysToDiscount: number;
  /** discountFrom is still ahead at asOf (or is asOf) and on or before 30 June. */
  discountBeforeFyEnd: boolean;
  /** The analysts' consensus: the broker average over the four brokers; null without one. */
  consensusFairValue: string | null;
  fairValueSources: number;
  /** (close − consensus) ÷ consensus × 100, two decimals: −27.27 reads "27% below". */
  priceVsFairValuePercent: string | null;
  /** Only when the year's franking credits are estimated above $5,000. */
  fortyFiveDayNote: HoldingPeriodNote | null;
}

/** Marked when the year so far or an open parcel rests on a provisional corporate action. */
export interface TaxTimingView extends ProvisionalMark {
  fy: number;
  asOf: string;
  daysToFyEnd: number;
  method: ParcelMethod;
  /** The user's tax entity's CGT discount as the Tax page names it: "50 %", "33⅓ %" or "none" (a company). */
  cgtDiscount: string;
  realised: { discountable: string; nonDiscountable: string; losses: string };
  broughtForward: string;
  netCapitalGain: string;
  /** The year's franking credits by income date, an unknown franking % counted fully franked. */
  frankingCredits: { estimate: string; unknownFranking: number; overThreshold: boolean };
  /** The brokerage of the user's latest buy or sale: what a scenario sale starts with. */
  lastBrokerage: string;
  parcels: TaxTimingParcelView[];
}

export interface ScenarioView extends ProvisionalMark {
  fy: number;
  asOf: string;
  netCapitalGain: string;
  /** As in TaxTimingView. */
  cgtDiscount: string;
  /** The year as it stands at asOf. */
  baseline: string;
  /** netCapitalGain − baseline. */
  difference: string;
  lines: ScenarioLineView[];
}

/** One line of the arithmetic; a "sale" line carries the sale, with its stock's symbol. */
export interface ScenarioLineView {
  key: ScenarioLineKey;
  /** Cents; what a loss or the discount takes off is negative. */
  amount: string;
  sale?: ScenarioSaleDetail & { symbol: string };
}
