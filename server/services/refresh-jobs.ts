// Refresh jobs (docs/decisions/027-refresh-jobs.md): a user's refresh-all, started by
// POST /api/stocks/refresh-all and read by its owner alone; and the scheduled refresh of every user's
// stocks due since a slot (scheduler/). Both are rows in PostgreSQL that the runner of any instance
// runs, so neither depends on the request or the instance that started it.
import { setTimeout as delay } from "node:timers/promises";
import { REFRESH_JOB_MESSAGES, type RefreshJob, type RefreshJobStarted } from "@shared/contracts/price-refresh";
import type { RefreshJobRow } from "@shared/schema";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { presentRefreshJob } from "../presenters/refresh-jobs";
import {
  findActiveUserJob,
  findJob,
  findUserJob,
  insertAddedStocksJob,
  insertScheduledJob,
  insertUserJob,
  pruneFinishedJobs,
} from "../storage/refresh-jobs";
import type { PriceRefreshService } from "./price-refresh";
import { createRefreshJobRunner, type RefreshJobRunnerOptions } from "./refresh-job-runner";

/** Finished jobs are kept this long, then pruned when a new one is created. */
const KEEP_FINISHED_DAYS = 7;
/** How often waitFor reads a job it waits for (it may be running on another instance). */
const WAIT_POLL_MS = 250;

export type ScheduledRefreshOutcome =
  | { status: "queued"; jobId: string } // a job over the stocks due
  | { status: "busy" } // a scheduled job is already queued or running (another instance made it)
  | { status: "up-to-date" }; // every stock was written since the slot: nothing to ask

export interface RefreshJobsDeps extends RefreshJobRunnerOptions {
  db: Database;
  logger: Logger;
  priceRefresh: Pick<PriceRefreshService, "refreshTargets">;
}

const jobNotFound = () => new HttpError(404, "not_found", REFRESH_JOB_MESSAGES.notFound);

/**
 * The first market prices of the stocks a trade or an import adds (issue 44 item 4, decision 041): a
 * job queued in the write's own transaction, so it exists exactly when the stocks do. The write never
 * waits for the provider, and a fetch that fails leaves the stock at the trade's price. The job starts
 * when its follower first reads it (the client follows it at once), else at any instance's next poll.
 */
export interface AddedStockPrices {
  /** In the write's transaction: a job over the stocks it added; null when it added none. */
  queue(tx: Executor, userId: string, stockIds: readonly string[]): Promise<string | null>;
}

export function createRefreshJobs(deps: RefreshJobsDeps) {
  const { db } = deps;
  const runner = createRefreshJobRunner(deps);

  return {
    /**
     * Queues a refresh of every stock the user has, or answers the job already queued or running
     * for them (a second click, another tab). The run starts here if this instance has room.
     */
    async startForUser(userId: string): Promise<RefreshJobStarted> {
      await pruneFinishedJobs(db, KEEP_FINISHED_DAYS);
      // The active job may finish between a refused insert and the read: then insert again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const jobId = (await insertUserJob(db, userId)) ?? (await findActiveUserJob(db, userId));
        if (jobId) {
          runner.wake();
          return { jobId };
        }
      }
      throw new Error("A refresh job was neither created nor found");
    },

    /**
     * The user's own job; another user's, the scheduled one's or a missing id answers 404. A job still
     * queued is claimed now if this instance has room: someone is waiting for it.
     */
    async forUser(userId: string, jobId: string): Promise<RefreshJob> {
      const row = await findUserJob(db, userId, jobId);
      if (!row) throw jobNotFound();
      if (row.state === "queued") runner.wake();
      return presentRefreshJob(row);
    },

    /** The scheduled refresh of `slot`: every user's stocks not written since then. */
    async enqueueScheduled(slot: Date): Promise<ScheduledRefreshOutcome> {
      await pruneFinishedJobs(db, KEEP_FINISHED_DAYS);
      const inserted = await insertScheduledJob(db, slot);
      if (inserted.id === null) return inserted.due === 0 ? { status: "up-to-date" } : { status: "busy" };
      runner.wake();
      return { status: "queued", jobId: inserted.id };
    },

    /** Resolves with the job once it is done or failed, whichever instance runs it; undefined if stopped first. */
    async waitFor(jobId: string, signal?: AbortSignal): Promise<RefreshJobRow | undefined> {
      while (!signal?.aborted) {
        const job = await findJob(db, jobId);
        if (!job || job.state === "done" || job.state === "failed") return job;
        await delay(WAIT_POLL_MS, undefined, { signal }).catch(() => {});
      }
      return undefined;
    },

    addedStocks: {
      async queue(tx, userId, stockIds) {
        if (stockIds.length === 0) return null;
        return (await insertAddedStocksJob(tx, userId, stockIds)) ?? null;
      },
    } satisfies AddedStockPrices,

    start: runner.start,
    stop: runner.stop,
  };
}

export type RefreshJobs = ReturnType<typeof createRefreshJobs>;
