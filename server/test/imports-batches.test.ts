import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fairValues, importBatches, portfolioAllocations, stocks } from "@shared/schema";
import { insertStock } from "./support/factories";
import { paste, UNKNOWN_ID as UNKNOWN } from "./support/imports";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-15T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

async function symbolsOf(userId: string) {
  return (await t.db.select({ symbol: stocks.symbol }).from(stocks).where(eq(stocks.userId, userId))).map((s) => s.symbol).sort();
}

describe("GET /api/import/batches", () => {
  it("lists the user's imports newest first, without other users' imports", async () => {
    const { agent } = await t.signedInAgent();
    const other = await t.signedInAgent();
    const first = await paste(agent, "BHP,45.20,42.00,Medium,Wide,Strong");
    const second = await paste(agent, "CSL (ASX: CSL) Buy under $300", "motley-fool");
    await paste(other.agent, "BHP,45.20,40.00");
    const res = await agent.get("/api/import/batches");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: second, source: "motley-fool", fileName: "paste", rowsImported: 1, rowsSkipped: 0, createdAt: expect.any(String) },
      { id: first, source: "morningstar", fileName: "paste", rowsImported: 1, rowsSkipped: 0, createdAt: expect.any(String) },
    ]);
  });
});

describe("re-import and undo", () => {
  it("a re-import supersedes the value in the read model and undoing it brings the older one back", async () => {
    const { agent, user } = await t.signedInAgent();
    await paste(agent, "BHP,45.20,42.00,Medium,Wide,Strong");
    const newer = await paste(agent, "BHP,46.00,44.00,High,Wide,Strong");
    const fv = async () => {
      const [view] = (await agent.get("/api/portfolio?isPortfolio=false")).body;
      return [view.morningstarFV, view.msUncertainty];
    };
    expect(await fv()).toEqual([44, "High"]);
    expect(
      await t.db.select().from(fairValues).innerJoin(stocks, eq(stocks.id, fairValues.stockId)).where(eq(stocks.userId, user.id)),
    ).toHaveLength(2);

    const undo = await agent.delete(`/api/import/batches/${newer}`);
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({
      message: "Import undone",
      removedFairValues: 1,
      removedShareholders: 0,
      removedJournalEntries: 0,
      removedAllocations: 0,
      removedAlertSettings: 0,
      removedStocks: 0,
      removedTrades: 0,
      removedDividends: 0,
      removedTaxStatements: 0,
      removedCorporateActions: 0,
      newAlerts: 0,
    });
    expect(await fv()).toEqual([42, "Medium"]);
    expect((await agent.get("/api/import/batches")).body.map((b: { id: string }) => b.id)).not.toContain(newer);
    expect((await agent.delete(`/api/import/batches/${newer}`)).status).toBe(404);
  });

  it("undo removes the stocks the import created that hold nothing else, and keeps the others", async () => {
    const { agent, user } = await t.signedInAgent();
    await insertStock(t.db, { userId: user.id, symbol: "OLD" });
    const batch = await paste(agent, "OLD,10,11\nAAA,10,12\nBBB,10,13\nCCC,10,14\nDDD,10,15");
    const [aaa, bbb, ccc] = await t.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.userId, user.id), inArray(stocks.symbol, ["AAA", "BBB", "CCC"])))
      .orderBy(stocks.symbol);
    expect([aaa, bbb, ccc].every((s) => s.userId === user.id && s.createdByBatchId === batch)).toBe(true);
    // AAA also gets another import's value, BBB an allocation, CCC a value typed in by hand.
    const later = await paste(agent, "AAA (ASX: AAA) Target price $20", "motley-fool");
    await t.db.insert(portfolioAllocations).values({ userId: user.id, stockId: bbb.id, amount: 1000 });
    await t.db.insert(fairValues).values({ stockId: ccc.id, source: "morningstar", asOfMonth: "2026-10-01", fairValue: 9 });

    const res = await agent.delete(`/api/import/batches/${batch}`);
    // CCC's Morningstar value falls back from the batch's 14 to the hand-typed 9: a fair-value change
    // of −35.7 %. Its price was the batch's: with no price before the batch its time is unknown
    // again, so its rating stays the last one known (Strong Buy) until a refresh prices it (issue 33).
    expect(res.body).toEqual({
      message: "Import undone",
      removedFairValues: 5,
      removedShareholders: 0,
      removedJournalEntries: 0,
      removedAllocations: 0,
      removedAlertSettings: 0,
      removedStocks: 1,
      removedTrades: 0,
      removedDividends: 0,
      removedTaxStatements: 0,
      removedCorporateActions: 0,
      newAlerts: 1,
    });
    expect(await symbolsOf(user.id)).toEqual(["AAA", "BBB", "CCC", "OLD"]);
    const [kept] = await t.db.select().from(stocks).where(eq(stocks.id, aaa.id));
    expect(kept.createdByBatchId).toBeNull();
    expect(await t.db.select().from(fairValues).where(eq(fairValues.batchId, later))).toHaveLength(1);
    expect(await t.db.select().from(importBatches).where(eq(importBatches.id, batch))).toEqual([]);
  });

  it("validates the id and answers 404 for another user's batch, leaving it alone", async () => {
    const owner = await t.signedInAgent();
    const intruder = await t.signedInAgent();
    const batch = await paste(owner.agent, "WOW,30,35");
    const malformed = await intruder.agent.delete("/api/import/batches/123");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: "id: Invalid batch id", code: "validation_failed" });
    for (const id of [batch, UNKNOWN]) {
      const res = await intruder.agent.delete(`/api/import/batches/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Import batch not found", code: "not_found" });
    }
    expect(await symbolsOf(owner.user.id)).toEqual(["WOW"]);
    expect((await owner.agent.get("/api/import/batches")).body).toHaveLength(1);
  });
});

describe("isolation and atomicity", () => {
  it("never touches another user's stock with the same symbol", async () => {
    const one = await t.signedInAgent();
    const two = await t.signedInAgent();
    const theirs = await insertStock(t.db, { userId: one.user.id, symbol: "NAB", name: "NAB (mine)", lastPrice: 30, isPortfolio: true });
    await paste(two.agent, "NAB,35.00,33.00,Low,Wide,Strong");
    const [untouched] = await t.db.select().from(stocks).where(eq(stocks.id, theirs.id));
    expect(untouched).toMatchObject({ name: "NAB (mine)", lastPrice: 30, lastPriceUpdatedAt: null });
    expect(await t.db.select().from(fairValues).where(eq(fairValues.stockId, theirs.id))).toEqual([]);
    const [mine] = await t.db.select().from(stocks).where(eq(stocks.userId, two.user.id));
    expect(mine).toMatchObject({ symbol: "NAB", lastPrice: 35 });
  });

  it("a database failure mid-import leaves no batch, no stocks and no fair values", async () => {
    const { agent, user } = await t.signedInAgent();
    const existing = await insertStock(t.db, { userId: user.id, symbol: "BHP", lastPrice: 40 });
    await t.pool.query(`
      create function refuse_fair_values() returns trigger language plpgsql as $$
      begin raise exception 'fair values refused by the test'; end $$;
      create trigger refuse_fair_values before insert on fair_values for each statement execute function refuse_fair_values();`);
    try {
      const res = await agent.post("/api/import/morningstar").send({ text: "BHP,45.20,42.00\nNEWCO,1.00,2.00" });
      expect(res.status).toBe(500);
      // The id a person quotes is the one the log lines of this request carry.
      expect(res.body).toEqual({ error: "Internal server error", code: "internal_error", requestId: res.headers["x-request-id"] });
    } finally {
      await t.pool.query("drop trigger refuse_fair_values on fair_values; drop function refuse_fair_values();");
    }
    expect(await t.db.select().from(importBatches).where(eq(importBatches.userId, user.id))).toEqual([]);
    expect(await symbolsOf(user.id)).toEqual(["BHP"]);
    const [bhp] = await t.db.select().from(stocks).where(eq(stocks.id, existing.id));
    expect(bhp.lastPrice).toBe(40); // the price update was rolled back too
    expect(await t.db.select().from(fairValues).where(eq(fairValues.stockId, existing.id))).toEqual([]);
  });
});
