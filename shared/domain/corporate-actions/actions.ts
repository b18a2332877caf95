// The corporate actions the ledger knows (issue 46), as the domain reads them once the contract
// (shared/contracts/corporate-actions.ts) has checked a body: decimals as strings, ratios as
// received-per-held. `actionParameterProblem` is the one check of an action's own figures, used by the
// contract (a 400) and by every action function (so a stored action that breaks a rule is refused).
import { HUNDRED, ZERO, dec } from "../ledger/decimal";
import type { CorporateActionType } from "../ledger/events";
import { addDays, formatLedgerDate } from "../ledger/dates";
import type { ActionRefusal, FractionRounding, Ratio } from "./types";

interface ActionBase {
  /** The action's id: new parcels are named after it, disposal lines carry it as their sellTradeId. */
  id: string;
  /** The stock the action happens to (the head, the target, the payer). */
  stockId: string;
  /** Its ASX code, for messages. */
  symbol: string;
}

export interface ReturnOfCapitalAction extends ActionBase {
  type: "RETURN_OF_CAPITAL";
  exDate: string;
  payDate: string;
  /** Per share held on the entitlement date (so per pre-consolidation share when a consolidation follows). */
  amountPerShare: string;
}

export interface CodeChangeAction extends ActionBase {
  type: "CODE_CHANGE";
  effectiveDate: string;
  newSymbol: string;
  newName: string;
}

export interface DemergerAction extends ActionBase {
  type: "DEMERGER";
  exDate: string;
  effectiveDate: string;
  /** The demerged company's stock (a code the user already holds gets the new parcels beside its own). */
  newStockId: string;
  newSharesPerOld: Ratio;
  headCostBasePercent: string;
  demergedCostBasePercent: string;
  /** Per head share; a G1 gain where it exceeds a parcel's cost base, unless roll-over is chosen. */
  capitalReturnPerShare: string | null;
  rollover: boolean;
  status: "provisional" | "confirmed";
  /** The registry's count of new shares, when it differs from the ratio's. */
  unitsReceived: string | null;
  fractions: FractionRounding;
}

export interface InSpecieDividendAction extends ActionBase {
  type: "IN_SPECIE_DIVIDEND";
  exDate: string;
  payDate: string;
  newStockId: string;
  /** Null when `unitsReceived` is given instead. */
  sharesPerHeld: Ratio | null;
  unitsReceived: string | null;
  marketValuePerShare: string;
  frankingPercent: string;
  /** "0.30", or "0.25" for a base-rate entity. */
  companyTaxRate: string;
  fractions: FractionRounding;
}

export interface TakeoverAction extends ActionBase {
  type: "TAKEOVER";
  /** The implementation date of a scheme; for a bid, when the contract was made on acceptance. */
  effectiveDate: string;
  cashPerShare: string;
  acquirerStockId: string | null;
  scripPerShare: Ratio | null;
  /** The market value of one acquirer share on the effective date (the ruling's, when it gives one). */
  scripValuePerShare: string | null;
  rollover: boolean;
  unitsReceived: string | null;
  fractions: FractionRounding;
}

export interface BonusIssueAction extends ActionBase {
  type: "BONUS_ISSUE";
  exDate: string;
  /** When the bonus shares are issued (the acquisition date of a bonus with a dividend); the ex-date when not given. */
  issueDate: string;
  bonusPerHeld: Ratio;
  /** Per share held: the bonus is then a dividend, and its shares cost that dividend. */
  dividendPerShare: string | null;
  frankingPercent: string;
  companyTaxRate: string;
  unitsReceived: string | null;
  fractions: FractionRounding;
}

export interface RightsIssueAction extends ActionBase {
  type: "RIGHTS_ISSUE";
  exDate: string;
  rightsPerHeld: Ratio;
  pricePerShare: string;
  takenUp: readonly { date: string; units: string }[];
  sold: readonly { date: string; units: string; proceeds: string }[];
  fractions: FractionRounding;
}

export interface WorthlessAction extends ActionBase {
  type: "WORTHLESS";
  date: string;
  /** liquidator_declaration: a chosen G3 loss, the shares kept at nil cost base; deregistered: C2, the shares cancelled. */
  kind: "liquidator_declaration" | "deregistered";
}

export type CorporateAction =
  | ReturnOfCapitalAction
  | CodeChangeAction
  | DemergerAction
  | InSpecieDividendAction
  | TakeoverAction
  | BonusIssueAction
  | RightsIssueAction
  | WorthlessAction;

export type { CorporateActionType };

export const CORPORATE_ACTION_LABELS: Readonly<Record<CorporateActionType, string>> = {
  RETURN_OF_CAPITAL: "return of capital",
  CODE_CHANGE: "code change",
  DEMERGER: "demerger",
  IN_SPECIE_DIVIDEND: "in-specie dividend",
  TAKEOVER: "takeover",
  BONUS_ISSUE: "bonus issue",
  RIGHTS_ISSUE: "rights issue",
  WORTHLESS: "worthless shares",
};

/** The date the action takes effect in the ledger (its parcels change then). */
export function actionDate(action: CorporateAction): string {
  switch (action.type) {
    case "RETURN_OF_CAPITAL":
    case "IN_SPECIE_DIVIDEND":
      return action.payDate;
    case "CODE_CHANGE":
    case "DEMERGER":
    case "TAKEOVER":
      return action.effectiveDate;
    case "BONUS_ISSUE":
      return action.issueDate;
    case "RIGHTS_ISSUE":
      return action.exDate;
    case "WORTHLESS":
      return action.date;
  }
}

/**
 * The date whose end fixes who is entitled: the day before the ex-date (as for dividends), or, for an
 * action without one, its own date (a takeover's holding at implementation, a code change's).
 */
export function entitlementDate(action: CorporateAction): string {
  return "exDate" in action ? addDays(action.exDate, -1) : actionDate(action);
}

const refusal = (code: ActionRefusal["code"], message: string): ActionRefusal => ({ code, message });

/** A ratio with a term of 0 (or less): "New shares per share held must be more than 0". */
export function ratioProblem(ratio: Ratio | null, label: string): ActionRefusal | null {
  if (ratio === null) return null;
  if (dec(ratio.received).lte(ZERO) || dec(ratio.held).lte(ZERO)) return refusal("zero-ratio", `${label} must be more than 0`);
  return null;
}

/** A later date (a pay or effective date) before the date it follows (the ex-date). */
export function dateOrderProblem(first: string, firstLabel: string, second: string, secondLabel: string): ActionRefusal | null {
  if (second >= first) return null;
  return refusal("pay-before-ex", `${secondLabel} ${formatLedgerDate(second)} is before the ${firstLabel} ${formatLedgerDate(first)}`);
}

/** A demerger's two cost base percentages must add up to exactly 100. */
export function percentagesProblem(head: string, demerged: string): ActionRefusal | null {
  const sum = dec(head).plus(demerged);
  if (sum.eq(HUNDRED)) return null;
  return refusal("percentages-not-100", `Cost base percentages must add up to 100: ${head} + ${demerged} = ${sum.toString()}`);
}

/** A takeover must offer cash, scrip or both; scrip needs its acquirer and its market value. */
export function takeoverOfferProblem(
  cashPerShare: string,
  scrip: Ratio | null,
  hasAcquirer: boolean,
  scripValuePerShare: string | null,
): ActionRefusal | null {
  if (dec(cashPerShare).isZero() && scrip === null)
    return refusal("nothing-offered", "A takeover needs cash per share, scrip per share, or both");
  if (scrip === null) return null;
  if (!hasAcquirer) return refusal("scrip-needs-acquirer", "A takeover paid in scrip needs the acquirer's code");
  if (scripValuePerShare === null || dec(scripValuePerShare).lte(ZERO))
    return refusal("scrip-needs-value", "A takeover paid in scrip needs the market value of one acquirer share on the effective date");
  return ratioProblem(scrip, "Scrip per share");
}

/** Rights taken up or sold before the ex-date. */
export function rightsDatesProblem(exDate: string, entries: readonly { date: string }[]): ActionRefusal | null {
  const early = entries.find((entry) => entry.date < exDate);
  if (!early) return null;
  return refusal(
    "rights-before-ex",
    `Rights taken up or sold on ${formatLedgerDate(early.date)} are before the ex-date ${formatLedgerDate(exDate)}`,
  );
}

/**
 * What is wrong with an action's own figures, whatever the ledger holds: cost base percentages that do
 * not add up to exactly 100, a ratio of 0, a pay or effective date before the ex-date, rights taken up
 * or sold before the ex-date, a takeover offering nothing, scrip without its acquirer or value. Null when
 * nothing is.
 */
export function actionParameterProblem(action: CorporateAction): ActionRefusal | null {
  switch (action.type) {
    case "RETURN_OF_CAPITAL":
      return dateOrderProblem(action.exDate, "ex-date", action.payDate, "Pay date");
    case "CODE_CHANGE":
      return null;
    case "DEMERGER":
      if (action.newStockId === action.stockId) return refusal("same-stock", "The demerged company must be another stock than the head");
      return (
        percentagesProblem(action.headCostBasePercent, action.demergedCostBasePercent) ??
        ratioProblem(action.newSharesPerOld, "New shares per share held") ??
        dateOrderProblem(action.exDate, "ex-date", action.effectiveDate, "Effective date")
      );
    case "IN_SPECIE_DIVIDEND":
      if (action.newStockId === action.stockId) return refusal("same-stock", "The shares paid must be another stock than the payer");
      return (
        ratioProblem(action.sharesPerHeld, "Shares per share held") ??
        dateOrderProblem(action.exDate, "ex-date", action.payDate, "Pay date")
      );
    case "TAKEOVER":
      if (action.acquirerStockId === action.stockId) return refusal("same-stock", "The acquirer must be another stock than the target");
      return takeoverOfferProblem(action.cashPerShare, action.scripPerShare, action.acquirerStockId !== null, action.scripValuePerShare);
    case "BONUS_ISSUE":
      return (
        ratioProblem(action.bonusPerHeld, "Bonus shares per share held") ??
        dateOrderProblem(action.exDate, "ex-date", action.issueDate, "Issue date")
      );
    case "RIGHTS_ISSUE":
      return (
        ratioProblem(action.rightsPerHeld, "Rights per share held") ??
        rightsDatesProblem(action.exDate, [...action.takenUp, ...action.sold])
      );
    case "WORTHLESS":
      return null;
  }
}
