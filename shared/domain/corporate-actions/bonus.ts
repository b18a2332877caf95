// Bonus issues (ATO "Bonus shares"; docs/domain.md "Corporate actions"). Without a dividend: each
// parcel gets its own bonus shares, taken to be acquired when the original shares were, and the
// parcel's cost base is spread over originals and bonus by units (10,000 costing $11,000 with 1 for 10
// → 10,000 at $10,000 and 1,000 at $1,000); the bonus shares stay a parcel of their own, so the holding
// reconciles with the registry's statement. With a dividend: the bonus shares are acquired on issue and
// cost the dividend, one new parcel, and the dividend is income; the original parcels do not change.
import { ZERO, dec, plain } from "../ledger/decimal";
import type { BonusIssueAction } from "./actions";
import { derivedParcel, derivedParcelId, exact, parcelEntitlements, shareOf, sumUnits } from "./arithmetic";
import { applyProblem, entitledUnitsOf, type EntitledUnits } from "./checks";
import { dividendIncome } from "./income";
import { outcomeOf, refused } from "./outcome";
import type { ActionResult, LineageParcel } from "./types";

export function applyBonusIssue(action: BonusIssueAction, parcels: readonly LineageParcel[], entitled?: EntitledUnits): ActionResult {
  const problem = applyProblem(action, parcels, true, entitled);
  if (problem) return refused(problem);
  const counted = parcels.map((parcel) => ({ units: entitledUnitsOf(parcel, entitled) }));
  const bonusUnits = parcelEntitlements(counted, action.bonusPerHeld, action.unitsReceived, action.fractions);
  const total = bonusUnits.reduce((acc, units) => acc.plus(units), ZERO);
  if (total.isZero())
    return refused({ code: "nothing-received", message: `The ${action.symbol} held are entitled to no whole bonus share` });
  if (action.dividendPerShare !== null) {
    const held = plain(sumUnits(counted));
    const terms = { ...action, actionId: action.id, payDate: action.issueDate };
    const income = dividendIncome(terms, held, action.dividendPerShare, held);
    const parcel = derivedParcel({
      parcelId: action.id,
      stockId: action.stockId,
      acquiredOn: action.issueDate,
      enteredOn: action.issueDate,
      units: plain(total),
      costBase: income.cash,
      sourceParcelId: null,
      actionId: action.id,
    });
    return outcomeOf({ parcels: [...parcels, parcel], income: [income] });
  }
  const originals: LineageParcel[] = [];
  const bonuses: LineageParcel[] = [];
  parcels.forEach((parcel, index) => {
    const bonus = bonusUnits[index];
    if (bonus.isZero()) {
      originals.push(parcel);
      return;
    }
    const units = dec(parcel.units);
    const costBase = dec(parcel.costBase);
    const kept = shareOf(costBase, units, units.plus(bonus));
    originals.push({ ...parcel, costBase: exact(kept) });
    bonuses.push(
      derivedParcel({
        parcelId: derivedParcelId(action.id, parcel.parcelId),
        stockId: action.stockId,
        acquiredOn: parcel.acquiredOn,
        enteredOn: action.issueDate,
        units: exact(bonus),
        costBase: exact(costBase.minus(kept)),
        sourceParcelId: parcel.parcelId,
        actionId: action.id,
      }),
    );
  });
  return outcomeOf({ parcels: [...originals, ...bonuses] });
}
