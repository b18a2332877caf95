import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateStockBody, StockSummary } from "@shared/contracts/stocks";
import { apiJson } from "@/lib/api-client";
import { invalidateStockData, portfolioKeys } from "./portfolio-keys";

const stockPath = (id: string) => `/api/stocks/${encodeURIComponent(id)}`;

/** Mutations that change stocks refresh every stock read once they succeed. */
function useStockMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateStockData(queryClient) });
}

export function useAddStock() {
  return useStockMutation((body: CreateStockBody) => apiJson<StockSummary>("POST", "/api/stocks", body));
}

export function useDeleteStock() {
  return useStockMutation((id: string) => apiJson<{ message: string }>("DELETE", stockPath(id)));
}

export function useToggleStockPlacement() {
  return useStockMutation((id: string) => apiJson<StockSummary>("PATCH", `${stockPath(id)}/toggle-portfolio`));
}

export function useRefreshStock() {
  return useStockMutation((id: string) => apiJson<StockSummary>("POST", `${stockPath(id)}/refresh`));
}

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

/**
 * One DELETE per id, all in parallel (spec section 7). Waits for every call before deciding, so the
 * lists are refreshed once and a partial failure still shows the stocks that did go.
 */
export function useBulkDeleteStocks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const results = await Promise.allSettled(ids.map((id) => apiJson("DELETE", stockPath(id))));
      const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      if (failure) throw new BulkDeleteError(ids.filter((_, i) => results[i].status === "fulfilled"), failure.reason);
      return ids.length;
    },
    onSettled: () => invalidateStockData(queryClient),
  });
}

export interface RefreshAllResult {
  total: number;
  successful: number;
  failed: number;
}

export interface RefreshProgress {
  running: boolean;
  done: number;
  total: number;
}

const PROGRESS_POLL_MS = 500;

/** POST /api/stocks/refresh-all, with its progress polled every 500 ms while it runs. */
export function useRefreshAll() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => apiJson<RefreshAllResult>("POST", "/api/stocks/refresh-all"),
    // A previous run's final count must not show as this run's progress.
    onMutate: () => queryClient.removeQueries({ queryKey: portfolioKeys.refreshProgress }),
    // Even a failed batch may have refreshed some stocks.
    onSettled: () => invalidateStockData(queryClient),
  });
  const progress = useQuery<RefreshProgress>({
    queryKey: portfolioKeys.refreshProgress,
    enabled: mutation.isPending,
    refetchInterval: mutation.isPending ? PROGRESS_POLL_MS : false,
    staleTime: 0,
  });
  const current = mutation.isPending && progress.data?.running ? progress.data : null;
  return { mutation, progress: current };
}
