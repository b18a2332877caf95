// A corporate action as an event of the ledger's one replay (shared/domain/ledger/events.ts, decision
// 035): the replay places it in its day and hands it the parcels open just before it and those of its
// entitlement date; applyCorporateAction (apply.ts) does the action's own arithmetic. Parcels cross
// the seam as the ledger's Parcel (lineage only on a derived parcel).
// Only parcels held at the end of the entitlement date (the day before an ex-date) take part, with
// their units of that day; a parcel bought since goes on untouched. Shares taken up from rights are an
// acquisition of their own on their own date (ledgerActionsOf).
import type { ActionEffect, LedgerAction } from "../ledger/events";
import { actionDate, type CorporateAction, entitlementDate } from "./actions";
import { applyCorporateAction } from "./apply";
import { takenUpParcels } from "./rights";
import type { ActionRefusal } from "./types";

/** An action the ledger refuses (nothing held, a pre-CGT parcel, more rights used than held), naming it. */
export class CorporateActionRefused extends RangeError {
  constructor(
    readonly actionId: string,
    readonly refusal: ActionRefusal,
  ) {
    super(refusal.message);
    this.name = "CorporateActionRefused";
  }
}

/** The stock of the parcels `action` makes itself (a rights issue's take-ups are events of their own); null when none. */
function stockOfMadeParcels(action: CorporateAction): string | null {
  switch (action.type) {
    case "DEMERGER":
    case "IN_SPECIE_DIVIDEND":
      return action.newStockId;
    case "TAKEOVER":
      return action.acquirerStockId;
    case "BONUS_ISSUE":
      return action.stockId;
    default:
      return null;
  }
}

/**
 * The replay's event for `action`. A refused action throws CorporateActionRefused (a RangeError with
 * the refusal's message): a write checks the action with applyCorporateAction on the parcels of
 * openParcelsBefore first. A rights issue's take-ups are further events: use ledgerActionsOf.
 */
export function ledgerActionOf(action: CorporateAction, createdAt: string): LedgerAction {
  const hasExDate = "exDate" in action;
  const later = new Set(action.type === "RIGHTS_ISSUE" ? takenUpParcels(action).map((parcel) => parcel.parcelId) : []);
  const madeStockId = stockOfMadeParcels(action);
  return {
    id: action.id,
    stockId: action.stockId,
    type: action.type,
    date: actionDate(action),
    createdAt,
    ...(hasExDate ? { entitlementDate: entitlementDate(action) } : {}),
    ...(madeStockId === null ? {} : { madeStockId }),
    transform: ({ parcels, entitled }): ActionEffect => {
      const owed = new Map(entitled.map((parcel) => [parcel.parcelId, parcel.units]));
      const taking = parcels.filter((parcel) => owed.has(parcel.parcelId));
      const untouched = parcels.filter((parcel) => !owed.has(parcel.parcelId));
      const result = applyCorporateAction(action, taking, { entitledUnits: owed });
      if (result.refusal) throw new CorporateActionRefused(action.id, result.refusal);
      const after = result.outcome.parcels.filter((parcel) => !later.has(parcel.parcelId));
      return {
        parcels: [...after.filter((parcel) => parcel.stockId === action.stockId), ...untouched],
        opened: after.filter((parcel) => parcel.stockId !== action.stockId),
        disposals: result.outcome.disposals,
        income: result.outcome.income,
        // Every parcel the action worked on or made rests on its terms; those it left untouched do not.
        ...(result.outcome.provisional ? { provisional: after.map((parcel) => parcel.parcelId) } : {}),
      };
    },
  };
}

/** Every replay event of `action`: ledgerActionOf's, and for a rights issue one acquisition per take-up on its date. */
export function ledgerActionsOf(action: CorporateAction, createdAt: string): LedgerAction[] {
  const main = ledgerActionOf(action, createdAt);
  if (action.type !== "RIGHTS_ISSUE") return [main];
  const takeUps = takenUpParcels(action).map((parcel): LedgerAction => ({
    id: parcel.parcelId,
    stockId: action.stockId,
    type: "RIGHTS_ISSUE",
    date: parcel.acquiredOn,
    createdAt,
    madeStockId: parcel.stockId,
    transform: ({ parcels }): ActionEffect => ({ parcels: [...parcels, parcel] }),
  }));
  return [main, ...takeUps];
}
