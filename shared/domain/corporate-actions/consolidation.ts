// A split or consolidation applied to lineage parcels, as the replay applies it to its own (TD 95/30,
// s112-25; docs/domain.md "Holdings"): units × to ÷ from per parcel, rounded half up to 6 decimals,
// cost base and acquisition date kept; a parcel rounded to 0 units closes. For composing an action with
// a consolidation on the same dates (Qantas 2015) in either order.
import { LEDGER_DECIMALS } from "../../constants";
import { Dec, dec, plain } from "../ledger/decimal";
import type { LineageParcel } from "./types";

export function applyUnitRatio(parcels: readonly LineageParcel[], from: number, to: number): LineageParcel[] {
  return parcels
    .map((parcel) => ({
      ...parcel,
      units: plain(dec(parcel.units).times(to).div(from).toDecimalPlaces(LEDGER_DECIMALS, Dec.ROUND_HALF_UP)),
    }))
    .filter((parcel) => parcel.units !== "0");
}
