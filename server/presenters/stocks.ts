// The stock's answer shape: the stored fields every stock response shares, and the summary.
import type { StockSummary } from "@shared/contracts/stocks";
import type { Stock } from "@shared/schema";

/** The stored fields every stock response shares (the summary and the portfolio read model). */
export function stockIdentity(stock: Stock): Omit<StockSummary, "createdAt" | "updatedAt"> {
  return {
    id: stock.id,
    symbol: stock.symbol,
    name: stock.name,
    sector: stock.sector,
    lastPrice: stock.lastPrice,
    lastPriceUpdatedAt: stock.lastPriceUpdatedAt?.toISOString() ?? null,
    dividendYield: stock.dividendYield,
    isPortfolio: stock.isPortfolio,
  };
}

export function presentStock(stock: Stock): StockSummary {
  return { ...stockIdentity(stock), createdAt: stock.createdAt.toISOString(), updatedAt: stock.updatedAt.toISOString() };
}
