// Data History reads and deletes. Every statement joins or checks stocks.user_id, so a row of another
// user's stock is never read and never deleted (it looks exactly like a missing one).
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { fairValues, journalEntries, shareholders, stocks } from "@shared/schema";
import type { Executor } from "../db/connection";

/** The ids of the user's stocks, as a subquery for the scoped deletes. */
function userStockIds(db: Executor, userId: string) {
  return db.select({ id: stocks.id }).from(stocks).where(eq(stocks.userId, userId));
}

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
export type FairValueHistoryRecord = Awaited<ReturnType<typeof listUserFairValues>>[number];

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
    .orderBy(desc(shareholders.createdAt), asc(stocks.symbol), desc(shareholders.asOfDate), desc(shareholders.shares), asc(shareholders.id));
}
export type ShareholderHistoryRecord = Awaited<ReturnType<typeof listUserShareholders>>[number];

/** Every journal entry of the user's stocks, newest first, then by symbol and latest opening. */
export async function listUserJournalEntries(db: Executor, userId: string) {
  return db
    .select({
      id: journalEntries.id,
      stockId: journalEntries.stockId,
      symbol: stocks.symbol,
      side: journalEntries.side,
      openedAt: journalEntries.openedAt,
      closedAt: journalEntries.closedAt,
      entryPrice: journalEntries.entryPrice,
      exitPrice: journalEntries.exitPrice,
      shares: journalEntries.shares,
      thesis: journalEntries.thesis,
      catalysts: journalEntries.catalysts,
      tags: journalEntries.tags,
      outcomeR: journalEntries.outcomeR,
      notes: journalEntries.notes,
      createdAt: journalEntries.createdAt,
    })
    .from(journalEntries)
    .innerJoin(stocks, eq(stocks.id, journalEntries.stockId))
    .where(eq(stocks.userId, userId))
    .orderBy(desc(journalEntries.createdAt), asc(stocks.symbol), desc(journalEntries.openedAt), asc(journalEntries.id));
}
export type JournalHistoryRecord = Awaited<ReturnType<typeof listUserJournalEntries>>[number];

// The deletes: one statement each, true when the user's row went.

export async function deleteUserFairValue(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(fairValues)
    .where(and(eq(fairValues.id, id), inArray(fairValues.stockId, userStockIds(db, userId))))
    .returning({ id: fairValues.id });
  return rows.length > 0;
}

export async function deleteUserShareholder(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shareholders)
    .where(and(eq(shareholders.id, id), inArray(shareholders.stockId, userStockIds(db, userId))))
    .returning({ id: shareholders.id });
  return rows.length > 0;
}

export async function deleteUserJournalEntry(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, id), inArray(journalEntries.stockId, userStockIds(db, userId))))
    .returning({ id: journalEntries.id });
  return rows.length > 0;
}
