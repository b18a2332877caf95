// The Before 30 June parcel list's order and filters. The default is by code: the page never ranks
// parcels by their tax effect unless the user asks for an order (docs/product.md "Before 30 June").
import type { TaxTimingParcelView } from "@shared/contracts/tax-timing";

export type TimingSortKey = "symbol" | "unrealised" | "discountFrom";
export interface TimingSort {
  key: TimingSortKey;
  direction: "asc" | "desc";
}

export const DEFAULT_TIMING_SORT: TimingSort = { key: "symbol", direction: "asc" };

export const TIMING_SORT_LABELS: Readonly<Record<TimingSortKey, string>> = {
  symbol: "Code",
  unrealised: "Unrealised amount",
  discountFrom: "Days to the discount date",
};

const bySymbol = (a: TaxTimingParcelView, b: TaxTimingParcelView) =>
  a.symbol.localeCompare(b.symbol) || a.acquiredOn.localeCompare(b.acquiredOn) || a.parcelId.localeCompare(b.parcelId);

/**
 * Orders the parcels; a parcel without an unrealised figure (no close) sorts last either way. Days to
 * the discount date order by the date itself, so parcels already past it come before today's. Number()
 * only orders cents here; no figure shown passes through it.
 */
export function sortTimingParcels(rows: readonly TaxTimingParcelView[], sort: TimingSort): TaxTimingParcelView[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort.key === "symbol") return sign * bySymbol(a, b);
    if (sort.key === "discountFrom") return sign * a.discountFrom.localeCompare(b.discountFrom) || bySymbol(a, b);
    if (a.unrealised === null || b.unrealised === null)
      return a.unrealised === b.unrealised ? bySymbol(a, b) : a.unrealised === null ? 1 : -1;
    return sign * (Number(a.unrealised) - Number(b.unrealised)) || bySymbol(a, b);
  });
}

export interface TimingFilters {
  unrealisedLoss: boolean;
  discountBeforeFyEnd: boolean;
}

export const NO_TIMING_FILTERS: TimingFilters = { unrealisedLoss: false, discountBeforeFyEnd: false };

export const isUnrealisedLoss = (parcel: Pick<TaxTimingParcelView, "unrealised">) =>
  parcel.unrealised !== null && parcel.unrealised.startsWith("-") && !/^-0(\.0+)?$/.test(parcel.unrealised);

/** Each filter that is on keeps only the parcels it names. */
export function filterTimingParcels(rows: readonly TaxTimingParcelView[], filters: TimingFilters): TaxTimingParcelView[] {
  return rows.filter(
    (row) => (!filters.unrealisedLoss || isUnrealisedLoss(row)) && (!filters.discountBeforeFyEnd || row.discountBeforeFyEnd),
  );
}
