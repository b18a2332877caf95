// GET /api/stocks/:id/history: the caller's stock's daily closes against its fair values month by
// month, with the 5-star prices, Intelligent Investor's levels and the list of changes.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SOURCE_KEYS } from "@shared/domain/sources";
import { insertFairValues, insertStock } from "./support/factories";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { countStatements } from "./support/statement-counter";
import { adminQuery, createDatabaseFromTemplate } from "./support/test-database";
import { startTestApp, TEST_PASSWORD, type TestApp } from "./support/test-app";

const NOW = new Date("2026-03-20T05:10:00Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const at = (iso: string) => new Date(iso);

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({ marketTime: () => NOW });
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => NOW });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

const noMonths = Object.fromEntries(SOURCE_KEYS.map((source) => [source, []]));

describe("GET /api/stocks/:id/history", () => {
  it("answers 401 to anonymous callers and 400 for a malformed id", async () => {
    expect((await request(t.app).get(`/api/stocks/${UNKNOWN}/history`)).status).toBe(401);
    const { agent } = await t.signedInAgent();
    const res = await agent.get("/api/stocks/123/history");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "id: Invalid stock id", code: "validation_failed" });
  });

  it("answers the closes oldest first and each source's current value per month, with 5-star prices, levels and changes", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "BHP" });
    await agent.post(`/api/stocks/${stock.id}/refresh`).expect(200);
    const row = (source: string, asOfMonth: string, fairValue: number, createdAt: string, meta: Record<string, unknown> | null = null) => ({
      stockId: stock.id,
      source,
      asOfMonth,
      fairValue,
      createdAt: at(createdAt),
      meta,
    });
    await insertFairValues(t.db, [
      row("morningstar", "2026-01-01", 50, "2026-01-05T00:00:00Z", { uncertainty: "Medium" }),
      // A workbook re-import of January: its value wins; the rating stays with the older paste.
      row("morningstar", "2026-01-01", 52, "2026-01-20T00:00:00Z"),
      row("morningstar", "2026-02-01", 55, "2026-02-05T00:00:00Z", { uncertainty: "High" }),
      row("morningstar", "2026-03-01", 55, "2026-03-05T00:00:00Z"),
      row("intelligent-investor", "2026-02-01", 60, "2026-02-06T00:00:00Z", { buy_below: 50, sell_above: 70 }),
      row("intelligent-investor", "2026-03-01", 58, "2026-03-06T00:00:00Z", { buy_below: "48", sell_above: null }),
      row("motley-fool", "2026-03-01", 65, "2026-03-07T00:00:00Z", { kind: "target-price" }),
      row("bell-potter-consensus", "2026-01-01", 70, "2026-01-08T00:00:00Z"),
      row("bell-potter-consensus", "2026-03-01", 77, "2026-03-08T00:00:00Z"),
    ]);

    const res = await agent.get(`/api/stocks/${stock.id}/history`);
    expect(res.status).toBe(200);
    const { prices, ...rest } = res.body;
    expect(rest).toEqual({
      symbol: "BHP",
      fairValues: {
        ...noMonths,
        morningstar: [
          { month: "2026-01-01", value: 52 },
          { month: "2026-02-01", value: 55 },
          { month: "2026-03-01", value: 55 },
        ],
        "intelligent-investor": [
          { month: "2026-02-01", value: 60 },
          { month: "2026-03-01", value: 58 },
        ],
        "motley-fool": [{ month: "2026-03-01", value: 65 }],
        "bell-potter-consensus": [
          { month: "2026-01-01", value: 70 },
          { month: "2026-03-01", value: 77 },
        ],
      },
      fiveStar: [
        { month: "2026-01-01", value: 36.4 }, // 52 × (1 − 0.30), Medium from January's rated row
        { month: "2026-02-01", value: 33 }, // 55 × (1 − 0.40), High
        { month: "2026-03-01", value: 33 }, // 55 × (1 − 0.40): March has no rating, February's holds
      ],
      intelligentInvestorLevels: [
        { month: "2026-02-01", buyBelow: 50, sellAbove: 70 },
        { month: "2026-03-01", buyBelow: 48, sellAbove: null },
      ],
      changes: [
        { month: "2026-03-01", source: "intelligent-investor", from: 60, to: 58, changePercent: -3.333333333 }, // −2 / 60
        { month: "2026-03-01", source: "bell-potter-consensus", from: 70, to: 77, changePercent: 10 }, // +7 / 70
        { month: "2026-02-01", source: "morningstar", from: 52, to: 55, changePercent: 5.769230769 }, // +3 / 52
      ],
    });
    expect(prices).toHaveLength(1287);
    expect(prices[0]).toEqual({ date: "2021-03-22", close: expect.any(Number) });
    expect(prices.at(-1)).toEqual({ date: "2026-03-20", close: 41.2 });
    const dates = prices.map((p: { date: string }) => p.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("answers empty lists for a stock with neither closes nor fair values", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "ZZZ" });
    const res = await agent.get(`/api/stocks/${stock.id}/history`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ symbol: "ZZZ", prices: [], fairValues: noMonths, fiveStar: [], intelligentInvestorLevels: [], changes: [] });
  });

  it("answers 404 for another user's stock and an unknown id, and never shows another user's fair values", async () => {
    const owner = await t.signedInAgent();
    const intruder = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: owner.user.id, symbol: "RIO" });
    await insertFairValues(t.db, [{ stockId: stock.id, source: "morningstar", asOfMonth: "2026-03-01", fairValue: 120 }]);
    for (const id of [stock.id, UNKNOWN]) {
      const res = await intruder.agent.get(`/api/stocks/${id}/history`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Stock not found", code: "not_found" });
    }
    // The intruder's own RIO shares the symbol's closes, never the owner's fair values.
    const own = await insertStock(t.db, { userId: intruder.user.id, symbol: "RIO" });
    const res = await intruder.agent.get(`/api/stocks/${own.id}/history`);
    expect(res.body.fairValues).toEqual(noMonths);
  });

  it("shows a symbol's closes, filled by one user's refresh, to every user holding it", async () => {
    const first = await t.signedInAgent();
    const second = await t.signedInAgent();
    const mine = await insertStock(t.db, { userId: first.user.id, symbol: "CSL" });
    const theirs = await insertStock(t.db, { userId: second.user.id, symbol: "CSL" });
    expect((await second.agent.get(`/api/stocks/${theirs.id}/history`)).body.prices).toEqual([]);
    await first.agent.post(`/api/stocks/${mine.id}/refresh`).expect(200);
    const seen = (await second.agent.get(`/api/stocks/${theirs.id}/history`)).body.prices;
    expect(seen).toHaveLength(1287);
    expect(seen).toEqual((await first.agent.get(`/api/stocks/${mine.id}/history`)).body.prices);
    expect(market.count("CSL")).toBe(1); // the second user never asked the provider
  });

  it("costs two statements, the same for no history as for five years of closes and 36 months of five sources", async () => {
    const { agent, user } = await t.signedInAgent();
    const empty = await insertStock(t.db, { userId: user.id, symbol: "EMP" });
    const full = await insertStock(t.db, { userId: user.id, symbol: "FUL" });
    await agent.post(`/api/stocks/${full.id}/refresh`).expect(200);
    const months = Array.from(
      { length: 36 },
      (_, i) => `${2023 + Math.floor((i + 3) / 12)}-${String(((i + 3) % 12) + 1).padStart(2, "0")}-01`,
    );
    await insertFairValues(
      t.db,
      SOURCE_KEYS.flatMap((source) => months.map((asOfMonth, i) => ({ stockId: full.id, source, asOfMonth, fairValue: 40 + (i % 7) }))),
    );
    await agent.get(`/api/stocks/${empty.id}/history`).expect(200); // warm the pool
    // The session, its user and the rolling expiry are common to every signed-in call.
    const { statements: baseline } = await countStatements(() => agent.get("/api/auth/me").expect(200));
    const none = await countStatements(() => agent.get(`/api/stocks/${empty.id}/history`).expect(200));
    const lots = await countStatements(() => agent.get(`/api/stocks/${full.id}/history`).expect(200));
    expect(lots.result.body.prices).toHaveLength(1287);
    expect(lots.result.body.fairValues.morningstar).toHaveLength(36);
    expect(lots.result.body.changes.length).toBeGreaterThan(100);
    expect(none.statements - baseline).toBe(2);
    expect(lots.statements).toBe(none.statements);
  });
});

// Every read of a user's data runs after requireAuth, scoped by the user id it found.
describe("reads after requireAuth", () => {
  it("answers 401 to a signed-out session's cookie and to a forged one, having read nothing but the session", async () => {
    const user = await t.createUser({ status: "approved" });
    const stock = await insertStock(t.db, { userId: user.id, symbol: "RIO" });
    await insertFairValues(t.db, [{ stockId: stock.id, source: "morningstar", asOfMonth: "2026-03-01", fairValue: 120 }]);
    const login = await request(t.app).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    const cookie = login.headers["set-cookie"][0].split(";")[0];
    await request(t.app).get(`/api/stocks/${stock.id}/history`).set("Cookie", cookie).expect(200);
    await request(t.app).post("/api/auth/logout").set("Cookie", cookie).expect(200);

    // The ended session: its one read finds nothing.
    const after = await countStatements(() => request(t.app).get(`/api/stocks/${stock.id}/history`).set("Cookie", cookie));
    expect(after.result.status).toBe(401);
    expect(after.result.body).toEqual({ error: "Not authenticated", code: "not_signed_in" });
    expect(after.statements).toBe(1);

    // A cookie whose signature does not match is never looked up.
    const forged = cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const refused = await countStatements(() => request(t.app).get(`/api/stocks/${stock.id}/history`).set("Cookie", forged));
    expect(refused.result.status).toBe(401);
    expect(refused.statements).toBe(0);
  });

  it("keeps its answer whole when a row written by hand has an odd source name or a value that is not a number", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "ODD" });
    await insertFairValues(t.db, [
      { stockId: stock.id, source: 'odd "quoted" \\ source', asOfMonth: "2026-03-01", fairValue: 10 },
      { stockId: stock.id, source: "motley-fool", asOfMonth: "2026-02-01", fairValue: Number.NaN },
      { stockId: stock.id, source: "motley-fool", asOfMonth: "2026-03-01", fairValue: 12, meta: { kind: 'a "quoted" kind' } },
      { stockId: stock.id, source: "morningstar", asOfMonth: "2026-03-01", fairValue: 20, meta: { uncertainty: 'Very "High"' } },
    ]);
    const res = await agent.get(`/api/stocks/${stock.id}/history`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.fairValues)).toEqual(SOURCE_KEYS);
    expect(res.body.fairValues["motley-fool"]).toEqual([
      { month: "2026-02-01", value: "NaN" },
      { month: "2026-03-01", value: 12 },
    ]);
    expect(res.body.fairValues.morningstar).toEqual([{ month: "2026-03-01", value: 20 }]);
  });
});

describe("dates whatever the server's DateStyle", () => {
  it("answers each close's date as YYYY-MM-DD on a database configured for day-first dates", async () => {
    // A server set up for another locale: the app's own connections still speak ISO dates.
    const database = await createDatabaseFromTemplate(inject("postgresServerUrl"));
    const name = new URL(database.url).pathname.slice(1);
    await adminQuery(inject("postgresServerUrl"), `alter database ${name} set datestyle = 'SQL, DMY'`);
    const dmy = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => NOW, database });
    try {
      const { rows } = await dmy.pool.query<{ datestyle: string }>("select current_setting('datestyle') as datestyle");
      expect(rows[0].datestyle).toBe("ISO, YMD");
      const { agent, user } = await dmy.signedInAgent();
      const stock = await insertStock(dmy.db, { userId: user.id, symbol: "BHP" });
      await agent.post(`/api/stocks/${stock.id}/refresh`).expect(200);
      const { body } = await agent.get(`/api/stocks/${stock.id}/history`).expect(200);
      expect(body.prices.length).toBeGreaterThan(100);
      for (const { date } of body.prices) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.prices.at(-1).date).toBe("2026-03-20");
    } finally {
      await dmy.close();
    }
  });
});
