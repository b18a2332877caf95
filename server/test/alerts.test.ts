// GET /api/alerts, /unread-count, POST /read, GET|PUT /settings, POST /digest/test (without SMTP) and
// PUT /api/stocks/:id/alert-target: answers, filters, isolation between users and bad input.
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alerts, stocks, type AlertRow } from "@shared/schema";
import { insertFairValues, insertStock } from "./support/factories";
import { UNKNOWN_ID, type Agent } from "./support/imports";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { refreshAll } from "./support/refresh-jobs";
import { startTestApp, type TestApp } from "./support/test-app";

const prices: Record<string, number> = {};
let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({ prices, marketTime: () => new Date() });
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url } });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

const MARKET_TIME = new Date("2026-03-02T05:10:00Z");

/** Stored alerts of one stock, at the given times (newest last in `minutesAgo` order given). */
async function seedAlerts(userId: string, stockId: string, rows: { kind: AlertRow["kind"]; minutesAgo: number; read?: boolean }[]) {
  const inserted = await t.db
    .insert(alerts)
    .values(
      rows.map((row, i) => ({
        userId,
        stockId,
        kind: row.kind,
        condition:
          row.kind === "target" ? ("target-below" as const) : row.kind === "rating-change" ? ("rating" as const) : ("five-star" as const),
        episode: i + 1,
        message: `${row.kind} ${row.minutesAgo}`,
        price: 10,
        threshold: 11,
        createdAt: new Date(Date.now() - row.minutesAgo * 60_000),
        readAt: row.read ? new Date() : null,
      })),
    )
    .returning();
  return inserted;
}

async function userWithAlerts() {
  const { agent, user } = await t.signedInAgent();
  const bhp = await insertStock(t.db, { userId: user.id, symbol: "BHP" });
  const cba = await insertStock(t.db, { userId: user.id, symbol: "CBA" });
  const [oldest, middle] = await seedAlerts(user.id, bhp.id, [
    { kind: "five-star", minutesAgo: 30 },
    { kind: "target", minutesAgo: 20, read: true },
  ]);
  const [newest] = await seedAlerts(user.id, cba.id, [{ kind: "rating-change", minutesAgo: 10 }]);
  return { agent, user, bhp, cba, oldest, middle, newest };
}

describe("anonymous callers", () => {
  it("get 401 from every alert endpoint", async () => {
    for (const [method, url] of [
      ["get", "/api/alerts"],
      ["get", "/api/alerts/unread-count"],
      ["post", "/api/alerts/read"],
      ["get", "/api/alerts/settings"],
      ["put", "/api/alerts/settings"],
      ["post", "/api/alerts/digest/test"],
      ["put", `/api/stocks/${UNKNOWN_ID}/alert-target`],
    ] as const) {
      const res = await request(t.app)[method](url).send({});
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe("GET /api/alerts", () => {
  it("lists the user's alerts newest first with the stock's symbol", async () => {
    const { agent, bhp, cba, oldest, newest } = await userWithAlerts();
    const res = await agent.get("/api/alerts").expect(200);
    expect(res.body.map((a: { message: string }) => a.message)).toEqual(["rating-change 10", "target 20", "five-star 30"]);
    expect(res.body[0]).toEqual({
      id: newest.id,
      stockId: cba.id,
      symbol: "CBA",
      kind: "rating-change",
      message: "rating-change 10",
      price: 10,
      threshold: 11,
      createdAt: newest.createdAt.toISOString(),
      readAt: null,
    });
    expect(res.body[2]).toMatchObject({ id: oldest.id, stockId: bhp.id, symbol: "BHP" });
    expect(res.body[1].readAt).toEqual(expect.any(String));
  });

  it("filters by unread, kind and stock, and limits the count", async () => {
    const { agent, bhp } = await userWithAlerts();
    const messages = async (query: string) =>
      (await agent.get(`/api/alerts${query}`).expect(200)).body.map((a: { message: string }) => a.message);
    expect(await messages("?unread=true")).toEqual(["rating-change 10", "five-star 30"]);
    expect(await messages("?unread=false")).toEqual(["rating-change 10", "target 20", "five-star 30"]);
    expect(await messages("?kind=target")).toEqual(["target 20"]);
    expect(await messages(`?stockId=${bhp.id}`)).toEqual(["target 20", "five-star 30"]);
    expect(await messages(`?stockId=${bhp.id}&unread=true&kind=five-star`)).toEqual(["five-star 30"]);
    expect(await messages("?limit=1")).toEqual(["rating-change 10"]);
  });

  it("never shows another user's alerts, and answers 404 for a filter on their stock", async () => {
    const owner = await userWithAlerts();
    const { agent } = await t.signedInAgent();
    expect((await agent.get("/api/alerts").expect(200)).body).toEqual([]);
    const res = await agent.get(`/api/alerts?stockId=${owner.bhp.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Stock not found", code: "not_found" });
    expect((await agent.get("/api/alerts/unread-count").expect(200)).body).toEqual({ count: 0 });
  });

  it.each([
    ["?kind=price", "kind: kind must be one of five-star, buy-below, sell-above, rating-change, fv-change, target"],
    ["?unread=yes", "unread: unread must be true or false"],
    ["?stockId=123", "stockId: Invalid stock id"],
    ["?limit=0", "limit: limit must be between 1 and 500"],
    ["?limit=501", "limit: limit must be between 1 and 500"],
    ["?limit=ten", "limit: limit must be a number"],
    ["?kind=target&kind=five-star", "kind: kind must be one of five-star, buy-below, sell-above, rating-change, fv-change, target"],
  ])("answers 400 for %s", async (query, error) => {
    const { agent } = await userWithAlerts();
    const res = await agent.get(`/api/alerts${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: "validation_failed" });
  });
});

describe("GET /api/alerts/unread-count and POST /api/alerts/read", () => {
  it("counts unread alerts, marks the listed ones read, then all", async () => {
    const { agent, oldest, newest } = await userWithAlerts();
    expect((await agent.get("/api/alerts/unread-count").expect(200)).body).toEqual({ count: 2 });
    expect(
      (
        await agent
          .post("/api/alerts/read")
          .send({ ids: [newest.id] })
          .expect(200)
      ).body,
    ).toEqual({ marked: 1 });
    expect((await agent.get("/api/alerts/unread-count").expect(200)).body).toEqual({ count: 1 });
    // Marking an already-read alert again is fine and changes nothing.
    expect(
      (
        await agent
          .post("/api/alerts/read")
          .send({ ids: [newest.id, newest.id] })
          .expect(200)
      ).body,
    ).toEqual({ marked: 0 });
    expect((await agent.post("/api/alerts/read").send({}).expect(200)).body).toEqual({ marked: 1 });
    expect((await agent.get("/api/alerts/unread-count").expect(200)).body).toEqual({ count: 0 });
    const [stored] = await t.db.select().from(alerts).where(eq(alerts.id, oldest.id));
    expect(stored.readAt).toBeInstanceOf(Date);
  });

  it("refuses a list naming another user's alert with 404 and marks nothing", async () => {
    const victim = await userWithAlerts();
    const intruder = await userWithAlerts();
    for (const ids of [[victim.newest.id], [intruder.newest.id, victim.oldest.id], [UNKNOWN_ID]]) {
      const res = await intruder.agent.post("/api/alerts/read").send({ ids });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Alert not found", code: "not_found" });
    }
    expect((await intruder.agent.get("/api/alerts/unread-count")).body).toEqual({ count: 2 });
    // "Mark all" is the caller's own alerts only.
    await intruder.agent.post("/api/alerts/read").send({}).expect(200);
    expect((await victim.agent.get("/api/alerts/unread-count")).body).toEqual({ count: 2 });
  });

  it.each([
    [{ ids: [] }, "ids: ids must list at least one alert"],
    [{ ids: ["x"] }, "ids.0: Invalid alert id"],
    [{ ids: "all" }, "ids: ids must be a list of alert ids"],
    [{ all: true }, 'Unrecognized key: "all"'],
    [[1, 2], "Send { ids: [...] } or {}"],
  ])("answers 400 for %j", async (body, error) => {
    const { agent } = await userWithAlerts();
    const res = await agent.post("/api/alerts/read").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: "validation_failed" });
    expect((await agent.get("/api/alerts/unread-count")).body).toEqual({ count: 2 });
  });
});

const DEFAULTS = {
  kinds: { "five-star": true, "buy-below": true, "sell-above": true, "rating-change": true, "fv-change": true, target: true },
  fvChangePercent: 5,
  scope: "all",
  emailDigest: "off",
};

describe("GET and PUT /api/alerts/settings", () => {
  it("answers the defaults, stores a change of some fields and keeps the others, per user", async () => {
    const { agent } = await t.signedInAgent();
    const other = await t.signedInAgent();
    expect((await agent.get("/api/alerts/settings").expect(200)).body).toEqual(DEFAULTS);
    const changed = await agent
      .put("/api/alerts/settings")
      .send({ kinds: { "fv-change": false }, fvChangePercent: 12.5, scope: "portfolio" })
      .expect(200);
    const expected = { ...DEFAULTS, kinds: { ...DEFAULTS.kinds, "fv-change": false }, fvChangePercent: 12.5, scope: "portfolio" };
    expect(changed.body).toEqual(expected);
    expect((await agent.put("/api/alerts/settings").send({ emailDigest: "daily" }).expect(200)).body).toEqual({
      ...expected,
      emailDigest: "daily",
    });
    expect((await agent.get("/api/alerts/settings").expect(200)).body).toEqual({ ...expected, emailDigest: "daily" });
    expect((await other.agent.get("/api/alerts/settings").expect(200)).body).toEqual(DEFAULTS);
  });

  it.each([
    [{ fvChangePercent: 0 }, "fvChangePercent: fvChangePercent must be between 0.1 and 100"],
    [{ fvChangePercent: 100.5 }, "fvChangePercent: fvChangePercent must be between 0.1 and 100"],
    [{ fvChangePercent: -5 }, "fvChangePercent: fvChangePercent must be between 0.1 and 100"],
    [{ fvChangePercent: "five" }, "fvChangePercent: fvChangePercent must be a number"],
    [{ fvChangePercent: null }, "fvChangePercent: fvChangePercent must be a number"],
    [{ scope: "everything" }, "scope: scope must be all or portfolio"],
    [{ emailDigest: "weekly" }, "emailDigest: emailDigest must be off or daily"],
    [{ kinds: { price: true } }, 'kinds: Unrecognized key: "price"'],
    [{ kinds: { target: "yes" } }, "kinds.target: target must be true or false"],
    [{ kinds: [] }, "kinds: kinds must be an object of five-star, buy-below, sell-above, rating-change, fv-change, target switches"],
    [{ colour: "red" }, 'Unrecognized key: "colour"'],
  ])("answers 400 for %j and stores nothing", async (body, error) => {
    const { agent } = await t.signedInAgent();
    const res = await agent.put("/api/alerts/settings").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: "validation_failed" });
    expect((await agent.get("/api/alerts/settings").expect(200)).body).toEqual(DEFAULTS);
  });

  it("a switched-off kind and a portfolio scope stop those alerts from being stored", async () => {
    const { agent, user } = await t.signedInAgent();
    await agent
      .put("/api/alerts/settings")
      .send({ kinds: { target: false }, scope: "portfolio" })
      .expect(200);
    const portfolio = await insertStock(t.db, {
      userId: user.id,
      symbol: "PFO",
      lastPrice: 50,
      lastPriceUpdatedAt: MARKET_TIME,
      alertBelow: 45,
    });
    const other = await insertStock(t.db, {
      userId: user.id,
      symbol: "OTH",
      lastPrice: 50,
      lastPriceUpdatedAt: MARKET_TIME,
      isPortfolio: false,
    });
    // Both get a Buy Below of 45 (Intelligent Investor), the portfolio one also a target of 45.
    await insertFairValues(
      t.db,
      [portfolio, other].map((s) => ({
        stockId: s.id,
        source: "intelligent-investor",
        asOfMonth: "2026-03-01",
        fairValue: 50,
        meta: { buy_below: 45, sell_above: 80 },
      })),
    );
    prices.PFO = 41;
    prices.OTH = 41;
    // PFO: buy-below fires (target is switched off); OTH is outside the portfolio scope.
    expect(await refreshAll(agent)).toMatchObject({ state: "done", newAlerts: 1 });
    const list = (await agent.get("/api/alerts").expect(200)).body;
    expect(list.map((a: { symbol: string; kind: string }) => [a.symbol, a.kind])).toEqual([["PFO", "buy-below"]]);
  });
});

describe("PUT /api/stocks/:id/alert-target", () => {
  async function stockAt(price: number) {
    const { agent, user } = await t.signedInAgent();
    const symbol = `T${Math.floor(Math.random() * 1e5)}`;
    const stock = await insertStock(t.db, { userId: user.id, symbol, lastPrice: price, lastPriceUpdatedAt: MARKET_TIME });
    return { agent, user, stock, symbol };
  }
  const target = async (agent: Agent, id: string, body: unknown) => agent.put(`/api/stocks/${id}/alert-target`).send(body as object);

  it("saves both levels on the stock, shows them in the portfolio read, and clears them with null", async () => {
    const { agent, stock } = await stockAt(50);
    expect((await target(agent, stock.id, { below: 45.5, above: "60" })).body).toEqual({ below: 45.5, above: 60 });
    const [row] = await t.db.select().from(stocks).where(eq(stocks.id, stock.id));
    expect([row.alertBelow, row.alertAbove]).toEqual([45.5, 60]);
    // Setting a target is not a price write: the scheduled refresh reads updatedAt as "priced since".
    expect(row.updatedAt).toEqual(stock.updatedAt);
    const [view] = (await agent.get("/api/portfolio").expect(200)).body;
    expect(view).toMatchObject({ alertBelow: 45.5, alertAbove: 60 });
    expect((await target(agent, stock.id, { below: null, above: "" })).body).toEqual({ below: null, above: null });
  });

  it("fires when the price crosses the level, not for a level the price was already past when it was set", async () => {
    const { agent, stock, symbol } = await stockAt(50);
    // Already past: 50 ≥ 48 when set, so no alert now and none at the next refresh at the same side.
    await target(agent, stock.id, { below: null, above: 48 }).then((res) => expect(res.status).toBe(200));
    prices[symbol] = 49;
    expect((await agent.post(`/api/stocks/${stock.id}/refresh`).expect(200)).body.newAlerts).toBe(0);
    // Below 45 is crossed by a fall to 44; above 48 re-armed at 44 and fires at 52.
    await target(agent, stock.id, { below: 45, above: 48 }).then((res) => expect(res.status).toBe(200));
    prices[symbol] = 44;
    expect((await agent.post(`/api/stocks/${stock.id}/refresh`).expect(200)).body.newAlerts).toBe(1);
    prices[symbol] = 52;
    expect((await agent.post(`/api/stocks/${stock.id}/refresh`).expect(200)).body.newAlerts).toBe(1);
    const messages = (await agent.get("/api/alerts?kind=target").expect(200)).body.map((a: { message: string }) => a.message);
    expect(messages).toEqual(["Price $52.00 rose to your target $48.00", "Price $44.00 fell to your target $45.00"]);
  });

  it("answers 404 for another user's stock and a missing one, and changes nothing", async () => {
    const victim = await stockAt(50);
    const { agent } = await t.signedInAgent();
    for (const id of [victim.stock.id, UNKNOWN_ID]) {
      const res = await target(agent, id, { below: 1, above: 2 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Stock not found", code: "not_found" });
    }
    const [row] = await t.db.select().from(stocks).where(eq(stocks.id, victim.stock.id));
    expect([row.alertBelow, row.alertAbove]).toEqual([null, null]);
  });

  it.each([
    [{ below: 50, above: 40 }, "below must be less than above"],
    [{ below: 40, above: 40 }, "below must be less than above"],
    [{ below: 0, above: null }, "below: below must be greater than 0 and at most 1,000,000"],
    [{ below: -1, above: null }, "below: below must be greater than 0 and at most 1,000,000"],
    [{ below: null, above: 2_000_000 }, "above: above must be greater than 0 and at most 1,000,000"],
    [{ below: "cheap", above: null }, "below: below must be a number or null"],
    [{ below: 10 }, "above: above must be a number or null"],
    [{ below: 10, above: null, at: 5 }, 'Unrecognized key: "at"'],
  ])("answers 400 for %j and keeps the old target", async (body, error) => {
    const { agent, stock } = await stockAt(50);
    await target(agent, stock.id, { below: 30, above: 70 }).then((res) => expect(res.status).toBe(200));
    const res = await target(agent, stock.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: "validation_failed" });
    const [row] = await t.db.select().from(stocks).where(eq(stocks.id, stock.id));
    expect([row.alertBelow, row.alertAbove]).toEqual([30, 70]);
  });

  it("answers 400 for a malformed stock id", async () => {
    const { agent } = await t.signedInAgent();
    const res = await target(agent, "123", { below: 1, above: 2 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "id: Invalid stock id", code: "validation_failed" });
  });
});

describe("POST /api/alerts/digest/test without SMTP_URL", () => {
  it("answers 503 mail_not_configured", async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post("/api/alerts/digest/test");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: "E-mail is not set up on this server (SMTP_URL)", code: "mail_not_configured" });
  });
});
