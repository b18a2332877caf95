// Dollar allocations per portfolio stock: list, set (insert or replace) and remove.
import { ALLOCATION_MESSAGES, type AllocationView } from "@shared/contracts/allocations";
import type { MessageResponse } from "@shared/contracts/responses";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { presentAllocation } from "../presenters/allocations";
import { deleteAllocation, listPortfolioAllocations, upsertAllocation } from "../storage/allocations";
import { ownedStock } from "./ownership";

export function createAllocationService(db: Database, now: () => Date) {
  return {
    async list(userId: string): Promise<AllocationView[]> {
      return (await listPortfolioAllocations(db, userId)).map(presentAllocation);
    },

    /** Two statements: the ownership check, then the upsert. */
    async set(userId: string, input: { stockId: string; amount: number }): Promise<AllocationView> {
      const stock = await ownedStock(db, userId, input.stockId);
      // Sector values count portfolio stocks only, so an allocation elsewhere would be invisible money.
      if (!stock.isPortfolio) throw new HttpError(400, "validation_failed", ALLOCATION_MESSAGES.portfolioOnly);
      const row = await upsertAllocation(db, { userId, stockId: stock.id, amount: input.amount, updatedAt: now() });
      return presentAllocation(row);
    },

    async remove(userId: string, stockId: string): Promise<MessageResponse> {
      // Scoped by user: another user's stock has no allocation of this user's, so it is a 404 too.
      if (!(await deleteAllocation(db, userId, stockId))) throw new HttpError(404, "not_found", ALLOCATION_MESSAGES.notFound);
      return { message: ALLOCATION_MESSAGES.removed };
    },
  };
}
