// Rights issues (ITAA 1997 s130-45; docs/domain.md "Corporate actions"). Rights issued free are taken
// to be acquired when the shares they were issued on were; each parcel's rights are its share of the
// holding's entitlement. Rights sold are an A1 gain against a nil cost base, dated by the parcels whose
// rights they were (first in, first out), so discountable when those parcels are. Shares from taking
// rights up are a new parcel acquired on exercise at the offer price (s130-45(2)), not derived from a
// parcel's date. Rights neither taken up nor sold lapse: nothing. A share purchase plan is a BUY.
import { ZERO, dec } from "../ledger/decimal";
import { formatUnits } from "../ledger/refusals";
import type { RightsIssueAction } from "./actions";
import { derivedParcel, derivedParcelId, disposalLine, exact, parcelEntitlements, shareOf } from "./arithmetic";
import { applyProblem, entitledUnitsOf, type EntitledUnits } from "./checks";
import { outcomeOf, refused } from "./outcome";
import type { ActionResult, DisposalLine, LineageParcel } from "./types";

export function applyRightsIssue(
  action: RightsIssueAction,
  parcels: readonly LineageParcel[],
  entitledUnits?: EntitledUnits,
): ActionResult {
  const problem = applyProblem(action, parcels, true, entitledUnits);
  if (problem) return refused(problem);
  const counted = parcels.map((parcel) => ({ units: entitledUnitsOf(parcel, entitledUnits) }));
  const rights = parcelEntitlements(counted, action.rightsPerHeld, null, action.fractions);
  const entitled = rights.reduce((acc, units) => acc.plus(units), ZERO);
  const takenUp = action.takenUp.reduce((acc, entry) => acc.plus(entry.units), ZERO);
  const sold = action.sold.reduce((acc, entry) => acc.plus(entry.units), ZERO);
  if (takenUp.plus(sold).gt(entitled)) {
    const message = `${formatUnits(takenUp.toString())} rights taken up and ${formatUnits(sold.toString())} sold are more than the ${formatUnits(entitled.toString())} rights the ${action.symbol} held give`;
    return refused({ code: "rights-over-entitled", message });
  }
  const left = [...rights];
  const disposals: DisposalLine[] = [];
  for (const sale of [...action.sold].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const units = dec(sale.units);
    const proceeds = dec(sale.proceeds);
    let toTake = units;
    let proceedsLeft = proceeds;
    parcels.forEach((parcel, index) => {
      if (toTake.isZero() || left[index].isZero()) return;
      const taken = left[index].lt(toTake) ? left[index] : toTake;
      left[index] = left[index].minus(taken);
      toTake = toTake.minus(taken);
      // The sale's proceeds are shared by units; the last parcel takes what is left, so they sum exactly.
      const share = toTake.isZero() ? proceedsLeft : shareOf(proceeds, taken, units);
      proceedsLeft = proceedsLeft.minus(share);
      const fields = { event: "A1", sellTradeId: action.id, stockId: parcel.stockId, soldOn: sale.date } as const;
      disposals.push(disposalLine({ ...fields, units: exact(taken), parcel, proceeds: share, costBase: ZERO }));
    });
  }
  return outcomeOf({ parcels: [...parcels, ...takenUpParcels(action)], disposals });
}

/** The parcels bought by taking rights up: each acquired on its date at units × the offer price. */
export function takenUpParcels(action: RightsIssueAction): LineageParcel[] {
  return action.takenUp.map((entry, index) =>
    derivedParcel({
      parcelId: derivedParcelId(action.id, `taken-up:${index + 1}`),
      stockId: action.stockId,
      acquiredOn: entry.date,
      units: entry.units,
      costBase: exact(dec(entry.units).times(action.pricePerShare)),
      sourceParcelId: null,
      actionId: action.id,
      enteredOn: entry.date,
    }),
  );
}
