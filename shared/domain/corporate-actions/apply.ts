// One entry for every corporate action (docs/domain.md "Corporate actions"): the parcels of the
// action's stock open just before it in, the parcels after it, its disposal lines and income out, or
// the refusal that stops it. Pure; the replay places the action in its day (ratios, then capital
// returns, then transformations, then acquisitions, then sales) and feeds it the parcels.
import type { CorporateAction } from "./actions";
import { applyBonusIssue } from "./bonus";
import { applyCodeChange } from "./code-change";
import { applyDemerger } from "./demerger";
import { applyInSpecieDividend } from "./in-specie";
import { applyReturnOfCapital } from "./return-of-capital";
import { applyRightsIssue } from "./rights";
import { applyTakeover } from "./takeover";
import type { ActionResult, LineageParcel } from "./types";
import { applyWorthless } from "./worthless";

export interface ApplyOptions {
  /** Per parcel, its units on the entitlement date when they differ from now (see applyReturnOfCapital). */
  entitledUnits?: ReadonlyMap<string, string>;
}

/** `parcels`: the parcels of `action.stockId` open just before the action (others are ignored). */
export function applyCorporateAction(action: CorporateAction, parcels: readonly LineageParcel[], options: ApplyOptions = {}): ActionResult {
  const own = parcels.filter((parcel) => parcel.stockId === action.stockId);
  switch (action.type) {
    case "RETURN_OF_CAPITAL":
      return applyReturnOfCapital(action, own, options.entitledUnits);
    case "CODE_CHANGE":
      return applyCodeChange(action, own);
    case "DEMERGER":
      return applyDemerger(action, own);
    case "IN_SPECIE_DIVIDEND":
      return applyInSpecieDividend(action, own);
    case "TAKEOVER":
      return applyTakeover(action, own);
    case "BONUS_ISSUE":
      return applyBonusIssue(action, own);
    case "RIGHTS_ISSUE":
      return applyRightsIssue(action, own);
    case "WORTHLESS":
      return applyWorthless(action, own);
  }
}
