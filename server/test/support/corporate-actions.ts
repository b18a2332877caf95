// Small helpers of the corporate actions API tests (issue 46).
import { sql } from "drizzle-orm";
import type { Agent } from "supertest";
import { expect } from "vitest";
import type { CorporateActionWriteView } from "@shared/contracts/corporate-action-views";
import { dec } from "@shared/domain/ledger/decimal";
import { addStock, addTrade } from "./ledger";
import type { TestApp } from "./test-app";

/** POST /api/corporate-actions (dry run when asked), expecting `status`; answers the body. */
export async function postAction(agent: Agent, body: object, options: { dryRun?: boolean; status?: number } = {}) {
  const res = await agent.post(`/api/corporate-actions${options.dryRun ? "?dryRun=true" : ""}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(options.status ?? (options.dryRun ? 200 : 201));
  return res.body as CorporateActionWriteView & { error?: string; code?: string };
}

/** The user's stored rows a refused write must leave as they were: actions, stocks and trades. */
export async function storedRows(t: TestApp, userId: string) {
  const { rows } = await t.db.execute(sql`
    select (select count(*)::int from corporate_actions where user_id = ${userId}) as actions,
           (select string_agg(symbol, ',' order by symbol) from stocks where user_id = ${userId}) as stocks,
           (select count(*)::int from trades where user_id = ${userId}) as trades,
           (select md5(coalesce(string_agg(body::text || status, '|' order by id), '')) from corporate_actions where user_id = ${userId}) as bodies`);
  return rows[0];
}

/** An exact figure as the API gives it, to 6 decimals (half up): "324.46696202531…" → "324.466962". */
export const to6 = (value: string) => dec(value).toFixed(6);

/** The WES → COL demerger (CR 2018/59) of the brief, on `stockId`, with `fields` changed. */
export const wesCol = (stockId: string, fields: object = {}) => ({
  type: "DEMERGER",
  stockId,
  exDate: "2018-11-21",
  effectiveDate: "2018-11-28",
  newSymbol: "COL",
  newName: "Coles Group Limited",
  newSharesPerOld: "1",
  headCostBasePercent: "71.09",
  demergedCostBasePercent: "28.91",
  ...fields,
});

/** A holder of 600 WES bought 15 Aug 2017 for 25,219.95 (the brief's WES → COL example). */
export async function wesHolder(t: TestApp) {
  const { agent, user } = await t.signedInAgent();
  const wes = await addStock(agent, "WES", 60);
  const buyId = await addTrade(agent, {
    stockId: wes,
    type: "BUY",
    tradeDate: "2017-08-15",
    units: "600",
    price: "42",
    brokerage: "19.95",
  });
  return { agent, userId: user.id, wes, buyId };
}
