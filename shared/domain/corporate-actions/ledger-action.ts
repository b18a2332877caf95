// A corporate action as an event of the ledger's one replay (shared/domain/ledger/events.ts, decision
// 035): the replay places it in its day and hands it the parcels open just before it and those of its
// entitlement date; applyCorporateAction (apply.ts) does the action's own arithmetic. Parcels cross
// the seam as the ledger's Parcel (lineage only on a derived parcel) and this folder's LineageParcel.
// Only parcels held at the end of the entitlement date (the day before an ex-date) take part, with
// their units of that day; a parcel bought since goes on untouched.
import type { ActionEffect, LedgerAction } from "../ledger/events";
import type { Parcel } from "../ledger/types";
import { actionDate, type CorporateAction, entitlementDate } from "./actions";
import { applyCorporateAction } from "./apply";
import type { LineageParcel } from "./types";

const lineageParcelOf = (parcel: Parcel): LineageParcel => ({
  parcelId: parcel.parcelId,
  stockId: parcel.stockId,
  acquiredOn: parcel.acquiredOn,
  enteredOn: parcel.lineage?.enteredOn ?? parcel.acquiredOn,
  units: parcel.units,
  costBase: parcel.costBase,
  discountEligibleFrom: parcel.discountEligibleFrom,
  originParcelId: parcel.lineage?.sourceParcelId ?? null,
  originActionId: parcel.lineage?.actionId ?? null,
});

function ledgerParcelOf(parcel: LineageParcel): Parcel {
  const { parcelId, stockId, acquiredOn, units, costBase, discountEligibleFrom, originParcelId, originActionId, enteredOn } = parcel;
  const shown: Parcel = { parcelId, stockId, acquiredOn, units, costBase, discountEligibleFrom };
  if (originParcelId !== null && originActionId !== null)
    shown.lineage = { sourceParcelId: originParcelId, actionId: originActionId, enteredOn };
  return shown;
}

/**
 * The replay's event for `action`. A refused action throws (RangeError with the refusal's message):
 * a write checks the action with applyCorporateAction on the parcels of openParcelsBefore first.
 */
export function ledgerActionOf(action: CorporateAction, createdAt: string): LedgerAction {
  const hasExDate = "exDate" in action;
  return {
    id: action.id,
    stockId: action.stockId,
    type: action.type,
    date: actionDate(action),
    createdAt,
    ...(hasExDate ? { entitlementDate: entitlementDate(action) } : {}),
    transform: ({ parcels, entitled }): ActionEffect => {
      const owed = new Map(entitled.map((parcel) => [parcel.parcelId, parcel.units]));
      const taking = parcels.filter((parcel) => owed.has(parcel.parcelId));
      const untouched = parcels.filter((parcel) => !owed.has(parcel.parcelId));
      const result = applyCorporateAction(action, taking.map(lineageParcelOf), { entitledUnits: owed });
      if (result.refusal) throw new RangeError(result.refusal.message);
      const after = result.outcome.parcels.map(ledgerParcelOf);
      return {
        parcels: [...after.filter((parcel) => parcel.stockId === action.stockId), ...untouched],
        opened: after.filter((parcel) => parcel.stockId !== action.stockId),
        disposals: result.outcome.disposals,
      };
    },
  };
}
