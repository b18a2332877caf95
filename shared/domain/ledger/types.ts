// The ledger's inputs and outputs (the seams of the team's ledger contract). Every amount, unit count
// and price is a decimal string; every date an ISO "YYYY-MM-DD" string. The events and their order
// within a day are in events.ts.
import type { LedgerAction } from "./events";

export type TradeType = "BUY" | "SELL" | "OPENING_BALANCE" | "SPLIT" | "CONSOLIDATION";

/** A stored trade, as the replay reads it. Field rules are the trade contract's (zod); see docs/domain.md#holdings. */
export interface LedgerTrade {
  id: string;
  stockId: string;
  type: TradeType;
  /** The CGT event / contract date, never settlement. */
  tradeDate: string;
  /** BUY, SELL, OPENING_BALANCE: above 0, up to 6 decimals. Null for SPLIT and CONSOLIDATION. */
  units: string | null;
  /** Per unit; for OPENING_BALANCE the cost per unit. Null for SPLIT and CONSOLIDATION. */
  price: string | null;
  /** Including GST; "0" when none. For OPENING_BALANCE: other costs in the cost base. */
  brokerage: string;
  /** SPLIT / CONSOLIDATION from:to (1:2 doubles the units, 10:1 divides them by ten). */
  ratioFrom: number | null;
  ratioTo: number | null;
  /** OPENING_BALANCE: the original acquisition date (on or before tradeDate). */
  acquiredOn: string | null;
  /** ISO timestamp: orders trades of the same date and kind. */
  createdAt: string;
}

/** Shares a dividend bought through a reinvestment plan: a parcel whose id is the dividend's id. */
export interface DrpAcquisition {
  dividendId: string;
  stockId: string;
  /** The pay (allotment) date. */
  acquiredOn: string;
  units: string;
  /** drpUnits × drpPrice. */
  costBase: string;
}

/** How a sale without chosen parcels is matched: earliest acquired first, or the smallest taxable gain. */
export type MatchingMethod = "fifo" | "minimise";

/** Units a sale takes from one parcel, as the user chose them (specific identification). */
export interface SaleAllocation {
  parcelId: string;
  units: string;
}

/**
 * A dividend whose units the user gave (every other dividend's units are derived on read): the
 * replay refuses a ledger that holds none of its stock at the end of the day before its ex-date.
 */
export interface OverriddenDividend {
  dividendId: string;
  stockId: string;
  exDate: string;
  units: string;
}

/** Trades, reinvested dividends, corporate actions and the matching rules: everything a replay reads. */
export interface LedgerInput {
  trades: readonly LedgerTrade[];
  drp?: readonly DrpAcquisition[];
  /** Corporate actions (events.ts): each a transform of the parcels open just before it. */
  actions?: readonly LedgerAction[];
  /** Checked after the replay ("dividend-not-held" refusals); the caller keeps those already broken before a change. */
  overriddenDividends?: readonly OverriddenDividend[];
  /** Default "fifo". */
  method?: MatchingMethod;
  /** Chosen parcels per sell trade id; they win over the method. */
  allocations?: ReadonlyMap<string, readonly SaleAllocation[]>;
}

/**
 * Where a parcel made by a corporate action came from (issue 46, decision 035). A purchase, an opening
 * balance and a reinvestment have none: they entered the ledger as their own event.
 */
export interface ParcelLineage {
  /** The parcel it came from (a demerger's head parcel, a takeover target's parcel, the parcel a bonus was issued on). */
  sourceParcelId: string;
  /** The corporate action that made it (LedgerAction.id, events.ts). */
  actionId: string;
  /** The date it entered the ledger (the action's date), kept apart from `acquiredOn`, the date that counts for the discount. */
  enteredOn: string;
}

/**
 * An open parcel. `parcelId` is its first trade's id (same-day buys are one parcel), the dividend's id,
 * or for a parcel an action made, the id its transform gave it. A parcel with lineage never joins a
 * same-day purchase's parcel.
 */
export interface Parcel {
  parcelId: string;
  stockId: string;
  /** The acquisition date that counts for the 12-month discount and first-in first-out order. */
  acquiredOn: string;
  units: string;
  costBase: string;
  /** Sales on or after this date get the CGT discount. */
  discountEligibleFrom: string;
  /** Only on a parcel a corporate action made. */
  lineage?: ParcelLineage;
  /**
   * Only on a parcel whose figures rest on a provisional corporate action (a demerger whose ruling's
   * percentages are not out yet; issue 46): those actions' ids. The replay sets it.
   */
  provisionalActionIds?: string[];
}

/**
 * The ATO CGT event of a disposal line (issue 46): A1 a disposal (a sale, a takeover's cash), C2 shares
 * cancelled or deregistered, G1 a capital return above the remaining cost base, G3 a liquidator's
 * declaration, E10 an AMIT fund's cost base net amount above the cost base left, E4 a non-AMIT trust's
 * tax-deferred amount above it (issue 47, shared/domain/tax/amit-cost-base.ts). Every kind goes through the same
 * loss ordering, discount and carry-forward.
 */
export type CgtEventCode = "A1" | "C2" | "G1" | "G3" | "E4" | "E10";

/** What one event took from one parcel. Exact; round with `presentDisposalLine` for a report. */
export interface DisposalLine {
  /** A1 for a sale; a corporate action names its own. */
  event: CgtEventCode;
  /** The sale's trade id, or for a corporate action's line the action's id. */
  sellTradeId: string;
  stockId: string;
  soldOn: string;
  parcelId: string;
  acquiredOn: string;
  units: string;
  /** Units × price less this parcel's share (by units) of the sale's brokerage. */
  proceeds: string;
  costBase: string;
  /** proceeds − costBase; negative for a capital loss. */
  gain: string;
  discountEligible: boolean;
  /** Only on a line whose parcel (or action) rests on a provisional corporate action: those actions' ids. */
  provisionalActionIds?: string[];
}

/**
 * A dividend a corporate action pays (an in-specie dividend, a bonus issue with a dividend; issue 46,
 * shared/domain/corporate-actions/income.ts): income like a cash dividend, derived on every replay.
 */
export interface ActionIncome {
  actionId: string;
  /** The action that pays it. */
  actionType: "IN_SPECIE_DIVIDEND" | "BONUS_ISSUE";
  /** The paying company's stock (the head), whose dividends it joins. */
  stockId: string;
  exDate: string;
  /** Counts in this date's financial year. */
  payDate: string;
  /** The units held on the entitlement date. */
  unitsHeld: string;
  /** The dividend's value: what the new parcel costs. */
  cash: string;
  frankingPercent: string;
  companyTaxRate: string;
  franked: string;
  unfranked: string;
  frankingCredit: string;
  grossedUp: string;
}

/** A stock's units and cost base at the end of a day on which something happened to it. */
export interface PositionStep {
  date: string;
  units: string;
  costBase: string;
}
