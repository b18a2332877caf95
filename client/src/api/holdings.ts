// Holdings (issue 30): what the user owns (GET /api/holdings), a stock's open parcels, the value of
// the holdings over time, and the parcel method (GET/PUT /api/holdings/settings). Every figure is
// replayed on the server from the trades with the user's method, so each read declares "trades" and
// "holdingSettings", and "dividends" (a reinvestment opens a parcel; the holdings carry their income
// and total return); the holdings also carry the stocks' prices, names and broker averages.
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type {
  HoldingSettingsBody,
  HoldingSettingsView,
  HoldingsView,
  ParcelView,
  ValueHistoryRange,
  ValuePointView,
} from "@shared/contracts/holdings";
import { apiJson } from "@/lib/api-client";

const HOLDINGS_PATH = "/api/holdings";

// Under "/api/holdings" as their own array parts, so the default query function joins the path.
export const holdingKeys = {
  summary: [HOLDINGS_PATH] as const,
  parcels: (stockId: string) => [HOLDINGS_PATH, stockId, "parcels"] as const,
  valueHistory: (range: ValueHistoryRange) => [HOLDINGS_PATH, "value-history", { range }] as const,
  settings: [HOLDINGS_PATH, "settings"] as const,
};

export const holdingQueries = {
  /** Open holdings by symbol with their totals: the Holdings page, Sectors' market-value view, the Holding tab's presence. */
  summary: () =>
    queryOptions<HoldingsView>({
      queryKey: holdingKeys.summary,
      meta: { reads: ["trades", "corporateActions", "holdingSettings", "stocks", "fairValues", "dividends"] },
    }),
  /** The stock's open parcels, first in first out (fetched while its Holding tab is shown). */
  parcels: (stockId: string) =>
    queryOptions<ParcelView[]>({
      queryKey: holdingKeys.parcels(stockId),
      meta: { reads: ["trades", "corporateActions", "holdingSettings", "dividends"] },
    }),
  /** Market value against cost base, one point per trading day, from the stored closes. */
  valueHistory: (range: ValueHistoryRange) =>
    queryOptions<ValuePointView[]>({
      queryKey: holdingKeys.valueHistory(range),
      // The range is an object part, so it cannot be joined into the path: this read has its own queryFn.
      queryFn: () => apiJson<ValuePointView[]>("GET", `${HOLDINGS_PATH}/value-history?range=${encodeURIComponent(range)}`),
      // The last point is today at the stocks' last prices (one market value with Holdings).
      meta: { reads: ["trades", "corporateActions", "holdingSettings", "priceHistory", "stocks", "dividends"] },
    }),
  settings: () => queryOptions<HoldingSettingsView>({ queryKey: holdingKeys.settings, meta: { reads: ["holdingSettings"] } }),
};

/** `enabled: false` holds the read back (the stock dialog asks only once it is open). */
export const useHoldings = ({ enabled = true } = {}) => useQuery({ ...holdingQueries.summary(), enabled });
export const useParcels = (stockId: string) => useQuery(holdingQueries.parcels(stockId));
export const useHoldingValueHistory = (range: ValueHistoryRange) => useQuery(holdingQueries.valueHistory(range));
export const useHoldingSettings = () => useQuery(holdingQueries.settings());

export const holdingMutations = {
  /** The parcel method (FIFO or minimise gain): Holdings, parcels and the Tax page follow it. */
  saveSettings: () =>
    mutationOptions({
      mutationFn: (body: HoldingSettingsBody) => apiJson<HoldingSettingsView>("PUT", `${HOLDINGS_PATH}/settings`, body),
      // Waits for the refetch, so the method's select does not jump back while the figures reload.
      meta: { writes: ["holdingSettings"], awaitRefetch: true },
    }),
};

export const useSaveHoldingSettings = () => useMutation(holdingMutations.saveSettings());
