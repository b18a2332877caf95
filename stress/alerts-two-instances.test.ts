// Two app instances on one PostgreSQL asked to refresh the same user's stocks at the same moment (the
// user clicked 'Refresh All Prices' in two tabs behind a load balancer): both clicks get the one job
// (docs/decisions/027-refresh-jobs.md), and each alert is stored, and reported, exactly once,
// through three moves of the price (down, up, down).
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMarketDataServer, type MarketDataServer } from "../server/test/support/market-data-server";
import { startAppProcess, type AppProcess } from "./support/app-process";
import { signIn } from "./support/http-client";
import { waitForRefreshJob } from "./support/refresh-jobs";
import { sqlPool, startStressPostgres, type StressPostgres } from "./support/postgres";
import { recordFigures, round } from "./support/results";
import { STRESS_PASSWORD, createApprovedUsers } from "./support/users";

// More than one write batch of a refresh (server/services/price-refresh.ts), so batches of the two
// runs interleave.
const STOCKS = 150;
const MORNINGSTAR_HEADER = "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health";

let database: StressPostgres;
let sql: pg.Pool;
let market: MarketDataServer;
let apps: AppProcess[] = [];
const prices: Record<string, number> = {};

beforeAll(async () => {
  database = await startStressPostgres();
  sql = sqlPool(database.url);
  // Each answer takes a while, so the two runs overlap for their whole length.
  market = await startMarketDataServer({ delayMs: 20, prices, marketTime: () => new Date() });
  apps = await Promise.all([0, 1].map(() => startAppProcess({ databaseUrl: database.url, env: { MARKET_DATA_BASE_URL: market.url } })));
});

afterAll(async () => {
  for (const app of apps) await app.kill("SIGTERM");
  await sql?.end();
  await market?.close();
  await database?.destroy();
});

describe("alerts with two instances on one database", () => {
  it("two refresh-alls of the same stocks at once store and report each alert exactly once", async () => {
    const [a, b] = apps;
    const [user] = await createApprovedUsers(sql, 1, "alerts-race");
    const onA = await signIn(a.baseURL, user.email, STRESS_PASSWORD);
    const onB = onA.on(b.baseURL);
    const symbols = Array.from({ length: STOCKS }, (_, i) => `R${i.toString(36).toUpperCase().padStart(3, "0")}`);
    // Each at $50 with Morningstar's 40 at Medium uncertainty (5-star price 28): (50 − 40) / 50 = +20 %, a Sell.
    const imported = await onA.post("/api/import/morningstar", {
      text: [MORNINGSTAR_HEADER, ...symbols.map((s) => `${s}\t50\t40\tMedium\tWide\tStrong`)].join("\n"),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const ids = (await sql.query<{ id: string }>("select id from stocks where user_id = $1", [user.id])).rows.map((r) => r.id);
    for (const id of ids) expect((await onA.request("PUT", `/api/stocks/${id}/alert-target`, { below: 45, above: null })).status).toBe(200);

    const reported: number[] = [];
    const started = performance.now();
    // Down to 27 (five-star, the target, Sell → Strong Buy), up to 50 (only Strong Buy → Sell), down again.
    for (const price of [27, 50, 27]) {
      for (const symbol of symbols) prices[symbol] = price;
      const [first, second] = await Promise.all([onA.post("/api/stocks/refresh-all"), onB.post("/api/stocks/refresh-all")]);
      for (const res of [first, second]) expect(res.status, JSON.stringify(res.body)).toBe(202);
      expect(second.body.jobId).toBe(first.body.jobId);
      const [onAsJob, onBsJob] = await Promise.all([
        waitForRefreshJob(onA, first.body.jobId, 60_000),
        waitForRefreshJob(onB, second.body.jobId, 60_000),
      ]);
      for (const job of [onAsJob, onBsJob]) expect(job, JSON.stringify(job)).toMatchObject({ state: "done", total: STOCKS, failed: 0 });
      reported.push(onAsJob.newAlerts);
    }
    const raceMs = performance.now() - started;

    // The job reported each new alert once: 3 per stock, then 1, then 3.
    expect(reported).toEqual([STOCKS * 3, STOCKS, STOCKS * 3]);
    const duplicates = await sql.query(
      "select stock_id, condition, episode, count(*) from alerts where user_id = $1 group by 1, 2, 3 having count(*) > 1",
      [user.id],
    );
    expect(duplicates.rows).toEqual([]);
    const perKind = await sql.query<{ kind: string; n: number }>(
      "select kind, count(*)::int as n from alerts where user_id = $1 group by kind order by kind",
      [user.id],
    );
    expect(Object.fromEntries(perKind.rows.map((r) => [r.kind, r.n]))).toEqual({
      "five-star": STOCKS * 2,
      "rating-change": STOCKS * 3,
      target: STOCKS * 2,
    });
    // And the API shows the same count as the table.
    expect((await onB.get("/api/alerts/unread-count")).body).toEqual({ count: STOCKS * 7 });
    for (const app of apps) expect(app.alive(), app.output().slice(-2000)).toBe(true);
    recordFigures("alerts-two-instances", { stocks: STOCKS, rounds: 3, alerts: STOCKS * 7, raceMs: round(raceMs) });
  });
});
