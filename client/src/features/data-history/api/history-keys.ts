import type { QueryClient } from "@tanstack/react-query";

// Query keys; the default query function joins them into the path (spec section 7).
export const historyKeys = {
  fairValues: ["/api/fair-values"] as const,
  shareholders: ["/api/shareholders"] as const,
  journal: ["/api/journal"] as const,
};

/** The cached path of a query: its key parts joined with "/", as the default fetcher builds it. */
export function queryPath(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join("/");
}

// What each delete makes stale. Data never goes stale on its own (spec section 9), so every screen
// showing the removed row has to be named here:
// - a fair value feeds the dashboard's read model (/api/portfolio), which may fall back to an older value;
// - a shareholder also shows in a stock's own list (/api/stocks/:id/shareholders: detail dialog, Shareholders screen);
// - a journal entry also shows on the Journal screen, which reads /api/journal too.
const STALE_AFTER = {
  fairValue: (path: string) => path.startsWith(historyKeys.fairValues[0]) || path.startsWith("/api/portfolio"),
  shareholder: (path: string) => path.startsWith(historyKeys.shareholders[0]) || /^\/api\/stocks\/[^/]+\/shareholders$/.test(path),
  journal: (path: string) => path.startsWith(historyKeys.journal[0]),
} as const;

export type HistoryKind = keyof typeof STALE_AFTER;

export function isStaleAfterDelete(kind: HistoryKind, queryKey: readonly unknown[]): boolean {
  return STALE_AFTER[kind](queryPath(queryKey));
}

export function invalidateAfterDelete(queryClient: QueryClient, kind: HistoryKind): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => isStaleAfterDelete(kind, queryKey) });
}
