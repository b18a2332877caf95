import type { AllocationView } from "@shared/contracts/allocations";
import type { PortfolioAllocation } from "@shared/schema";

/** Only what the client reads: never the row id or the user id. */
export function presentAllocation(row: PortfolioAllocation): AllocationView {
  return { stockId: row.stockId, amount: row.amount, updatedAt: row.updatedAt.toISOString() };
}
