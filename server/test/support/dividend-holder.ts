// Dividends' API tests share a holder: 30 CBA, 100 XYZ and 1,440 WES bought on 10 Jan 2024, and a
// stock never traded; adding a dividend and reading a refusal.
import { eq } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, expect } from "vitest";
import type { CreateDividendBody } from "@shared/contracts/dividends";
import { dividends } from "@shared/schema";
import { addStock, addTrade } from "./ledger";
import { startTestApp, type TestApp } from "./test-app";

/** A user holding 30 CBA, 100 XYZ and 1,440 WES (all bought 10 Jan 2024), and NEW, a stock never traded. */
async function holder(t: TestApp) {
  const { agent, user } = await t.signedInAgent();
  const ids: Record<string, string> = {};
  for (const [symbol, units] of [
    ["CBA", "30"],
    ["XYZ", "100"],
    ["WES", "1440"],
  ] as const) {
    ids[symbol] = await addStock(agent, symbol, 10);
    await addTrade(agent, { stockId: ids[symbol], type: "BUY", tradeDate: "2024-01-10", units, price: "7" });
  }
  ids.NEW = await addStock(agent, "NEW", 10);
  const rows = async () => JSON.stringify(await t.db.select().from(dividends).where(eq(dividends.userId, user.id)).orderBy(dividends.id));
  return { agent, user, ids, rows, db: t.db };
}

/**
 * The calling test file's app, its clock at 11:00 on 20 Nov 2025 in Sydney (the figures' financial
 * years depend on it), started before its tests and closed after them; returns a maker of holders.
 */
export function dividendHolders(): () => ReturnType<typeof holder> {
  const now = new Date("2025-11-20T00:00:00Z");
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp({ now: () => now });
  });
  afterAll(() => t?.close());
  return () => {
    if (!t) throw new Error("the test app has not started (dividendHolders' beforeAll has not run)");
    return holder(t);
  };
}

export async function add(agent: Agent, body: CreateDividendBody) {
  const res = await agent.post("/api/dividends").send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function refused(res: Promise<{ status: number; body: { code: string; error: string } }>, status: number, code: string) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.code).toBe(code);
  return answer.body.error;
}
