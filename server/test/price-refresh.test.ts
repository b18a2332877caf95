// POST /api/stocks/:id/refresh, POST /api/stocks/refresh-all and its progress, against a local
// market-data server speaking Yahoo's wire format (server/test/support/market-data-server.ts).
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stocks } from "@shared/schema";
import { insertStock } from "./support/factories";
import { FIXTURE_PRICE, FIXTURE_TIME, FIXTURE_YIELD, startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-20T06:00:00Z");
const OLD_TIME = new Date("2026-01-02T03:04:05Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const LAGGING = Array.from({ length: 10 }, (_, i) => `LAG${i}`);

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({
    prices: { CBA: 150.25 },
    cases: Object.fromEntries(LAGGING.map((symbol) => [symbol, "slow-ok" as const])),
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

async function expectUnchanged(id: string) {
  const row = await stored(id);
  expect(row.lastPrice).toBe(10);
  expect(row.lastPriceUpdatedAt).toEqual(OLD_TIME);
  expect(row.dividendYield).toBe(1.5);
}

describe("authentication and ids", () => {
  it("answers 401 to anonymous callers", async () => {
    for (const [method, url] of [
      ["post", "/api/stocks/refresh-all"],
      ["get", "/api/stocks/refresh-all/progress"],
      ["post", `/api/stocks/${UNKNOWN}/refresh`],
      ["post", "/api/stocks/123/refresh"],
    ] as const) {
      expect((await request(t.app)[method](url)).status, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 400 for a malformed id and 404 for a missing or another user's stock, asking nobody", async () => {
    const owner = await t.signedInAgent();
    const intruder = await t.signedInAgent();
    const stock = await oldStock(owner.user.id, "NAB");
    const malformed = await intruder.agent.post("/api/stocks/123/refresh");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: "id: Invalid stock id", code: "validation_failed" });
    for (const id of [stock.id, UNKNOWN]) {
      const res = await intruder.agent.post(`/api/stocks/${id}/refresh`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Stock not found", code: "not_found" });
    }
    expect(market.count("NAB")).toBe(0);
    await expectUnchanged(stock.id);
  });
});

describe("POST /api/stocks/:id/refresh", () => {
  it("writes the provider's price, market time and trailing yield and answers the stock summary", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await oldStock(user.id, "BHP");
    const res = await agent.post(`/api/stocks/${stock.id}/refresh`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: stock.id,
      symbol: "BHP",
      lastPrice: FIXTURE_PRICE,
      lastPriceUpdatedAt: "2025-11-20T05:10:00.000Z",
      updatedAt: NOW.toISOString(),
      isPortfolio: true,
    });
    // (0.797 + 0.918) / 41.2 × 100 = 4.1626...: both dividends fall in the year before the market time.
    expect(res.body.dividendYield).toBeCloseTo(4.16262136, 6);
    const row = await stored(stock.id);
    expect(row).toMatchObject({ lastPrice: FIXTURE_PRICE, lastPriceUpdatedAt: FIXTURE_TIME, updatedAt: NOW });
    expect(row.dividendYield).toBeCloseTo(FIXTURE_YIELD, 10);
  });

  it("retries a 429 and succeeds", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await oldStock(user.id, "BUSY");
    const res = await agent.post(`/api/stocks/${stock.id}/refresh`);
    expect(res.status).toBe(200);
    expect(res.body.lastPrice).toBe(FIXTURE_PRICE);
    expect(market.count("BUSY")).toBe(2);
  });

  it.each([
    ["NOPE", "unknown-symbol", "Unknown symbol: the market-data provider has no quote for NOPE"],
    ["LIMIT", "rate-limited", "The market-data provider is rate limiting requests; try again in a few minutes"],
    ["JUNK", "invalid-response", "The market-data provider sent an unreadable response for JUNK"],
    ["NOPX", "invalid-response", "The market-data provider has no price for NOPX"],
  ])("answers 502 for %s (%s) and keeps the old price and time", async (symbol, reason, error) => {
    const { agent, user } = await t.signedInAgent();
    const stock = await oldStock(user.id, symbol);
    const res = await agent.post(`/api/stocks/${stock.id}/refresh`);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error, code: "market_data_failed", reason, requestId: expect.any(String) });
    await expectUnchanged(stock.id);
  });

  it("answers 502 when the provider cannot be reached", async () => {
    const closed = await startMarketDataServer();
    await closed.close(); // nothing listens on its port any more
    const offline = await startTestApp({ config: { MARKET_DATA_BASE_URL: closed.url } });
    try {
      const { agent, user } = await offline.signedInAgent();
      const stock = await insertStock(offline.db, { userId: user.id, symbol: "BHP", lastPrice: 10 });
      const res = await agent.post(`/api/stocks/${stock.id}/refresh`);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        error: "The market-data provider is unavailable (network error: ECONNREFUSED)",
        code: "market_data_failed",
        reason: "unavailable",
        requestId: expect.any(String),
      });
    } finally {
      await offline.close();
    }
  });
});

describe("POST /api/stocks/refresh-all", () => {
  it("refreshes every stock of the caller only, and counts successes and failures", async () => {
    const { agent, user } = await t.signedInAgent();
    const other = await t.signedInAgent();
    const good = [await oldStock(user.id, "BHP"), await oldStock(user.id, "CBA", false), await oldStock(user.id, "BUSY")];
    const bad = [await oldStock(user.id, "NOPE"), await oldStock(user.id, "JUNK", false)];
    const foreign = await oldStock(other.user.id, "WES");

    const res = await agent.post("/api/stocks/refresh-all");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 5, successful: 3, failed: 2, newAlerts: 0 });

    expect(await stored(good[0].id)).toMatchObject({ lastPrice: FIXTURE_PRICE, lastPriceUpdatedAt: FIXTURE_TIME, updatedAt: NOW });
    expect(await stored(good[1].id)).toMatchObject({ lastPrice: 150.25, lastPriceUpdatedAt: FIXTURE_TIME });
    // Same dividends at a higher price: 1.715 / 150.25 × 100 = 1.14143...
    expect((await stored(good[1].id)).dividendYield).toBeCloseTo(1.14143095, 6);
    expect((await stored(good[2].id)).lastPrice).toBe(FIXTURE_PRICE);
    for (const stock of [...bad, foreign]) await expectUnchanged(stock.id);
    expect(market.count("WES")).toBe(0);
    expect((await agent.get("/api/stocks/refresh-all/progress")).body).toEqual({ running: false, done: 5, total: 5 });
    expect((await other.agent.get("/api/stocks/refresh-all/progress")).body).toEqual({ running: false, done: 0, total: 0 });
  });

  it("answers zero counts for a user without stocks", async () => {
    const { agent } = await t.signedInAgent();
    expect((await agent.post("/api/stocks/refresh-all")).body).toEqual({ total: 0, successful: 0, failed: 0, newAlerts: 0 });
  });

  it("keeps at most 4 requests in flight, reports progress while running, and joins a second click", async () => {
    const { agent, user } = await t.signedInAgent();
    for (const symbol of LAGGING) await oldStock(user.id, symbol);
    market.load.peak = 0;

    const first = agent.post("/api/stocks/refresh-all").then((res) => res);
    let progress = { running: false, done: 0, total: 0 };
    // While it lists the stocks the record reads running with total 0; wait for the real total.
    for (let i = 0; i < 200 && !(progress.running && progress.total > 0); i++) {
      progress = (await agent.get("/api/stocks/refresh-all/progress")).body;
    }
    expect(progress.running).toBe(true);
    expect(progress.total).toBe(10);
    expect(progress.done).toBeLessThan(10);
    // The server still answers other requests meanwhile.
    expect((await agent.get("/api/stocks")).status).toBe(200);
    const second = await agent.post("/api/stocks/refresh-all");

    expect((await first).body).toEqual({ total: 10, successful: 10, failed: 0, newAlerts: 0 });
    expect(second.body).toEqual({ total: 10, successful: 10, failed: 0, newAlerts: 0 });
    for (const symbol of LAGGING) expect(market.count(symbol), symbol).toBe(1);
    expect(market.load.peak).toBe(4);
    expect((await agent.get("/api/stocks/refresh-all/progress")).body).toEqual({ running: false, done: 10, total: 10 });
  });
});
