// A stock's price against its fair values over time (GET /api/stocks/:id/history). Two statements
// whatever the history's length, sent together; both are scoped to the signed-in user, so another
// user's stock answers 404 exactly like a missing one (the same answer as ownership.ts gives, without
// a third statement to ask it).
import type { ValuationHistory } from "@shared/contracts/valuation-history";
import type { Database } from "../db/connection";
import { presentValuationHistory } from "../presenters/valuation-history";
import { readDailyPrices, readStockFairValueMonths } from "../storage/valuation-history";
import { stockNotFound } from "./ownership";

export function createValuationHistoryService(db: Database) {
  return {
    async forStock(userId: string, stockId: string): Promise<ValuationHistory> {
      const [stock, prices] = await Promise.all([readStockFairValueMonths(db, userId, stockId), readDailyPrices(db, userId, stockId)]);
      if (!stock) throw stockNotFound();
      return presentValuationHistory(stock, prices);
    },
  };
}
