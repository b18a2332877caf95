// The seam between corporate actions and the ledger replay (issue 46, docs/domain.md "Corporate
// actions"). Each action is a pure function from the parcels open just before it to the parcels after
// it, with any disposal lines and dividend income it makes, or a refusal. Every amount, unit count and
// price is a decimal string; every date "YYYY-MM-DD". Not tax advice.
import type { ActionIncome, DisposalLine, Parcel } from "../ledger/types";

/**
 * A parcel as the replay hands it over (ledger/types.ts): `acquiredOn` is the date that counts for the
 * CGT discount and first-in first-out; a parcel an action made carries `lineage` (the parcel it came
 * from, the action, the date it entered the ledger). A derived parcel never joins a same-day purchase.
 */
export type LineageParcel = Parcel;

/** New units per units held: "1 for 5.534" is { received: "1", held: "5.534" }; 0.8 is { received: "0.8", held: "1" }. */
export interface Ratio {
  received: string;
  held: string;
}

/** How a holding's entitlement is rounded to whole shares when the registry's count is not given. */
export type FractionRounding = "down" | "nearest" | "up";

export interface ActionOutcome {
  /**
   * Every parcel after the action, of every stock it touches: the parcels given, changed or as they
   * were, less those it closed, plus the parcels it made (new stocks' parcels listed after). Rights
   * taken up are parcels acquired on their own later date: ledger-actions.ts enters them then.
   */
  parcels: LineageParcel[];
  /** Disposal lines the action makes, each with its ATO event code; `sellTradeId` is the action's id. */
  disposals: DisposalLine[];
  income: ActionIncome[];
  /** A provisional action (its ruling's percentages not yet published) marks every figure it touches. */
  provisional: boolean;
  /** Stocks whose holding the action closes (a takeover's target, shares cancelled). */
  closedStockIds: string[];
}

export type ActionRefusalCode =
  | "not-held"
  | "percentages-not-100"
  | "zero-ratio"
  | "pay-before-ex"
  | "pre-cgt"
  | "nothing-offered"
  | "nothing-received"
  | "scrip-needs-acquirer"
  | "scrip-needs-value"
  | "rights-over-entitled"
  | "rights-before-ex"
  | "same-stock";

export interface ActionRefusal {
  code: ActionRefusalCode;
  message: string;
}

export type ActionResult = { outcome: ActionOutcome; refusal: null } | { outcome: null; refusal: ActionRefusal };

export type { ActionIncome, DisposalLine };
