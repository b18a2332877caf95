// Corporate actions (issue 46): pure functions from the parcels open just before an action to the
// parcels after it (with lineage), its disposal lines (A1, C2, G1, G3) and dividend income, or the
// refusal that stops it; the library of known ASX actions and the suggestions it makes. Rules:
// docs/domain.md "Corporate actions". Not tax advice.
export type {
  BonusIssueAction,
  CodeChangeAction,
  CorporateAction,
  DemergerAction,
  InSpecieDividendAction,
  ReturnOfCapitalAction,
  RightsIssueAction,
  TakeoverAction,
  WorthlessAction,
} from "./actions";
export {
  actionDate,
  actionParameterProblem,
  dateOrderProblem,
  entitlementDate,
  percentagesProblem,
  rightsDatesProblem,
  takeoverOfferProblem,
} from "./actions";
export { applyCorporateAction, type ApplyOptions } from "./apply";
export { CGT_START } from "./checks";
export { stockIdForSymbol, symbolOn, type CodeChangeRecord } from "./code-change";
export { actionIncomePerShare, actionIncomeRecord } from "./income";
export { CorporateActionRefused, ledgerActionsOf } from "./ledger-action";
export type {
  ActionIncome,
  ActionOutcome,
  ActionRefusal,
  ActionRefusalCode,
  ActionResult,
  FractionRounding,
  LineageParcel,
  Ratio,
} from "./types";
