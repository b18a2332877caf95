// One hook per Data History endpoint (spec section 7), plus the import undo the Fair Values tab offers.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MessageResponse as DeletedResponse } from "@shared/contracts/responses";
import type { FairValueView as FairValueHistoryRow } from "@shared/contracts/fair-values";
import type { JournalEntryRow as JournalHistoryRow } from "@shared/contracts/journal";
import type { ShareholderView as ShareholderHistoryRow } from "@shared/contracts/shareholders";
import type { UndoImportResult } from "@shared/contracts/imports";
import { apiJson } from "@/lib/api-client";
import { historyKeys, invalidateAfterDelete, type HistoryKind } from "./history-keys";

export function useFairValueHistory() {
  return useQuery<FairValueHistoryRow[]>({ queryKey: historyKeys.fairValues });
}

export function useShareholderHistory() {
  return useQuery<ShareholderHistoryRow[]>({ queryKey: historyKeys.shareholders });
}

export function useJournalHistory() {
  return useQuery<JournalHistoryRow[]>({ queryKey: historyKeys.journal });
}

const DELETE_PATHS: Record<HistoryKind, string> = {
  fairValue: "/api/fair-values",
  shareholder: "/api/shareholders",
  journal: "/api/journal",
};

/** DELETE one row; once it succeeds, the caches that showed the row refetch (not awaited: the dialog closes at once). */
export function useDeleteHistoryRow(kind: HistoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<DeletedResponse>("DELETE", `${DELETE_PATHS[kind]}/${encodeURIComponent(id)}`),
    onSuccess: () => void invalidateAfterDelete(queryClient, kind),
  });
}

/**
 * DELETE /api/import/batches/:id. What goes stale is the imports feature's business (the same reads
 * an import changes), so the page passes that refresh in as `onUndone` rather than this feature
 * reaching into another one.
 */
export function useUndoImport(onUndone: () => Promise<void>) {
  return useMutation({
    mutationFn: (batchId: string) => apiJson<UndoImportResult>("DELETE", `/api/import/batches/${encodeURIComponent(batchId)}`),
    onSuccess: () => void onUndone(),
  });
}
