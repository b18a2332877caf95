// An in-specie dividend that is not a demerger (BHP → Woodside, 1 June 2022, CR 2022/60; docs/domain.md
// "Corporate actions"): a dividend — franked, in the pay date's income year — whose value is a new
// parcel of the shares paid, at their market value, acquired on the pay date. The head's parcels and
// cost base do not change. The shares are counted per holding (the registry rounds the holding's
// entitlement, 1,000 BHP ÷ 5.534 = 180.70 → 180 WDS), so there is one new parcel.
import { dec, plain } from "../ledger/decimal";
import type { InSpecieDividendAction } from "./actions";
import { derivedParcel, entitlementOf, roundEntitlement, sumUnits } from "./arithmetic";
import { applyProblem, entitledUnitsOf, type EntitledUnits } from "./checks";
import { outcomeOf, refused } from "./outcome";
import { dividendIncome } from "./income";
import type { ActionResult, LineageParcel } from "./types";

export function applyInSpecieDividend(
  action: InSpecieDividendAction,
  parcels: readonly LineageParcel[],
  entitled?: EntitledUnits,
): ActionResult {
  const problem = applyProblem(action, parcels, false, entitled);
  if (problem) return refused(problem);
  const held = sumUnits(parcels.map((parcel) => ({ units: entitledUnitsOf(parcel, entitled) })));
  const units =
    action.unitsReceived !== null
      ? dec(action.unitsReceived)
      : roundEntitlement(entitlementOf(held, action.sharesPerHeld ?? { received: "0", held: "1" }), action.fractions);
  if (units.isZero()) {
    const message = `${plain(held)} ${action.symbol} held are entitled to no whole share: nothing to record (give the units received if the registry says otherwise)`;
    return refused({ code: "nothing-received", message });
  }
  const income = dividendIncome({ ...action, actionId: action.id }, plain(units), action.marketValuePerShare, plain(held));
  const parcel = derivedParcel({
    parcelId: action.id,
    stockId: action.newStockId,
    acquiredOn: action.payDate,
    enteredOn: action.payDate,
    units: plain(units),
    costBase: income.cash,
    sourceParcelId: null,
    actionId: action.id,
  });
  return outcomeOf({ parcels: [...parcels, parcel], income: [income] });
}
