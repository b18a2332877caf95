// Refresh-all survives its server (docs/decisions/027-refresh-jobs.md): the real server process is
// killed (SIGKILL) or stopped (SIGTERM) in the middle of a refresh-all; a new process on the same
// database finishes the job, asking the provider only about the stocks not yet settled, and the job
// ends done (or failed with a reason), never stuck "running".
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMarketDataServer, type MarketDataServer } from "../server/test/support/market-data-server";
import { startAppProcess, type AppProcess } from "./support/app-process";
import { signIn, type ApiClient } from "./support/http-client";
import { sqlPool, startStressPostgres, type StressPostgres } from "./support/postgres";
import { waitForRefreshJob, type RefreshJobBody } from "./support/refresh-jobs";
import { recordFigures, round } from "./support/results";
import { STRESS_PASSWORD, createApprovedUsers } from "./support/users";

const STOCKS = 160;
/** A killed instance's lease (30 s) must run out before another resumes its job; then a poll (5 s). */
const RESUME_LIMIT_MS = 90_000;

let database: StressPostgres;
let sql: pg.Pool;
let market: MarketDataServer;
const apps: AppProcess[] = [];
const figures: Record<string, number> = {};

beforeAll(async () => {
  database = await startStressPostgres();
  sql = sqlPool(database.url);
  // 100 ms an answer, four at a time: the whole run takes about four seconds.
  market = await startMarketDataServer({ delayMs: 100 });
});

afterAll(async () => {
  for (const app of apps) await app.kill("SIGTERM");
  await sql?.end();
  await market?.close();
  await database?.destroy();
});

async function startApp() {
  const app = await startAppProcess({ databaseUrl: database.url, env: { MARKET_DATA_BASE_URL: market.url } });
  apps.push(app);
  return app;
}

/** A user with STOCKS stocks, signed in on `app`. */
async function userWithStocks(app: AppProcess, tag: string) {
  const [user] = await createApprovedUsers(sql, 1, tag);
  const symbols = Array.from({ length: STOCKS }, (_, i) => `${tag.slice(0, 1).toUpperCase()}${String(i).padStart(3, "0")}`);
  await sql.query(
    `insert into stocks (user_id, symbol, name, last_price) select $1, symbol, symbol || ' Ltd', 10 from unnest($2::text[]) as symbol`,
    [user.id, symbols],
  );
  return { user, symbols, client: await signIn(app.baseURL, user.email, STRESS_PASSWORD) };
}

async function jobRow(jobId: string) {
  const { rows } = await sql.query("select state, processed, interruptions, claim from refresh_jobs where id = $1", [jobId]);
  return rows[0] as { state: string; processed: number; interruptions: number; claim: string | null };
}

/** Waits until the job has settled at least `processed` stocks. */
async function waitForProgress(client: ApiClient, jobId: string, processed: number) {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const res = await client.get(`/api/stocks/refresh-all/${jobId}`);
    if (res.body.processed >= processed) return res.body as RefreshJobBody;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The job never settled ${processed} stocks`);
}

async function expectNothingLeftRunning() {
  const { rows } = await sql.query("select count(*)::int as n from refresh_jobs where state in ('queued', 'running')");
  expect(rows[0].n).toBe(0);
}

describe("refresh-all across a server that goes away mid-run", () => {
  it("killed (SIGKILL): a restarted server resumes the job once its lease runs out, asking only about the rest", async () => {
    const first = await startApp();
    const { client, symbols } = await userWithStocks(first, "killed");
    const accepted = await client.post("/api/stocks/refresh-all");
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    const { jobId } = accepted.body as { jobId: string };
    await waitForProgress(client, jobId, 40);

    await first.kill("SIGKILL");
    expect(first.child.signalCode).toBe("SIGKILL");
    const killedAt = performance.now();
    const atKill = await jobRow(jobId);
    expect(atKill.state).toBe("running");
    expect(atKill.processed).toBeLessThan(STOCKS);
    const askedBefore = market.requests.length;

    const second = await startApp();
    const job = await waitForRefreshJob(client.on(second.baseURL), jobId, RESUME_LIMIT_MS);
    const resumedInMs = performance.now() - killedAt;
    expect(job).toMatchObject({ state: "done", total: STOCKS, processed: STOCKS, successful: STOCKS, failed: 0, error: null });
    expect((await jobRow(jobId)).interruptions).toBe(1);
    const askedAfter = market.requests.slice(askedBefore);
    expect(askedAfter).toHaveLength(STOCKS - atKill.processed);
    expect(new Set(askedAfter).size).toBe(askedAfter.length);
    expect(askedAfter.every((symbol) => symbols.includes(symbol))).toBe(true);
    await expectNothingLeftRunning();
    Object.assign(figures, {
      killedAtProcessed: atKill.processed,
      askedAfterKill: askedAfter.length,
      killToDoneMs: round(resumedInMs),
    });
  });

  it("stopped (SIGTERM): the job goes back to the queue at once and the next server finishes it", async () => {
    const first = await startApp();
    const { client } = await userWithStocks(first, "stopped");
    const { jobId } = (await client.post("/api/stocks/refresh-all")).body as { jobId: string };
    await waitForProgress(client, jobId, 40);

    const stopping = performance.now();
    await first.kill("SIGTERM");
    expect(first.child.exitCode).toBe(0);
    const stopMs = performance.now() - stopping;
    const handedBack = await jobRow(jobId);
    expect(handedBack).toMatchObject({ state: "queued", claim: null, interruptions: 0 });
    const askedBefore = market.requests.length;

    const restarting = performance.now();
    const second = await startApp();
    const job = await waitForRefreshJob(client.on(second.baseURL), jobId, RESUME_LIMIT_MS);
    expect(job).toMatchObject({ state: "done", total: STOCKS, processed: STOCKS, successful: STOCKS, failed: 0 });
    expect(market.requests.slice(askedBefore)).toHaveLength(STOCKS - handedBack.processed);
    await expectNothingLeftRunning();
    Object.assign(figures, {
      stoppedAtProcessed: handedBack.processed,
      gracefulStopMs: round(stopMs),
      restartToDoneMs: round(performance.now() - restarting),
    });
    recordFigures("killed-refresh", { stocks: STOCKS, ...figures });
  });
});
