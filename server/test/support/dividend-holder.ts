// Dividends' API tests share a holder: 30 CBA, 100 XYZ and 1,440 WES bought on 10 Jan 2024, and a
// stock never traded; adding a dividend and reading a refusal.
import { eq } from "drizzle-orm";
import type { Agent } from "supertest";
import { expect } from "vitest";
import type { CreateDividendBody } from "@shared/contracts/dividends";
import { dividends } from "@shared/schema";
import { addStock, addTrade } from "./ledger";
import type { TestApp } from "./test-app";

/** A user holding 30 CBA, 100 XYZ and 1,440 WES (all bought 10 Jan 2024), and NEW, a stock never traded. */
export async function holder(t: TestApp) {
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
  return { agent, user, ids, rows };
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
