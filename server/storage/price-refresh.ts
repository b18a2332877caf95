// Writes of price refreshes: one stock's UPDATE, and one UPDATE for a whole batch.
import { and, eq, sql } from "drizzle-orm";
import { stocks, type Stock } from "@shared/schema";
import type { Executor } from "../db/connection";

/** Just enough of a stock to refresh it. */
export interface RefreshTarget {
  id: string;
  userId: string;
  symbol: string;
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
    // A market price: no import's undo may replace it (docs/decisions/029-undo-restores-prices.md).
    .set({ ...update, priceBatchId: null })
    .where(and(eq(stocks.id, stockId), eq(stocks.userId, userId)))
    .returning();
  return row;
}

export interface StockPriceWrite extends PriceUpdate {
  id: string;
  userId: string;
}

/**
 * Writes many refreshed prices in ONE statement (each column one array parameter); returns the ids
 * written. A stock deleted meanwhile, or not the given user's, is skipped. The caller locks the
 * stocks first, in id order (storage/alert-evaluation.ts), so two runs writing overlapping stocks
 * wait for each other instead of deadlocking. A market price clears the import a price came from:
 * undoing that import then leaves the newer price alone.
 */
export async function writeStockPrices(db: Executor, writes: readonly StockPriceWrite[]): Promise<string[]> {
  if (writes.length === 0) return [];
  const column = <V>(pick: (write: StockPriceWrite) => V) => sql.param(writes.map(pick));
  const result = await db.execute<{ id: string }>(sql`
    update stocks s
       set last_price = v.last_price, last_price_updated_at = v.last_price_updated_at, dividend_yield = v.dividend_yield,
           updated_at = v.updated_at, price_batch_id = null
      from unnest(${column((w) => w.id)}::uuid[], ${column((w) => w.userId)}::uuid[], ${column((w) => w.lastPrice)}::double precision[],
                  ${column((w) => w.lastPriceUpdatedAt.toISOString())}::timestamptz[], ${column((w) => w.dividendYield)}::double precision[],
                  ${column((w) => w.updatedAt.toISOString())}::timestamptz[])
           as v(id, user_id, last_price, last_price_updated_at, dividend_yield, updated_at)
     where s.id = v.id and s.user_id = v.user_id
    returning s.id`);
  return result.rows.map((row) => row.id);
}
