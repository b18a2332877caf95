// The user's stocks: the list (GET /api/stocks), add, delete (one or many) and the move between the
// portfolio and Other Stocks. Deleting a stock deletes its fair values, shareholders, journal entries
// and allocation with it (resources.ts CASCADES), so those lists refresh too.
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { CreateStockBody, StockSummary } from "@shared/contracts/stocks";
import { apiJson } from "@/lib/api-client";
import type { WriteMeta } from "./resources";

export const stockKeys = {
  all: ["/api/stocks"] as const,
};

export const stockQueries = {
  /** Every stock of the user (portfolio and other tracked): pickers on several screens. */
  all: () => queryOptions<StockSummary[]>({ queryKey: stockKeys.all, meta: { reads: ["stocks"] } }),
};

export const useStocks = () => useQuery(stockQueries.all());

export const stockPath = (id: string) => `/api/stocks/${encodeURIComponent(id)}`;

/** Thrown when some of a bulk delete's calls failed; `deleted` holds the ids that did go. */
export class BulkDeleteError extends Error {
  constructor(
    readonly deleted: string[],
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : "An error occurred");
    this.name = "BulkDeleteError";
  }
}

// All wait for the refreshed lists, so a row's busy state ends with the new figures.
const STOCKS_WRITTEN: WriteMeta = { writes: ["stocks"], awaitRefetch: true };
// A new stock's alerts are evaluated when it is added (server/services/stocks.ts).
const STOCK_ADDED: WriteMeta = { writes: ["stocks", "alerts"], awaitRefetch: true };
const STOCKS_DELETED: WriteMeta = { deletes: ["stocks"], awaitRefetch: true };

export const stockMutations = {
  add: () =>
    mutationOptions({
      mutationFn: (body: CreateStockBody) => apiJson<StockSummary>("POST", "/api/stocks", body),
      meta: STOCK_ADDED,
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<{ message: string }>("DELETE", stockPath(id)),
      meta: STOCKS_DELETED,
    }),
  /**
   * One DELETE per id, all in parallel (docs/product.md "Calls"). Waits for every call before deciding, so the
   * lists are refreshed once and a partial failure still shows the stocks that did go.
   */
  removeMany: () =>
    mutationOptions({
      mutationFn: async (ids: readonly string[]) => {
        const results = await Promise.allSettled(ids.map((id) => apiJson("DELETE", stockPath(id))));
        const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
        if (failure)
          throw new BulkDeleteError(
            ids.filter((_, i) => results[i].status === "fulfilled"),
            failure.reason,
          );
        return ids.length;
      },
      meta: STOCKS_DELETED,
    }),
  togglePlacement: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<StockSummary>("PATCH", `${stockPath(id)}/toggle-portfolio`),
      meta: STOCKS_WRITTEN,
    }),
};

export const useAddStock = () => useMutation(stockMutations.add());
export const useDeleteStock = () => useMutation(stockMutations.remove());
export const useBulkDeleteStocks = () => useMutation(stockMutations.removeMany());
export const useToggleStockPlacement = () => useMutation(stockMutations.togglePlacement());
