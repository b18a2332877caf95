// Shareholder rows: the user's lists, a stock's latest list, and the writes of a list import (which
// the service runs in one transaction on a stock it has locked, and so owns). Every read and delete
// by id joins or checks stocks.user_id.
import { and, asc, desc, eq, inArray, notExists, sql } from "drizzle-orm";
import { SHAREHOLDER_BATCH_SOURCE } from "@shared/contracts/shareholders";
import { importBatches, shareholders, stocks } from "@shared/schema";
import type { Executor } from "../db/connection";
import { userStockIds } from "./stocks";

export type NewShareholderRow = typeof shareholders.$inferInsert;

/** Every shareholder row of the user's stocks, newest first, then by symbol and largest holding. */
export async function listUserShareholders(db: Executor, userId: string) {
  return db
    .select({
      id: shareholders.id,
      stockId: shareholders.stockId,
      symbol: stocks.symbol,
      name: shareholders.name,
      shares: shareholders.shares,
      percentage: shareholders.percentage,
      change: shareholders.change,
      asOfDate: shareholders.asOfDate,
      createdAt: shareholders.createdAt,
    })
    .from(shareholders)
    .innerJoin(stocks, eq(stocks.id, shareholders.stockId))
    .where(eq(stocks.userId, userId))
    .orderBy(
      desc(shareholders.createdAt),
      asc(stocks.symbol),
      desc(shareholders.asOfDate),
      desc(shareholders.shares),
      asc(shareholders.id),
    );
}

/** The most recent list (latest as-of date) of a stock's holders, largest first. */
export async function latestShareholders(db: Executor, stockId: string) {
  const latest = db
    .select({ date: sql`max(${shareholders.asOfDate})` })
    .from(shareholders)
    .where(eq(shareholders.stockId, stockId));
  return db
    .select()
    .from(shareholders)
    .where(and(eq(shareholders.stockId, stockId), eq(shareholders.asOfDate, sql`(${latest})`)))
    .orderBy(desc(shareholders.shares), asc(shareholders.name));
}

/** Deletes the user's row; false when it is not theirs or not there. */
export async function deleteUserShareholder(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shareholders)
    .where(and(eq(shareholders.id, id), inArray(shareholders.stockId, userStockIds(db, userId))))
    .returning({ id: shareholders.id });
  return rows.length > 0;
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
