// Data History API, shareholders and journal entries: the lists, the journal's two namings, ownership
// and deletes. Auth and id validation for these routes are in history.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalEntries, shareholders } from "@shared/schema";
import { insertStock } from "./support/factories";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function seedShareholders(userId: string) {
  const bhp = await insertStock(t.db, { userId, symbol: "BHP" });
  const csl = await insertStock(t.db, { userId, symbol: "CSL" });
  await t.db.insert(shareholders).values([
    { stockId: bhp.id, name: "HSBC Custody Nominees", shares: 1_234_567, percentage: 12.345, change: 0.5, asOfDate: "2024-01-05" },
    { stockId: bhp.id, name: "Old List Holder", shares: 10, percentage: 0.01, change: null, asOfDate: "2023-06-30" },
    { stockId: csl.id, name: "Citicorp Nominees", shares: 900, percentage: 3.2, change: -1.25, asOfDate: "2024-01-05" },
  ]);
  return { bhp, csl };
}

describe("GET /api/shareholders", () => {
  it("lists every shareholder row of the user's stocks, every as-of date, with the symbol", async () => {
    const { agent, user } = await t.signedInAgent();
    const other = await t.signedInAgent();
    const { bhp } = await seedShareholders(user.id);
    await seedShareholders(other.user.id);
    const res = await agent.get("/api/shareholders");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body.map((r: { symbol: string; name: string }) => `${r.symbol}/${r.name}`)).toEqual([
      "BHP/HSBC Custody Nominees",
      "BHP/Old List Holder",
      "CSL/Citicorp Nominees",
    ]);
    expect(res.body[0]).toEqual({
      id: expect.any(String),
      stockId: bhp.id,
      symbol: "BHP",
      name: "HSBC Custody Nominees",
      shares: 1_234_567,
      percentage: 12.345,
      change: 0.5,
      asOfDate: "2024-01-05",
      createdAt: expect.any(String),
    });
    expect(res.body[1].change).toBeNull();
  });
});

describe("DELETE /api/shareholders/:id", () => {
  it("deletes the user's row; another user's row answers 404 and stays", async () => {
    const owner = await t.signedInAgent();
    const intruder = await t.signedInAgent();
    await seedShareholders(owner.user.id);
    const [first, second] = (await owner.agent.get("/api/shareholders")).body;

    const denied = await intruder.agent.delete(`/api/shareholders/${first.id}`);
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual({ error: "Shareholder not found", code: "not_found" });
    expect(await t.db.select().from(shareholders).where(eq(shareholders.id, first.id))).toHaveLength(1);

    const res = await owner.agent.delete(`/api/shareholders/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Shareholder deleted" });
    expect((await owner.agent.get("/api/shareholders")).body.map((r: { id: string }) => r.id)).not.toContain(first.id);
    expect((await owner.agent.get("/api/shareholders")).body.map((r: { id: string }) => r.id)).toContain(second.id);
    expect((await owner.agent.delete(`/api/shareholders/${first.id}`)).status).toBe(404);
  });
});

describe("GET /api/journal", () => {
  it("sends the stored fields and the journal screen's names, with the outcome worked out", async () => {
    const { agent, user } = await t.signedInAgent();
    const other = await t.signedInAgent();
    const bhp = await insertStock(t.db, { userId: user.id, symbol: "BHP" });
    const theirs = await insertStock(t.db, { userId: other.user.id, symbol: "BHP" });
    await t.db.insert(journalEntries).values([
      // Long, sold higher: (50 − 40) × +1 > 0 → positive.
      {
        stockId: bhp.id,
        side: "long",
        openedAt: "2024-01-05",
        closedAt: "2024-03-01",
        entryPrice: 40,
        exitPrice: 50,
        shares: 100,
        thesis: "Iron ore recovery",
        catalysts: ["China stimulus"],
        tags: ["resources", "swing"],
        outcomeR: 2.5,
        notes: "Took profit at target",
      },
    ]);
    await t.db.insert(journalEntries).values([
      // Short, bought back higher: (45 − 40) × −1 < 0 → negative.
      { stockId: bhp.id, side: "short", openedAt: "2024-02-01", closedAt: "2024-02-20", entryPrice: 40, exitPrice: 45, thesis: "Overbought", outcomeR: -1 },
      // Still open → outcome null; no shares → position null.
      { stockId: bhp.id, side: "long", openedAt: "2024-04-01", entryPrice: 42, thesis: "Open trade" },
      { stockId: theirs.id, side: "long", openedAt: "2024-04-01", entryPrice: 1, thesis: "Not yours" },
    ]);

    const res = await agent.get("/api/journal");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    const byThesis = Object.fromEntries(res.body.map((e: { thesis: string }) => [e.thesis, e]));
    expect(byThesis["Iron ore recovery"]).toEqual({
      id: expect.any(String),
      stockId: bhp.id,
      symbol: "BHP",
      side: "long",
      openedAt: "2024-01-05",
      closedAt: "2024-03-01",
      entryPrice: 40,
      exitPrice: 50,
      shares: 100,
      thesis: "Iron ore recovery",
      catalysts: ["China stimulus"],
      tags: ["resources", "swing"],
      outcomeR: 2.5,
      notes: "Took profit at target",
      createdAt: expect.any(String),
      openDate: "2024-01-05",
      closeDate: "2024-03-01",
      position: 100,
      rMultiple: 2.5,
      outcome: "positive",
    });
    expect(byThesis.Overbought).toMatchObject({ side: "short", outcome: "negative", rMultiple: -1, closeDate: "2024-02-20", position: null });
    expect(byThesis["Open trade"]).toMatchObject({
      closedAt: null,
      closeDate: null,
      exitPrice: null,
      outcome: null,
      rMultiple: null,
      catalysts: [],
      tags: [],
      notes: null,
    });
    // Newest first: the two later inserts come before the first one.
    expect(res.body[2].thesis).toBe("Iron ore recovery");
  });
});

describe("DELETE /api/journal/:id", () => {
  it("deletes the user's entry; another user's entry answers 404 and stays", async () => {
    const owner = await t.signedInAgent();
    const intruder = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: owner.user.id, symbol: "WES" });
    const [entry] = await t.db.insert(journalEntries).values({ stockId: stock.id, side: "long", openedAt: "2024-01-02", entryPrice: 60, thesis: "Retail" }).returning();

    const denied = await intruder.agent.delete(`/api/journal/${entry.id}`);
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual({ error: "Journal entry not found", code: "not_found" });
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.id, entry.id))).toHaveLength(1);

    const res = await owner.agent.delete(`/api/journal/${entry.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Journal entry deleted" });
    expect((await owner.agent.get("/api/journal")).body).toEqual([]);
  });
});
