// Refresh-all of every stock of the bench's importer (the 1,985 listed codes) against a local
// Yahoo-format server, in a process of its own, that answers after 100 ms with five years of daily
// bars and answers every 50th request with 429 and Retry-After: 1. The POST answers 202 with the
// job's id at once (its own time is refresh_all_accept_ms); the run is timed from the POST to the
// job's GET reading done (docs/decisions/027-refresh-jobs.md). The history writes are timed where
// the app sends them: pg's Client#query, for the statements that insert into price_history.
import { fork } from "node:child_process";
import pg from "pg";
import type { RefreshJob } from "../../shared/contracts/price-refresh";
import { signedInClient, type SignedInClient } from "./bench-server";
import type { BenchUser } from "./dataset";

/** What the local provider does, for docs/performance.md and the JSON. */
export const BENCH_PROVIDER = { delayMs: 100, rateLimitEvery: 50, retryAfterSeconds: 1, range: "5y" } as const;

const HISTORY_WRITE = /insert into price_history/i;

export interface ProviderProcess {
  url: string;
  /** New quotes (symbol → price) and behaviour for the answers from now on; resolves once applied. */
  configure(change: {
    prices?: Record<string, number>;
    behaviour?: { delayMs?: number; rateLimitEvery?: number; retryAfterSeconds?: number };
  }): Promise<void>;
  /** Requests answered so far, retries included. */
  requests(): Promise<number>;
  close(): Promise<void>;
}

/** Starts the local provider (market-data-process.ts) in a child process: every symbol at the fixture's price, at once. */
export async function startProviderProcess(): Promise<ProviderProcess> {
  const child = fork(new URL("./market-data-process.ts", import.meta.url), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        child.off("message", onMessage);
        resolve(message);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`The local market-data server exited (${code})`)));
    });
  const { url } = await next<{ url: string }>("ready");
  return {
    url,
    async configure(change) {
      const applied = next("configured");
      child.send({ type: "configure", ...change });
      await applied;
    },
    async requests() {
      const answer = next<{ requests: number }>("count");
      child.send({ type: "count" });
      return (await answer).requests;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ type: "stop" });
      await exited;
    },
  };
}

type Interval = [number, number];

/** Total length of the union of intervals: time during which at least one of them was running. */
export function coveredMs(intervals: readonly Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of sorted) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

/** Records start and end of every price-history write sent through pg while `fn` runs. */
async function timeHistoryWrites<T>(fn: () => Promise<T>): Promise<{ result: T; writes: Interval[] }> {
  const original = pg.Client.prototype.query;
  const writes: Interval[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    const call = () => (original as (...a: unknown[]) => unknown).apply(this, args);
    if (!text || !HISTORY_WRITE.test(text)) return call();
    const start = performance.now();
    const done = () => writes.push([start, performance.now()]);
    const last = args.length - 1;
    // pg-pool hands Client#query a callback; drizzle's own clients use the promise.
    if (typeof args[last] === "function") {
      const callback = args[last] as (...r: unknown[]) => unknown;
      args[last] = (...r: unknown[]) => {
        done();
        return callback(...r);
      };
      return call();
    }
    const result = call() as Promise<unknown> | undefined;
    result?.then(done, done);
    return result;
  } as typeof original;
  try {
    return { result: await fn(), writes };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/** How often the bench reads a running job: the run's time is known to within this. */
const JOB_POLL_MS = 100;

/**
 * POST /api/stocks/refresh-all, then the job's GET every JOB_POLL_MS until it is done: the POST's own
 * time, the whole run's, and the job's counts.
 */
export async function runRefreshAll(client: SignedInClient): Promise<{ acceptMs: number; runMs: number; job: RefreshJob }> {
  const started = performance.now();
  const { jobId } = JSON.parse(await client.post("/api/stocks/refresh-all", {})) as { jobId: string };
  const acceptMs = performance.now() - started;
  for (;;) {
    const job = JSON.parse(await client.get(`/api/stocks/refresh-all/${jobId}`)) as RefreshJob;
    if (job.state === "failed") throw new Error(`The refresh-all job failed: ${job.error}`);
    if (job.state === "done") return { acceptMs, runMs: performance.now() - started, job };
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
  }
}

export interface RefreshFigures {
  /** The POST's own answer time (202 with the job's id). */
  acceptMs: number;
  refreshMs: number;
  counts: { total: number; successful: number; failed: number };
  /** Time during which a price-history write was in flight (union over the 4 lanes). */
  historyWriteMs: number;
  /** The same writes' durations added up (lanes overlap, so this can exceed historyWriteMs). */
  historyWriteSumMs: number;
  historyWrites: number;
  /** Rows in price_history after the run, and its size on disk with its index. */
  historyRows: number;
  historyTableBytes: number;
  providerRequests: number;
  rateLimited: number;
}

export async function measureRefreshAll(
  baseUrl: string,
  pool: pg.Pool,
  user: BenchUser,
  provider: ProviderProcess,
): Promise<RefreshFigures> {
  // The figure is the heavy case, every symbol's first fetch: earlier figures' refreshes (the alerts
  // figures refresh the large user's stocks, the same symbols) must not have stored any of it yet.
  await pool.query("truncate price_history, dividend_history");
  await provider.configure({
    behaviour: {
      delayMs: BENCH_PROVIDER.delayMs,
      rateLimitEvery: BENCH_PROVIDER.rateLimitEvery,
      retryAfterSeconds: BENCH_PROVIDER.retryAfterSeconds,
    },
  });
  const client = await signedInClient(baseUrl, user);
  const requestsBefore = await provider.requests();
  const { result, writes } = await timeHistoryWrites(() => runRefreshAll(client));
  const { rows } = await pool.query<{ n: number; bytes: string }>(
    "select count(*)::int as n, pg_total_relation_size('price_history') as bytes from price_history",
  );
  const requestsAfter = await provider.requests();
  const providerRequests = requestsAfter - requestsBefore;
  const { total, successful, failed } = result.job;
  return {
    acceptMs: result.acceptMs,
    refreshMs: result.runMs,
    counts: { total, successful, failed },
    historyWriteMs: coveredMs(writes),
    historyWriteSumMs: writes.reduce((sum, [from, to]) => sum + (to - from), 0),
    historyWrites: writes.length,
    historyRows: rows[0].n,
    historyTableBytes: Number(rows[0].bytes),
    providerRequests,
    rateLimited: Math.floor(requestsAfter / BENCH_PROVIDER.rateLimitEvery) - Math.floor(requestsBefore / BENCH_PROVIDER.rateLimitEvery),
  };
}
