// Stock writes of an import, one statement per chunk of rows (never one per row). Callers chunk;
// every statement is scoped to the importing user, so another user's stock with the same symbol is
// never read or written.
import { and, eq, inArray, sql } from "drizzle-orm";
import { stocks } from "@shared/schema";
import type { Executor } from "../db/connection";

export interface NewImportStock {
  symbol: string;
  name: string;
  sector: string | null;
  lastPrice: number;
  lastPriceUpdatedAt: Date | null;
}

export interface StockRef {
  id: string;
  symbol: string;
}

/** Inserts the stocks the user does not have yet; returns only the ones it created. */
export async function insertMissingStocks(
  db: Executor,
  owner: { userId: string; batchId: string; isPortfolio: boolean },
  rows: readonly NewImportStock[],
): Promise<StockRef[]> {
  if (rows.length === 0) return [];
  return db
    .insert(stocks)
    .values(
      rows.map((row) => ({
        ...row,
        userId: owner.userId,
        isPortfolio: owner.isPortfolio,
        createdByBatchId: owner.batchId,
      })),
    )
    .onConflictDoNothing({ target: [stocks.userId, stocks.symbol] })
    .returning({ id: stocks.id, symbol: stocks.symbol });
}

/** The user's stocks with these symbols (inside the import's transaction: including ones it just created). */
export async function findStocksBySymbol(db: Executor, userId: string, symbols: readonly string[]): Promise<StockRef[]> {
  if (symbols.length === 0) return [];
  return db
    .select({ id: stocks.id, symbol: stocks.symbol })
    .from(stocks)
    .where(and(eq(stocks.userId, userId), inArray(stocks.symbol, [...symbols])));
}

/** Sets lastPrice and lastPriceUpdatedAt of the user's existing stocks: one UPDATE … FROM (VALUES …). */
export async function updateStockPrices(
  db: Executor,
  userId: string,
  prices: readonly { id: string; lastPrice: number }[],
  at: Date,
): Promise<void> {
  if (prices.length === 0) return;
  const values = sql.join(
    prices.map((price) => sql`(${price.id}::uuid, ${price.lastPrice}::double precision)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${stocks}
       set last_price = v.last_price, last_price_updated_at = ${at}, updated_at = ${at}
      from (values ${values}) as v(id, last_price)
     where ${stocks.id} = v.id and ${stocks.userId} = ${userId}`);
}
