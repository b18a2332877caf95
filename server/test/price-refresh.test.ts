// POST /api/stocks/:id/refresh against a local market-data server speaking Yahoo's wire format
// (server/test/support/market-data-server.ts). Refresh-all's jobs: refresh-jobs.test.ts.
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

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer();
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => NOW });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

const stored = async (id: string) => (await t.db.select().from(stocks).where(eq(stocks.id, id)))[0];
/** A stock with an old price, an old price time and a yield, so a write (or its absence) shows. */
const oldStock = (userId: string, symbol: string) =>
  insertStock(t.db, { userId, symbol, lastPrice: 10, lastPriceUpdatedAt: OLD_TIME, dividendYield: 1.5 });

async function expectUnchanged(id: string) {
  const row = await stored(id);
  expect(row.lastPrice).toBe(10);
  expect(row.lastPriceUpdatedAt).toEqual(OLD_TIME);
  expect(row.dividendYield).toBe(1.5);
}

describe("authentication and ids", () => {
  it("answers 401 to anonymous callers", async () => {
    for (const [method, url] of [
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
    // Port 2 on loopback: only root may open it, nothing does, and fetch does not refuse it. A closed
    // test server's port can be taken at once by another test file's server (a 404 in one CI run).
    const offline = await startTestApp({ config: { MARKET_DATA_BASE_URL: "http://127.0.0.1:2" } });
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
