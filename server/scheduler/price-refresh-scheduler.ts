// The daily price refresh. At each slot this instance queues a refresh job over every user's stocks
// not written since the slot (services/refresh-jobs.ts), which the runner of any instance sharing the
// database runs and resumes after a restart. PostgreSQL lets one scheduled job be queued or running
// at a time, so instances waking together make one run; one that wakes later the same day finds
// nothing left but the stocks that failed. At start the latest slot is caught up on the same terms,
// so a run missed while every instance was down happens once, and a restart after a run asks nothing.
// See docs/decisions/005-market-data.md, 013-schedule-and-shared-rate-limits.md and 027-refresh-jobs.md.
import type { RefreshJobRow } from "@shared/schema";
import type { Logger } from "../logger";
import type { ScheduledRefreshOutcome } from "../services/refresh-jobs";
import { AFTER_ASX_CLOSE, nextRunAt, previousRunAt, type DailySchedule } from "./schedule";
import { errorFields } from "../error-fields";

// Re-check the clock at least hourly rather than trusting one multi-day timer across clock changes.
const MAX_TIMER_MS = 60 * 60 * 1000;

export interface ScheduledJobs {
  enqueueScheduled(slot: Date): Promise<ScheduledRefreshOutcome>;
  waitFor(jobId: string, signal?: AbortSignal): Promise<RefreshJobRow | undefined>;
}

export interface PriceRefreshSchedulerDeps {
  jobs: ScheduledJobs;
  logger: Logger;
  now?: () => Date;
  schedule?: DailySchedule;
  /** Run the latest slot at start (default true). */
  catchUp?: boolean;
  /**
   * After a run this instance queued and saw finish, or found already done (not one another
   * instance queued): the alert digests. Its failure is logged and never fails the run.
   */
  afterRun?: () => Promise<unknown>;
}

export type ScheduledRunOutcome =
  | { status: "busy" } // another instance queued this run, and its job is queued or running
  | { status: "up-to-date" } // every stock was written since the slot: nothing to ask
  | { status: "stopped" } // this instance stopped before the job ended (the job carries on elsewhere or after a restart)
  | { status: "ran"; job: RefreshJobRow };

export function createPriceRefreshScheduler(deps: PriceRefreshSchedulerDeps) {
  const { jobs, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const schedule = deps.schedule ?? AFTER_ASX_CLOSE;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let next: Date | undefined;
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  /** One run for `slot`: queue its job (unless there is nothing to do or it is queued already), wait for it. */
  function runOnce(slot: Date): Promise<ScheduledRunOutcome> {
    const run = queueAndWait(slot).then(async (outcome) => {
      if ((outcome.status === "ran" || outcome.status === "up-to-date") && deps.afterRun && !stopped)
        await deps.afterRun().catch((error) => logger.error("After the scheduled price refresh", errorFields(error)));
      return outcome;
    });
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  async function queueAndWait(slot: Date): Promise<ScheduledRunOutcome> {
    const queued = await jobs.enqueueScheduled(slot);
    if (queued.status === "busy") {
      logger.info("Scheduled price refresh skipped: another instance is running it", { slot: slot.toISOString() });
      return { status: "busy" };
    }
    if (queued.status === "up-to-date") {
      logger.info("Scheduled price refresh: every stock is already up to date", { slot: slot.toISOString() });
      return { status: "up-to-date" };
    }
    const job = await jobs.waitFor(queued.jobId, controller.signal);
    if (!job) return { status: "stopped" };
    const { state, total, successful, failed, rateLimited, newAlerts, error } = job;
    const fields = { slot: slot.toISOString(), jobId: job.id, total, successful, failed, rateLimited, newAlerts };
    if (state === "failed") logger.error("Scheduled price refresh failed", { ...fields, error });
    else logger.info("Scheduled price refresh finished", fields);
    return { status: "ran", job };
  }

  function arm() {
    if (stopped) return;
    const slot = nextRunAt(now(), schedule);
    next = slot;
    timer = setTimeout(
      () => {
        // Woke before the slot (the wait was capped, or the clock moved): just wait again.
        if (now() < slot) return arm();
        runOnce(slot)
          .catch((error) => logger.error("Scheduled price refresh failed", errorFields(error)))
          .finally(arm);
      },
      Math.min(Math.max(0, slot.getTime() - now().getTime()), MAX_TIMER_MS),
    );
    // A pending daily timer must not keep a finished process alive.
    timer.unref();
  }

  /** The latest slot, if its run may have been missed; the "not written since" rule decides. */
  function catchUp() {
    const slot = previousRunAt(now(), schedule);
    if (!slot) return;
    logger.info("Catching up on the latest scheduled price refresh", { slot: slot.toISOString() });
    runOnce(slot).catch((error) => logger.error("Scheduled price refresh failed", errorFields(error)));
  }

  return {
    runOnce,
    start() {
      if (timer || stopped) return;
      if (deps.catchUp ?? true) catchUp();
      arm();
    },
    /** When the next run is due (undefined before start and after stop). */
    nextRun: () => (stopped ? undefined : next),
    /**
     * Stops the timer and the waiting. The job itself belongs to the refresh jobs' runner, which the
     * graceful stop stops too (its job goes back to the queue for the next instance).
     */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type PriceRefreshScheduler = ReturnType<typeof createPriceRefreshScheduler>;
