// Takeovers (docs/domain.md "Corporate actions"). The target's parcels all go; per parcel:
// - cash only: an A1 disposal on the effective date (a scheme's implementation date), proceeds = cash;
// - scrip, roll-over chosen and the exchange a gain (Subdivision 124-M can only defer a gain): no gain
//   on the scrip; the acquirer's parcel takes the original cost base and acquisition date. With cash
//   too it is a partial roll-over (s124-790): the cash leg's share of the cost base by market values,
//   cost base × cash ÷ (cash + scrip value), is an A1 line now against the cash, the rest rolls over;
// - scrip without roll-over, or at a loss (the loss is realised): an A1 line of the whole exchange,
//   proceeds = cash + the scrip's market value, and the acquirer's parcel costs that market value,
//   acquired on the effective date.
// A parcel the scrip's rounding gave no share is exchanged for its cash alone.
import { ZERO, dec } from "../ledger/decimal";
import type { TakeoverAction } from "./actions";
import { derivedParcel, derivedParcelId, disposalLine, exact, parcelEntitlements, shareOf } from "./arithmetic";
import { applyProblem } from "./checks";
import { outcomeOf, refused } from "./outcome";
import type { ActionResult, DisposalLine, LineageParcel } from "./types";

export function applyTakeover(action: TakeoverAction, parcels: readonly LineageParcel[]): ActionResult {
  const problem = applyProblem(action, parcels, true);
  if (problem) return refused(problem);
  const scrip = action.scripPerShare;
  const scripUnits = scrip ? parcelEntitlements(parcels, scrip, action.unitsReceived, action.fractions) : parcels.map(() => ZERO);
  const scripValue = dec(action.scripValuePerShare ?? "0");
  // Set whenever there is scrip (actionParameterProblem).
  const acquirerStockId = action.acquirerStockId ?? action.stockId;
  const acquired: LineageParcel[] = [];
  const disposals: DisposalLine[] = [];
  parcels.forEach((parcel, index) => {
    const costBase = dec(parcel.costBase);
    const cash = dec(parcel.units).times(action.cashPerShare);
    const units = scripUnits[index];
    const marketValue = units.times(scripValue);
    const proceeds = cash.plus(marketValue);
    const line = (lineProceeds: typeof cash, lineCostBase: typeof cash) =>
      disposalLine({
        event: "A1",
        sellTradeId: action.id,
        stockId: parcel.stockId,
        soldOn: action.effectiveDate,
        units: parcel.units,
        parcel,
        proceeds: lineProceeds,
        costBase: lineCostBase,
      });
    if (units.isZero()) {
      disposals.push(line(cash, costBase));
      return;
    }
    const rollsOver = action.rollover && proceeds.gt(costBase);
    const cashCostBase = rollsOver && !cash.isZero() ? shareOf(costBase, cash, proceeds) : ZERO;
    if (rollsOver && !cash.isZero()) disposals.push(line(cash, cashCostBase));
    if (!rollsOver) disposals.push(line(proceeds, costBase));
    acquired.push(
      derivedParcel({
        parcelId: derivedParcelId(action.id, parcel.parcelId),
        stockId: acquirerStockId,
        acquiredOn: rollsOver ? parcel.acquiredOn : action.effectiveDate,
        enteredOn: action.effectiveDate,
        units: exact(units),
        costBase: exact(rollsOver ? costBase.minus(cashCostBase) : marketValue),
        sourceParcelId: parcel.parcelId,
        actionId: action.id,
      }),
    );
  });
  return outcomeOf({ parcels: acquired, disposals, closedStockIds: [action.stockId] });
}
