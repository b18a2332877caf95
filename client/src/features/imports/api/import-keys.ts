import type { QueryClient } from "@tanstack/react-query";
import type { ImportBatchView } from "@shared/contracts/imports";

/** One stored import, as GET /api/import/batches lists them (newest first). */
export type ImportBatch = ImportBatchView;

export const importKeys = {
  batches: ["/api/import/batches"] as const,
};

// Read keys an import changes. The spec names /api/portfolio (lists, sectors, sector analytics)
// and /api/stocks; the batch list feeds 'Last upload', and /api/fair-values is the Data History
// list. Data never goes stale in this app (spec section 9), so a key left out here would show
// pre-import data until a reload.
const AFFECTED_PREFIXES = ["/api/portfolio", "/api/stocks", "/api/fair-values", importKeys.batches[0]];
// The refresh-all progress poll lives under /api/stocks but has its own lifecycle; an import does
// not change it.
const UNAFFECTED_PREFIX = "/api/stocks/refresh-all";

export function isAffectedByImport(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  if (typeof head !== "string" || head.startsWith(UNAFFECTED_PREFIX)) return false;
  return AFFECTED_PREFIXES.some((prefix) => head === prefix || head.startsWith(`${prefix}/`) || head.startsWith(`${prefix}?`));
}

/** After any successful paste or upload. */
export function invalidateAfterImport(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => isAffectedByImport(queryKey) });
}
