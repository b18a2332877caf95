// Price and dividend refreshes from the market-data provider: one stock, or all of them with the
// progress of the run. A refresh writes stocks and the symbols' daily closes, so every list that
// shows a price, and every valuation history, refreshes after it; and it evaluates alerts, so the
// bell and the Alerts page do too.
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { RefreshAllResult } from "@shared/contracts/price-refresh";
import type { RefreshedStock } from "@shared/contracts/stocks";
import { apiJson } from "@/lib/api-client";
import { stockPath } from "./stocks";

export interface RefreshProgress {
  running: boolean;
  done: number;
  total: number;
}

const PROGRESS_POLL_MS = 500;

export const marketDataKeys = {
  refreshProgress: ["/api/stocks/refresh-all/progress"] as const,
};

export const marketDataQueries = {
  /**
   * The run's own lifecycle: polled only while a refresh-all is pending, and removed when the next
   * one starts. It reads nothing a write changes, so no mutation invalidates it.
   */
  refreshProgress: (running: boolean) =>
    queryOptions<RefreshProgress>({
      queryKey: marketDataKeys.refreshProgress,
      meta: { reads: [] },
      enabled: running,
      refetchInterval: running ? PROGRESS_POLL_MS : false,
      staleTime: 0,
    }),
};

export const marketDataMutations = {
  refreshStock: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<RefreshedStock>("POST", `${stockPath(id)}/refresh`),
      meta: { writes: ["stocks", "priceHistory", "alerts"], awaitRefetch: true },
    }),
  // A failed run may still have refreshed some stocks; the data layer refreshes after failures too.
  refreshAll: () =>
    mutationOptions({
      mutationFn: () => apiJson<RefreshAllResult>("POST", "/api/stocks/refresh-all"),
      meta: { writes: ["stocks", "priceHistory", "alerts"], awaitRefetch: true },
      // A previous run's final count must not show as this run's progress.
      onMutate: (_variables, { client }) => client.removeQueries({ queryKey: marketDataKeys.refreshProgress }),
    }),
};

export const useRefreshStock = () => useMutation(marketDataMutations.refreshStock());

/** POST /api/stocks/refresh-all, with its progress polled every 500 ms while it runs. */
export function useRefreshAll() {
  const mutation = useMutation(marketDataMutations.refreshAll());
  const progress = useQuery(marketDataQueries.refreshProgress(mutation.isPending));
  const current = mutation.isPending && progress.data?.running ? progress.data : null;
  return { mutation, progress: current };
}
