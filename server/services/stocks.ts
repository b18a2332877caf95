// The user's stocks: add, list, move between tables, delete.
import { STOCK_MESSAGES, type StockSummary } from "@shared/contracts/stocks";
import type { MessageResponse } from "@shared/contracts/responses";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { presentStock } from "../presenters/stocks";
import { deleteStock, insertStock, listStocks, togglePortfolio } from "../storage/stocks";
import { lockLedger } from "../storage/trades";
import type { AlertEvaluator } from "./alert-evaluation";
import { stockResolver } from "./stock-codes";
import { stockNotFound } from "./ownership";

export interface NewStockInput {
  symbol: string;
  name: string;
  sector: string | null;
  lastPrice: number;
  dividendYield: number | null;
}

export function createStockService(db: Database, now: () => Date, alerts: AlertEvaluator) {
  return {
    async list(userId: string): Promise<StockSummary[]> {
      return (await listStocks(db, userId)).map(presentStock);
    },

    /** The new stock and its first alert evaluation, in one transaction. */
    async add(userId: string, input: NewStockInput): Promise<StockSummary> {
      return db.transaction(async (tx) => {
        // An old code finds the stock that changed from it (services/stock-codes.ts): it is tracked already.
        const renamed = (await stockResolver(tx, userId, [input.symbol]))(input.symbol, null);
        if (renamed && renamed.symbol !== input.symbol)
          throw new HttpError(409, "conflict", `${input.symbol} is now ${renamed.symbol}, already in your stocks`);
        const stock = await insertStock(tx, {
          userId,
          ...input,
          // A price typed in by hand is as of now; the stale marker then starts from here.
          lastPriceUpdatedAt: now(),
          isPortfolio: true,
        });
        if (!stock) throw new HttpError(409, "conflict", `${input.symbol} is already in your stocks`);
        await alerts.evaluate(tx, { stockIds: [stock.id] });
        return presentStock(stock);
      });
    },

    /**
     * One scoped statement: its fair values, shareholders, journal, allocation, trades and dividends go
     * by cascade. It takes the user's ledger lock first, as every writer of trades and dividends does
     * before reading the stock it writes to: a delete during an import waits for it (then removes
     * what it wrote), or goes first (and the import adds the stock again), never leaving it to write
     * to a stock that is gone (docs/decisions/042-one-rule-on-every-path.md).
     */
    async remove(userId: string, id: string): Promise<MessageResponse> {
      await db.transaction(async (tx) => {
        await lockLedger(tx, userId);
        if (!(await deleteStock(tx, userId, id))) throw stockNotFound();
      });
      return { message: STOCK_MESSAGES.deleted };
    },

    async toggle(userId: string, id: string): Promise<StockSummary> {
      const stock = await togglePortfolio(db, userId, id);
      if (!stock) throw stockNotFound();
      return presentStock(stock);
    },
  };
}
