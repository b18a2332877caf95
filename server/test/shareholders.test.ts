// Shareholders API: the list of every holder row of the user's stocks, ownership and deletes. Auth and
// id validation are in fair-values.test.ts; the list import is in shareholders-import.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareholders } from "@shared/schema";
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
