// Journal writes: POST /api/journal, GET and PATCH /api/journal/:id. Auth, validation, ownership,
// and the arithmetic the server stores (outcomeR) for long and short trades.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStock } from "./support/factories";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const CLOSE_BOTH = { error: "A closed entry needs both a close date and an exit price", code: "validation_failed" };

async function userWithStock(symbol = "BHP") {
  const signedIn = await t.signedInAgent();
  const stock = await insertStock(t.db, { userId: signedIn.user.id, symbol });
  return { ...signedIn, stock };
}

const longEntry = (stockId: string) => ({
  stockId,
  side: "long",
  openedAt: "2024-01-05",
  entryPrice: 40,
  shares: 100,
  stopPrice: 38,
  thesis: "  Iron ore recovery on China stimulus  ",
  catalysts: ["China stimulus", " ", "Q3 production report", "China stimulus"],
  tags: ["iron-ore", "swing"],
  notes: "Sized at 1% risk",
});

describe("auth and ids", () => {
  it.each([
    ["post", "/api/journal"],
    ["get", `/api/journal/${UNKNOWN}`],
    ["patch", `/api/journal/${UNKNOWN}`],
  ] as const)("%s %s needs a signed-in user", async (method, path) => {
    const res = await request(t.app)[method](path).send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Not authenticated", code: "not_signed_in" });
  });

  it("answers 400 for a malformed entry id, and 404 for an unknown one", async () => {
    const { agent } = await t.signedInAgent();
    expect((await agent.get("/api/journal/42")).body).toEqual({ error: "id: Invalid journal entry id", code: "validation_failed" });
    expect((await agent.patch("/api/journal/42").send({ thesis: "x" })).status).toBe(400);
    expect((await agent.get(`/api/journal/${UNKNOWN}`)).body).toEqual({ error: "Journal entry not found", code: "not_found" });
    const res = await agent.patch(`/api/journal/${UNKNOWN}`).send({ thesis: "x" });
    expect(res.status).toBe(404);
  });

  it("lists and deletes a created entry from the same router", async () => {
    const { agent, stock } = await userWithStock();
    const created = (await agent.post("/api/journal").send(longEntry(stock.id))).body;
    expect((await agent.get("/api/journal")).body.map((e: { id: string }) => e.id)).toEqual([created.id]);
    expect((await agent.delete(`/api/journal/${created.id}`)).body).toEqual({ message: "Journal entry deleted" });
    expect((await agent.get("/api/journal")).body).toEqual([]);
  });
});

describe("POST /api/journal", () => {
  it("creates an open entry and answers 201 with both namings and no outcome yet", async () => {
    const { agent, stock } = await userWithStock();
    const res = await agent.post("/api/journal").send(longEntry(stock.id));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      stockId: stock.id,
      symbol: "BHP",
      side: "long",
      openedAt: "2024-01-05",
      closedAt: null,
      entryPrice: 40,
      exitPrice: null,
      shares: 100,
      stopPrice: 38,
      thesis: "Iron ore recovery on China stimulus",
      catalysts: ["China stimulus", "Q3 production report"],
      tags: ["iron-ore", "swing"],
      outcomeR: null,
      notes: "Sized at 1% risk",
      createdAt: expect.any(String),
      openDate: "2024-01-05",
      closeDate: null,
      position: 100,
      rMultiple: null,
      outcome: null,
    });
    expect((await agent.get(`/api/journal/${res.body.id}`)).body).toEqual(res.body);
  });

  it("needs only a stock, side, date, entry price and thesis", async () => {
    const { agent, stock } = await userWithStock();
    const res = await agent
      .post("/api/journal")
      .send({ stockId: stock.id, side: "short", openedAt: "2024-02-01", entryPrice: "45.5", thesis: "Overbought" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      side: "short",
      entryPrice: 45.5,
      shares: null,
      stopPrice: null,
      catalysts: [],
      tags: [],
      notes: null,
    });
  });

  it("logs a past trade closed at once, working out its R on the server", async () => {
    const { agent, stock } = await userWithStock();
    // Short @ 45, stop 47.5, covered @ 40: R = (40 − 45) × −1 / |45 − 47.5| = 2.
    const res = await agent.post("/api/journal").send({
      stockId: stock.id,
      side: "short",
      openedAt: "2024-02-01",
      entryPrice: 45,
      stopPrice: 47.5,
      shares: 50,
      thesis: "Overbought after results",
      closedAt: "2024-02-20",
      exitPrice: 40,
      outcomeR: 99,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ closedAt: "2024-02-20", exitPrice: 40, outcomeR: 2, rMultiple: 2, outcome: "positive" });
  });

  it.each([
    [{ thesis: "   " }, "thesis: Thesis is required"],
    [{ thesis: undefined }, "thesis: Thesis is required"],
    [{ stockId: "abc" }, "stockId: Invalid stock id"],
    [{ side: "sideways" }, "side: Side must be long or short"],
    [{ openedAt: "2024-02-30" }, "openedAt: Opened date must be a date like 2024-01-31"],
    [{ openedAt: "05/01/2024" }, "openedAt: Opened date must be a date like 2024-01-31"],
    [{ entryPrice: 0 }, "entryPrice: Entry price must be greater than 0"],
    [{ entryPrice: "abc" }, "entryPrice: Entry price must be a number"],
    [{ shares: -5 }, "shares: Shares must be greater than 0"],
    [{ stopPrice: 2_000_000 }, "stopPrice: Stop price must be at most 1,000,000"],
    [{ tags: "swing" }, "tags: Tags must be a list of text"],
    [{ closedAt: "2024-03-01" }, CLOSE_BOTH.error],
    [{ exitPrice: 50 }, CLOSE_BOTH.error],
    [{ closedAt: "2024-01-04", exitPrice: 50 }, "The close date cannot be before the open date"],
  ])("refuses %j: %s", async (change, error) => {
    const { agent, stock } = await userWithStock();
    const res = await agent.post("/api/journal").send({ ...longEntry(stock.id), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: "validation_failed" });
  });

  it("answers 404 for another user's stock and an unknown one, and stores nothing", async () => {
    const { agent } = await t.signedInAgent();
    const other = await userWithStock("CSL");
    expect((await agent.post("/api/journal").send(longEntry(other.stock.id))).body).toEqual({
      error: "Stock not found",
      code: "not_found",
    });
    expect((await agent.post("/api/journal").send(longEntry(UNKNOWN))).status).toBe(404);
    expect((await agent.get("/api/journal")).body).toEqual([]);
    expect((await other.agent.get("/api/journal")).body).toEqual([]);
  });
});

describe("PATCH /api/journal/:id", () => {
  it("closes a long trade: both fields together, R worked out, Profit outcome", async () => {
    const { agent, stock } = await userWithStock();
    const { id } = (await agent.post("/api/journal").send(longEntry(stock.id))).body;
    expect((await agent.patch(`/api/journal/${id}`).send({ closedAt: "2024-03-01" })).body).toEqual(CLOSE_BOTH);
    expect((await agent.patch(`/api/journal/${id}`).send({ exitPrice: 50 })).body).toEqual(CLOSE_BOTH);
    expect((await agent.patch(`/api/journal/${id}`).send({ closedAt: "2024-01-01", exitPrice: 50 })).body).toEqual({
      error: "The close date cannot be before the open date",
      code: "validation_failed",
    });

    // Long 100 @ 40, stop 38, out @ 50: R = (50 − 40) / |40 − 38| = 5.
    const res = await agent.patch(`/api/journal/${id}`).send({ closedAt: "2024-03-01", exitPrice: 50 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      closedAt: "2024-03-01",
      closeDate: "2024-03-01",
      exitPrice: 50,
      outcomeR: 5,
      rMultiple: 5,
      outcome: "positive",
    });
    expect(res.body.thesis).toBe("Iron ore recovery on China stimulus");
    const [listed] = (await agent.get("/api/journal")).body;
    expect(listed).toMatchObject({ id, outcomeR: 5, outcome: "positive", position: 100 });
  });

  it("closes a short trade at a loss, and recomputes R when the stop is edited", async () => {
    const { agent, stock } = await userWithStock();
    const created = await agent.post("/api/journal").send({
      stockId: stock.id,
      side: "short",
      openedAt: "2024-04-02",
      entryPrice: 300,
      stopPrice: 315,
      shares: 10,
      thesis: "Margins fall",
    });
    // Short @ 300, stop 315, covered @ 330: R = (330 − 300) × −1 / 15 = −2.
    const closed = await agent.patch(`/api/journal/${created.body.id}`).send({ closedAt: "2024-05-01", exitPrice: 330 });
    expect(closed.body).toMatchObject({ outcomeR: -2, outcome: "negative", side: "short" });
    // Stop moved to 310: R = −30 / |300 − 310| = −3.
    expect((await agent.patch(`/api/journal/${created.body.id}`).send({ stopPrice: 310 })).body).toMatchObject({
      stopPrice: 310,
      outcomeR: -3,
    });
    // No stop: no R, but the outcome still follows the prices.
    expect((await agent.patch(`/api/journal/${created.body.id}`).send({ stopPrice: null })).body).toMatchObject({
      outcomeR: null,
      outcome: "negative",
    });
  });

  it("edits one field without touching the others, and reopens when both close fields are cleared", async () => {
    const { agent, stock } = await userWithStock();
    const { id } = (await agent.post("/api/journal").send({ ...longEntry(stock.id), closedAt: "2024-03-01", exitPrice: 50 })).body;
    const edited = await agent.patch(`/api/journal/${id}`).send({ notes: "Took profit early", tags: ["swing"] });
    expect(edited.body).toMatchObject({
      notes: "Took profit early",
      tags: ["swing"],
      catalysts: ["China stimulus", "Q3 production report"],
      shares: 100,
      outcomeR: 5,
    });
    expect((await agent.patch(`/api/journal/${id}`).send({})).body).toEqual({ error: "Nothing to update", code: "validation_failed" });
    expect((await agent.patch(`/api/journal/${id}`).send({ thesis: "" })).body).toEqual({
      error: "thesis: Thesis is required",
      code: "validation_failed",
    });
    const reopened = await agent.patch(`/api/journal/${id}`).send({ closedAt: null, exitPrice: null });
    expect(reopened.body).toMatchObject({ closedAt: null, exitPrice: null, outcomeR: null, outcome: null });
  });

  it("moves an entry to another of the user's stocks, but not to someone else's", async () => {
    const { agent, stock, user } = await userWithStock("BHP");
    const csl = await insertStock(t.db, { userId: user.id, symbol: "CSL" });
    const other = await userWithStock("WES");
    const { id } = (await agent.post("/api/journal").send(longEntry(stock.id))).body;
    expect((await agent.patch(`/api/journal/${id}`).send({ stockId: csl.id })).body).toMatchObject({ stockId: csl.id, symbol: "CSL" });
    const denied = await agent.patch(`/api/journal/${id}`).send({ stockId: other.stock.id });
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual({ error: "Stock not found", code: "not_found" });
  });

  it("keeps users apart: another user's entry is 404 to read and to edit, and stays unchanged", async () => {
    const owner = await userWithStock();
    const intruder = await t.signedInAgent();
    const { id } = (await owner.agent.post("/api/journal").send(longEntry(owner.stock.id))).body;
    expect((await intruder.agent.get(`/api/journal/${id}`)).status).toBe(404);
    const res = await intruder.agent.patch(`/api/journal/${id}`).send({ closedAt: "2024-03-01", exitPrice: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Journal entry not found", code: "not_found" });
    expect((await intruder.agent.get("/api/journal")).body).toEqual([]);
    expect((await owner.agent.get(`/api/journal/${id}`)).body).toMatchObject({ closedAt: null, exitPrice: null });
  });
});
