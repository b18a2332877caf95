// Shareholder list import: POST /api/shareholders/preview and POST /api/stocks/:id/shareholders.
// Auth, validation, ownership, replacing a list, the import batch, and that the other routes on
// those prefixes (GET /api/stocks/:id/shareholders, POST /api/stocks, GET /api/shareholders) answer.
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBatches, shareholders } from "@shared/schema";
import { insertStock } from "./support/factories";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const TOP_3 = [
  "Twenty Largest Shareholders",
  "1 HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED 1,234,567,890 24.35%",
  "2 SMITH, JOHN & JANE <SMITH FAMILY S/F A/C> 52,000,000 1.03% +0.12",
  "3 ARGO INVESTMENTS LIMITED 24,100,000 0.48%",
].join("\n");

async function userWithStock(symbol = "BHP") {
  const signedIn = await t.signedInAgent();
  const stock = await insertStock(t.db, { userId: signedIn.user.id, symbol });
  return { ...signedIn, stock };
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe("auth", () => {
  it.each(["/api/shareholders/preview", `/api/stocks/${UNKNOWN}/shareholders`])("POST %s needs a signed-in user", async (path) => {
    const res = await request(t.app).post(path).send({ text: TOP_3, asOfDate: "2024-08-31" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Not authenticated", code: "not_signed_in" });
  });
});

describe("POST /api/shareholders/preview", () => {
  it("reads the list without storing it", async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post("/api/shareholders/preview").send({ text: `${TOP_3}\n4 UBS NOMINEES PTY LTD 9,000,000` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: [
        { line: 2, rank: 1, name: "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED", shares: 1_234_567_890, percentage: 24.35, change: null },
        { line: 3, rank: 2, name: "SMITH, JOHN & JANE <SMITH FAMILY S/F A/C>", shares: 52_000_000, percentage: 1.03, change: 0.12 },
        { line: 4, rank: 3, name: "ARGO INVESTMENTS LIMITED", shares: 24_100_000, percentage: 0.48, change: null },
      ],
      errors: [{ line: 5, reason: "no shares and percentage at the end of the line" }],
    });
    expect(await t.db.select().from(shareholders)).toHaveLength(0);
  });

  it.each([
    [{}, "text: Paste a shareholder list or choose a CSV file first"],
    [{ text: " \n " }, "text: Paste a shareholder list or choose a CSV file first"],
    [{ text: "x".repeat(262_145) }, "text: The shareholder list is too long (the limit is 256 KB of text)"],
    [
      { text: Array.from({ length: 201 }, (_, i) => `${i + 1} HOLDER ${i + 1} PTY LTD 1,000 0.01%`).join("\n") },
      "A shareholder list can have at most 200 rows (this one has 201)",
    ],
  ])("refuses %#: %s", async (body, error) => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post("/api/shareholders/preview").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: "validation_failed" });
  });
});

describe("POST /api/stocks/:id/shareholders", () => {
  it("imports a list that GET /api/stocks/:id/shareholders, GET /api/shareholders and the batch list then show", async () => {
    const { agent, stock } = await userWithStock();
    const res = await agent.post(`/api/stocks/${stock.id}/shareholders`).send({ asOfDate: "2024-08-31", text: TOP_3 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Imported 3 shareholders for BHP", totalRecords: 3, skipped: [], batchId: expect.any(String) });

    const list = (await agent.get(`/api/stocks/${stock.id}/shareholders`)).body;
    expect(list).toEqual([
      {
        id: expect.any(String),
        stockId: stock.id,
        symbol: "BHP",
        name: "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED",
        shares: 1_234_567_890,
        percentage: 24.35,
        change: null,
        asOfDate: "2024-08-31",
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        stockId: stock.id,
        symbol: "BHP",
        name: "SMITH, JOHN & JANE <SMITH FAMILY S/F A/C>",
        shares: 52_000_000,
        percentage: 1.03,
        change: 0.12,
        asOfDate: "2024-08-31",
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        stockId: stock.id,
        symbol: "BHP",
        name: "ARGO INVESTMENTS LIMITED",
        shares: 24_100_000,
        percentage: 0.48,
        change: null,
        asOfDate: "2024-08-31",
        createdAt: expect.any(String),
      },
    ]);
    expect((await agent.get("/api/shareholders")).body.map((r: { symbol: string }) => r.symbol)).toEqual(["BHP", "BHP", "BHP"]);
    expect((await agent.get("/api/import/batches")).body).toEqual([
      { id: res.body.batchId, source: "shareholders", fileName: "paste", rowsImported: 3, rowsSkipped: 0, createdAt: expect.any(String) },
    ]);
    const stored = await t.db.select().from(shareholders).where(eq(shareholders.stockId, stock.id));
    expect(stored.every((row) => row.batchId === res.body.batchId)).toBe(true);
  });

  it("REPLACES the list of the same stock and date, drops the emptied batch, and keeps other dates", async () => {
    const { agent, stock } = await userWithStock();
    const older = await agent
      .post(`/api/stocks/${stock.id}/shareholders`)
      .send({ asOfDate: "2023-08-31", text: "1 OLD HOLDER PTY LTD 10,000 1.00%" });
    const first = await agent.post(`/api/stocks/${stock.id}/shareholders`).send({ asOfDate: "2024-08-31", text: TOP_3 });
    const csv = 'Name,Shares,Percentage,Change\nNEW HOLDER PTY LTD,"5,000,000",2.5,0.1\n';
    const second = await agent
      .post(`/api/stocks/${stock.id}/shareholders`)
      .send({ asOfDate: "2024-08-31", text: csv, fileName: "top20-2024.csv" });
    expect(second.body).toMatchObject({ message: "Imported 1 shareholder for BHP", totalRecords: 1 });

    expect(names((await agent.get(`/api/stocks/${stock.id}/shareholders`)).body)).toEqual(["NEW HOLDER PTY LTD"]);
    const dates = (await t.db.select().from(shareholders).where(eq(shareholders.stockId, stock.id)))
      .map((r) => `${r.asOfDate} ${r.name}`)
      .sort();
    expect(dates).toEqual(["2023-08-31 OLD HOLDER PTY LTD", "2024-08-31 NEW HOLDER PTY LTD"]);
    const batches = (await agent.get("/api/import/batches")).body;
    expect(batches.map((b: { id: string; fileName: string }) => [b.id, b.fileName])).toEqual([
      [second.body.batchId, "top20-2024.csv"],
      [older.body.batchId, "paste"],
    ]);
    expect(await t.db.select().from(importBatches).where(eq(importBatches.id, first.body.batchId))).toEqual([]);
  });

  it("shows the latest date's list, whichever order the imports came in", async () => {
    const { agent, stock } = await userWithStock();
    await agent.post(`/api/stocks/${stock.id}/shareholders`).send({ asOfDate: "2024-08-31", text: TOP_3 });
    await agent.post(`/api/stocks/${stock.id}/shareholders`).send({ asOfDate: "2023-08-31", text: "1 OLD HOLDER PTY LTD 10,000 1.00%" });
    expect((await agent.get(`/api/stocks/${stock.id}/shareholders`)).body).toHaveLength(3);
  });

  it("imports the good lines of a half-bad list and reports the rest", async () => {
    const { agent, stock } = await userWithStock();
    const res = await agent
      .post(`/api/stocks/${stock.id}/shareholders`)
      .send({ asOfDate: "2024-08-31", text: `${TOP_3}\n4 UBS NOMINEES PTY LTD 9,000,000 140%` });
    expect(res.body).toMatchObject({ totalRecords: 3, skipped: [{ line: 5, reason: "percentage '140%' is over 100%" }] });
    expect((await agent.get("/api/import/batches")).body[0]).toMatchObject({ rowsImported: 3, rowsSkipped: 1 });
  });

  it("is undone from the import history like any import", async () => {
    const { agent, stock } = await userWithStock();
    const { batchId } = (await agent.post(`/api/stocks/${stock.id}/shareholders`).send({ asOfDate: "2024-08-31", text: TOP_3 })).body;
    const undo = await agent.delete(`/api/import/batches/${batchId}`);
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({
      message: "Import undone",
      removedFairValues: 0,
      removedShareholders: 3,
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
    expect((await agent.get(`/api/stocks/${stock.id}/shareholders`)).body).toEqual([]);
    expect((await agent.get("/api/stocks")).body.map((s: { symbol: string }) => s.symbol)).toEqual(["BHP"]);
  });

  it.each([
    [{ text: TOP_3 }, "asOfDate: As-of date must be a date like 2024-06-30"],
    [{ asOfDate: "2024-02-30", text: TOP_3 }, "asOfDate: As-of date must be a date like 2024-06-30"],
    [{ asOfDate: "31/08/2024", text: TOP_3 }, "asOfDate: As-of date must be a date like 2024-06-30"],
    [{ asOfDate: "2024-08-31", text: "" }, "text: Paste a shareholder list or choose a CSV file first"],
    [{ asOfDate: "2024-08-31", text: TOP_3, fileName: "x".repeat(201) }, "fileName: File name must be at most 200 characters"],
  ])("refuses %#: %s", async (body, error) => {
    const { agent, stock } = await userWithStock();
    const res = await agent.post(`/api/stocks/${stock.id}/shareholders`).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: "validation_failed" });
  });

  it("refuses more than 200 rows, and a list with nothing importable, writing nothing", async () => {
    const { agent, stock, user } = await userWithStock();
    const long = Array.from({ length: 201 }, (_, i) => `${i + 1} HOLDER ${i + 1} PTY LTD 1,000 0.01%`).join("\n");
    const tooMany = await agent.post(`/api/stocks/${stock.id}/shareholders`).send({ asOfDate: "2024-08-31", text: long });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ error: "A shareholder list can have at most 200 rows (this one has 201)", code: "validation_failed" });
    const none = await agent
      .post(`/api/stocks/${stock.id}/shareholders`)
      .send({ asOfDate: "2024-08-31", text: "Top holders\n1 UBS NOMINEES PTY LTD abc 1%" });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      error: "No shareholders could be imported",
      code: "nothing_imported",
      skipped: [{ line: 2, reason: "no shares and percentage at the end of the line" }],
    });
    const bad = await agent
      .post(`/api/stocks/${stock.id}/shareholders`)
      .send({ asOfDate: "2024-08-31", text: "1 UBS NOMINEES PTY LTD 0 1%" });
    expect(bad.body).toEqual({
      error: "No shareholders could be imported",
      code: "nothing_imported",
      skipped: [{ line: 1, reason: "shares '0' must be above zero" }],
    });
    expect(await t.db.select().from(importBatches).where(eq(importBatches.userId, user.id))).toEqual([]);
  });

  it("answers 400 for a malformed stock id and 404 for another user's stock, storing nothing", async () => {
    const { agent } = await t.signedInAgent();
    const other = await userWithStock("CSL");
    expect((await agent.post("/api/stocks/not-a-uuid/shareholders").send({ asOfDate: "2024-08-31", text: TOP_3 })).body).toEqual({
      error: "id: Invalid stock id",
      code: "validation_failed",
    });
    const res = await agent.post(`/api/stocks/${other.stock.id}/shareholders`).send({ asOfDate: "2024-08-31", text: TOP_3 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Stock not found", code: "not_found" });
    expect((await agent.post(`/api/stocks/${UNKNOWN}/shareholders`).send({ asOfDate: "2024-08-31", text: TOP_3 })).status).toBe(404);
    expect(
      await t.db
        .select()
        .from(shareholders)
        .where(and(eq(shareholders.stockId, other.stock.id))),
    ).toEqual([]);
    expect((await other.agent.get(`/api/stocks/${other.stock.id}/shareholders`)).body).toEqual([]);
  });

  it("leaves the routes already on /stocks and /shareholders answering", async () => {
    const { agent, stock } = await userWithStock();
    await agent.post(`/api/stocks/${stock.id}/shareholders`).send({ asOfDate: "2024-08-31", text: TOP_3 });
    expect((await agent.get(`/api/stocks/${stock.id}/shareholders`)).status).toBe(200);
    const added = await agent.post("/api/stocks").send({ symbol: "WES", name: "Wesfarmers", lastPrice: 68.42 });
    expect(added.status).toBe(201);
    const [first] = (await agent.get("/api/shareholders")).body;
    expect((await agent.delete(`/api/shareholders/${first.id}`)).body).toEqual({ message: "Shareholder deleted" });
    expect((await agent.get(`/api/stocks/${stock.id}/shareholders`)).body).toHaveLength(2);
  });
});
