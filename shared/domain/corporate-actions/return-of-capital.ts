// Return of capital (CGT event G1, ITAA 1997 s104-135; docs/domain.md "Corporate actions"): at the pay
// date each parcel's cost base falls by its payment (units entitled × amount per share); where the
// payment is more than the cost base the cost base becomes nil and the excess is a G1 capital gain,
// discountable when the parcel is eligible then. G1 never makes a loss. Applied per parcel, not per holding.
import { ZERO, dec } from "../ledger/decimal";
import type { ReturnOfCapitalAction } from "./actions";
import { disposalLine, exact } from "./arithmetic";
import { applyProblem, entitledUnitsOf, type EntitledUnits } from "./checks";
import { outcomeOf, refused } from "./outcome";
import type { ActionResult, DisposalLine, LineageParcel } from "./types";

/**
 * `entitledUnits` gives a parcel's units on the entitlement date when they differ from its units now
 * (a consolidation between the ex-date and the pay date): the amount is per share held then, so Qantas
 * 2015's $0.23 per pre-consolidation share gives the same parcels before or after its consolidation.
 */
export function applyReturnOfCapital(
  action: ReturnOfCapitalAction,
  parcels: readonly LineageParcel[],
  entitledUnits?: EntitledUnits,
): ActionResult {
  const problem = applyProblem(action, parcels, true, entitledUnits);
  if (problem) return refused(problem);
  const disposals: DisposalLine[] = [];
  const after: LineageParcel[] = [];
  for (const parcel of parcels) {
    const entitled = entitledUnitsOf(parcel, entitledUnits);
    const payment = dec(entitled).times(action.amountPerShare);
    const costBase = dec(parcel.costBase);
    if (payment.lte(costBase)) {
      after.push({ ...parcel, costBase: exact(costBase.minus(payment)) });
      continue;
    }
    after.push({ ...parcel, costBase: "0" });
    disposals.push(
      disposalLine({
        event: "G1",
        sellTradeId: action.id,
        stockId: parcel.stockId,
        soldOn: action.payDate,
        units: entitled,
        parcel,
        proceeds: payment.minus(costBase),
        costBase: ZERO,
      }),
    );
  }
  return outcomeOf({ parcels: after, disposals });
}
