// The timer and lock handling with a stand-in pool; the real PostgreSQL lock is exercised in
// server/test/refresh-scheduler.test.ts.
import type pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "../logger";
import type { RefreshRunResult } from "../services/price-refresh";
import { createPriceRefreshScheduler } from "./price-refresh-scheduler";

const RESULT: RefreshRunResult = { total: 2, successful: 2, failed: 0, rateLimited: false, newAlerts: new Map() };

function fakePool(lockGranted = true) {
  const queries: string[] = [];
  const released: unknown[] = [];
  const client = {
    query: async (sql: string) => {
      queries.push(sql.split("(")[0]);
      return { rows: [{ locked: lockGranted }] };
    },
    release: (error?: unknown) => released.push(error ?? "ok"),
  };
  return { pool: { connect: async () => client } as unknown as pg.Pool, queries, released };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("price refresh scheduler", () => {
  it("catches up on the latest slot at start, runs at 16:30 Sydney, then arms for the next trading day", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-20T05:00:00Z"), toFake: ["setTimeout", "clearTimeout", "Date"] }); // Fri 16:00 AEDT
    const { pool, queries, released } = fakePool();
    const slots: string[] = [];
    const scheduler = createPriceRefreshScheduler({
      pool,
      logger,
      refresh: async (slot) => {
        slots.push(slot.toISOString());
        return RESULT;
      },
    });
    scheduler.start();
    expect(scheduler.nextRun()?.toISOString()).toBe("2026-11-20T05:30:00.000Z");
    // At start: Thursday's slot, in case every instance was down then (the run itself asks only
    // about stocks not written since that slot, so after a real run it asks nothing).
    await vi.advanceTimersByTimeAsync(0);
    expect(slots).toEqual(["2026-11-19T05:30:00.000Z"]);
    await vi.advanceTimersByTimeAsync(29 * 60 * 1000);
    expect(slots).toEqual(["2026-11-19T05:30:00.000Z"]);
    await vi.advanceTimersByTimeAsync(60 * 1000);
    expect(slots).toEqual(["2026-11-19T05:30:00.000Z", "2026-11-20T05:30:00.000Z"]);
    expect(queries).toEqual([
      "select pg_try_advisory_lock",
      "select pg_advisory_unlock",
      "select pg_try_advisory_lock",
      "select pg_advisory_unlock",
    ]);
    expect(released).toEqual(["ok", "ok"]);
    expect(scheduler.nextRun()?.toISOString()).toBe("2026-11-23T05:30:00.000Z"); // Monday
    await scheduler.stop();
    expect(scheduler.nextRun()).toBeUndefined();
  });

  it("skips ASX holidays: after Christmas Eve the next run is the Tuesday after Boxing Day", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-24T06:00:00Z"), toFake: ["setTimeout", "clearTimeout", "Date"] }); // Thu 17:00 AEDT
    const { pool } = fakePool();
    const scheduler = createPriceRefreshScheduler({ pool, logger, catchUp: false, refresh: async () => RESULT });
    scheduler.start();
    // Fri 25 Dec (Christmas), the weekend, Mon 28 Dec (Boxing Day observed) are skipped.
    expect(scheduler.nextRun()?.toISOString()).toBe("2026-12-29T05:30:00.000Z");
    await scheduler.stop();
  });

  it("does not refresh when another instance holds the lock, and does not unlock it", async () => {
    const { pool, queries, released } = fakePool(false);
    const refresh = vi.fn(async () => RESULT);
    const scheduler = createPriceRefreshScheduler({ pool, logger, refresh });
    expect(await scheduler.runOnce(new Date())).toEqual({ status: "busy" });
    expect(refresh).not.toHaveBeenCalled();
    expect(queries).toEqual(["select pg_try_advisory_lock"]);
    expect(released).toEqual(["ok"]);
  });

  it("unlocks even when the refresh throws", async () => {
    const { pool, queries, released } = fakePool();
    const scheduler = createPriceRefreshScheduler({
      pool,
      logger,
      refresh: async () => {
        throw new Error("database gone");
      },
    });
    await expect(scheduler.runOnce(new Date())).rejects.toThrow("database gone");
    expect(queries).toEqual(["select pg_try_advisory_lock", "select pg_advisory_unlock"]);
    expect(released).toEqual(["ok"]);
  });

  it("stop() cancels a run in progress and waits for it", async () => {
    const { pool } = fakePool();
    let seen: AbortSignal | undefined;
    let finished = false;
    const scheduler = createPriceRefreshScheduler({
      pool,
      logger,
      now: () => new Date("2026-11-20T05:30:00Z"),
      refresh: (_slot, signal) => {
        seen = signal;
        return new Promise((resolve) =>
          signal.addEventListener("abort", () =>
            // Winding down takes a moment (requests in flight finish): stop() must wait for it.
            setTimeout(() => {
              finished = true;
              resolve(RESULT);
            }, 20),
          ),
        );
      },
    });
    const run = scheduler.runOnce(new Date("2026-11-20T05:30:00Z"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seen?.aborted).toBe(false);
    await scheduler.stop();
    expect(seen?.aborted).toBe(true);
    expect(finished).toBe(true);
    expect((await run).status).toBe("ran");
  });
});
