import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioAllocations } from "@shared/schema";
import { eq } from "drizzle-orm";
import { insertStock } from "./support/factories";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

// A clock the tests move, so an update's new updatedAt is visible.
let clock = new Date("2026-11-15T01:00:00.000Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("authentication", () => {
  it("answers 401 to anonymous callers on every allocation and sector route", async () => {
    for (const [method, url] of [
      ["get", "/api/portfolio/allocations"],
      ["post", "/api/portfolio/allocations"],
      ["delete", `/api/portfolio/allocations/${UNKNOWN}`],
      ["get", "/api/portfolio/sectors"],
      ["get", "/api/portfolio/sector-analytics"],
      ["get", "/api/portfolio"],
    ] as const) {
      const res = await request(t.app)[method](url);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.error).toBe("Not authenticated");
    }
  });
});

describe("GET and POST /api/portfolio/allocations", () => {
  it("starts empty, inserts, then replaces the amount of the same stock", async () => {
    const { agent, user } = await t.signedInAgent();
    const bhp = await insertStock(t.db, { userId: user.id, symbol: "BHP" });
    const cba = await insertStock(t.db, { userId: user.id, symbol: "CBA" });
    expect((await agent.get("/api/portfolio/allocations")).body).toEqual([]);

    clock = new Date("2026-11-15T01:00:00.000Z");
    const created = await agent.post("/api/portfolio/allocations").send({ stockId: bhp.id, amount: 12_500.5 });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ stockId: bhp.id, amount: 12_500.5, updatedAt: "2026-11-15T01:00:00.000Z" });

    clock = new Date("2026-11-16T02:30:00.000Z");
    const updated = await agent.post("/api/portfolio/allocations").send({ stockId: bhp.id, amount: 0 });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ stockId: bhp.id, amount: 0, updatedAt: "2026-11-16T02:30:00.000Z" });
    // A numeric string from a script is read as the number.
    await agent.post("/api/portfolio/allocations").send({ stockId: cba.id, amount: "300.25" }).expect(200);

    const list = await agent.get("/api/portfolio/allocations");
    expect(list.status).toBe(200);
    // Ordered by symbol; one row per stock (the upsert replaced BHP's), no row or user ids.
    expect(list.body).toEqual([
      { stockId: bhp.id, amount: 0, updatedAt: "2026-11-16T02:30:00.000Z" },
      { stockId: cba.id, amount: 300.25, updatedAt: "2026-11-16T02:30:00.000Z" },
    ]);
    expect(await t.db.select().from(portfolioAllocations).where(eq(portfolioAllocations.userId, user.id))).toHaveLength(2);
  });

  it("answers 400 with field: message for a negative, too large, non-numeric or missing amount and a bad stock id", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "WOW" });
    const cases: [Record<string, unknown>, string][] = [
      [{ stockId: stock.id, amount: -0.01 }, "amount: Amount must be non-negative"],
      [{ stockId: stock.id, amount: -100 }, "amount: Amount must be non-negative"],
      // The bound of prices and alert targets: a trillion used to be saved and piled up the pie's labels.
      [{ stockId: stock.id, amount: 1_000_000.01 }, "amount: Amount must be at most 1,000,000"],
      [{ stockId: stock.id, amount: 1e12 }, "amount: Amount must be at most 1,000,000"],
      [{ stockId: stock.id, amount: "2000000" }, "amount: Amount must be at most 1,000,000"],
      [{ stockId: stock.id, amount: "abc" }, "amount: Amount must be a number"],
      [{ stockId: stock.id, amount: "" }, "amount: Amount must be a number"],
      [{ stockId: stock.id, amount: null }, "amount: Amount must be a number"],
      [{ stockId: stock.id, amount: true }, "amount: Amount must be a number"],
      [{ stockId: stock.id }, "amount: Amount is required"],
      [{ amount: 5 }, "stockId: Stock is required"],
      [{ stockId: "123", amount: 5 }, "stockId: Invalid stock id"],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post("/api/portfolio/allocations").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await agent.get("/api/portfolio/allocations")).body).toEqual([]);
    // The bound itself is an amount.
    const atBound = await agent.post("/api/portfolio/allocations").send({ stockId: stock.id, amount: 1_000_000 });
    expect(atBound.status).toBe(200);
    expect(atBound.body.amount).toBe(1_000_000);
  });

  it("answers 404 for another user's or an unknown stock, and 400 for an other-tracked stock", async () => {
    const owner = await t.signedInAgent();
    const intruder = await t.signedInAgent();
    const ownersStock = await insertStock(t.db, { userId: owner.user.id, symbol: "NAB" });
    const tracked = await insertStock(t.db, { userId: intruder.user.id, symbol: "XRO", isPortfolio: false });

    for (const stockId of [ownersStock.id, UNKNOWN]) {
      const res = await intruder.agent.post("/api/portfolio/allocations").send({ stockId, amount: 10 });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Stock not found");
    }
    const other = await intruder.agent.post("/api/portfolio/allocations").send({ stockId: tracked.id, amount: 10 });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe("Only portfolio stocks can have an allocation");
    expect(await t.db.select().from(portfolioAllocations).where(eq(portfolioAllocations.userId, intruder.user.id))).toEqual([]);
    expect(await t.db.select().from(portfolioAllocations).where(eq(portfolioAllocations.stockId, ownersStock.id))).toEqual([]);
  });

  it("lists only the user's own allocations on portfolio stocks, and follows a stock moved away and back", async () => {
    const one = await t.signedInAgent();
    const two = await t.signedInAgent();
    const a = await insertStock(t.db, { userId: one.user.id, symbol: "ANZ" });
    const b = await insertStock(t.db, { userId: two.user.id, symbol: "ANZ" });
    await one.agent.post("/api/portfolio/allocations").send({ stockId: a.id, amount: 100 }).expect(200);
    await two.agent.post("/api/portfolio/allocations").send({ stockId: b.id, amount: 200 }).expect(200);
    expect((await one.agent.get("/api/portfolio/allocations")).body.map((x: { stockId: string }) => x.stockId)).toEqual([a.id]);
    expect((await two.agent.get("/api/portfolio/allocations")).body.map((x: { amount: number }) => x.amount)).toEqual([200]);

    await one.agent.patch(`/api/stocks/${a.id}/toggle-portfolio`).expect(200);
    expect((await one.agent.get("/api/portfolio/allocations")).body).toEqual([]);
    await one.agent.patch(`/api/stocks/${a.id}/toggle-portfolio`).expect(200);
    expect((await one.agent.get("/api/portfolio/allocations")).body.map((x: { amount: number }) => x.amount)).toEqual([100]);
  });

  it("reads and writes in a constant number of statements", async () => {
    const { agent, user } = await t.signedInAgent();
    const measure = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const stock = await insertStock(t.db, { userId: user.id, symbol: `S${count}X${i}` });
        await t.db.insert(portfolioAllocations).values({ userId: user.id, stockId: stock.id, amount: i });
      }
      const stock = await insertStock(t.db, { userId: user.id, symbol: `P${count}` });
      const list = await countStatements(() => agent.get("/api/portfolio/allocations"));
      const write = await countStatements(() => agent.post("/api/portfolio/allocations").send({ stockId: stock.id, amount: 1 }));
      expect(write.result.status).toBe(200);
      return [list.statements, write.statements];
    };
    const few = await measure(2);
    const many = await measure(40);
    expect(many).toEqual(few);
  });
});

describe("DELETE /api/portfolio/allocations/:stockId", () => {
  it("removes the allocation, then answers 404; another user cannot remove it", async () => {
    const owner = await t.signedInAgent();
    const intruder = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: owner.user.id, symbol: "TLS" });
    await owner.agent.post("/api/portfolio/allocations").send({ stockId: stock.id, amount: 750 }).expect(200);

    const foreign = await intruder.agent.delete(`/api/portfolio/allocations/${stock.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("Allocation not found");
    expect((await owner.agent.get("/api/portfolio/allocations")).body).toHaveLength(1);

    const removed = await owner.agent.delete(`/api/portfolio/allocations/${stock.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: "Allocation removed" });
    expect((await owner.agent.get("/api/portfolio/allocations")).body).toEqual([]);

    const again = await owner.agent.delete(`/api/portfolio/allocations/${stock.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("Allocation not found");
    const malformed = await owner.agent.delete("/api/portfolio/allocations/123");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe("stockId: Invalid stock id");
  });

  it("goes with its stock when the stock is deleted", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "QAN" });
    await agent.post("/api/portfolio/allocations").send({ stockId: stock.id, amount: 10 }).expect(200);
    await agent.delete(`/api/stocks/${stock.id}`).expect(200);
    expect(await t.db.select().from(portfolioAllocations).where(eq(portfolioAllocations.stockId, stock.id))).toEqual([]);
  });
});

describe("GET /api/portfolio still answers beside the allocation routes", () => {
  it("lists the portfolio with and without the flag", async () => {
    const { agent, user } = await t.signedInAgent();
    await insertStock(t.db, { userId: user.id, symbol: "MQG" });
    await insertStock(t.db, { userId: user.id, symbol: "JBH", isPortfolio: false });
    expect((await agent.get("/api/portfolio")).body.map((s: { symbol: string }) => s.symbol)).toEqual(["MQG"]);
    expect((await agent.get("/api/portfolio?isPortfolio=false")).body.map((s: { symbol: string }) => s.symbol)).toEqual(["JBH"]);
  });
});
