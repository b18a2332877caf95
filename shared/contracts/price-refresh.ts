// Price refresh under /api/stocks: POST /:id/refresh answers the refreshed StockSummary (or 502
// `market_data_failed` with a `reason`); POST /refresh-all starts a background job over all the
// user's stocks and answers 202 `{ jobId }` at once; GET /refresh-all/:id reads that job's progress
// (docs/decisions/027-refresh-jobs.md). Both refreshes say how many alerts the new prices created.
import type { RefreshJobState } from "../schema";
import type { CreatesAlerts } from "./alerts";
import { uuidParams } from "./responses";

export interface RefreshCounts {
  total: number;
  successful: number;
  failed: number;
}

/** POST /api/stocks/refresh-all: the job started, or the one already running for the user. */
export interface RefreshJobStarted {
  jobId: string;
}

/** GET /api/stocks/refresh-all/:id. */
export interface RefreshJob extends RefreshCounts, CreatesAlerts {
  state: RefreshJobState;
  /** Stocks settled so far, refreshed or failed. */
  processed: number;
  /** Of the failed: the provider was rate limiting (the stock got a 429, or was not asked after one). */
  rateLimited: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why a failed job failed. */
  error: string | null;
}

export const refreshJobParams = uuidParams("refresh job");

export const REFRESH_JOB_MESSAGES = {
  notFound: "Refresh job not found",
  failed: "The price refresh stopped on a server error",
  interrupted: "The price refresh was interrupted too often (the server restarted or lost its database); start it again",
} as const;
