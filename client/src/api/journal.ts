// Trade journal: the list (the Journal screen and Data History's Journal Entries tab share it), one
// entry with its stop price, and create, update and delete.
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { JournalEntryRow } from "@shared/contracts/journal";
import type { MessageResponse } from "@shared/contracts/responses";
import type { CreateJournalBody, JournalEntryView, UpdateJournalBody } from "@shared/contracts/journal";
import { apiJson } from "@/lib/api-client";

export const journalKeys = {
  all: ["/api/journal"] as const,
  entry: (id: string) => ["/api/journal", id] as const,
};

export const journalQueries = {
  /** Every entry of the user's stocks, newest first. */
  all: () => queryOptions<JournalEntryRow[]>({ queryKey: journalKeys.all, meta: { reads: ["journal", "stocks"] } }),
  /** One entry with its stop price (the close preview's R and the edit form need it); null: none. */
  entry: (id: string | null) =>
    queryOptions<JournalEntryView>({ queryKey: journalKeys.entry(id ?? ""), meta: { reads: ["journal", "stocks"] }, enabled: id !== null }),
};

export const useJournalEntries = () => useQuery(journalQueries.all());
export const useJournalEntry = (id: string | null) => useQuery(journalQueries.entry(id));

const entryPath = (id: string) => `/api/journal/${encodeURIComponent(id)}`;
// None is awaited: the dialog closes as soon as the server has answered.

export const journalMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (body: CreateJournalBody) => apiJson<JournalEntryView>("POST", "/api/journal", body),
      meta: { writes: ["journal"] },
    }),
  update: () =>
    mutationOptions({
      mutationFn: ({ id, body }: { id: string; body: UpdateJournalBody }) => apiJson<JournalEntryView>("PATCH", entryPath(id), body),
      meta: { writes: ["journal"] },
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<MessageResponse>("DELETE", entryPath(id)),
      meta: { deletes: ["journal"] },
    }),
};

export const useCreateJournalEntry = () => useMutation(journalMutations.create());
export const useUpdateJournalEntry = () => useMutation(journalMutations.update());
export const useDeleteJournalEntry = () => useMutation(journalMutations.remove());
