// Sector figures of the user's portfolio. The arithmetic is shared/domain/sectors.ts; this file only
// loads the inputs, each in a fixed number of statements whatever the number of stocks.
import type { SectorAnalyticsView, SectorValueView } from "@shared/contracts/allocations";
import { sectorAnalytics, sectorValues } from "@shared/domain/sectors";
import type { Database } from "../db/connection";
import { listPortfolioAllocations } from "../storage/allocations";
import { listStocks } from "../storage/stocks";
import type { PortfolioService } from "./portfolio";

export function createSectorService(db: Database, portfolio: PortfolioService) {
  return {
    /** Two statements: the portfolio stocks and their allocations. */
    async values(userId: string): Promise<SectorValueView[]> {
      const [stocks, allocations] = await Promise.all([listStocks(db, userId, true), listPortfolioAllocations(db, userId)]);
      return sectorValues(stocks, allocations);
    },

    /**
     * The portfolio read model (two statements) gives each stock's brokerCount and currentVsBrokerAvg
     * over all four brokers exactly as the table computes them, so the sector average cannot drift
     * from the rows it summarises; plus one statement for the allocations.
     */
    async analytics(userId: string): Promise<SectorAnalyticsView[]> {
      const [stocks, allocations] = await Promise.all([portfolio.list(userId, true), listPortfolioAllocations(db, userId)]);
      return sectorAnalytics(stocks, allocations);
    },
  };
}
