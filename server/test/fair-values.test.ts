// Fair values API: auth and id validation for the fair-value, shareholder and journal lists and
// deletes, the batchId filter, ownership and deletes. Shareholders and journal lists are in
// shareholders.test.ts and journal-list.test.ts.
import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fairValues } from "@shared/schema";
import { insertFairValues, insertStock } from "./support/factories";
import { countStatements } from "./support/statement-counter";
import { paste, UNKNOWN_ID as UNKNOWN } from "./support/imports";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-15T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

describe("authentication and id validation on the fair-value, shareholder and journal routes", () => {
  it("answers 401 to anonymous callers on every route", async () => {
    for (const [method, url] of [
      ["get", "/api/fair-values"],
      ["get", `/api/fair-values?batchId=${UNKNOWN}`],
      ["delete", `/api/fair-values/${UNKNOWN}`],
      ["get", "/api/shareholders"],
      ["delete", `/api/shareholders/${UNKNOWN}`],
      ["get", "/api/journal"],
      ["delete", `/api/journal/${UNKNOWN}`],
    ] as const) {
      const res = await request(t.app)[method](url);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ error: "Not authenticated", code: "not_signed_in" });
    }
  });

  it("answers 400 naming the kind of id for a malformed id or batch filter", async () => {
    const { agent } = await t.signedInAgent();
    for (const [url, error] of [
      ["/api/fair-values/123", "id: Invalid fair value id"],
      ["/api/shareholders/not-a-uuid", "id: Invalid shareholder id"],
      ["/api/journal/42", "id: Invalid journal entry id"],
    ] as const) {
      const res = await agent.delete(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ error, code: "validation_failed" });
    }
    for (const query of ["batchId=abc", "batchId=", `batchId=${UNKNOWN}&batchId=${UNKNOWN}`]) {
      const res = await agent.get(`/api/fair-values?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ error: "batchId: Invalid batch id", code: "validation_failed" });
    }
  });

  it("answers 404 for ids that do not exist", async () => {
    const { agent } = await t.signedInAgent();
    expect((await agent.delete(`/api/fair-values/${UNKNOWN}`)).body).toEqual({ error: "Fair value not found", code: "not_found" });
    expect((await agent.delete(`/api/shareholders/${UNKNOWN}`)).body).toEqual({ error: "Shareholder not found", code: "not_found" });
    const res = await agent.delete(`/api/journal/${UNKNOWN}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Journal entry not found", code: "not_found" });
  });
});

describe("GET /api/fair-values", () => {
  it("lists every stored row of the user's stocks, newest import first, superseded rows included", async () => {
    const { agent } = await t.signedInAgent();
    const first = await paste(agent, "BHP,45.20,45.00,Medium,Wide,Strong\nCSL,250,300,Low,Wide,Strong");
    const second = await paste(agent, "BHP,46.00,50.00,High,Narrow,Strong");
    const res = await agent.get("/api/fair-values");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        stockId: expect.any(String),
        symbol: "BHP",
        source: "morningstar",
        asOfMonth: "2026-11-01",
        fairValue: 50,
        meta: { uncertainty: "High", economicMoat: "Narrow", financialHealth: "Strong" },
        batchId: second,
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        symbol: "BHP",
        fairValue: 45,
        batchId: first,
        meta: { uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" },
      }),
      expect.objectContaining({ symbol: "CSL", fairValue: 300, batchId: first }),
    ]);
    expect(new Date(res.body[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(res.body[1].createdAt).getTime());
  });

  it("filters to one import with ?batchId, and an unknown or another user's batch lists nothing", async () => {
    const { agent } = await t.signedInAgent();
    const other = await t.signedInAgent();
    const ms = await paste(agent, "BHP,45.20,45.00,Medium,Wide,Strong\nCSL,250,300,Low,Wide,Strong");
    const mf = await paste(agent, "CSL (ASX: CSL) Buy under $280", "motley-fool");
    const theirs = await paste(other.agent, "WES,70,72,Low,Wide,Strong");

    const onlyMs = await agent.get(`/api/fair-values?batchId=${ms}`);
    expect(onlyMs.status).toBe(200);
    expect(onlyMs.body.map((r: { symbol: string; source: string }) => `${r.symbol}/${r.source}`)).toEqual([
      "BHP/morningstar",
      "CSL/morningstar",
    ]);
    const onlyMf = await agent.get(`/api/fair-values?batchId=${mf}`);
    expect(onlyMf.body).toEqual([
      expect.objectContaining({ symbol: "CSL", source: "motley-fool", fairValue: 280, meta: { kind: "buy-under" }, batchId: mf }),
    ]);
    expect((await agent.get(`/api/fair-values?batchId=${theirs}`)).body).toEqual([]);
    expect((await agent.get(`/api/fair-values?batchId=${UNKNOWN}`)).body).toEqual([]);
  });

  it("shows rows not written by an import with batchId null and meta null", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "NAB" });
    await insertFairValues(t.db, [{ stockId: stock.id, source: "bell-potter-consensus", asOfMonth: "2026-10-01", fairValue: 31.5 }]);
    expect((await agent.get("/api/fair-values")).body).toEqual([
      expect.objectContaining({
        stockId: stock.id,
        symbol: "NAB",
        source: "bell-potter-consensus",
        asOfMonth: "2026-10-01",
        fairValue: 31.5,
        meta: null,
        batchId: null,
      }),
    ]);
  });

  it("never shows another user's rows", async () => {
    const one = await t.signedInAgent();
    const two = await t.signedInAgent();
    await paste(one.agent, "BHP,45.20,45.00,Medium,Wide,Strong");
    await paste(two.agent, "BHP,45.20,41.00,Medium,Wide,Strong");
    expect((await one.agent.get("/api/fair-values")).body.map((r: { fairValue: number }) => r.fairValue)).toEqual([45]);
    expect((await two.agent.get("/api/fair-values")).body.map((r: { fairValue: number }) => r.fairValue)).toEqual([41]);
  });

  it("reads the whole history in one statement, however many rows", async () => {
    const { agent } = await t.signedInAgent();
    const rows = Array.from({ length: 300 }, (_, i) => `Q${i.toString(36).toUpperCase().padStart(3, "0")},10,11`).join("\n");
    await paste(agent, rows);
    // The batch list is a single SELECT; the history must cost exactly as much (session and user
    // lookups are common to both).
    const { statements: baseline } = await countStatements(() => agent.get("/api/import/batches").expect(200));
    const { result, statements } = await countStatements(() => agent.get("/api/fair-values").expect(200));
    expect(result.body).toHaveLength(300);
    expect(statements).toBe(baseline);
  });
});

describe("DELETE /api/fair-values/:id", () => {
  it("deletes the row, after which the superseded value is current again", async () => {
    const { agent } = await t.signedInAgent();
    await paste(agent, "BHP,45.20,45.00,Medium,Wide,Strong");
    await paste(agent, "BHP,46.00,50.00,High,Narrow,Strong");
    const [newest] = (await agent.get("/api/fair-values")).body;
    const res = await agent.delete(`/api/fair-values/${newest.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Fair value deleted" });
    expect((await agent.get("/api/fair-values")).body.map((r: { fairValue: number }) => r.fairValue)).toEqual([45]);
    const [bhp] = (await agent.get("/api/portfolio?isPortfolio=false")).body;
    expect(bhp.morningstarFV).toBe(45);
    expect((await agent.delete(`/api/fair-values/${newest.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's row and leaves it in place", async () => {
    const owner = await t.signedInAgent();
    const intruder = await t.signedInAgent();
    await paste(owner.agent, "BHP,45.20,45.00,Medium,Wide,Strong");
    const [row] = (await owner.agent.get("/api/fair-values")).body;
    const res = await intruder.agent.delete(`/api/fair-values/${row.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Fair value not found", code: "not_found" });
    expect(await t.db.select().from(fairValues).where(eq(fairValues.id, row.id))).toHaveLength(1);
  });
});
