// Reads and writes for price refreshes: which stocks to ask about, and the one UPDATE per success.
import { and, asc, eq, lt } from "drizzle-orm";
import { stocks, type Stock } from "@shared/schema";
import type { Executor } from "../db/connection";

/** Just enough of a stock to refresh it. */
export interface RefreshTarget {
  id: string;
  userId: string;
  symbol: string;
}

const target = { id: stocks.id, userId: stocks.userId, symbol: stocks.symbol };

/** Every stock of the user, portfolio and other, in symbol order. */
export async function listRefreshTargets(db: Executor, userId: string): Promise<RefreshTarget[]> {
  return db.select(target).from(stocks).where(eq(stocks.userId, userId)).orderBy(asc(stocks.symbol));
}

/**
 * Every user's stocks not written since `since` (the scheduled slot): after a run only the ones that
 * failed remain, so a second instance waking later the same day has (almost) nothing to do.
 */
export async function listStocksDueForRefresh(db: Executor, since: Date): Promise<RefreshTarget[]> {
  return db.select(target).from(stocks).where(lt(stocks.updatedAt, since)).orderBy(asc(stocks.symbol), asc(stocks.userId));
}

export interface PriceUpdate {
  lastPrice: number;
  /** The market's time for the price, not the time of the request. */
  lastPriceUpdatedAt: Date;
  dividendYield: number | null;
  updatedAt: Date;
}

/** Writes a refreshed price to the user's stock; undefined when it is gone (deleted meanwhile) or not theirs. */
export async function writeStockPrice(db: Executor, userId: string, stockId: string, update: PriceUpdate): Promise<Stock | undefined> {
  const [row] = await db
    .update(stocks)
    .set(update)
    .where(and(eq(stocks.id, stockId), eq(stocks.userId, userId)))
    .returning();
  return row;
}
