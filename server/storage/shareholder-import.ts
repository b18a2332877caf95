// Writes of a shareholder list import. The service runs them in one transaction; every statement is
// scoped to the stock the caller locked (and so owns) or to the caller's own batches.
import { and, eq, inArray, notExists } from "drizzle-orm";
import { importBatches, shareholders, stocks, type Stock } from "@shared/schema";
import { SHAREHOLDER_BATCH_SOURCE } from "@shared/contracts/shareholder-import";
import type { Executor } from "../db/connection";

export type NewShareholderRow = typeof shareholders.$inferInsert;

/**
 * The user's stock, locked FOR UPDATE until the transaction ends, so two imports for one stock run
 * one after the other (each deletes then inserts a list; interleaved they would leave both lists).
 * Undefined for a missing stock and for another user's.
 */
export async function lockUserStock(db: Executor, userId: string, stockId: string): Promise<Stock | undefined> {
  const [row] = await db
    .select()
    .from(stocks)
    .where(and(eq(stocks.id, stockId), eq(stocks.userId, userId)))
    .for("update");
  return row;
}

/** Deletes the stock's list for one as-of date; returns the import batches those rows came from. */
export async function deleteShareholderList(db: Executor, stockId: string, asOfDate: string): Promise<string[]> {
  const removed = await db
    .delete(shareholders)
    .where(and(eq(shareholders.stockId, stockId), eq(shareholders.asOfDate, asOfDate)))
    .returning({ batchId: shareholders.batchId });
  return [...new Set(removed.flatMap((row) => (row.batchId ? [row.batchId] : [])))];
}

/** One multi-row INSERT: a list is at most MAX_SHAREHOLDER_ROWS rows, far below the bind limit. */
export async function insertShareholderRows(db: Executor, rows: NewShareholderRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(shareholders).values(rows);
}

/**
 * Deletes the user's shareholder batches, among `ids`, that no longer hold any row: a replaced list
 * leaves its batch empty, and an empty batch in Data History would offer an undo of nothing.
 */
export async function deleteEmptyShareholderBatches(db: Executor, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await db
    .delete(importBatches)
    .where(
      and(
        inArray(importBatches.id, [...ids]),
        eq(importBatches.userId, userId),
        eq(importBatches.source, SHAREHOLDER_BATCH_SOURCE),
        notExists(db.select({ id: shareholders.id }).from(shareholders).where(eq(shareholders.batchId, importBatches.id))),
      ),
    )
    .returning({ id: importBatches.id });
  return removed.length;
}
