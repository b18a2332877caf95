import type { QueryClient } from "@tanstack/react-query";

// The keys sit under "/api/portfolio" as their own array part, so the default query function joins
// them into the path ("/api/portfolio/allocations") and one prefix invalidation reaches all of them
// together with the portfolio lists.
const PORTFOLIO_PREFIX = ["/api/portfolio"] as const;

export const sectorKeys = {
  allocations: [...PORTFOLIO_PREFIX, "allocations"] as const,
  sectors: [...PORTFOLIO_PREFIX, "sectors"] as const,
  analytics: [...PORTFOLIO_PREFIX, "sector-analytics"] as const,
};

/**
 * After an allocation changes: every read under /api/portfolio. The sector values and analytics are
 * sums of allocations, and data never goes stale on its own (spec section 9).
 */
export function invalidatePortfolioReads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: PORTFOLIO_PREFIX });
}
