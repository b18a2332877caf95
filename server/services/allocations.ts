// Dollar allocations per portfolio stock: list, set (insert or replace) and remove.
import { ALLOCATION_MESSAGES, type AllocationView } from "@shared/contracts/allocations";
import type { PortfolioAllocation } from "@shared/schema";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { deleteAllocation, listPortfolioAllocations, upsertAllocation } from "../storage/allocations";
import { findStock } from "../storage/stocks";
import { STOCK_NOT_FOUND } from "./stocks";

/** Only what the client reads: never the row id or the user id. */
export function toAllocationView(row: PortfolioAllocation): AllocationView {
  return { stockId: row.stockId, amount: row.amount, updatedAt: row.updatedAt.toISOString() };
}

export function createAllocationService(db: Database, now: () => Date) {
  return {
    async list(userId: string): Promise<AllocationView[]> {
      return (await listPortfolioAllocations(db, userId)).map(toAllocationView);
    },

    /** Two statements: the ownership check, then the upsert. */
    async set(userId: string, input: { stockId: string; amount: number }): Promise<AllocationView> {
      const stock = await findStock(db, userId, input.stockId);
      // Another user's stock answers exactly like a missing one.
      if (!stock) throw new HttpError(404, "not_found", STOCK_NOT_FOUND);
      // Sector values count portfolio stocks only, so an allocation elsewhere would be invisible money.
      if (!stock.isPortfolio) throw new HttpError(400, "validation_failed", ALLOCATION_MESSAGES.portfolioOnly);
      const row = await upsertAllocation(db, { userId, stockId: stock.id, amount: input.amount, updatedAt: now() });
      return toAllocationView(row);
    },

    async remove(userId: string, stockId: string): Promise<{ message: string }> {
      // Scoped by user: another user's stock has no allocation of this user's, so it is a 404 too.
      if (!(await deleteAllocation(db, userId, stockId))) throw new HttpError(404, "not_found", ALLOCATION_MESSAGES.notFound);
      return { message: ALLOCATION_MESSAGES.removed };
    },
  };
}

export type AllocationService = ReturnType<typeof createAllocationService>;
