// A corporate action as the replay's events (ledger/events.ts): one LedgerAction on the action's date
// whose transform is the action's function (apply.ts), and for a rights issue one more per take-up, on
// its own date, opening the parcel bought on exercise. Parcels of the action's stock replace those
// before; parcels of other stocks (demerged, scrip, in specie) are `opened`. An action the ledger
// refuses (nothing held, a pre-CGT parcel, more rights used than held) throws CorporateActionRefused,
// naming it, for the replay to turn into its refusal.
import type { ActionEffect, LedgerAction } from "../ledger/events";
import { actionDate, type CorporateAction } from "./actions";
import { applyCorporateAction, type ApplyOptions } from "./apply";
import { takenUpParcels } from "./rights";
import type { ActionRefusal } from "./types";

export class CorporateActionRefused extends Error {
  constructor(
    readonly actionId: string,
    readonly refusal: ActionRefusal,
  ) {
    super(refusal.message);
    this.name = "CorporateActionRefused";
  }
}

/** The replay's events of one stored action; `createdAt` orders actions of one date and phase. */
export function ledgerActionsOf(action: CorporateAction, createdAt: string, options: ApplyOptions = {}): LedgerAction[] {
  const later = action.type === "RIGHTS_ISSUE" ? takenUpParcels(action) : [];
  const takenUp = new Set(later.map((parcel) => parcel.parcelId));
  const main: LedgerAction = {
    id: action.id,
    stockId: action.stockId,
    type: action.type,
    date: actionDate(action),
    createdAt,
    transform: ({ parcels }): ActionEffect => {
      const result = applyCorporateAction(action, parcels, options);
      if (result.refusal) throw new CorporateActionRefused(action.id, result.refusal);
      const { outcome } = result;
      return {
        parcels: outcome.parcels.filter((parcel) => parcel.stockId === action.stockId && !takenUp.has(parcel.parcelId)),
        opened: outcome.parcels.filter((parcel) => parcel.stockId !== action.stockId),
        disposals: outcome.disposals,
      };
    },
  };
  // Each take-up is an acquisition on its own date: the parcel bought on exercise opens then.
  const takeUps = later.map((parcel): LedgerAction => ({
    id: parcel.parcelId,
    stockId: action.stockId,
    type: "RIGHTS_ISSUE",
    date: parcel.acquiredOn,
    createdAt,
    transform: ({ parcels }): ActionEffect => ({ parcels: [...parcels, parcel] }),
  }));
  return [main, ...takeUps];
}
