// Fair-value rows. The table is an append-only history (docs/domain.md): imports add rows, undo
// removes a batch's rows, and the newest createdAt per stock, source and month is the current value.
// Every read and delete joins or checks stocks.user_id, so another user's row looks like a missing one.
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { fairValues, stocks } from "@shared/schema";
import type { Executor } from "../db/connection";
import { userStockIds } from "./stocks";

/**
 * Every fair value of the user's stocks (optionally one import's), newest import first; within an
 * import, by symbol, source and newest month. One statement however long the history is.
 */
export async function listUserFairValues(db: Executor, userId: string, batchId?: string) {
  const scope: SQL[] = [eq(stocks.userId, userId)];
  if (batchId) scope.push(eq(fairValues.batchId, batchId));
  return db
    .select({
      id: fairValues.id,
      stockId: fairValues.stockId,
      symbol: stocks.symbol,
      source: fairValues.source,
      asOfMonth: fairValues.asOfMonth,
      fairValue: fairValues.fairValue,
      meta: fairValues.meta,
      batchId: fairValues.batchId,
      createdAt: fairValues.createdAt,
    })
    .from(fairValues)
    .innerJoin(stocks, eq(stocks.id, fairValues.stockId))
    .where(and(...scope))
    .orderBy(desc(fairValues.createdAt), asc(stocks.symbol), asc(fairValues.source), desc(fairValues.asOfMonth), asc(fairValues.id));
}

/** The stock of the user's fair value; undefined for a missing row and for another user's. */
export async function findUserFairValueStock(db: Executor, userId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ stockId: fairValues.stockId })
    .from(fairValues)
    .innerJoin(stocks, eq(stocks.id, fairValues.stockId))
    .where(and(eq(fairValues.id, id), eq(stocks.userId, userId)));
  return row?.stockId;
}

export async function deleteUserFairValue(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(fairValues)
    .where(and(eq(fairValues.id, id), inArray(fairValues.stockId, userStockIds(db, userId))))
    .returning({ id: fairValues.id });
  return rows.length > 0;
}

/** Removes every row an import wrote; returns how many went. */
export async function deleteBatchFairValues(db: Executor, batchId: string): Promise<number> {
  const removed = await db.delete(fairValues).where(eq(fairValues.batchId, batchId)).returning({ id: fairValues.id });
  return removed.length;
}
