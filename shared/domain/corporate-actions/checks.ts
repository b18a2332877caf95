// The refusals that depend on the ledger rather than on an action's own figures: nothing held on the
// entitlement date, and a pre-CGT parcel (acquired before 20 September 1985) that the action would
// need — those follow other rules (ATO, "Demergers and CGT"; s104-145(4) for G3), which this app does
// not handle, so it says so instead of giving a wrong figure.
import { formatLedgerDate } from "../ledger/dates";
import { formatUnits } from "../ledger/refusals";
import { CORPORATE_ACTION_LABELS, actionParameterProblem, entitlementDate, type CorporateAction } from "./actions";
import type { ActionRefusal, LineageParcel } from "./types";

/** CGT applies to assets acquired on or after this date (ITAA 1997 s104-10(5), "pre-CGT"). */
export const CGT_START = "1985-09-20";

/** Per parcel id, its units at the end of the entitlement date; a parcel not in it is not entitled. */
export type EntitledUnits = ReadonlyMap<string, string>;

/** A parcel's units on the entitlement date: from `entitled` when the caller gives it, else its units now. */
export function entitledUnitsOf(parcel: Pick<LineageParcel, "parcelId" | "units">, entitled: EntitledUnits | undefined): string {
  return entitled ? (entitled.get(parcel.parcelId) ?? "0") : parcel.units;
}

/**
 * The first problem with applying `action` to `parcels` (the action's own figures first), or null.
 * With `entitled`, only the parcels it lists count (one bought on the ex-date is not entitled).
 */
export function applyProblem(
  action: CorporateAction,
  allParcels: readonly LineageParcel[],
  needsPostCgt: boolean,
  entitled?: EntitledUnits,
): ActionRefusal | null {
  const own = actionParameterProblem(action);
  if (own) return own;
  const label = CORPORATE_ACTION_LABELS[action.type];
  const parcels = allParcels.filter((parcel) => entitledUnitsOf(parcel, entitled) !== "0");
  if (parcels.length === 0) {
    const date = formatLedgerDate(entitlementDate(action));
    return { code: "not-held", message: `No ${action.symbol} was held at the end of ${date}: nothing is entitled to this ${label}` };
  }
  const preCgt = needsPostCgt ? parcels.find((parcel) => parcel.acquiredOn < CGT_START) : undefined;
  if (preCgt) {
    const message = `The ${formatUnits(preCgt.units)} ${action.symbol} acquired ${formatLedgerDate(preCgt.acquiredOn)} are pre-CGT (before ${formatLedgerDate(CGT_START)}): this app does not work out a ${label} for pre-CGT shares`;
    return { code: "pre-cgt", message };
  }
  return null;
}
