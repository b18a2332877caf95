// The user's stocks: add, list, move between tables, delete.
import { STOCK_MESSAGES, type StockSummary } from "@shared/contracts/stocks";
import type { MessageResponse } from "@shared/contracts/responses";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { presentStock } from "../presenters/stocks";
import { deleteStock, insertStock, listStocks, togglePortfolio } from "../storage/stocks";
import { stockNotFound } from "./ownership";

export interface NewStockInput {
  symbol: string;
  name: string;
  sector: string | null;
  lastPrice: number;
  dividendYield: number | null;
}

export function createStockService(db: Database, now: () => Date) {
  return {
    async list(userId: string): Promise<StockSummary[]> {
      return (await listStocks(db, userId)).map(presentStock);
    },

    async add(userId: string, input: NewStockInput): Promise<StockSummary> {
      const stock = await insertStock(db, {
        userId,
        ...input,
        // A price typed in by hand is as of now; the stale marker then starts from here.
        lastPriceUpdatedAt: now(),
        isPortfolio: true,
      });
      if (!stock) throw new HttpError(409, "conflict", `${input.symbol} is already in your stocks`);
      return presentStock(stock);
    },

    /** One scoped statement: its fair values, shareholders, journal and allocation go by cascade. */
    async remove(userId: string, id: string): Promise<MessageResponse> {
      if (!(await deleteStock(db, userId, id))) throw stockNotFound();
      return { message: STOCK_MESSAGES.deleted };
    },

    async toggle(userId: string, id: string): Promise<StockSummary> {
      const stock = await togglePortfolio(db, userId, id);
      if (!stock) throw stockNotFound();
      return presentStock(stock);
    },
  };
}
