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
  /**
   * Per parcel id, its units at the end of the entitlement date (the day before the ex-date), when the
   * parcels open at the action's own date differ: a parcel bought since is not in it (not entitled), a
   * consolidation since leaves it its units before. Without it every parcel given counts in full.
   * Read by the actions with an ex-date; a takeover, a code change and worthless shares take the
   * parcels as they are.
   */
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
      return applyDemerger(action, own, options.entitledUnits);
    case "IN_SPECIE_DIVIDEND":
      return applyInSpecieDividend(action, own, options.entitledUnits);
    case "TAKEOVER":
      return applyTakeover(action, own);
    case "BONUS_ISSUE":
      return applyBonusIssue(action, own, options.entitledUnits);
    case "RIGHTS_ISSUE":
      return applyRightsIssue(action, own, options.entitledUnits);
    case "WORTHLESS":
      return applyWorthless(action, own);
  }
}
