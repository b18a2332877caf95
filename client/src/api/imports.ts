// Imports: the four pastes and two workbooks (each writes stocks, fair values and a batch), the batch
// list, and undoing a batch, which removes its fair values and shareholder rows (and an account
// import's journal entries, allocations and alert settings: CASCADES) and the stocks it created that hold nothing else.
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ImportBatchDetail, ImportBatchView, ImportResult, UndoImportResult } from "@shared/contracts/imports";
import { apiJson } from "@/lib/api-client";
import type { WriteMeta } from "./resources";

/** One stored import, as GET /api/import/batches lists them (newest first). */
export type ImportBatch = ImportBatchView;

export const importKeys = {
  batches: ["/api/import/batches"] as const,
  batch: (id: string) => ["/api/import/batches", id] as const,
};

export const importQueries = {
  /** The Upload page's 'Last upload' and Data History's import filter. */
  batches: () => queryOptions<ImportBatch[]>({ queryKey: importKeys.batches, meta: { reads: ["importBatches"] } }),
  /**
   * What one import holds and what undoing it would remove, keep, put back or be refused with (the
   * undo's confirmation, Data History's Imports): it counts every kind of row an import writes, reads
   * the stocks, and replays the ledger for the refusal.
   */
  batch: (id: string | null) =>
    queryOptions<ImportBatchDetail>({
      queryKey: importKeys.batch(id ?? ""),
      enabled: id !== null,
      meta: {
        reads: [
          "importBatches",
          "stocks",
          "fairValues",
          "shareholders",
          "journal",
          "allocations",
          "alertSettings",
          "trades",
          "corporateActions",
          "holdingSettings",
          "dividends",
        ],
      },
    }),
};

export const useImportBatches = () => useQuery(importQueries.batches());
export const useImportBatch = (id: string | null) => useQuery(importQueries.batch(id));

/**
 * What the caller wants told. These run as the mutation's own callbacks rather than mutate()'s:
 * on phones the sidebar is a sheet that may close (unmounting the panel) while a request is in
 * flight, and the user must still get the notice.
 */
export interface ImportCallbacks {
  onSuccess?: (result: ImportResult) => void;
  onError?: (error: unknown) => void;
}

/** An import endpoint: the paste and workbook panels' configs carry theirs (features/imports/utils). */
interface ImportEndpoint {
  endpoint: string;
}

// An import creates stocks, sets prices, names and sectors, adds fair values and a batch, and
// evaluates alerts. Not awaited, so the button stops reading 'Importing...' as soon as the server
// has answered.
const IMPORTED: WriteMeta = { writes: ["stocks", "fairValues", "importBatches", "alerts"] };

export const importMutations = {
  paste: ({ endpoint }: ImportEndpoint, callbacks: ImportCallbacks = {}) =>
    mutationOptions({
      mutationFn: (text: string) => apiJson<ImportResult>("POST", endpoint, { text }),
      meta: IMPORTED,
      onSuccess: (result) => callbacks.onSuccess?.(result),
      onError: (error) => callbacks.onError?.(error),
    }),
  /** Uploads one workbook as multipart, field "file". */
  workbook: ({ endpoint }: ImportEndpoint, callbacks: ImportCallbacks = {}) =>
    mutationOptions({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append("file", file);
        return apiJson<ImportResult>("POST", endpoint, form);
      },
      meta: IMPORTED,
      onSuccess: (result) => callbacks.onSuccess?.(result),
      onError: (error) => callbacks.onError?.(error),
    }),
  /** DELETE /api/import/batches/:id: the batch and its rows; the stocks it created that hold nothing else. */
  undo: () =>
    mutationOptions({
      mutationFn: (batchId: string) => apiJson<UndoImportResult>("DELETE", `/api/import/batches/${encodeURIComponent(batchId)}`),
      // Undo puts prices back, may delete stocks it created, and evaluates the alerts of the stocks it touched.
      meta: { deletes: ["importBatches", "stocks"], writes: ["alerts"] },
    }),
};

export const usePasteImport = (source: ImportEndpoint, callbacks?: ImportCallbacks) =>
  useMutation(importMutations.paste(source, callbacks));
export const useWorkbookImport = (source: ImportEndpoint, callbacks?: ImportCallbacks) =>
  useMutation(importMutations.workbook(source, callbacks));
export const useUndoImport = () => useMutation(importMutations.undo());
