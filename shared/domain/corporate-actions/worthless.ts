// Worthless shares (docs/domain.md "Corporate actions"). A liquidator's or administrator's written
// declaration (CGT event G3, s104-145): the chosen capital loss is each parcel's reduced cost base at the
// declaration date, in that date's income year; the shares' cost base becomes nil, and they are kept,
// so a later distribution or sale on them is a gain. Deregistration (C2, the shares cancelled): the
// same loss, and the parcels close. Either way the holding shows as closed; G3 never makes a gain.
// The ledger keeps one cost base, which is the reduced cost base for shares on capital account.
import { ZERO, dec } from "../ledger/decimal";
import type { WorthlessAction } from "./actions";
import { disposalLine } from "./arithmetic";
import { applyProblem } from "./checks";
import { outcomeOf, refused } from "./outcome";
import type { ActionResult, LineageParcel } from "./types";

export function applyWorthless(action: WorthlessAction, parcels: readonly LineageParcel[]): ActionResult {
  const problem = applyProblem(action, parcels, true);
  if (problem) return refused(problem);
  const event = action.kind === "liquidator_declaration" ? "G3" : "C2";
  const disposals = parcels.map((parcel) =>
    disposalLine({
      event,
      sellTradeId: action.id,
      stockId: parcel.stockId,
      soldOn: action.date,
      units: parcel.units,
      parcel,
      proceeds: ZERO,
      costBase: dec(parcel.costBase),
    }),
  );
  const kept = event === "G3" ? parcels.map((parcel) => ({ ...parcel, costBase: "0" })) : [];
  return outcomeOf({ parcels: kept, disposals, closedStockIds: [action.stockId] });
}
