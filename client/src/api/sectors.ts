// Sectors and allocations: the dollar amount per portfolio stock, and the sector figures summed from
// those amounts (only stocks in the portfolio count, so a move between the tables changes them too).
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { AllocationView, SectorAnalyticsView, SectorValueView } from "@shared/contracts/allocations";
import { apiJson } from "@/lib/api-client";

// Under "/api/portfolio" as their own array part, so the default query function joins the path.
export const sectorKeys = {
  allocations: ["/api/portfolio", "allocations"] as const,
  sectors: ["/api/portfolio", "sectors"] as const,
  analytics: ["/api/portfolio", "sector-analytics"] as const,
};

export const sectorQueries = {
  /** [{stockId, amount, updatedAt}] of the stocks in the portfolio now. */
  allocations: () => queryOptions<AllocationView[]>({ queryKey: sectorKeys.allocations, meta: { reads: ["allocations", "stocks"] } }),
  /** [{name, value}], biggest first. */
  sectors: () => queryOptions<SectorValueView[]>({ queryKey: sectorKeys.sectors, meta: { reads: ["allocations", "stocks"] } }),
  /** Every portfolio sector with colour, count and undervaluation (from the stocks' fair values). */
  analytics: () =>
    queryOptions<SectorAnalyticsView[]>({ queryKey: sectorKeys.analytics, meta: { reads: ["allocations", "stocks", "fairValues"] } }),
};

export const useAllocations = () => useQuery(sectorQueries.allocations());
/** `enabled: false` holds the read back (the dashboard asks only when its sector cards come near the screen). */
export const useSectorValues = ({ enabled = true } = {}) => useQuery({ ...sectorQueries.sectors(), enabled });
export const useSectorAnalytics = ({ enabled = true } = {}) => useQuery({ ...sectorQueries.analytics(), enabled });

const ALLOCATIONS_PATH = "/api/portfolio/allocations";
// Both wait for the refetch, so a caller's own callbacks run once the fresh amounts are in: an edited
// input can then drop its draft without flashing the old value.

export const allocationMutations = {
  save: () =>
    mutationOptions({
      mutationFn: (body: { stockId: string; amount: number }) => apiJson<AllocationView>("POST", ALLOCATIONS_PATH, body),
      meta: { writes: ["allocations"], awaitRefetch: true },
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (stockId: string) => apiJson<{ message: string }>("DELETE", `${ALLOCATIONS_PATH}/${encodeURIComponent(stockId)}`),
      meta: { deletes: ["allocations"], awaitRefetch: true },
    }),
};

export const useSaveAllocation = () => useMutation(allocationMutations.save());
export const useRemoveAllocation = () => useMutation(allocationMutations.remove());
