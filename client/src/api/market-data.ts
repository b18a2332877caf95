// Price and dividend refreshes from the market-data provider: one stock, or all of them as a job
// on the server (docs/decisions/027-refresh-jobs.md). A refresh writes stocks and the symbols' daily
// closes, so every list that shows a price, and every valuation history, refreshes after it; and it
// evaluates alerts, so the bell and the Alerts page do too.
import { mutationOptions, queryOptions, useIsMutating, useMutation, useQuery, type QueryClient } from "@tanstack/react-query";
import type { RefreshJob, RefreshJobStarted } from "@shared/contracts/price-refresh";
import type { RefreshedStock } from "@shared/contracts/stocks";
import { ApiError, apiJson } from "@/lib/api-client";
import { stockPath } from "./stocks";

const JOB_POLL_MS = 500;
/** While the server cannot be reached (restarting, offline), the job is read again for this long. */
const UNREACHABLE_GIVE_UP_MS = 120_000;
/** The running refresh-all's job id, kept so the dashboard follows it again after a reload. */
const RUNNING_JOB_KEY = "asx.refreshAllJob";
const REFRESH_ALL_KEY = ["refresh-all"] as const;
const ADDED_PRICES_KEY = ["added-stock-prices"] as const;

export const marketDataKeys = {
  /** The latest answer of the job being followed: written by the follower, never fetched by itself. */
  refreshJob: ["/api/stocks/refresh-all"] as const,
};

export const marketDataQueries = {
  refreshJob: () =>
    queryOptions<RefreshJob>({
      queryKey: marketDataKeys.refreshJob,
      // Read from the follower's writes only; nothing a write changes.
      meta: { reads: [] },
      enabled: false,
    }),
};

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Unavailable (privacy modes): a reload then loses the progress, not the job.
    return undefined;
  }
}

/** The job a previous page started and did not see end, if any. */
export function rememberedRefreshJob(): string | undefined {
  return storage()?.getItem(RUNNING_JOB_KEY) ?? undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The answer says the job is not there for this user (or the request was refused): reading again will not help. */
const isFinalAnswer = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408;
/** No answer (offline, connection refused) or a server-side one (503 while restarting). */
const isUnreachable = (error: unknown) => error instanceof TypeError || (error instanceof ApiError && !isFinalAnswer(error));

/**
 * Reads the job every 500 ms until it has ended, writing each answer where the Refresh All button
 * reads its progress (unless `progress` is false). A server that cannot be reached for a while (a
 * restart) is asked again; the job goes on there without us. Resolves with the finished job; rejects
 * with a failed job's reason.
 */
async function followRefreshJob(jobId: string, client: QueryClient, progress = true): Promise<RefreshJob> {
  let unreachableSince: number | undefined;
  for (;;) {
    let job: RefreshJob | undefined;
    try {
      job = await apiJson<RefreshJob>("GET", `/api/stocks/refresh-all/${encodeURIComponent(jobId)}`);
    } catch (error) {
      if (isFinalAnswer(error)) throw error;
      unreachableSince ??= Date.now();
      if (Date.now() - unreachableSince > UNREACHABLE_GIVE_UP_MS) throw error;
    }
    if (job) {
      unreachableSince = undefined;
      // Built with its options, so the data layer knows it reads nothing a write changes.
      if (progress)
        client
          .getQueryCache()
          .build(client, { queryKey: marketDataKeys.refreshJob, meta: { reads: [] } })
          .setData(job);
      if (job.state === "done") return job;
      if (job.state === "failed") throw new Error(job.error ?? "An error occurred");
    }
    await sleep(JOB_POLL_MS);
  }
}

export const marketDataMutations = {
  refreshStock: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<RefreshedStock>("POST", `${stockPath(id)}/refresh`),
      meta: { writes: ["stocks", "priceHistory", "alerts"], awaitRefetch: true },
    }),
  /**
   * Starts a refresh-all (POST answers 202 with the job's id), or follows the job a previous page
   * started (`resume`), until it has ended. Resolves with the job's counts, or null when a resumed
   * job is not there any more (another account signed in; it was pruned). A failed run may still
   * have refreshed some stocks; the data layer refreshes after failures too.
   */
  refreshAll: () =>
    mutationOptions({
      mutationKey: REFRESH_ALL_KEY,
      mutationFn: async ({ resume }: { resume?: string }, { client }): Promise<RefreshJob | null> => {
        const jobId = resume ?? (await apiJson<RefreshJobStarted>("POST", "/api/stocks/refresh-all")).jobId;
        storage()?.setItem(RUNNING_JOB_KEY, jobId);
        try {
          const job = await followRefreshJob(jobId, client);
          storage()?.removeItem(RUNNING_JOB_KEY);
          return job;
        } catch (error) {
          // A server that stayed unreachable may still finish the job: a later visit follows it again.
          if (!isUnreachable(error)) storage()?.removeItem(RUNNING_JOB_KEY);
          if (resume && error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      meta: { writes: ["stocks", "priceHistory", "alerts"], awaitRefetch: true },
      // A previous run's final count must not show as this run's progress.
      onMutate: (_variables, { client }) => client.resetQueries({ queryKey: marketDataKeys.refreshJob }),
    }),
};

export const useRefreshStock = () => useMutation(marketDataMutations.refreshStock());

/**
 * Follows the job that fetches the first market prices of the stocks a trade or an import added
 * (its `priceJobId`; docs/decisions/041-added-stock-prices.md): the server starts it when it is first
 * read. Resolves with its counts; the stocks and their closes refetch after it.
 */
export const addedStockPricesMutation = () =>
  mutationOptions({
    mutationKey: ADDED_PRICES_KEY,
    mutationFn: (jobId: string, { client }) => followRefreshJob(jobId, client, false),
    meta: { writes: ["stocks", "priceHistory", "alerts"] },
  });

export const useAddedStockPrices = () => useMutation(addedStockPricesMutation());

/**
 * Refresh-all and the progress of its job. `running` is true while any page of this tab follows a
 * job (one started before the dashboard was left and come back to counts too).
 */
export function useRefreshAll() {
  const mutation = useMutation(marketDataMutations.refreshAll());
  const following = useIsMutating({ mutationKey: REFRESH_ALL_KEY }) > 0;
  const job = useQuery(marketDataQueries.refreshJob()).data;
  const progress = following && job && job.state !== "done" && job.state !== "failed" ? job : null;
  return { mutation, running: following, progress };
}
