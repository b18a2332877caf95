// Parcels and actions for the corporate-action tests: a parcel as the replay would hand it over.
import { discountEligibleFrom } from "../ledger/dates";
import type { LineageParcel } from "./types";

export function parcel(parcelId: string, stockId: string, acquiredOn: string, units: string, costBase: string): LineageParcel {
  return {
    parcelId,
    stockId,
    acquiredOn,
    units,
    costBase,
    discountEligibleFrom: discountEligibleFrom(acquiredOn),
  };
}

export const base = (stockId: string, symbol: string, id = "action-1") => ({ id, stockId, symbol });
