// Journal API, the list and delete: both namings of an entry, ownership and deletes. Auth and id
// validation are in fair-values.test.ts; writes are in journal.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalEntries } from "@shared/schema";
import { insertStock } from "./support/factories";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
      {
        stockId: bhp.id,
        side: "short",
        openedAt: "2024-02-01",
        closedAt: "2024-02-20",
        entryPrice: 40,
        exitPrice: 45,
        thesis: "Overbought",
        outcomeR: -1,
      },
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
      stopPrice: null,
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
    expect(byThesis.Overbought).toMatchObject({
      side: "short",
      outcome: "negative",
      rMultiple: -1,
      closeDate: "2024-02-20",
      position: null,
    });
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
    const [entry] = await t.db
      .insert(journalEntries)
      .values({ stockId: stock.id, side: "long", openedAt: "2024-01-02", entryPrice: 60, thesis: "Retail" })
      .returning();

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
