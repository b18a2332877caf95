import { addMonths, currentMonthKey } from "@shared/domain/months";
import { PREVIOUS_MONTHS } from "@shared/constants";
import type { StockViewWire } from "@shared/contracts/portfolio";
import type { Database } from "../db/connection";
import { loadSourceHistories } from "../storage/portfolio";
import { listStocksWithFormerCodes } from "../storage/stocks";
import { buildStockView, groupHistories } from "../presenters/portfolio";

export function createPortfolioService(db: Database, now: () => Date) {
  return {
    /** Two statements whatever the number of stocks: the stocks, and their fair-value histories. */
    async list(userId: string, isPortfolio: boolean): Promise<StockViewWire[]> {
      const at = now();
      const windowStart = addMonths(currentMonthKey(at), -PREVIOUS_MONTHS);
      const [stocks, histories] = await Promise.all([
        listStocksWithFormerCodes(db, userId, { isPortfolio }),
        loadSourceHistories(db, userId, isPortfolio, windowStart),
      ]);
      const byStock = groupHistories(histories, at);
      return stocks.map((stock) => buildStockView(stock, byStock.get(stock.id), at));
    },

    /** The user's stocks among `stockIds`, of either table, as the dashboard reads them: two statements. */
    async listByIds(userId: string, stockIds: readonly string[]): Promise<StockViewWire[]> {
      if (stockIds.length === 0) return [];
      const at = now();
      const windowStart = addMonths(currentMonthKey(at), -PREVIOUS_MONTHS);
      const [stocks, histories] = await Promise.all([
        listStocksWithFormerCodes(db, userId, { ids: stockIds }),
        loadSourceHistories(db, userId, { stockIds }, windowStart),
      ]);
      const byStock = groupHistories(histories, at);
      return stocks.map((stock) => buildStockView(stock, byStock.get(stock.id), at));
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
