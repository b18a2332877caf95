// The user's stocks. Every statement is scoped by user: another user's stock looks exactly like a
// missing one.
import { and, asc, eq, getTableColumns, not, sql } from "drizzle-orm";
import { stocks, type NewStock, type Stock } from "@shared/schema";
import type { Executor } from "../db/connection";

export async function listStocks(db: Executor, userId: string, isPortfolio?: boolean): Promise<Stock[]> {
  const scope = isPortfolio === undefined ? eq(stocks.userId, userId) : and(eq(stocks.userId, userId), eq(stocks.isPortfolio, isPortfolio));
  return db.select().from(stocks).where(scope).orderBy(asc(stocks.symbol));
}

/** A stock with the codes it had before its code changes (issue 46, decision 065), oldest first. */
export type StockWithFormerCodes = Stock & { formerSymbols: string[] };

// "stocks"."id" spelled out: drizzle writes a column of a one-table select unqualified, which inside the
// subquery would be corporate_actions' own id.
const formerSymbols = sql<string[]>`coalesce((
  select array_agg(a.body->>'previousSymbol' order by a.body->>'effectiveDate', a.created_at)
    from corporate_actions a
   where a.stock_id = "stocks"."id" and a.type = 'CODE_CHANGE' and a.body ? 'previousSymbol'), '{}')`;

/**
 * listStocks, or the user's stocks among `ids`, each with its former codes (a subquery per stock on
 * corporate_actions' stock index): still one statement.
 */
export async function listStocksWithFormerCodes(
  db: Executor,
  userId: string,
  scope: { isPortfolio: boolean } | { ids: readonly string[] },
): Promise<StockWithFormerCodes[]> {
  const where =
    "ids" in scope
      ? and(eq(stocks.userId, userId), sql`${stocks.id} = any(${sql.param([...scope.ids])}::uuid[])`)
      : and(eq(stocks.userId, userId), eq(stocks.isPortfolio, scope.isPortfolio));
  return db
    .select({ ...getTableColumns(stocks), formerSymbols })
    .from(stocks)
    .where(where)
    .orderBy(asc(stocks.symbol));
}

/** The user's stocks among `ids`, by symbol. */
export async function listStocksByIds(db: Executor, userId: string, ids: readonly string[]): Promise<Stock[]> {
  return db
    .select()
    .from(stocks)
    .where(and(eq(stocks.userId, userId), sql`${stocks.id} = any(${sql.param([...ids])}::uuid[])`))
    .orderBy(asc(stocks.symbol));
}

export async function findStock(db: Executor, userId: string, id: string): Promise<Stock | undefined> {
  const [row] = await db
    .select()
    .from(stocks)
    .where(and(eq(stocks.id, id), eq(stocks.userId, userId)))
    .limit(1);
  return row;
}

/** The user's stock with `symbol` (symbols are unique per user). */
export async function findStockBySymbol(db: Executor, userId: string, symbol: string): Promise<Stock | undefined> {
  const [row] = await db
    .select()
    .from(stocks)
    .where(and(eq(stocks.userId, userId), eq(stocks.symbol, symbol)))
    .limit(1);
  return row;
}

/**
 * The same read, locking the stock FOR UPDATE until the transaction ends, so two writes that replace
 * a stock's rows (a shareholder list import) run one after the other.
 */
export async function lockStock(db: Executor, userId: string, id: string): Promise<Stock | undefined> {
  const [row] = await db
    .select()
    .from(stocks)
    .where(and(eq(stocks.id, id), eq(stocks.userId, userId)))
    .for("update");
  return row;
}

/** The ids of the user's stocks, as a subquery for deletes of rows that belong to a stock. */
export function userStockIds(db: Executor, userId: string) {
  return db.select({ id: stocks.id }).from(stocks).where(eq(stocks.userId, userId));
}

/** Inserts unless the user already has the symbol; undefined then. */
export async function insertStock(db: Executor, values: NewStock): Promise<Stock | undefined> {
  const [row] = await db
    .insert(stocks)
    .values(values)
    .onConflictDoNothing({ target: [stocks.userId, stocks.symbol] })
    .returning();
  return row;
}

/** Deletes the user's stock (its fair values, shareholders, journal and allocation go by cascade). */
export async function deleteStock(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(stocks)
    .where(and(eq(stocks.id, id), eq(stocks.userId, userId)))
    .returning({ id: stocks.id });
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

/**
 * Sets the user's alert target on the stock; updatedAt stays (it means "priced since" to the
 * scheduler). A target the user sets makes the stock theirs: undoing the import that added it keeps it.
 */
export async function setAlertTarget(
  db: Executor,
  userId: string,
  id: string,
  target: { below: number | null; above: number | null },
): Promise<Stock | undefined> {
  const [row] = await db
    .update(stocks)
    .set({ alertBelow: target.below, alertAbove: target.above, createdByBatchId: null })
    .where(and(eq(stocks.id, id), eq(stocks.userId, userId)))
    .returning();
  return row;
}
