// Holdings (issue 30): GET /api/holdings, GET /api/holdings/:stockId/parcels,
// GET /api/holdings/value-history?range=, GET/PUT /api/holdings/settings. Figures are derived by
// replaying the user's trades with their parcel method (docs/domain.md#holdings). Money is a decimal
// string rounded to cents; units as stored; percentages to 2 decimals; prices to at most 6 decimals.
import { z } from "zod";
import { TAX_ENTITIES, type TaxEntity } from "../domain/ledger/tax-entity";
import { PARCEL_METHODS, type StoredParcelMethod } from "../schema";
import { decimalField } from "./ledger-values";
import { isMultiLineText, unstorableTextMessage } from "./text";
import type { ProvisionalMark } from "./provisional";

export { PARCEL_METHODS };
export type ParcelMethod = StoredParcelMethod;
export const PARCEL_METHOD_LABELS: Readonly<Record<ParcelMethod, string>> = { fifo: "FIFO", minimise: "Minimise gain" };
export const DEFAULT_PARCEL_METHOD: ParcelMethod = "fifo";

export const parcelMethodField = z.enum(PARCEL_METHODS, { error: "Method must be fifo or minimise" });

/** A holding's stock: `GET /api/holdings/:stockId/parcels` (another user's stock answers 404). */
export const holdingStockParams = z.object({ stockId: z.string().uuid("Invalid stock id") });

export const VALUE_HISTORY_RANGES = ["1Y", "3Y", "5Y", "ALL"] as const;
export type ValueHistoryRange = (typeof VALUE_HISTORY_RANGES)[number];
export const valueHistoryQuery = z.object({
  range: z.enum(VALUE_HISTORY_RANGES, { error: "range must be 1Y, 3Y, 5Y or ALL" }).default("1Y"),
});

export const MAX_LOSS_BROUGHT_IN = 1_000_000_000;
export const MAX_LOSS_NOTE_CHARS = 500;
export const HOLDING_SETTINGS_MESSAGES = { nothingToUpdate: "Nothing to update" } as const;

export const lossBroughtInField = decimalField({ label: "Loss brought in", least: "zero", max: MAX_LOSS_BROUGHT_IN }).refine(
  (value) => (value.split(".")[1]?.length ?? 0) <= 2,
  "Loss brought in must be in dollars and cents (at most 2 decimal places)",
);
const lossNoteField = z
  .union([z.string(), z.null()], { error: "Note must be text" })
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .refine((v) => v === null || v.length <= MAX_LOSS_NOTE_CHARS, `Note must be at most ${MAX_LOSS_NOTE_CHARS} characters`)
  .refine((v) => v === null || isMultiLineText(v), unstorableTextMessage("Note"));

/**
 * PUT /api/holdings/settings: any of the parcel method (FIFO or minimise gain; chosen parcels always
 * win), the tax entity (its CGT discount: 50 % / 50 % / 33⅓ % / none) and the net capital loss
 * carried into the first financial year the ledger covers, with a note of where it comes from. A
 * field left out keeps its value (issue 47, decision 053).
 */
export const holdingSettingsBody = z
  .object({
    parcelMethod: parcelMethodField.optional(),
    taxEntity: z.enum(TAX_ENTITIES, { error: "Tax entity must be individual, trust, smsf or company" }).optional(),
    lossBroughtIn: lossBroughtInField.optional(),
    lossBroughtInNote: lossNoteField.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), HOLDING_SETTINGS_MESSAGES.nothingToUpdate);
export type HoldingSettingsBody = z.input<typeof holdingSettingsBody>;
export type HoldingSettingsChange = z.output<typeof holdingSettingsBody>;

export interface HoldingSettingsView {
  parcelMethod: ParcelMethod;
  taxEntity: TaxEntity;
  /** The entity's CGT discount in words: "50 %", "33⅓ %", "none". */
  cgtDiscount: string;
  /** To cents; "0.00" when none. */
  lossBroughtIn: string;
  lossBroughtInNote: string | null;
  /** The financial year the loss enters: the first the ledger covers (its first trade's); null without trades. */
  lossBroughtInYear: number | null;
}

/** One open holding (units > 0); marked when its parcels rest on a provisional corporate action. */
export interface HoldingView extends ProvisionalMark {
  stockId: string;
  symbol: string;
  name: string;
  /** The stock's sector, for the Sectors screen's allocation by market value. */
  sector: string | null;
  units: string;
  costBase: string;
  /** costBase ÷ units, to 6 decimals at most. */
  averageCost: string;
  /** The stock's last price (the dashboard's). */
  lastPrice: string | null;
  /**
   * The last price's market time (ISO); null for a price that is a trade's or an import's placeholder,
   * which no market vouches for. Stale by the dashboard's rule (shared/domain/price-age.ts).
   */
  lastPriceUpdatedAt: string | null;
  /** units × lastPrice. */
  marketValue: string | null;
  unrealisedGain: string | null;
  unrealisedGainPercent: string | null;
  /** Market value as a percentage of the total market value. */
  weight: string | null;
  /** The dashboard's broker average fair value (all four brokers); null with no broker value. */
  brokerAvg: string | null;
  /** units × brokerAvg. */
  valueAtBrokerAvg: string | null;
  /** Cash dividends paid (pay date, else ex-date) in the 12 months up to today, to cents (issue 31). */
  incomeLast12Months: string;
  /** Their known franking credits, to cents: shown beside the income and total return, never inside. */
  frankingCreditsLast12Months: string;
  /** Dividends of those 12 months whose franking % is unknown (estimates): their credits are unknown, not 0. */
  frankingUnknownLast12Months: number;
  /** Gains realised on the stock's sales over all time, to cents. */
  realisedGain: string;
  /** realisedGain + unrealisedGain + every cash dividend of the stock, to cents; null without a price. */
  totalReturn: string | null;
}

/** A stock every unit of which is sold (issue 44 item 5): what it realised and paid. */
export interface ClosedPositionView extends ProvisionalMark {
  stockId: string;
  symbol: string;
  name: string;
  /** Gains realised on its sales, to cents. */
  realisedGain: string;
  /** Every cash dividend it paid, to cents. */
  income: string;
  /** realisedGain + income. */
  totalReturn: string;
}

/** Each total is the sum of its column as shown. */
export interface HoldingTotalsView extends ProvisionalMark {
  costBase: string;
  /** Over the holdings that have a price. */
  marketValue: string;
  unrealisedGain: string;
  unrealisedGainPercent: string | null;
  /** Over the holdings that have both a broker average and a price; null when none has. */
  valueAtBrokerAvg: string | null;
  /** The market value of those same holdings, to compare like with like (issue 44 item 7). */
  marketValueAtBrokerAvg: string | null;
  /** Open holdings without a broker average (no fair value): in neither of the two figures above. */
  withoutFairValue: number;
  incomeLast12Months: string;
  /** Known credits only; `frankingUnknownLast12Months` dividends' credits are unknown. */
  frankingCreditsLast12Months: string;
  frankingUnknownLast12Months: number;
  /** The open holdings' (with a price) and the closed positions' total returns as shown, added up; null when none has one. */
  totalReturn: string | null;
}

/** GET /api/holdings: open holdings by symbol, and their totals. */
export interface HoldingsView {
  holdings: HoldingView[];
  /** Stocks sold out, with their realised gains and income, by symbol; their returns count in the total. */
  closed: ClosedPositionView[];
  totals: HoldingTotalsView;
  /** The user's number of trades, sold-out stocks included: 0 tells "no trades yet" from "everything sold". */
  tradeCount: number;
}

/**
 * GET /api/holdings/:stockId/parcels: the stock's open parcels, first-in first-out; a parcel a
 * provisional corporate action made or changed (a demerged COL parcel, the WES parcel it came from) is marked.
 */
export interface ParcelView extends ProvisionalMark {
  /** The parcel's id: its first trade's id (same-day buys are one parcel). */
  tradeId: string;
  acquiredOn: string;
  units: string;
  costBase: string;
  /** Sales on or after this date get the CGT discount. */
  discountEligibleFrom: string;
}

/**
 * GET /api/holdings/value-history: one point per trading day (a day with a stored close of a held
 * symbol) from the daily closes and the units held at the end of that day. A holding with no close
 * yet on a day counts at its cost base that day.
 */
export interface ValuePointView {
  date: string;
  marketValue: string;
  costBase: string;
}
