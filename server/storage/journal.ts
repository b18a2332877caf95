// Journal entry writes and single reads. An entry belongs to a user through its stock, so every read
// joins stocks and checks stocks.user_id: another user's entry looks exactly like a missing one.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { journalEntries, stocks, type JournalEntry } from "@shared/schema";
import type { Executor } from "../db/connection";
import { userStockIds } from "./stocks";

export type NewJournalRow = typeof journalEntries.$inferInsert;
/** The stored entry with its stock's symbol: what the presenter needs, plus the stop price. */
export type JournalRecord = JournalEntry & { symbol: string };

function selectUserEntry(db: Executor, userId: string, id: string) {
  return db
    .select({ entry: journalEntries, symbol: stocks.symbol })
    .from(journalEntries)
    .innerJoin(stocks, eq(stocks.id, journalEntries.stockId))
    .where(and(eq(journalEntries.id, id), eq(stocks.userId, userId)));
}

export async function findUserJournalEntry(db: Executor, userId: string, id: string): Promise<JournalRecord | undefined> {
  const [row] = await selectUserEntry(db, userId, id);
  return row ? { ...row.entry, symbol: row.symbol } : undefined;
}

/** The same read, locking the entry row until the transaction ends, so two edits cannot interleave. */
export async function lockUserJournalEntry(db: Executor, userId: string, id: string): Promise<JournalRecord | undefined> {
  const [row] = await selectUserEntry(db, userId, id).for("update", { of: journalEntries });
  return row ? { ...row.entry, symbol: row.symbol } : undefined;
}

export async function insertJournalEntry(db: Executor, values: NewJournalRow): Promise<JournalEntry> {
  const [row] = await db.insert(journalEntries).values(values).returning();
  return row;
}

/** Callers pass an id they have already checked (and locked) for the user. */
export async function updateJournalEntry(db: Executor, id: string, values: Partial<NewJournalRow>): Promise<JournalEntry> {
  const [row] = await db.update(journalEntries).set(values).where(eq(journalEntries.id, id)).returning();
  return row;
}

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
      stopPrice: journalEntries.stopPrice,
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

export async function deleteUserJournalEntry(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, id), inArray(journalEntries.stockId, userStockIds(db, userId))))
    .returning({ id: journalEntries.id });
  return rows.length > 0;
}
