// Refresh-all as a background job (docs/decisions/027-refresh-jobs.md): POST /api/stocks/refresh-all
// answers 202 { jobId } before any quote is in, GET /api/stocks/refresh-all/:id reads the job's
// progress (its owner only), against a local market-data server speaking Yahoo's wire format.
// Restarts and interruptions: refresh-jobs-restart.test.ts.
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RefreshJob } from "@shared/contracts/price-refresh";
import { stocks } from "@shared/schema";
import { insertStock } from "./support/factories";
import type { Agent } from "./support/imports";
import { FIXTURE_PRICE, FIXTURE_TIME, startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { refreshAll, waitForRefreshJob } from "./support/refresh-jobs";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-20T06:00:00Z");
const OLD_TIME = new Date("2026-01-02T03:04:05Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const LAGGING = Array.from({ length: 10 }, (_, i) => `LAG${i}`);
const SLOW_AFTER_LIMIT = Array.from({ length: 8 }, (_, i) => `ZZ${i}`);

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({
    prices: { CBA: 150.25 },
    cases: Object.fromEntries([...LAGGING, ...SLOW_AFTER_LIMIT].map((symbol) => [symbol, "slow-ok" as const])),
  });
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => NOW });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

const stored = async (id: string) => (await t.db.select().from(stocks).where(eq(stocks.id, id)))[0];
/** A stock with an old price, an old price time and a yield, so a write (or its absence) shows. */
const oldStock = (userId: string, symbol: string, isPortfolio = true) =>
  insertStock(t.db, { userId, symbol, lastPrice: 10, lastPriceUpdatedAt: OLD_TIME, dividendYield: 1.5, isPortfolio });
const readJob = async (agent: Agent, jobId: string) => (await agent.get(`/api/stocks/refresh-all/${jobId}`)).body as RefreshJob;

async function expectUnchanged(id: string) {
  const row = await stored(id);
  expect(row.lastPrice).toBe(10);
  expect(row.lastPriceUpdatedAt).toEqual(OLD_TIME);
  expect(row.dividendYield).toBe(1.5);
}

describe("who may start and read a job", () => {
  it("answers 401 to anonymous callers", async () => {
    expect((await request(t.app).post("/api/stocks/refresh-all")).status).toBe(401);
    expect((await request(t.app).get(`/api/stocks/refresh-all/${UNKNOWN}`)).status).toBe(401);
  });

  it("answers 400 for a malformed job id and 404 for a missing one or another user's, the owner's included", async () => {
    const { agent, user } = await t.signedInAgent();
    await oldStock(user.id, "BHP");
    const job = await refreshAll(agent);
    expect(job.state).toBe("done");
    const { body } = await agent.post("/api/stocks/refresh-all").expect(202);
    await waitForRefreshJob(agent, body.jobId);

    const malformed = await agent.get("/api/stocks/refresh-all/progress");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: "id: Invalid refresh job id", code: "validation_failed" });
    for (const intruder of [await t.signedInAgent(), await t.signedInAgent({ role: "owner" })]) {
      const res = await intruder.agent.get(`/api/stocks/refresh-all/${body.jobId}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Refresh job not found", code: "not_found" });
    }
    expect((await agent.get(`/api/stocks/refresh-all/${UNKNOWN}`)).status).toBe(404);
  });
});

describe("POST /api/stocks/refresh-all", () => {
  it("answers 202 with the job's id before any quote is in; the job then runs to done without the request", async () => {
    const held = await startMarketDataServer({ cases: { HOLDA: "held", HOLDB: "held" } });
    const app = await startTestApp({ config: { MARKET_DATA_BASE_URL: held.url }, now: () => NOW });
    try {
      const { agent, user } = await app.signedInAgent();
      for (const symbol of ["HOLDA", "HOLDB", "OKAY"]) await insertStock(app.db, { userId: user.id, symbol, lastPrice: 10 });
      const res = await agent.post("/api/stocks/refresh-all");
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      // The held symbols are being asked (or about to be) and none is answered: the job is under way.
      await expect.poll(() => held.count("HOLDA") + held.count("HOLDB")).toBe(2);
      const running = (await agent.get(`/api/stocks/refresh-all/${res.body.jobId}`).expect(200)).body;
      expect(running).toMatchObject({ state: "running", total: 3, finishedAt: null, error: null });
      expect(running.processed).toBeLessThan(3);
      expect(Date.parse(running.startedAt)).not.toBeNaN();
      // The quote that came in is written (and counted) within a second, though the held ones are not.
      await expect
        .poll(async () => (await agent.get(`/api/stocks/refresh-all/${res.body.jobId}`)).body, { timeout: 10_000 })
        .toMatchObject({ state: "running", processed: 1, successful: 1 });

      held.release();
      const done = await waitForRefreshJob(agent, res.body.jobId);
      expect(done).toEqual({
        state: "done",
        total: 3,
        processed: 3,
        successful: 3,
        failed: 0,
        rateLimited: 0,
        newAlerts: 0,
        startedAt: running.startedAt,
        finishedAt: expect.any(String),
        error: null,
      });
      expect(Date.parse(done.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done.startedAt!));
    } finally {
      held.release();
      await app.close();
      await held.close();
    }
  });

  it("refreshes every stock of the caller only, and counts successes and failures", async () => {
    const { agent, user } = await t.signedInAgent();
    const other = await t.signedInAgent();
    const good = [await oldStock(user.id, "BHP"), await oldStock(user.id, "CBA", false), await oldStock(user.id, "BUSY")];
    const bad = [await oldStock(user.id, "NOPE"), await oldStock(user.id, "JUNK", false)];
    const foreign = await oldStock(other.user.id, "WES");

    expect(await refreshAll(agent)).toMatchObject({ state: "done", total: 5, processed: 5, successful: 3, failed: 2, rateLimited: 0 });
    expect(await stored(good[0].id)).toMatchObject({ lastPrice: FIXTURE_PRICE, lastPriceUpdatedAt: FIXTURE_TIME, updatedAt: NOW });
    expect(await stored(good[1].id)).toMatchObject({ lastPrice: 150.25, lastPriceUpdatedAt: FIXTURE_TIME });
    // Same dividends at a higher price: 1.715 / 150.25 × 100 = 1.14143...
    expect((await stored(good[1].id)).dividendYield).toBeCloseTo(1.14143095, 6);
    expect((await stored(good[2].id)).lastPrice).toBe(FIXTURE_PRICE);
    for (const stock of [...bad, foreign]) await expectUnchanged(stock.id);
    expect(market.count("WES")).toBe(0);
  });

  it("ends at once with zero counts for a user without stocks", async () => {
    const { agent } = await t.signedInAgent();
    expect(await refreshAll(agent)).toMatchObject({ state: "done", total: 0, processed: 0, successful: 0, failed: 0 });
  });

  it("keeps at most 4 requests in flight, reports progress while running, and answers a second click with the running job", async () => {
    const { agent, user } = await t.signedInAgent();
    for (const symbol of LAGGING) await oldStock(user.id, symbol);
    market.load.peak = 0;

    const { jobId } = (await agent.post("/api/stocks/refresh-all").expect(202)).body;
    const seen: number[] = [];
    let job = await readJob(agent, jobId);
    while (job.state !== "done") {
      seen.push(job.processed);
      // The server still answers other requests meanwhile, and a second click joins the job.
      if (seen.length === 1) {
        expect((await agent.get("/api/stocks")).status).toBe(200);
        expect((await agent.post("/api/stocks/refresh-all").expect(202)).body).toEqual({ jobId });
      }
      job = await readJob(agent, jobId);
    }
    expect(job).toMatchObject({ total: 10, processed: 10, successful: 10, failed: 0 });
    // The progress moved through the run, not only at its end.
    expect(seen.some((processed) => processed > 0 && processed < 10)).toBe(true);
    for (const symbol of LAGGING) expect(market.count(symbol), symbol).toBe(1);
    expect(market.load.peak).toBe(4);
    // Once it has ended, a click starts a new job.
    expect((await agent.post("/api/stocks/refresh-all").expect(202)).body.jobId).not.toBe(jobId);
  });

  it("stops asking once the provider keeps answering 429 and counts the rest as failed and rate limited", async () => {
    const { agent, user } = await t.signedInAgent();
    // In symbol order, LIMIT (three quick 429s) starts beside ZZ0-ZZ2, which answer after 250 ms.
    for (const symbol of ["LIMIT", ...SLOW_AFTER_LIMIT]) await oldStock(user.id, symbol);
    const job = await refreshAll(agent);
    expect(job).toMatchObject({ state: "done", total: 9, processed: 9, successful: 3, failed: 6, rateLimited: 6 });
    expect(SLOW_AFTER_LIMIT.map((symbol) => market.count(symbol))).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
  });

  it("leaves a stock deleted during the run out of the counts", async () => {
    const held = await startMarketDataServer({ cases: { HOLDC: "held" } });
    const app = await startTestApp({ config: { MARKET_DATA_BASE_URL: held.url }, now: () => NOW });
    try {
      const { agent, user } = await app.signedInAgent();
      const gone = await insertStock(app.db, { userId: user.id, symbol: "HOLDC", lastPrice: 10 });
      await insertStock(app.db, { userId: user.id, symbol: "KEPT", lastPrice: 10 });
      const { jobId } = (await agent.post("/api/stocks/refresh-all").expect(202)).body;
      await expect.poll(() => held.count("HOLDC")).toBe(1);
      await agent.delete(`/api/stocks/${gone.id}`).expect(200);
      held.release();
      expect(await waitForRefreshJob(agent, jobId)).toMatchObject({ state: "done", total: 1, processed: 1, successful: 1, failed: 0 });
    } finally {
      held.release();
      await app.close();
      await held.close();
    }
  });

  it("fails with a reason, and writes nothing of the failed batch, when the price write itself fails", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await oldStock(user.id, "WRITEFAIL");
    // A constraint the refreshed price breaks: the batch's UPDATE raises, as a database fault would.
    await t.db.execute(sql`alter table stocks add constraint refresh_fails check (symbol <> 'WRITEFAIL' or last_price = 10) not valid`);
    try {
      const job = await refreshAll(agent);
      expect(job).toMatchObject({ state: "failed", error: "The price refresh stopped on a server error", successful: 0 });
      expect(job.finishedAt).not.toBeNull();
    } finally {
      await t.db.execute(sql`alter table stocks drop constraint refresh_fails`);
    }
    await expectUnchanged(stock.id);
    // Nothing is left running: the next click starts a new job, which works.
    expect(await refreshAll(agent)).toMatchObject({ state: "done", successful: 1 });
  });
});
