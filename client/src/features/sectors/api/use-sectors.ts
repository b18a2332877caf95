import { useQuery } from "@tanstack/react-query";
import type { AllocationView, SectorAnalyticsView, SectorValueView } from "@shared/contracts/allocations";
import { sectorKeys } from "./sector-keys";

/** GET /api/portfolio/sectors: [{name, value}], biggest first. */
export function useSectorValues() {
  return useQuery<SectorValueView[]>({ queryKey: sectorKeys.sectors });
}

/** GET /api/portfolio/sector-analytics: every portfolio sector with colour, count and undervaluation. */
export function useSectorAnalytics() {
  return useQuery<SectorAnalyticsView[]>({ queryKey: sectorKeys.analytics });
}

/** GET /api/portfolio/allocations: [{stockId, amount, updatedAt}]. */
export function useAllocations() {
  return useQuery<AllocationView[]>({ queryKey: sectorKeys.allocations });
}
