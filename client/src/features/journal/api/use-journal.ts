// One hook per endpoint the Trade Journal screen calls; writes refresh every journal read.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JournalEntryRow as JournalHistoryRow } from "@shared/contracts/journal";
import type { CreateJournalBody, JournalEntryView, UpdateJournalBody } from "@shared/contracts/journal";
import type { StockSummary } from "@shared/contracts/stocks";
import { apiJson } from "@/lib/api-client";
import { invalidateJournal, journalKeys } from "./journal-keys";

/** GET /api/journal: every entry of the user's stocks, newest first. */
export function useJournalEntries() {
  return useQuery<JournalHistoryRow[]>({ queryKey: journalKeys.list });
}

/** GET /api/journal/:id: one entry with its stop price (the close preview's R and the edit form need it). */
export function useJournalEntry(id: string | null) {
  return useQuery<JournalEntryView>({ queryKey: journalKeys.entry(id ?? ""), enabled: id !== null });
}

/** GET /api/stocks: the stocks an entry can be about. */
export function useJournalStocks() {
  return useQuery<StockSummary[]>({ queryKey: journalKeys.stocks });
}

// The refetches are not awaited, so the dialog closes as soon as the server has answered.

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateJournalBody) => apiJson<JournalEntryView>("POST", "/api/journal", body),
    onSuccess: () => void invalidateJournal(queryClient),
  });
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateJournalBody }) => apiJson<JournalEntryView>("PATCH", `/api/journal/${encodeURIComponent(id)}`, body),
    onSuccess: () => void invalidateJournal(queryClient),
  });
}
