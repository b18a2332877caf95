// The user's stocks: add, list, move between tables, delete, and a stock's shareholders.
import type { ShareholderView, StockSummary } from "@shared/contracts/stocks";
import type { Stock } from "@shared/schema";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { deleteStock, findStock, insertStock, latestShareholders, listStocks, togglePortfolio } from "../storage/stocks";

export const STOCK_NOT_FOUND = "Stock not found";

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

export function toStockSummary(stock: Stock): StockSummary {
  return { ...stockIdentity(stock), createdAt: stock.createdAt.toISOString(), updatedAt: stock.updatedAt.toISOString() };
}

export interface NewStockInput {
  symbol: string;
  name: string;
  sector: string | null;
  lastPrice: number;
  dividendYield: number | null;
}

export function createStockService(db: Database, now: () => Date) {
  const owned = async (userId: string, id: string) => {
    const stock = await findStock(db, userId, id);
    // Another user's stock answers exactly like a missing one.
    if (!stock) throw new HttpError(404, "not_found", STOCK_NOT_FOUND);
    return stock;
  };

  return {
    async list(userId: string) {
      return (await listStocks(db, userId)).map(toStockSummary);
    },

    async add(userId: string, input: NewStockInput) {
      const stock = await insertStock(db, {
        userId,
        ...input,
        // A price typed in by hand is as of now; the stale marker then starts from here.
        lastPriceUpdatedAt: now(),
        isPortfolio: true,
      });
      if (!stock) throw new HttpError(409, "conflict", `${input.symbol} is already in your stocks`);
      return toStockSummary(stock);
    },

    async remove(userId: string, id: string) {
      if (!(await deleteStock(db, userId, id))) throw new HttpError(404, "not_found", STOCK_NOT_FOUND);
      return { message: "Stock deleted" };
    },

    async toggle(userId: string, id: string) {
      const stock = await togglePortfolio(db, userId, id);
      if (!stock) throw new HttpError(404, "not_found", STOCK_NOT_FOUND);
      return toStockSummary(stock);
    },

    async shareholders(userId: string, id: string): Promise<ShareholderView[]> {
      const stock = await owned(userId, id);
      const rows = await latestShareholders(db, stock.id);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        shares: row.shares,
        percentage: row.percentage,
        change: row.change,
        asOfDate: row.asOfDate,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
