// Runs refresh jobs in this app instance (docs/decisions/027-refresh-jobs.md). A job is claimed from
// PostgreSQL (FOR UPDATE SKIP LOCKED), so instances sharing a database never run one twice; the
// claim's lease is renewed while the job runs, and a job whose lease ran out (its instance was killed)
// is claimed again by any instance and resumed with the stocks it had not settled. A stopping instance
// stops asking, writes what it has and hands its jobs back to the queue.
import { randomUUID } from "node:crypto";
import { REFRESH_JOB_MESSAGES } from "@shared/contracts/price-refresh";
import type { RefreshJobRow } from "@shared/schema";
import type { Database } from "../db/connection";
import type { Logger } from "../logger";
import { claimJob, failJob, finishJob, releaseJob, remainingTargets, renewLease, settleStocks } from "../storage/refresh-jobs";
import type { PriceRefreshService } from "./price-refresh";
import { errorFields } from "../error-fields";

export interface RefreshJobRunnerOptions {
  /** How long a claim holds without being renewed (renewed every third of it). */
  leaseMs?: number;
  /** How often a started runner looks for queued jobs and jobs whose instance died. */
  pollMs?: number;
  /** Jobs this instance runs at once (each with its own requests in flight to the provider). */
  jobsAtOnce?: number;
  /** A job interrupted more often than this (its instance died each time) is failed, not resumed. */
  maxInterruptions?: number;
}

export interface RefreshJobRunnerDeps extends RefreshJobRunnerOptions {
  db: Database;
  logger: Logger;
  priceRefresh: Pick<PriceRefreshService, "refreshTargets">;
}

export const REFRESH_JOB_LEASE_MS = 30_000;
export const REFRESH_JOB_POLL_MS = 5_000;

/** Another instance holds the job now (this one's lease ran out): this one writes nothing more. */
class LostClaim extends Error {}

export function createRefreshJobRunner(deps: RefreshJobRunnerDeps) {
  const { db, logger, priceRefresh } = deps;
  const leaseMs = deps.leaseMs ?? REFRESH_JOB_LEASE_MS;
  const pollMs = deps.pollMs ?? REFRESH_JOB_POLL_MS;
  const jobsAtOnce = deps.jobsAtOnce ?? 2;
  const maxInterruptions = deps.maxInterruptions ?? 3;
  const running = new Map<string, { stop: AbortController; done: Promise<void> }>();
  let poller: NodeJS.Timeout | undefined;
  let stopped = false;
  let claiming: Promise<void> | undefined;
  let claimAgain = false;

  /** Claims jobs while this instance has room; a call while claiming makes it look once more. */
  function wake(): void {
    if (stopped) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = (async () => {
      do {
        claimAgain = false;
        while (running.size < jobsAtOnce && !stopped) {
          const job = await claimJob(db, randomUUID(), leaseMs);
          if (!job) break;
          run(job);
        }
      } while (claimAgain && !stopped);
    })()
      .catch((error) => logger.error("Claiming a refresh job failed", errorFields(error)))
      .finally(() => (claiming = undefined));
  }

  function run(job: RefreshJobRow) {
    const stop = new AbortController();
    const done = execute(job, job.claim!, stop)
      .catch((error) => logger.error("Refresh job failed", { jobId: job.id, ...errorFields(error) }))
      .finally(() => {
        running.delete(job.id);
        wake();
      });
    running.set(job.id, { stop, done });
  }

  async function execute(job: RefreshJobRow, claim: string, stop: AbortController) {
    const fields = { jobId: job.id, userId: job.userId ?? undefined, slot: job.slot?.toISOString() };
    if (job.interruptions > maxInterruptions) {
      logger.error("Refresh job failed: interrupted too often", { ...fields, interruptions: job.interruptions });
      return failJob(db, job.id, claim, REFRESH_JOB_MESSAGES.interrupted);
    }
    if (job.interruptions > 0)
      logger.warn("Resuming an interrupted refresh job", { ...fields, processed: job.processed, total: job.total });
    let lost = false;
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, claim, leaseMs).then(
        (held) => {
          if (held || lost) return;
          lost = true;
          stop.abort();
        },
        // The database is away: the batch writes fail too, and decide.
        () => {},
      );
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      const targets = await remainingTargets(db, job.id);
      await priceRefresh.refreshTargets(targets, {
        signal: stop.signal,
        settle: async (tx, batch) => {
          const newAlerts = [...batch.newAlerts.values()].reduce((sum, n) => sum + n, 0);
          if (!(await settleStocks(tx, job.id, claim, leaseMs, { ...batch, newAlerts }))) throw new LostClaim();
        },
      });
      if (lost) throw new LostClaim();
      if (stop.signal.aborted) {
        await releaseJob(db, job.id, claim);
        logger.info("Refresh job handed back to the queue: this instance is stopping", fields);
        return;
      }
      const finished = await finishJob(db, job.id, claim);
      if (!finished) throw new LostClaim();
      const { total, successful, failed, rateLimited, newAlerts } = finished;
      const done =
        job.kind === "added" ? "Priced the added stocks" : job.userId ? "Refreshed all prices" : "Scheduled price refresh job done";
      logger.info(done, {
        ...fields,
        total,
        successful,
        failed,
        rateLimited,
        newAlerts,
      });
    } catch (error) {
      if (error instanceof LostClaim || lost) {
        logger.warn("Refresh job no longer held here: its lease ran out and another instance took it, or it was deleted", fields);
        return;
      }
      logger.error("Refresh job failed", { ...fields, ...errorFields(error) });
      // Without a database this fails too: the lease runs out and the job is resumed later.
      await failJob(db, job.id, claim, REFRESH_JOB_MESSAGES.failed);
    } finally {
      clearInterval(heartbeat);
    }
  }

  return {
    /** Looks for a job to run now (a new one was queued); runs it if this instance has room. */
    wake,
    /** Also looks every `pollMs` for jobs queued elsewhere or left by an instance that died. */
    start() {
      if (poller || stopped) return;
      poller = setInterval(wake, pollMs);
      poller.unref();
      wake();
    },
    /** Stops claiming, stops the running jobs' requests, writes what they have, hands them back. */
    async stop() {
      stopped = true;
      clearInterval(poller);
      // A claim in flight may still start a job: stop them after it.
      await claiming;
      for (const job of running.values()) job.stop.abort();
      await Promise.allSettled([...running.values()].map((job) => job.done));
    },
  };
}
