// The access-control matrix's requests and data (access-control.test.ts): one call as a principal,
// a full set of one user's rows made through the API, and a snapshot of every stored row of a user's,
// to show a refused call changed nothing.
import { eq, inArray } from "drizzle-orm";
import request from "supertest";
import { expect } from "vitest";
import {
  alertSettings,
  alerts,
  fairValues,
  importBatches,
  holdingSettings,
  taxStatements,
  corporateActions,
  journalEntries,
  portfolioAllocations,
  saleAllocations,
  dividends,
  shareholders,
  stocks,
  trades,
  users,
} from "@shared/schema";
import type { TestApp } from "../support/test-app";
import {
  MORNINGSTAR_HEADER,
  holdersText,
  journalBody,
  nextSymbol,
  returnOfCapitalBody,
  tradeBody,
  type Call,
  type Method,
  type Resources,
} from "./endpoints/table-types";

type App = TestApp["app"];
type Db = TestApp["db"];

/** One request, as the session of `cookie` (none: anonymous); a file goes as multipart `file`, a body as JSON. */
export async function sendTo(app: App, method: Method, call: Call, cookie?: string) {
  let req = request(app)[method](call.url);
  if (cookie) req = req.set("Cookie", cookie);
  if (call.file) return req.attach("file", call.file.bytes, call.file.name);
  return call.body === undefined ? req : req.send(call.body);
}

/** The answer's body, once its status is `status` (the body is in the failure's message). */
export async function ok(res: request.Response | Promise<request.Response>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

/** A full set of rows for one user, made through the API as that user. */
export async function seedResources(
  app: App,
  cookie: string,
  userId: string,
  tag: string,
  options: { refreshJob?: boolean } = {},
): Promise<Resources> {
  const symbol = nextSymbol(tag.slice(0, 2));
  const name = `${tag} Holdings Ltd`;
  const sector = `${tag} Sector`;
  const as = <T>(method: Method, call: Call, status = 200) => ok(sendTo(app, method, call, cookie), status) as Promise<T>;
  const stock = await as<{ id: string }>("post", { url: "/api/stocks", body: { symbol, name, sector, lastPrice: 10 } }, 201);
  const other = await as<{ id: string }>(
    "post",
    { url: "/api/stocks", body: { symbol: nextSymbol(tag.slice(0, 2)), name: `${tag} Other Ltd`, lastPrice: 5 } },
    201,
  );
  await as("patch", { url: `/api/stocks/${other.id}/toggle-portfolio` });
  const imported = await as<{ batchId: string }>("post", {
    url: "/api/import/morningstar",
    body: { text: `${MORNINGSTAR_HEADER}\n${symbol}\t10\t12\tLow\tWide\tStrong` },
  });
  const [fairValue] = await as<{ id: string }[]>("get", { url: `/api/fair-values?batchId=${imported.batchId}` });
  const holders = await as<{ batchId: string }>("post", {
    url: `/api/stocks/${stock.id}/shareholders`,
    body: { asOfDate: "2024-01-31", text: holdersText(tag) },
  });
  const [holder] = await as<{ id: string }[]>("get", { url: "/api/shareholders" });
  const entry = await as<{ id: string }>("post", { url: "/api/journal", body: journalBody(stock.id) }, 201);
  await as("post", { url: "/api/portfolio/allocations", body: { stockId: stock.id, amount: 1000 } });
  // Fair value 12 at Low uncertainty: a 5-star price of 12 × 0.8 = 9.60, which a price of 9 reaches.
  await as("post", { url: "/api/import/morningstar", body: { text: `${MORNINGSTAR_HEADER}\n${symbol}\t9\t12\tLow\tWide\tStrong` } });
  const [alert] = await as<{ id: string }[]>("get", { url: `/api/alerts?stockId=${stock.id}&kind=five-star` });
  // A refresh-all of the stocks, only where a row reads it: each fetches five years of closes.
  const jobId = options.refreshJob ? (await as<{ jobId: string }>("post", { url: "/api/stocks/refresh-all" }, 202)).jobId : "";
  const trade = (body: object) => as<{ id: string }>("post", { url: "/api/trades", body }, 201);
  const firstBuy = await trade(tradeBody(stock.id, "BUY", "2024-01-02", "100"));
  const secondBuy = await trade(tradeBody(stock.id, "BUY", "2024-02-01", "50"));
  const sale = await trade(tradeBody(stock.id, "SELL", "2024-03-01", "10"));
  const dividend = await as<{ id: string }>(
    "post",
    { url: "/api/dividends", body: { stockId: stock.id, exDate: "2024-02-15", amountPerShare: "0.4" } },
    201,
  );
  const statement = await as<{ id: string }>(
    "post",
    {
      url: "/api/tax-statements",
      body: { stockId: stock.id, fy: 2024, cashDistribution: "60.00", frankedDistributions: "30.00", frankingCredits: "12.00" },
    },
    201,
  );
  const action = await as<{ action: { id: string } }>(
    "post",
    { url: "/api/corporate-actions", body: returnOfCapitalBody(stock.id, "2024-04-02", "2024-04-10", "0.10") },
    201,
  );
  return {
    userId,
    stockId: stock.id,
    symbol,
    sector,
    name,
    otherStockId: other.id,
    fairValueId: fairValue.id,
    fairValueBatchId: imported.batchId,
    shareholderId: holder.id,
    shareholderBatchId: holders.batchId,
    journalEntryId: entry.id,
    alertId: alert.id,
    refreshJobId: jobId,
    firstBuyId: firstBuy.id,
    tradeId: secondBuy.id,
    saleId: sale.id,
    dividendId: dividend.id,
    taxStatementId: statement.id,
    corporateActionId: action.action.id,
  };
}

/** Every stored row of a user's data, to prove nothing of it changed. */
export async function snapshotOf(db: Db, userId: string) {
  const stockRows = await db.select().from(stocks).where(eq(stocks.userId, userId)).orderBy(stocks.id);
  const ids = stockRows.map((s) => s.id);
  return JSON.stringify({
    user: await db.select().from(users).where(eq(users.id, userId)),
    stocks: stockRows,
    fairValues: await db.select().from(fairValues).where(inArray(fairValues.stockId, ids)).orderBy(fairValues.id),
    shareholders: await db.select().from(shareholders).where(inArray(shareholders.stockId, ids)).orderBy(shareholders.id),
    journal: await db.select().from(journalEntries).where(inArray(journalEntries.stockId, ids)).orderBy(journalEntries.id),
    allocations: await db
      .select()
      .from(portfolioAllocations)
      .where(eq(portfolioAllocations.userId, userId))
      .orderBy(portfolioAllocations.id),
    batches: await db.select().from(importBatches).where(eq(importBatches.userId, userId)).orderBy(importBatches.id),
    alerts: await db.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(alerts.id),
    alertSettings: await db.select().from(alertSettings).where(eq(alertSettings.userId, userId)),
    trades: await db.select().from(trades).where(eq(trades.userId, userId)).orderBy(trades.id),
    saleAllocations: await db
      .select({ allocation: saleAllocations })
      .from(saleAllocations)
      .innerJoin(trades, eq(trades.id, saleAllocations.sellTradeId))
      .where(eq(trades.userId, userId))
      .orderBy(saleAllocations.sellTradeId, saleAllocations.parcelTradeId),
    holdingSettings: await db.select().from(holdingSettings).where(eq(holdingSettings.userId, userId)),
    dividends: await db.select().from(dividends).where(eq(dividends.userId, userId)).orderBy(dividends.id),
    taxStatements: await db.select().from(taxStatements).where(eq(taxStatements.userId, userId)).orderBy(taxStatements.id),
    corporateActions: await db.select().from(corporateActions).where(eq(corporateActions.userId, userId)).orderBy(corporateActions.id),
  });
}
