import type { QueryClient } from "@tanstack/react-query";

// Query keys. The portfolio lists carry their flag as an object so the whole family shares the
// "/api/portfolio" prefix; they use an explicit queryFn because the default one would join the
// object into the path.
export const portfolioKeys = {
  list: (isPortfolio: boolean) => ["/api/portfolio", { isPortfolio }] as const,
  stocks: ["/api/stocks"] as const,
  shareholders: (stockId: string) => ["/api/stocks", stockId, "shareholders"] as const,
  refreshProgress: ["/api/stocks/refresh-all/progress"] as const,
};

const REFRESH_PROGRESS_PATH = portfolioKeys.refreshProgress[0];

/**
 * After an add, delete, move or refresh: every cached read under /api/portfolio (lists, and the
 * sector and allocation reads other screens keep there) and under /api/stocks. The progress poll
 * is left alone; it has its own lifecycle.
 */
export function invalidateStockData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const head = queryKey[0];
      if (typeof head !== "string" || head === REFRESH_PROGRESS_PATH) return false;
      return head.startsWith("/api/portfolio") || head.startsWith("/api/stocks");
    },
  });
}
