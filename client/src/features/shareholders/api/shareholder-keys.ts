import type { QueryClient } from "@tanstack/react-query";

// Query keys; the default query function joins them into the path (spec section 7). The stock list
// and a stock's shareholders use the same keys as the dashboard, so both screens share one cache.
export const shareholderKeys = {
  stocks: ["/api/stocks"] as const,
  list: (stockId: string) => ["/api/stocks", stockId, "shareholders"] as const,
};

const path = (queryKey: readonly unknown[]) => queryKey.map(String).join("/");

// Data never goes stale on its own (spec section 9), so everything that shows shareholders or
// imports must be named here: a stock's list (this screen and the detail dialog), Data History's
// Shareholders tab, and the import history (Data History, undo).
const STALE_AFTER_IMPORT = [/^\/api\/stocks\/[^/]+\/shareholders$/, /^\/api\/shareholders(?:$|\/)/, /^\/api\/import\/batches(?:$|\/)/];

export function isStaleAfterShareholderImport(queryKey: readonly unknown[]): boolean {
  const key = path(queryKey);
  return STALE_AFTER_IMPORT.some((pattern) => pattern.test(key));
}

export function invalidateAfterShareholderImport(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => isStaleAfterShareholderImport(queryKey) });
}
