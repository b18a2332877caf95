import type { QueryClient } from "@tanstack/react-query";

// Query keys; the default query function joins them into the path (spec section 7). The list is
// the one Data History's Journal tab reads too, so both screens share one cache.
export const journalKeys = {
  list: ["/api/journal"] as const,
  entry: (id: string) => ["/api/journal", id] as const,
  stocks: ["/api/stocks"] as const,
};

/** Every journal read: the list and single entries (the spec: invalidate '/api/journal' after changes). */
export function isJournalKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === journalKeys.list[0];
}

export function invalidateJournal(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => isJournalKey(queryKey) });
}
