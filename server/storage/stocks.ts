import { and, asc, desc, eq, not, sql } from "drizzle-orm";
import { shareholders, stocks, type NewStock, type Stock } from "@shared/schema";
import type { Executor } from "../db/connection";

export async function listStocks(db: Executor, userId: string, isPortfolio?: boolean): Promise<Stock[]> {
  const scope = isPortfolio === undefined ? eq(stocks.userId, userId) : and(eq(stocks.userId, userId), eq(stocks.isPortfolio, isPortfolio));
  return db.select().from(stocks).where(scope).orderBy(asc(stocks.symbol));
}

export async function findStock(db: Executor, userId: string, id: string): Promise<Stock | undefined> {
  const [row] = await db.select().from(stocks).where(and(eq(stocks.id, id), eq(stocks.userId, userId))).limit(1);
  return row;
}

/** Inserts unless the user already has the symbol; undefined then. */
export async function insertStock(db: Executor, values: NewStock): Promise<Stock | undefined> {
  const [row] = await db.insert(stocks).values(values).onConflictDoNothing({ target: [stocks.userId, stocks.symbol] }).returning();
  return row;
}

/** Deletes the user's stock (its fair values, shareholders, journal and allocation go by cascade). */
export async function deleteStock(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(stocks).where(and(eq(stocks.id, id), eq(stocks.userId, userId))).returning({ id: stocks.id });
  return rows.length > 0;
}

export async function togglePortfolio(db: Executor, userId: string, id: string): Promise<Stock | undefined> {
  const [row] = await db
    .update(stocks)
    .set({ isPortfolio: not(stocks.isPortfolio), updatedAt: sql`now()` })
    .where(and(eq(stocks.id, id), eq(stocks.userId, userId)))
    .returning();
  return row;
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

