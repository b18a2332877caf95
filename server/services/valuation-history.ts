// A stock's price against its fair values over time (GET /api/stocks/:id/history). Two statements
// whatever the history's length, sent together; both are scoped to the user, so another user's stock
// answers 404 exactly like a missing one (the same answer as ownership.ts gives, without a third
// statement to ask it).
import type pg from "pg";
import type { JsonText } from "../json-text";
import { presentFairValues, withDailyPrices } from "../presenters/valuation-history";
import { readDailyPricesJson, readStockFairValueMonths } from "../storage/valuation-history";
import { stockNotFound } from "./ownership";

/** `pool`: the app's pg pool (the reads are named prepared statements; see storage/valuation-history.ts). */
export function createValuationHistoryService(pool: pg.Pool) {
  return {
    /** The stock's ValuationHistory (shared/contracts/valuation-history.ts), serialised. */
    async forStock(userId: string, stockId: string): Promise<JsonText> {
      // The closes first: theirs is the longer statement, and the answer waits for the later of the
      // two. The fair values are presented as soon as they arrive, while the closes are still being
      // read (the presenting took 0.2-0.4 ms of the request after both; docs/performance.md).
      const [prices, fairValues] = await Promise.all([
        readDailyPricesJson(pool, userId, stockId),
        readStockFairValueMonths(pool, userId, stockId).then((stock) => (stock ? presentFairValues(stock) : undefined)),
      ]);
      if (!fairValues) throw stockNotFound();
      return withDailyPrices(fairValues, prices);
    },
  };
}
