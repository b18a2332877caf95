import { and, asc, eq } from "drizzle-orm";
import { portfolioAllocations, stocks, type PortfolioAllocation } from "@shared/schema";
import type { Executor } from "../db/connection";

/**
 * The user's allocations on stocks that are in the portfolio now. A stock moved to Other Stocks keeps
 * its row (it comes back when the stock moves back) but drops out of every list and sector figure.
 */
export async function listPortfolioAllocations(db: Executor, userId: string): Promise<PortfolioAllocation[]> {
  return db
    .select({
      id: portfolioAllocations.id,
      userId: portfolioAllocations.userId,
      stockId: portfolioAllocations.stockId,
      amount: portfolioAllocations.amount,
      batchId: portfolioAllocations.batchId,
      updatedAt: portfolioAllocations.updatedAt,
    })
    .from(portfolioAllocations)
    .innerJoin(stocks, eq(stocks.id, portfolioAllocations.stockId))
    .where(and(eq(portfolioAllocations.userId, userId), eq(stocks.userId, userId), eq(stocks.isPortfolio, true)))
    .orderBy(asc(stocks.symbol));
}

/**
 * Inserts or replaces the user's allocation for one stock (unique per user and stock). An amount
 * the user sets is theirs: it no longer belongs to the account import that first set it, so undoing
 * that import leaves it (docs/decisions/022-account-export-import-and-health.md).
 */
export async function upsertAllocation(
  db: Executor,
  values: { userId: string; stockId: string; amount: number; updatedAt: Date },
): Promise<PortfolioAllocation> {
  const [row] = await db
    .insert(portfolioAllocations)
    .values(values)
    .onConflictDoUpdate({
      target: [portfolioAllocations.userId, portfolioAllocations.stockId],
      set: { amount: values.amount, updatedAt: values.updatedAt, batchId: null },
    })
    .returning();
  return row;
}

/** Deletes the user's allocation for a stock; false when there was none. */
export async function deleteAllocation(db: Executor, userId: string, stockId: string): Promise<boolean> {
  const rows = await db
    .delete(portfolioAllocations)
    .where(and(eq(portfolioAllocations.userId, userId), eq(portfolioAllocations.stockId, stockId)))
    .returning({ id: portfolioAllocations.id });
  return rows.length > 0;
}
