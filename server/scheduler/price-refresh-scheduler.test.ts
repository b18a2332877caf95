// The timer and the run's outcomes with stand-in jobs; the real jobs on PostgreSQL (one scheduled
// job across instances, the "not written since" rule) are exercised in
// server/test/price-refresh-scheduler.test.ts.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RefreshJobRow } from "@shared/schema";
import { logger } from "../logger";
import type { ScheduledRefreshOutcome } from "../services/refresh-jobs";
import { createPriceRefreshScheduler, type ScheduledJobs } from "./price-refresh-scheduler";

const DONE = { id: "job-1", state: "done", total: 2, successful: 2, failed: 0, rateLimited: 0, newAlerts: 0 } as RefreshJobRow;

/** Jobs that queue every slot (or answer `outcome`) and finish at once (or when `finish` is called). */
function fakeJobs(outcome: ScheduledRefreshOutcome = { status: "queued", jobId: "job-1" }, options: { held?: boolean } = {}) {
  const slots: string[] = [];
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const jobs: ScheduledJobs = {
    async enqueueScheduled(slot) {
      slots.push(slot.toISOString());
      return outcome;
    },
    async waitFor(_jobId, signal) {
      if (options.held) await Promise.race([finished, new Promise((resolve) => signal?.addEventListener("abort", resolve))]);
      return signal?.aborted ? undefined : DONE;
    },
  };
  return { jobs, slots, finish };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("price refresh scheduler", () => {
  it("catches up on the latest slot at start, runs at 16:30 Sydney, then arms for the next trading day", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-20T05:00:00Z"), toFake: ["setTimeout", "clearTimeout", "Date"] }); // Fri 16:00 AEDT
    const { jobs, slots } = fakeJobs();
    const scheduler = createPriceRefreshScheduler({ jobs, logger });
    scheduler.start();
    expect(scheduler.nextRun()?.toISOString()).toBe("2026-11-20T05:30:00.000Z");
    // At start: Thursday's slot, in case every instance was down then (the job itself covers only
    // stocks not written since that slot, so after a real run nothing is queued).
    await vi.advanceTimersByTimeAsync(0);
    expect(slots).toEqual(["2026-11-19T05:30:00.000Z"]);
    await vi.advanceTimersByTimeAsync(29 * 60 * 1000);
    expect(slots).toEqual(["2026-11-19T05:30:00.000Z"]);
    await vi.advanceTimersByTimeAsync(60 * 1000);
    expect(slots).toEqual(["2026-11-19T05:30:00.000Z", "2026-11-20T05:30:00.000Z"]);
    expect(scheduler.nextRun()?.toISOString()).toBe("2026-11-23T05:30:00.000Z"); // Monday
    await scheduler.stop();
    expect(scheduler.nextRun()).toBeUndefined();
  });

  it("skips ASX holidays: after Christmas Eve the next run is the Tuesday after Boxing Day", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-24T06:00:00Z"), toFake: ["setTimeout", "clearTimeout", "Date"] }); // Thu 17:00 AEDT
    const scheduler = createPriceRefreshScheduler({ jobs: fakeJobs().jobs, logger, catchUp: false });
    scheduler.start();
    // Fri 25 Dec (Christmas), the weekend, Mon 28 Dec (Boxing Day observed) are skipped.
    expect(scheduler.nextRun()?.toISOString()).toBe("2026-12-29T05:30:00.000Z");
    await scheduler.stop();
  });

  it("waits for its job and then sends the digests; a run another instance queued sends none", async () => {
    const afterRun = vi.fn(async () => {});
    const ran = createPriceRefreshScheduler({ jobs: fakeJobs().jobs, logger, afterRun });
    expect(await ran.runOnce(new Date())).toEqual({ status: "ran", job: DONE });
    expect(afterRun).toHaveBeenCalledTimes(1);

    const busy = createPriceRefreshScheduler({ jobs: fakeJobs({ status: "busy" }).jobs, logger, afterRun });
    expect(await busy.runOnce(new Date())).toEqual({ status: "busy" });
    expect(afterRun).toHaveBeenCalledTimes(1);

    // Nothing due: the run is done already, and this instance sends the digests (one per user per day).
    const upToDate = createPriceRefreshScheduler({ jobs: fakeJobs({ status: "up-to-date" }).jobs, logger, afterRun });
    expect(await upToDate.runOnce(new Date())).toEqual({ status: "up-to-date" });
    expect(afterRun).toHaveBeenCalledTimes(2);
  });

  it("logs a failing digest without failing the run", async () => {
    const errors: string[] = [];
    const scheduler = createPriceRefreshScheduler({
      jobs: fakeJobs().jobs,
      logger: { ...logger, error: (message: string) => void errors.push(message) },
      afterRun: async () => {
        throw new Error("mail server gone");
      },
    });
    expect((await scheduler.runOnce(new Date())).status).toBe("ran");
    expect(errors).toEqual(["After the scheduled price refresh"]);
  });

  it("stop() stops waiting for a job in progress, without digests (the job itself is the runner's)", async () => {
    const afterRun = vi.fn(async () => {});
    const { jobs } = fakeJobs(undefined, { held: true });
    const scheduler = createPriceRefreshScheduler({ jobs, logger, afterRun });
    const run = scheduler.runOnce(new Date("2026-11-20T05:30:00Z"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await scheduler.stop();
    expect(await run).toEqual({ status: "stopped" });
    expect(afterRun).not.toHaveBeenCalled();
  });
});
