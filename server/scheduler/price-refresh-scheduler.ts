// The daily price refresh. Several app instances may share one PostgreSQL; a session advisory lock
// held for the whole run lets exactly one of them run it, and the run only asks about stocks not
// written since the scheduled time, so an instance that wakes later the same day finds nothing left
// but the stocks that failed. At start the latest slot is caught up on the same terms, so a run
// missed while every instance was down happens once, and a restart after a run asks nothing.
// See docs/decisions/005-market-data.md and 013-schedule-and-shared-rate-limits.md.
import type pg from "pg";
import type { Logger } from "../logger";
import type { RefreshRunResult } from "../services/price-refresh";
import { AFTER_ASX_CLOSE, nextRunAt, previousRunAt, type DailySchedule } from "./schedule";

/** Any constant unique among this database's advisory locks ("ASXP"). Locks are per database. */
export const PRICE_REFRESH_LOCK_KEY = 0x41535850;
// Re-check the clock at least hourly rather than trusting one multi-day timer across clock changes.
const MAX_TIMER_MS = 60 * 60 * 1000;

export interface PriceRefreshSchedulerDeps {
  pool: pg.Pool;
  /** The refresh itself: every stock not written since `slot`; stop asking when `signal` aborts. */
  refresh: (slot: Date, signal: AbortSignal) => Promise<RefreshRunResult>;
  logger: Logger;
  now?: () => Date;
  schedule?: DailySchedule;
  lockKey?: number;
  /** Run the latest slot at start (default true). */
  catchUp?: boolean;
  /**
   * After a run this instance made or found already done (not one another instance is making): the
   * alert digests. Its failure is logged and never fails the run.
   */
  afterRun?: () => Promise<unknown>;
}

export type ScheduledRunOutcome =
  | { status: "busy" } // another instance holds the lock and is running it
  | { status: "up-to-date" } // every stock was written since the slot: nothing to ask
  | { status: "ran"; result: RefreshRunResult };

export function createPriceRefreshScheduler(deps: PriceRefreshSchedulerDeps) {
  const { pool, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const schedule = deps.schedule ?? AFTER_ASX_CLOSE;
  const lockKey = deps.lockKey ?? PRICE_REFRESH_LOCK_KEY;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let next: Date | undefined;
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  /** One run for `slot`, if this instance wins the lock. */
  function runOnce(slot: Date): Promise<ScheduledRunOutcome> {
    const run = runLocked(slot).then(async (outcome) => {
      if (outcome.status !== "busy" && deps.afterRun && !stopped)
        await deps
          .afterRun()
          .catch((error) => logger.error("After the scheduled price refresh", { error: (error as Error)?.stack ?? String(error) }));
      return outcome;
    });
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  async function runLocked(slot: Date): Promise<ScheduledRunOutcome> {
    // A dedicated client: a session lock belongs to one connection and must be released on it.
    const client = await pool.connect();
    let locked = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [lockKey]);
      locked = rows[0].locked;
      if (!locked) {
        logger.info("Scheduled price refresh skipped: another instance is running it", { slot: slot.toISOString() });
        return { status: "busy" };
      }
      const result = await deps.refresh(slot, controller.signal);
      if (result.total === 0) {
        logger.info("Scheduled price refresh: every stock is already up to date", { slot: slot.toISOString() });
        return { status: "up-to-date" };
      }
      const newAlerts = [...result.newAlerts.values()].reduce((sum, n) => sum + n, 0);
      logger.info("Scheduled price refresh finished", { slot: slot.toISOString(), ...result, newAlerts });
      return { status: "ran", result };
    } finally {
      await release(client, locked);
    }
  }

  async function release(client: pg.PoolClient, locked: boolean) {
    if (!locked) return client.release();
    try {
      await client.query("select pg_advisory_unlock($1)", [lockKey]);
      client.release();
    } catch (error) {
      // Destroying the connection makes PostgreSQL drop the lock with it.
      client.release(error as Error);
    }
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
          .catch((error) => logger.error("Scheduled price refresh failed", { error: (error as Error)?.stack ?? String(error) }))
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
    runOnce(slot).catch((error) => logger.error("Scheduled price refresh failed", { error: (error as Error)?.stack ?? String(error) }));
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
    /** Stops the timer, cancels a run in progress (no new requests) and waits for it to wind down. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type PriceRefreshScheduler = ReturnType<typeof createPriceRefreshScheduler>;
