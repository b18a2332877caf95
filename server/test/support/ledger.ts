// Small helpers of the holdings ledger's API tests (issue 30).
import type { Agent } from "supertest";
import type { CreateTradeBody } from "@shared/contracts/trades";
import { expect } from "vitest";

/** A Portfolio stock of the agent's user, priced at `lastPrice`; answers its id. */
export async function addStock(agent: Agent, symbol: string, lastPrice: number): Promise<string> {
  const res = await agent.post("/api/stocks").send({ symbol, name: `${symbol} Test Ltd`, lastPrice });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await agent.patch(`/api/stocks/${res.body.id}/toggle-portfolio`).expect(200);
  return res.body.id;
}

/** POST /api/trades, expecting 201; answers the trade's id. */
export async function addTrade(agent: Agent, body: CreateTradeBody): Promise<string> {
  const res = await agent.post("/api/trades").send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
