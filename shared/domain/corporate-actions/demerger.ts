// Demergers (Division 125; ATO "Demergers and CGT — cost base calculations"; docs/domain.md "Corporate
// actions"). Whether or not roll-over is chosen, each post-CGT parcel's cost base just before the
// demerger (the capital returned not subtracted) is split by the percentages the ruling gives: the
// head keeps its percentage, the new parcel gets the rest, so the two legs sum exactly to the original.
// Each original parcel gives one new parcel of the demerged stock with the original parcel's
// acquisition date (CR 2015/40 para 41: "irrespective of whether … the demerger rollover" is chosen).
// A capital return in the demerger is disregarded with roll-over; without it, a G1 gain where the
// return on a parcel is more than its cost base (never a loss).
import { HUNDRED, ZERO, dec } from "../ledger/decimal";
import type { DemergerAction } from "./actions";
import { derivedParcel, derivedParcelId, disposalLine, exact, parcelEntitlements, shareOf } from "./arithmetic";
import { applyProblem, entitledUnitsOf, type EntitledUnits } from "./checks";
import { outcomeOf, refused } from "./outcome";
import type { ActionResult, DisposalLine, LineageParcel } from "./types";

export function applyDemerger(action: DemergerAction, parcels: readonly LineageParcel[], entitled?: EntitledUnits): ActionResult {
  const problem = applyProblem(action, parcels, true, entitled);
  if (problem) return refused(problem);
  const counted = parcels.map((parcel) => ({ units: entitledUnitsOf(parcel, entitled) }));
  const newUnits = parcelEntitlements(counted, action.newSharesPerOld, action.unitsReceived, action.fractions);
  const heads: LineageParcel[] = [];
  const demerged: LineageParcel[] = [];
  const disposals: DisposalLine[] = [];
  parcels.forEach((parcel, index) => {
    const costBase = dec(parcel.costBase);
    const units = newUnits[index];
    if (action.capitalReturnPerShare !== null && !action.rollover) {
      const payment = dec(counted[index].units).times(action.capitalReturnPerShare);
      if (payment.gt(costBase)) {
        const fields = { event: "G1", sellTradeId: action.id, stockId: parcel.stockId, soldOn: action.effectiveDate } as const;
        disposals.push(disposalLine({ ...fields, units: counted[index].units, parcel, proceeds: payment.minus(costBase), costBase: ZERO }));
      }
    }
    // A parcel the registry's rounding gave no new share keeps its whole cost base: nothing to split it with.
    if (units.isZero()) {
      heads.push(parcel);
      return;
    }
    const head = shareOf(costBase, dec(action.headCostBasePercent), HUNDRED);
    heads.push({ ...parcel, costBase: exact(head) });
    demerged.push(
      derivedParcel({
        parcelId: derivedParcelId(action.id, parcel.parcelId),
        stockId: action.newStockId,
        acquiredOn: parcel.acquiredOn,
        enteredOn: action.effectiveDate,
        units: exact(units),
        costBase: exact(costBase.minus(head)),
        sourceParcelId: parcel.parcelId,
        actionId: action.id,
      }),
    );
  });
  return outcomeOf({ parcels: [...heads, ...demerged], disposals, provisional: action.status === "provisional" });
}
