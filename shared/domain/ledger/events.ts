// The ledger's events and their order (issue 46, decision 035): trades, reinvested dividends and
// corporate actions are events of one replay (replay.ts), sorted by date, then by their place within
// the day (stated once, here), then by createdAt and id. A corporate action is a pure transform of
// the parcels open just before it (the per-action transforms live in shared/domain/corporate-actions/):
// it gets those parcels with their lineage and answers the parcels after it, the parcels it opens in
// other stocks and the disposal lines it makes; the replay does the rest (loss ordering, discount and
// carry-forward go through cgt.ts like a sale's lines).
import type { ActionIncome, DisposalLine, Parcel } from "./types";

/**
 * Where an event falls within its day, first to last:
 * - ratio: splits and consolidations (they take effect at the start of their date, so that day's
 *   trades are in the new units);
 * - capital-return: a return of capital reduces the cost base of the parcels held before that day's
 *   transformations, so "return then consolidate" and "consolidate then return" on one date agree;
 * - transformation: demergers, takeovers, code changes, bonus issues, worthless shares;
 * - acquisition: buys, opening balances, reinvested dividends, in-specie shares, rights taken up;
 * - sale: sells.
 */
export const WITHIN_DAY_ORDER = ["ratio", "capital-return", "transformation", "acquisition", "sale"] as const;
export type DayPhase = (typeof WITHIN_DAY_ORDER)[number];

/** A phase's rank within the day (0 first). */
export const dayPhaseRank = (phase: DayPhase): number => WITHIN_DAY_ORDER.indexOf(phase);

/** The corporate actions of issue 46 (API `POST /api/corporate-actions` `type`). */
export const CORPORATE_ACTION_TYPES = [
  "RETURN_OF_CAPITAL",
  "CODE_CHANGE",
  "DEMERGER",
  "IN_SPECIE_DIVIDEND",
  "TAKEOVER",
  "BONUS_ISSUE",
  "RIGHTS_ISSUE",
  "WORTHLESS",
] as const;
export type CorporateActionType = (typeof CORPORATE_ACTION_TYPES)[number];

/**
 * What the replay applies as an action: a corporate action, a stored SPLIT / CONSOLIDATION trade
 * (ratio-action.ts), or a fund's cost base net amount from its annual tax statement (issue 47,
 * shared/domain/tax/amit-cost-base.ts).
 */
export type LedgerActionType = CorporateActionType | "SPLIT" | "CONSOLIDATION" | "TAX_STATEMENT_COST_BASE";

/** Each action's place within its day (a type whose legs differ takes the phase of the leg that changes the held parcels). */
export const DAY_PHASE_OF_ACTION: Readonly<Record<LedgerActionType, DayPhase>> = {
  SPLIT: "ratio",
  CONSOLIDATION: "ratio",
  RETURN_OF_CAPITAL: "capital-return",
  CODE_CHANGE: "transformation",
  DEMERGER: "transformation",
  IN_SPECIE_DIVIDEND: "acquisition",
  TAKEOVER: "transformation",
  BONUS_ISSUE: "transformation",
  RIGHTS_ISSUE: "acquisition",
  WORTHLESS: "transformation",
  // At the start of the entitlement's ex-date: the units held at the end of the day before carry it.
  TAX_STATEMENT_COST_BASE: "capital-return",
};

/** What the transform of one action sees: the action's date and the parcels of its stock open just before it. */
export interface ActionContext {
  /** The date the action takes effect in the replay (a return's pay date, a demerger's implementation date). */
  date: string;
  /** The action's stock's parcels open just before the action, first-in first-out, each with its lineage. */
  parcels: readonly Parcel[];
  /**
   * The action's stock's parcels at the end of its `entitlementDate` (as they were then: a parcel sold
   * or consolidated since shows its units of that day); the same as `parcels` for an action without one.
   */
  entitled: readonly Parcel[];
  /** discountEligibleFrom for an acquisition date (the replay's rule, dates.ts), for parcels a transform opens. */
  discountEligibleFrom: (acquiredOn: string) => string;
}

/** What an action does to the parcels; decimals as strings, exact (the replay keeps 24 decimals). */
export interface ActionEffect {
  /**
   * The action's stock's parcels after it, replacing those before (keep a parcel's parcelId where it
   * goes on; a parcel left out is closed). Parcels it opens here (bonus parcels) carry `lineage`.
   */
  parcels: Parcel[];
  /** Parcels it opens in other stocks (a demerged company's, an acquirer's scrip), each with `lineage`; never joined to a purchase. */
  opened?: Parcel[];
  /** CGT lines it makes (event G1, C2, G3, or A1 for a takeover's cash): `sellTradeId` is the action's id, `soldOn` its date. */
  disposals?: DisposalLine[];
  /** Dividends it pays (an in-specie dividend, a bonus issue with a dividend): income, not parcels. */
  income?: ActionIncome[];
  /**
   * The ids of the parcels after it (of its stock or opened) whose figures rest on its provisional
   * terms: the replay marks them, the parcels derived from them later and every line they make.
   * Its own disposal lines are marked when this is not empty.
   */
  provisional?: readonly string[];
}

/** A corporate action as the replay reads it: its identity, its place in the ledger and its transform. */
export interface LedgerAction {
  id: string;
  stockId: string;
  type: LedgerActionType;
  /** The date it takes effect in the replay. */
  date: string;
  /** Orders actions of the same date and phase (then the id). */
  createdAt: string;
  /** The day whose end fixes who is entitled (the day before an ex-date), when the action has one. */
  entitlementDate?: string;
  /**
   * The stock of the parcels it makes, when it makes any: each is named `id` or `id:…` (the parcel it
   * came from after the colon), so a parcel id names its stock without a replay (tax-timing/scenario.ts).
   */
  madeStockId?: string;
  /** Pure: the same context always gives the same effect. Throws only on input the contracts would refuse. */
  transform: (context: ActionContext) => ActionEffect;
}
