// A refresh-all job outlives the app instance running it (docs/decisions/027-refresh-jobs.md): app A
// starts a job against a slow market-data server and goes away mid-run; app B on the same database
// finishes it, asking only about the stocks A had not settled, or fails it with a reason. A job is
// never left "running".
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest";
import { REFRESH_JOB_MESSAGES, type RefreshJob } from "@shared/contracts/price-refresh";
import { refreshJobs, stocks, type User } from "@shared/schema";
import { insertStock } from "./support/factories";
import type { Agent } from "./support/imports";
import { FIXTURE_PRICE, startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { waitForRefreshJob } from "./support/refresh-jobs";
import { startTestApp, TEST_PASSWORD, type TestApp } from "./support/test-app";

const STOCKS = 40;
const symbols = Array.from({ length: STOCKS }, (_, i) => `R${String(i).padStart(2, "0")}`);

let market: MarketDataServer;
const apps: TestApp[] = [];
beforeAll(async () => {
  // 150 ms an answer, four at a time: a run of 40 takes about 1.5 s.
  market = await startMarketDataServer({ delayMs: 150 });
});
afterEach(async () => {
  // The last app started owns the database's drop; the others' pools are closed (or were crashed).
  for (const app of apps.splice(0).reverse()) await app.close().catch(() => {});
});
afterAll(async () => market.close());

async function startApp(options: Parameters<typeof startTestApp>[0] = {}) {
  const app = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, ...options });
  apps.push(app);
  return app;
}

/** Another instance on A's database: B drops it when closed, so A must not. */
async function secondInstance(a: TestApp, options: Parameters<typeof startTestApp>[0] = {}) {
  const b = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, database: a.handOverDatabase(), ...options });
  apps.push(b);
  return b;
}

async function signIn(app: TestApp, user: User): Promise<Agent> {
  const agent = request.agent(app.app);
  await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD }).expect(200);
  return agent;
}

async function userWithStocks(app: TestApp) {
  const user = await app.createUser();
  for (const symbol of symbols) await insertStock(app.db, { userId: user.id, symbol, lastPrice: 10 });
  return user;
}

const jobRow = async (app: TestApp, jobId: string) => (await app.db.select().from(refreshJobs).where(eq(refreshJobs.id, jobId)))[0];

/** Waits until the job has settled at least `processed` stocks (and not all). */
async function waitForProgress(agent: Agent, jobId: string, processed: number) {
  await expect
    .poll(async () => ((await agent.get(`/api/stocks/refresh-all/${jobId}`)).body as RefreshJob).processed, {
      timeout: 20_000,
      interval: 20,
    })
    .toBeGreaterThanOrEqual(processed);
}

describe("a refresh-all job across app instances", () => {
  it("stopped mid-run, goes back to the queue and is finished by the next instance, which asks only about the rest", async () => {
    const a = await startApp();
    const user = await userWithStocks(a);
    const onA = await signIn(a, user);
    const { jobId } = (await onA.post("/api/stocks/refresh-all").expect(202)).body;
    await waitForProgress(onA, jobId, 8);

    // The graceful stop: no new requests, the quotes in flight are cancelled, the settled ones written.
    await a.stop();
    const b = await secondInstance(a, { refreshJobs: { pollMs: 100 } });
    const handedBack = await jobRow(b, jobId);
    expect(handedBack).toMatchObject({ state: "queued", claim: null, leaseUntil: null, interruptions: 0 });
    expect(handedBack.processed).toBeGreaterThanOrEqual(8);
    expect(handedBack.processed).toBeLessThan(STOCKS);
    const askedBefore = market.requests.length;

    b.app.refreshJobs.start();
    const job = await waitForRefreshJob(await signIn(b, user), jobId);
    expect(job).toMatchObject({ state: "done", total: STOCKS, processed: STOCKS, successful: STOCKS, failed: 0 });
    const askedByB = market.requests.slice(askedBefore);
    expect(askedByB).toHaveLength(STOCKS - handedBack.processed);
    expect(new Set(askedByB).size).toBe(askedByB.length);
    const prices = await b.db.select({ lastPrice: stocks.lastPrice }).from(stocks).where(eq(stocks.userId, user.id));
    expect(prices.every((row) => row.lastPrice === FIXTURE_PRICE)).toBe(true);
  });

  it("whose instance died (its lease runs out), is resumed by another instance with the stocks not yet settled", async () => {
    const a = await startApp({ refreshJobs: { leaseMs: 1_000 } });
    const user = await userWithStocks(a);
    const onA = await signIn(a, user);
    const { jobId } = (await onA.post("/api/stocks/refresh-all").expect(202)).body;
    await waitForProgress(onA, jobId, 8);

    // A loses its database for good, as a killed process does: it can neither write nor hand back.
    await a.pool.end();
    const b = await secondInstance(a, { refreshJobs: { pollMs: 100 } });
    const orphaned = await jobRow(b, jobId);
    expect(orphaned.state).toBe("running");
    const askedBefore = market.requests.length;

    b.app.refreshJobs.start();
    const job = await waitForRefreshJob(await signIn(b, user), jobId);
    expect(job).toMatchObject({ state: "done", total: STOCKS, processed: STOCKS, successful: STOCKS, failed: 0, error: null });
    const resumed = await jobRow(b, jobId);
    expect(resumed.interruptions).toBe(1);
    // What A had settled when it died is not asked again.
    const askedByB = market.requests.slice(askedBefore);
    expect(askedByB).toHaveLength(STOCKS - orphaned.processed);
    expect(new Set(askedByB).size).toBe(askedByB.length);
    const prices = await b.db.select({ lastPrice: stocks.lastPrice }).from(stocks).where(eq(stocks.userId, user.id));
    expect(prices.every((row) => row.lastPrice === FIXTURE_PRICE)).toBe(true);
  });

  it("interrupted more often than it may be, is failed with a reason rather than resumed again", async () => {
    const a = await startApp();
    const user = await userWithStocks(a);
    const onA = await signIn(a, user);
    // As three deaths in a row leave it: running, its lease long gone, three interruptions counted.
    const [row] = await a.db
      .insert(refreshJobs)
      .values({ userId: user.id, state: "running", total: STOCKS, claim: crypto.randomUUID(), interruptions: 3 })
      .returning();
    await a.db.execute(sql`update refresh_jobs set lease_until = now() - interval '1 minute', started_at = now() where id = ${row.id}`);
    await a.db.execute(sql`insert into refresh_job_stocks (job_id, stock_id) select ${row.id}, id from stocks where user_id = ${user.id}`);
    const askedBefore = market.requests.length;

    a.app.refreshJobs.start();
    const job = await waitForRefreshJob(onA, row.id);
    expect(job).toMatchObject({ state: "failed", error: REFRESH_JOB_MESSAGES.interrupted, successful: 0 });
    expect(market.requests.length).toBe(askedBefore);
    // The user can start a new one at once.
    expect((await onA.post("/api/stocks/refresh-all").expect(202)).body.jobId).not.toBe(row.id);
  });

  it("is run by one instance only when two share the database", async () => {
    const a = await startApp({ refreshJobs: { pollMs: 50 } });
    const b = await secondInstance(a, { refreshJobs: { pollMs: 50 } });
    a.app.refreshJobs.start();
    b.app.refreshJobs.start();
    const user = await userWithStocks(a);
    const askedBefore = market.requests.length;
    const { jobId } = (await (await signIn(a, user)).post("/api/stocks/refresh-all").expect(202)).body;
    expect(await waitForRefreshJob(await signIn(b, user), jobId)).toMatchObject({ state: "done", successful: STOCKS });
    const asked = market.requests.slice(askedBefore);
    expect(asked.sort()).toEqual(symbols);
  });
});
