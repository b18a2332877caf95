// Shareholders: every stored row (Data History), a stock's latest list (Shareholders screen and the
// stock detail dialog), reading a pasted list, importing it, and deleting one row.
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/contracts/responses";
import type {
  ShareholderHolding,
  ShareholderImportBody,
  ShareholderImportResult,
  ShareholderPreview,
  ShareholderView,
} from "@shared/contracts/shareholders";
import { apiJson } from "@/lib/api-client";
import { stockPath } from "./stocks";

export const shareholderKeys = {
  all: ["/api/shareholders"] as const,
  ofStock: (stockId: string) => ["/api/stocks", stockId, "shareholders"] as const,
};

export const shareholderQueries = {
  all: () => queryOptions<ShareholderView[]>({ queryKey: shareholderKeys.all, meta: { reads: ["shareholders", "stocks"] } }),
  /** The stock's list at its latest as-of date; fetched only while a stock is chosen (null: none). */
  ofStock: (stockId: string | null) =>
    queryOptions<ShareholderHolding[]>({
      queryKey: shareholderKeys.ofStock(stockId ?? ""),
      meta: { reads: ["shareholders", "stocks"] },
      enabled: stockId !== null,
    }),
};

export const useShareholders = () => useQuery(shareholderQueries.all());
export const useStockShareholders = (stockId: string | null) => useQuery(shareholderQueries.ofStock(stockId));

// Not awaited: the import button and the delete confirmation finish as soon as the server has answered.
export const shareholderMutations = {
  /** Reads a list without storing anything. */
  preview: () =>
    mutationOptions({
      mutationFn: (text: string) => apiJson<ShareholderPreview>("POST", "/api/shareholders/preview", { text }),
      meta: {},
    }),
  /** Replaces the stock's list for the date, records an import batch, and drops batches left empty. */
  import: () =>
    mutationOptions({
      mutationFn: ({ stockId, body }: { stockId: string; body: ShareholderImportBody }) =>
        apiJson<ShareholderImportResult>("POST", `${stockPath(stockId)}/shareholders`, body),
      // The list it replaces goes (a delete), the new one and its batch come in; the batches it
      // drops hold no rows by then, so their removal reaches nothing further.
      meta: { writes: ["shareholders", "importBatches"], deletes: ["shareholders"] },
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<MessageResponse>("DELETE", `/api/shareholders/${encodeURIComponent(id)}`),
      meta: { deletes: ["shareholders"] },
    }),
};

export const usePreviewShareholders = () => useMutation(shareholderMutations.preview());
export const useImportShareholders = () => useMutation(shareholderMutations.import());
export const useDeleteShareholder = () => useMutation(shareholderMutations.remove());
