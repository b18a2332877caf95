// Several app instances on one PostgreSQL, as behind a load balancer: they can start together, a
// session made on one is valid on the others, and a scheduled price refresh runs once between them
// (one scheduled job at a time, run by whichever instance's refresh jobs claim it).
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type DatabaseHandle } from "../server/db/connection";
import { logger as serverLogger, type Logger } from "../server/logger";
import { createYahooChartProvider } from "../server/market-data/yahoo-chart";
import type { DailySchedule } from "../server/scheduler/schedule";
import { createPriceRefreshScheduler, type PriceRefreshScheduler } from "../server/scheduler/price-refresh-scheduler";
import { createPriceRefreshService } from "../server/services/price-refresh";
import { createRefreshJobs } from "../server/services/refresh-jobs";
import { FIXTURE_PRICE, startMarketDataServer, type MarketDataServer } from "../server/test/support/market-data-server";
import { startAppProcess, type AppProcess } from "./support/app-process";
import { type ApiClient, signIn } from "./support/http-client";
import { sqlPool, startStressPostgres, type StressPostgres } from "./support/postgres";
import { recordFigures, round } from "./support/results";
import { STRESS_PASSWORD, createApprovedUsers, type StressUser } from "./support/users";

const INSTANCES = 3;
const START_ROUNDS = 5;
const PRICES = { CBA: 150.25, WES: 70.5 };

let database: StressPostgres;
let sql: pg.Pool;
let market: MarketDataServer;
let apps: AppProcess[] = [];
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  database = await startStressPostgres();
  sql = sqlPool(database.url);
  // Each answer takes a while, so two refresh runs started together surely overlap.
  market = await startMarketDataServer({ delayMs: 150, prices: PRICES });
});

afterAll(async () => {
  for (const app of apps) await app.kill("SIGTERM");
  await sql?.end();
  await market?.close();
  await database?.destroy();
});

const newStock = (symbol: string) => ({ symbol, name: `${symbol} Ltd`, sector: null, lastPrice: 10, dividendYield: null });

describe("app instances sharing one PostgreSQL", () => {
  it(`${INSTANCES} instances started at the same moment on a fresh database all come up`, async () => {
    // The start-up race is a matter of milliseconds, so it is run several times, each on a new
    // database; the last round's instances serve the rest of this file.
    const durations: number[] = [];
    for (let attempt = 1; attempt <= START_ROUNDS; attempt++) {
      const url = attempt === START_ROUNDS ? database.url : await database.createDatabase(`start_race_${attempt}`);
      const started = performance.now();
      const results = await Promise.allSettled(
        Array.from({ length: INSTANCES }, () => startAppProcess({ databaseUrl: url, env: { MARKET_DATA_BASE_URL: market.url } })),
      );
      durations.push(performance.now() - started);
      const up = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      const failures = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason).slice(0, 400)] : []));
      if (attempt === START_ROUNDS) apps = up;
      else for (const app of up) await app.kill("SIGTERM");
      expect(failures, `round ${attempt}`).toEqual([]);
    }
    // Each migration was applied once.
    const { rows } = await sql.query("select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    figures.instances = INSTANCES;
    figures.startRounds = START_ROUNDS;
    figures.startTogetherMaxMs = round(Math.max(...durations));
  });

  it("a session made on one instance is valid on the others, and so are its writes and its sign-out", async () => {
    const [a, b, c] = apps;
    const [user] = await createApprovedUsers(sql, 1, "shared-session");
    const onA = await signIn(a.baseURL, user.email, STRESS_PASSWORD);
    const onB = onA.on(b.baseURL);
    const onC = onA.on(c.baseURL);
    expect(await onB.get("/api/auth/me")).toMatchObject({ status: 200, body: { email: user.email } });
    expect(await onC.get("/api/auth/me")).toMatchObject({ status: 200, body: { email: user.email } });

    expect((await onB.post("/api/stocks", newStock("BEE"))).status).toBe(201);
    expect((await onA.post("/api/stocks", newStock("AYE"))).status).toBe(201);
    const symbols = async (client: ApiClient) => (await client.get("/api/stocks")).body.map((s: { symbol: string }) => s.symbol).sort();
    expect(await symbols(onA)).toEqual(["AYE", "BEE"]);
    expect(await symbols(onC)).toEqual(["AYE", "BEE"]);

    // Signing out on one instance ends the session everywhere.
    expect((await onC.post("/api/auth/logout")).status).toBe(200);
    expect((await onA.get("/api/auth/me")).status).toBe(401);
    expect((await onB.get("/api/auth/me")).status).toBe(401);
  });

  it("a scheduled refresh runs once between two instances, for every user's stocks", async () => {
    const [a, b] = apps;
    // Only this test's stocks: the run covers every user's.
    await sql.query("delete from stocks");
    const [alice, bob] = await createApprovedUsers(sql, 2, "refresh");
    const add = async (baseURL: string, user: StressUser, symbols: string[]) => {
      const client = await signIn(baseURL, user.email, STRESS_PASSWORD);
      for (const symbol of symbols) expect((await client.post("/api/stocks", newStock(symbol))).status).toBe(201);
      return client;
    };
    const aliceOnA = await add(a.baseURL, alice, ["BHP", "CBA"]);
    const bobOnB = await add(b.baseURL, bob, ["BHP", "WES", "NOPE"]);

    // Two instances of the scheduler as server/scheduler/index.ts wires them, each with its own
    // pool, provider and refresh service. Their clock is moved to 1.5 s before a whole minute, and
    // the schedule is that minute every day, so both timers fire at the same moment for real.
    const slot = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000;
    const offset = slot - 1_500 - Date.now();
    const clock = () => new Date(Date.now() + offset);
    const at = new Date(slot);
    const schedule: DailySchedule = { pattern: `${at.getUTCMinutes()} ${at.getUTCHours()} * * *`, timeZone: "UTC", tradingDaysOnly: false };
    const instances = [startSchedulerInstance(database.url, clock, schedule), startSchedulerInstance(database.url, clock, schedule)];
    try {
      for (const instance of instances) expect(instance.scheduler.nextRun()).toEqual(at);
      const outcomes = await Promise.all(instances.map((instance) => instance.outcome(20_000)));
      expect(outcomes.map((o) => o.message).sort()).toEqual([
        "Scheduled price refresh finished",
        "Scheduled price refresh skipped: another instance is running it",
      ]);
      const ran = outcomes.find((o) => o.message === "Scheduled price refresh finished")!;
      expect(ran.fields).toMatchObject({ slot: at.toISOString(), total: 5, successful: 4, failed: 1, rateLimited: 0 });
      // One request per symbol, though both users hold BHP and two instances woke up.
      const symbols = ["BHP", "CBA", "WES", "NOPE"];
      expect(Object.fromEntries(symbols.map((s) => [s, market.count(s)]))).toEqual(Object.fromEntries(symbols.map((s) => [s, 1])));
      // Both are armed for the next day: nothing more runs for this slot.
      for (const instance of instances) expect(instance.scheduler.nextRun()).toEqual(new Date(slot + 24 * 60 * 60 * 1000));

      // The prices are in, and each app instance shows them to each user.
      const prices = async (client: ApiClient) =>
        Object.fromEntries(
          (await client.get("/api/stocks")).body.map((s: { symbol: string; lastPrice: number }) => [s.symbol, s.lastPrice]),
        );
      expect(await prices(aliceOnA.on(b.baseURL))).toEqual({ BHP: FIXTURE_PRICE, CBA: PRICES.CBA });
      expect(await prices(bobOnB.on(a.baseURL))).toEqual({ BHP: FIXTURE_PRICE, WES: PRICES.WES, NOPE: 10 });
      figures.refreshMarketRequests = market.requests.length;
      figures.refreshOutcomes = outcomes.map((o) => o.message);
    } finally {
      for (const instance of instances) await instance.close();
    }
    recordFigures("two-instances", figures);
  });
});

/** One scheduler "instance" in this process, with a logger that reports its outcome. */
function startSchedulerInstance(url: string, clock: () => Date, schedule: DailySchedule) {
  const logged: { message: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    ...serverLogger,
    info: (message, fields) => {
      logged.push({ message, fields });
    },
    // A failed run ('Scheduled price refresh failed', with its stack) is an outcome too: the
    // assertion below then names it instead of timing out with nothing logged.
    error: (message, fields) => {
      logged.push({ message, fields });
    },
  };
  const handle: DatabaseHandle = connect(url, logger);
  const service = createPriceRefreshService({
    db: handle.db,
    logger,
    now: clock,
    provider: createYahooChartProvider({ baseUrl: market.url, backoffMs: 1 }),
  });
  const jobs = createRefreshJobs({ db: handle.db, logger, priceRefresh: service });
  jobs.start();
  const scheduler: PriceRefreshScheduler = createPriceRefreshScheduler({
    jobs,
    logger,
    now: clock,
    schedule,
    // This test is about the timed run; start-up catch-up has its own tests.
    catchUp: false,
  });
  scheduler.start();
  // The scheduler's own outcome of the slot (price-refresh-scheduler.ts), not the job runner's "Scheduled
  // price refresh job done", which whichever instance claimed the job logs, maybe before it.
  const outcomeMessage = (m: string) => m.startsWith("Scheduled price refresh") && m !== "Scheduled price refresh job done";
  return {
    scheduler,
    async outcome(limitMs: number) {
      const deadline = Date.now() + limitMs;
      while (Date.now() < deadline) {
        const found = logged.find((entry) => outcomeMessage(entry.message));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No scheduled run within ${limitMs} ms; logged: ${JSON.stringify(logged)}`);
    },
    async close() {
      await scheduler.stop();
      await jobs.stop();
      await handle.close();
    },
  };
}
