// The daily refresh on real PostgreSQL: two schedulers, each with its own refresh jobs' runner, stand
// for two app instances sharing one database; one scheduled job at a time and the "not written since
// the slot" rule must make one run (docs/decisions/027-refresh-jobs.md).
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { refreshJobs, stocks } from "@shared/schema";
import { logger } from "../logger";
import { createYahooChartProvider } from "../market-data/yahoo-chart";
import { createPriceRefreshScheduler } from "../scheduler/price-refresh-scheduler";
import { createPriceRefreshService } from "../services/price-refresh";
import { createRefreshJobs } from "../services/refresh-jobs";
import { insertStock } from "./support/factories";
import { FIXTURE_PRICE, FIXTURE_TIME, startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { startTestApp, type TestApp } from "./support/test-app";

const BEFORE_SLOT = new Date("2026-11-19T05:30:00Z");
const SLOT = new Date("2026-11-20T05:30:00Z");
const RUN_TIME = new Date("2026-11-20T05:30:02Z");

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  // Each answer takes a while, so the two instances' runs surely overlap.
  market = await startMarketDataServer({ delayMs: 150, prices: { CBA: 150.25 } });
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await market.close();
});

const instances: { stop: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const instance of instances.splice(0)) await instance.stop();
});

/** One "instance": its own provider, refresh service, jobs' runner and scheduler, on the shared pool. */
function instance(concurrency?: number, options: { now?: () => Date; logger?: typeof logger } = {}) {
  const priceRefresh = createPriceRefreshService({
    db: t.db,
    logger,
    now: () => RUN_TIME,
    concurrency,
    provider: createYahooChartProvider({ baseUrl: market.url, backoffMs: 1 }),
  });
  const jobs = createRefreshJobs({ db: t.db, logger, priceRefresh });
  const scheduler = createPriceRefreshScheduler({ jobs, logger: options.logger ?? logger, now: options.now });
  instances.push({ stop: async () => (await scheduler.stop(), await jobs.stop()) });
  return scheduler;
}

const counts = (total: number, successful: number, failed: number, rateLimited = 0) =>
  expect.objectContaining({ state: "done", total, processed: total, successful, failed, rateLimited, newAlerts: 0 });

const row = async (id: string) => (await t.db.select().from(stocks).where(eq(stocks.id, id)))[0];
const stale = (userId: string, symbol: string) =>
  insertStock(t.db, { userId, symbol, lastPrice: 10, lastPriceUpdatedAt: BEFORE_SLOT, updatedAt: BEFORE_SLOT });

describe("scheduled price refresh", () => {
  it("runs exactly once when two instances fire at the same time, for every user's stocks", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const aliceBhp = await stale(alice.id, "BHP");
    const bobBhp = await stale(bob.id, "BHP");
    const aliceCba = await stale(alice.id, "CBA");
    const bobNope = await stale(bob.id, "NOPE");

    const outcomes = await Promise.all([instance().runOnce(SLOT), instance().runOnce(SLOT)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["busy", "ran"]);
    expect(outcomes.find((o) => o.status === "ran")).toEqual({ status: "ran", job: counts(4, 3, 1) });
    // One request per symbol, though two users hold BHP.
    expect([market.count("BHP"), market.count("CBA"), market.count("NOPE")]).toEqual([1, 1, 1]);
    for (const stock of [aliceBhp, bobBhp]) {
      expect(await row(stock.id)).toMatchObject({ lastPrice: FIXTURE_PRICE, lastPriceUpdatedAt: FIXTURE_TIME, updatedAt: RUN_TIME });
    }
    expect((await row(aliceCba.id)).lastPrice).toBe(150.25);
    expect(await row(bobNope.id)).toMatchObject({ lastPrice: 10, lastPriceUpdatedAt: BEFORE_SLOT, updatedAt: BEFORE_SLOT });

    // Nothing is left queued or running.
    expect(
      await t.db
        .select()
        .from(refreshJobs)
        .where(inArray(refreshJobs.state, ["queued", "running"])),
    ).toEqual([]);
  });

  it("a later instance the same day re-asks only for the stock that failed, and then has nothing to do", async () => {
    const requestsBefore = market.requests.length;
    const late = await instance().runOnce(SLOT);
    expect(late).toEqual({ status: "ran", job: counts(1, 0, 1) });
    expect(market.requests.slice(requestsBefore)).toEqual(["NOPE"]);

    await t.db.delete(stocks).where(eq(stocks.symbol, "NOPE"));
    expect(await instance().runOnce(SLOT)).toEqual({ status: "up-to-date" });
    expect(market.requests.length).toBe(requestsBefore + 1);
  });

  it("stops asking once the provider keeps answering 429, leaving the rest for a later run", async () => {
    await t.db.delete(stocks);
    const user = await t.createUser();
    const limited = await stale(user.id, "LIMIT");
    const later = [await stale(user.id, "ZZA"), await stale(user.id, "ZZB")];
    // One request at a time, in symbol order: LIMIT (three 429s) comes first.
    const outcome = await instance(1).runOnce(SLOT);
    expect(outcome).toEqual({ status: "ran", job: counts(3, 0, 3, 3) });
    expect(market.count("ZZA") + market.count("ZZB")).toBe(0);
    for (const stock of [limited, ...later]) expect((await row(stock.id)).lastPrice).toBe(10);
  });

  it("after downtime, instances starting together catch up on the missed run once; a later start asks nothing", async () => {
    await t.db.delete(stocks);
    const user = await t.createUser();
    const missed = [await stale(user.id, "BHP"), await stale(user.id, "CBA")];
    const requestsBefore = market.requests.length;
    // Monday morning after the app was down all Friday: Friday's 16:30 run never happened.
    const monday = () => new Date("2026-11-23T00:00:00Z");
    const outcomes: string[] = [];
    const recording = { ...logger, info: (message: string) => void outcomes.push(message) };
    const starting = [instance(undefined, { now: monday, logger: recording }), instance(undefined, { now: monday, logger: recording })];
    for (const scheduler of starting) scheduler.start();
    await expect.poll(() => outcomes.filter((m) => m.startsWith("Scheduled price refresh")).length, { timeout: 10_000 }).toBe(2);
    expect(outcomes.filter((m) => m.startsWith("Scheduled price refresh")).sort()).toEqual([
      "Scheduled price refresh finished",
      "Scheduled price refresh skipped: another instance is running it",
    ]);
    expect(market.requests.slice(requestsBefore).sort()).toEqual(["BHP", "CBA"]);
    for (const stock of missed) expect((await row(stock.id)).lastPrice).not.toBe(10);

    // A restart the same morning: every stock was written since Friday's slot, so nothing is asked.
    outcomes.length = 0;
    const later = instance(undefined, { now: monday, logger: recording });
    later.start();
    await expect
      .poll(() => outcomes.filter((m) => m.startsWith("Scheduled price refresh")), { timeout: 10_000 })
      .toEqual(["Scheduled price refresh: every stock is already up to date"]);
    expect(market.requests.length).toBe(requestsBefore + 2);
  });
});
