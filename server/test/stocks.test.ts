import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fairValues, journalEntries, portfolioAllocations, shareholders } from "@shared/schema";
import { eq } from "drizzle-orm";
import { insertFairValues, insertStock } from "./support/factories";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("authentication on stock routes", () => {
  it("answers 401 to anonymous callers on every stock and portfolio route", async () => {
    for (const [method, url] of [
      ["get", "/api/stocks"],
      ["post", "/api/stocks"],
      ["delete", `/api/stocks/${UNKNOWN}`],
      ["patch", `/api/stocks/${UNKNOWN}/toggle-portfolio`],
      ["get", `/api/stocks/${UNKNOWN}/shareholders`],
      ["get", "/api/portfolio?isPortfolio=true"],
    ] as const) {
      expect((await request(t.app)[method](url)).status, `${method} ${url}`).toBe(401);
    }
  });
});

describe("POST /api/stocks", () => {
  it("adds a stock with the symbol trimmed and upper-cased and an empty yield as null", async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent
      .post("/api/stocks")
      .send({ symbol: "  bhp ", name: "BHP Group", sector: "Materials", lastPrice: 41.2, dividendYield: "" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      symbol: "BHP",
      name: "BHP Group",
      sector: "Materials",
      lastPrice: 41.2,
      dividendYield: null,
      isPortfolio: true,
    });
    expect(typeof res.body.lastPriceUpdatedAt).toBe("string");
    const list = await agent.get("/api/stocks");
    expect(list.body.map((s: { symbol: string }) => s.symbol)).toEqual(["BHP"]);
  });

  it("answers 400 with the spec's message for a price that is not above 0, and for missing fields", async () => {
    const { agent } = await t.signedInAgent();
    for (const lastPrice of [0, -1, "abc", null]) {
      const res = await agent.post("/api/stocks").send({ symbol: "CBA", name: "CBA", lastPrice });
      expect(res.status, String(lastPrice)).toBe(400);
      expect(res.body.error).toBe("lastPrice: Price must be greater than 0");
    }
    expect((await agent.post("/api/stocks").send({ name: "No symbol", lastPrice: 1 })).body.error).toBe("symbol: Stock symbol is required");
    expect((await agent.post("/api/stocks").send({ symbol: "CBA", lastPrice: 1 })).body.error).toBe("name: Company name is required");
    expect((await agent.post("/api/stocks").send({ symbol: "NOT VALID!", name: "x", lastPrice: 1 })).status).toBe(400);
    expect((await agent.get("/api/stocks")).body).toEqual([]);
  });

  it("answers 409 for a symbol the user already tracks, but another user may add it", async () => {
    const one = await t.signedInAgent();
    const two = await t.signedInAgent();
    await one.agent.post("/api/stocks").send({ symbol: "WES", name: "Wesfarmers", lastPrice: 70 }).expect(201);
    const dup = await one.agent.post("/api/stocks").send({ symbol: "wes", name: "Wesfarmers", lastPrice: 71 });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe("WES is already in your stocks");
    await two.agent.post("/api/stocks").send({ symbol: "WES", name: "Wesfarmers", lastPrice: 70 }).expect(201);
  });
});

describe("move, delete and shareholders", () => {
  it("moves a stock between the tables and back", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "XRO" });
    const moved = await agent.patch(`/api/stocks/${stock.id}/toggle-portfolio`);
    expect(moved.status).toBe(200);
    expect(moved.body.isPortfolio).toBe(false);
    expect((await agent.get("/api/portfolio?isPortfolio=false")).body.map((s: { symbol: string }) => s.symbol)).toEqual(["XRO"]);
    expect((await agent.get("/api/portfolio?isPortfolio=true")).body).toEqual([]);
    expect((await agent.patch(`/api/stocks/${stock.id}/toggle-portfolio`)).body.isPortfolio).toBe(true);
  });

  it("deletes a stock with its fair values, shareholders, journal entries and allocation", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "CSL" });
    await insertFairValues(t.db, [{ stockId: stock.id, source: "morningstar", asOfMonth: "2026-10-01", fairValue: 300 }]);
    await t.db.insert(shareholders).values({ stockId: stock.id, name: "HSBC", shares: 10, percentage: 1, asOfDate: "2026-06-30" });
    await t.db
      .insert(journalEntries)
      .values({ stockId: stock.id, side: "long", openedAt: "2026-01-02", entryPrice: 250, thesis: "quality" });
    await t.db.insert(portfolioAllocations).values({ userId: user.id, stockId: stock.id, amount: 5000 });
    const res = await agent.delete(`/api/stocks/${stock.id}`);
    expect(res.status).toBe(200);
    for (const table of [fairValues, shareholders, journalEntries, portfolioAllocations]) {
      expect(await t.db.select().from(table).where(eq(table.stockId, stock.id))).toHaveLength(0);
    }
    expect((await agent.delete(`/api/stocks/${stock.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's stock id and 400 for a malformed id, never touching it", async () => {
    const owner = await t.signedInAgent();
    const intruder = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: owner.user.id, symbol: "NAB" });
    for (const [method, url] of [
      ["delete", `/api/stocks/${stock.id}`],
      ["patch", `/api/stocks/${stock.id}/toggle-portfolio`],
      ["get", `/api/stocks/${stock.id}/shareholders`],
    ] as const) {
      const res = await intruder.agent[method](url);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error).toBe("Stock not found");
      const malformed = await intruder.agent[method](url.replace(stock.id, "123"));
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toBe("id: Invalid stock id");
    }
    expect((await owner.agent.get("/api/stocks")).body).toHaveLength(1);
    expect((await intruder.agent.get("/api/stocks")).body).toEqual([]);
    expect((await intruder.agent.get("/api/portfolio?isPortfolio=true")).body).toEqual([]);
  });

  it("returns the latest shareholder list, largest holding first", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "ANZ" });
    await t.db.insert(shareholders).values([
      { stockId: stock.id, name: "Old Holder", shares: 999, percentage: 9, asOfDate: "2025-06-30" },
      { stockId: stock.id, name: "Small Holder", shares: 1_000, percentage: 0.5, change: -1.25, asOfDate: "2026-06-30" },
      { stockId: stock.id, name: "Big Holder", shares: 250_000, percentage: 12.34, change: 0.5, asOfDate: "2026-06-30" },
    ]);
    const res = await agent.get(`/api/stocks/${stock.id}/shareholders`);
    expect(res.status).toBe(200);
    expect(res.body.map((h: { name: string }) => h.name)).toEqual(["Big Holder", "Small Holder"]);
    expect(res.body[0]).toMatchObject({ shares: 250_000, percentage: 12.34, change: 0.5, asOfDate: "2026-06-30" });
    // One shareholder shape: the stock's list answers exactly as the full list does.
    const all = (await agent.get("/api/shareholders")).body as { id: string }[];
    expect(res.body[0]).toEqual(all.find((row) => row.id === res.body[0].id));
    expect(res.body[0]).toMatchObject({ stockId: stock.id, symbol: "ANZ" });
  });
});
