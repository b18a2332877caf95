// Trades: list (and the CSV download), add, edit, delete, and a sale's chosen parcels. Every write runs
// in one transaction holding the user's ledger lock, replays the stock's trades with the change and
// writes nothing when the replay refuses (services/ledger.ts). Another user's trade or stock is 404.
import { randomUUID } from "node:crypto";
import { tradeDatesProblem } from "@shared/contracts/dates";
import { IMPORT_MESSAGES } from "@shared/contracts/imports";
import { encodeTradeCursor, pageOf } from "@shared/contracts/paging";
import type { MessageResponse } from "@shared/contracts/responses";
import {
  TRADE_MESSAGES,
  tradeRuleProblem,
  type CreateTradeInput,
  type CreatedTradeView,
  type TradeFields,
  type TradeView,
  type TradesPage,
  type TradesQuery,
  type UpdateTradeInput,
} from "@shared/contracts/trades";
import { sydneyDay } from "@shared/domain/months";
import type { Stock } from "@shared/schema";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { formatTradesCsv } from "../parsers/trades/dashboard-trades";
import { newestFirst, presentTrade } from "../presenters/trades";
import { findBatch } from "../storage/import-batches";
import { findStock, findStockBySymbol, insertStock } from "../storage/stocks";
import {
  createdAtText,
  deleteTrade,
  findTrade,
  insertTrades,
  lockLedger,
  readSaleAllocations,
  readTradePage,
  replaceAllocations,
  updateTrade,
  type TradeRecord,
} from "../storage/trades";
import { tradeActionNotes } from "./trade-action-notes";
import { listedCompanies } from "./import-asx-list";
import { allocationMap, loadLedger, refuseBrokenLedger } from "./ledger";
import type { AddedStockPrices } from "./refresh-jobs";
import { ownedStock } from "./ownership";
import { createSaleParcels } from "./sale-parcels";
import { stockResolver } from "./stock-codes";

export const tradeNotFound = () => new HttpError(404, "not_found", TRADE_MESSAGES.notFound);
const invalid = (message: string) => new HttpError(400, "validation_failed", message);

/** Refuses a date after Sydney's today (a trade date is a date on the ASX's calendar). */
export function refuseFutureDates(trade: Pick<TradeFields, "tradeDate" | "acquiredOn">, today: string): void {
  const problem = tradeDatesProblem(trade, today);
  if (problem) throw invalid(problem);
}

export function createTradeService(deps: { db: Database; logger: Logger; now: () => Date; addedStocks: AddedStockPrices }) {
  const { db, logger, now, addedStocks } = deps;
  const saleParcels = createSaleParcels(db);

  /**
   * The user's stock with `symbol`, or a new Portfolio stock named from the ASX list (its price a
   * placeholder, the trade's price without a market time, until its first fetch prices it).
   */
  async function stockForSymbol(
    tx: Executor,
    userId: string,
    symbol: string,
    price: string | null,
    tradeDate: string,
  ): Promise<{ stock: Stock; created: boolean }> {
    // A code the stock had before a code change (WPL for WDS) finds it, by the trade's date (services/stock-codes.ts).
    const known = (await stockResolver(tx, userId, [symbol]))(symbol, tradeDate);
    const existing = known && (await findStock(tx, userId, known.id));
    if (existing) return { stock: existing, created: false };
    if (price === null) throw invalid(`You do not track ${symbol}: add a buy or an opening balance of it first`);
    const listed = (await listedCompanies(logger)).get(symbol);
    const inserted = await insertStock(tx, {
      userId,
      symbol,
      name: listed?.name ?? symbol,
      nameOrigin: listed ? "asx-list" : "symbol",
      sector: listed?.sector ?? null,
      lastPrice: Number(price),
      isPortfolio: true,
    });
    // Inserted meanwhile by another request (the ledger lock does not cover stocks): use that one.
    if (!inserted) return { stock: (await findStockBySymbol(tx, userId, symbol))!, created: false };
    return { stock: inserted, created: true };
  }

  async function ledgerOf(userId: string, stockId: string | undefined) {
    if (stockId !== undefined) await ownedStock(db, userId, stockId);
    return loadLedger(db, userId, stockId === undefined ? undefined : [stockId]);
  }

  async function lockedTrade(tx: Executor, userId: string, id: string): Promise<TradeRecord> {
    await lockLedger(tx, userId);
    const trade = await findTrade(tx, userId, id);
    if (!trade) throw tradeNotFound();
    return trade;
  }

  return {
    /**
     * A page of the user's trades, newest first (one stock's, one import's), each sale with its
     * chosen parcels: three statements at most, whatever the page or the ledger.
     */
    async list(userId: string, query: Pick<TradesQuery, "stockId" | "batchId" | "limit" | "cursor">): Promise<TradesPage> {
      const { stockId, batchId, limit, cursor } = query;
      if (stockId !== undefined) await ownedStock(db, userId, stockId);
      if (batchId !== undefined && !(await findBatch(db, userId, batchId)))
        throw new HttpError(404, "not_found", IMPORT_MESSAGES.batchNotFound);
      const read = await readTradePage(db, userId, { stockId, batchId, after: cursor, rows: limit + 1 });
      const page = pageOf(read, limit, encodeTradeCursor);
      const sales = page.rows.filter((trade) => trade.type === "SELL").map((trade) => trade.id);
      const allocations = allocationMap(await readSaleAllocations(db, userId, sales));
      return { trades: page.rows.map((trade) => presentTrade(trade, allocations)), nextCursor: page.nextCursor };
    },

    /**
     * The app's trades CSV, oldest first. Its Reference column is each trade's dedupe key (a trade
     * entered by hand has one too), so importing it back into the same account adds nothing; with
     * corporate actions, a last column names those touching each trade (services/trade-action-notes.ts).
     */
    async csv(userId: string, stockId?: string): Promise<string> {
      const ledger = await ledgerOf(userId, stockId);
      // The ledger read takes in the stocks a corporate action links to this one: only this stock's trades.
      const trades = ledger.trades.filter((trade) => stockId === undefined || trade.stockId === stockId);
      return formatTradesCsv(trades.sort(newestFirst).reverse(), tradeActionNotes(ledger.actions ?? []));
    },

    async create(userId: string, input: CreateTradeInput): Promise<CreatedTradeView> {
      const at = now();
      refuseFutureDates(input, sydneyDay(at));
      const created = await db.transaction(async (tx) => {
        await lockLedger(tx, userId);
        const { stock, created: newStock } =
          input.stockId !== undefined
            ? { stock: await ownedStock(tx, userId, input.stockId), created: false }
            : await stockForSymbol(tx, userId, input.symbol!, input.price, input.tradeDate);
        const ledger = await loadLedger(tx, userId, [stock.id]);
        const id = randomUUID();
        const trade: TradeRecord = {
          ...fieldsOf(input),
          id,
          stockId: stock.id,
          symbol: stock.symbol,
          dedupeKey: enteredTradeKey(id),
          batchId: null,
          createdAt: createdAtText(at),
        };
        refuseBrokenLedger({ ...ledger, trades: [...ledger.trades, trade] }, { trade: "add", tradeId: trade.id }, ledger);
        await insertTrades(tx, [{ ...trade, userId }]);
        // A new stock's price is the trade's until its job fetches the market's (decision 041).
        const priceJobId = newStock ? await addedStocks.queue(tx, userId, [stock.id]) : null;
        return { trade, newStock, priceJobId };
      });
      logger.info("Trade added", { userId, tradeId: created.trade.id, type: created.trade.type, newStock: created.newStock });
      return { ...presentTrade(created.trade, new Map()), newStock: created.newStock, priceJobId: created.priceJobId };
    },

    async update(userId: string, id: string, edit: UpdateTradeInput): Promise<TradeView> {
      const today = sydneyDay(now());
      return db.transaction(async (tx) => {
        const stored = await lockedTrade(tx, userId, id);
        const merged: TradeFields = { ...fieldsOf(stored), ...withoutStock(edit) };
        const problem = tradeRuleProblem(merged);
        if (problem) throw invalid(problem);
        refuseFutureDates(merged, today);
        const stock = edit.stockId === undefined || edit.stockId === stored.stockId ? null : await ownedStock(tx, userId, edit.stockId);
        const edited: TradeRecord = { ...stored, ...merged, stockId: stock?.id ?? stored.stockId, symbol: stock?.symbol ?? stored.symbol };
        const before = await loadLedger(tx, userId, [...new Set([stored.stockId, edited.stockId])]);
        const ledger = {
          ...before,
          trades: before.trades.map((trade) => (trade.id === id ? edited : trade)),
          allocations: new Map(before.allocations),
        };
        // Parcels chosen for the old sale do not fit another stock, type or number of units.
        const clearsChoice =
          ledger.allocations.has(id) && (edited.type !== "SELL" || edited.stockId !== stored.stockId || edited.units !== stored.units);
        if (clearsChoice) ledger.allocations.delete(id);
        refuseBrokenLedger(ledger, { trade: "edit", tradeId: id }, before);
        await updateTrade(tx, userId, id, { ...merged, stockId: edited.stockId });
        if (clearsChoice) await replaceAllocations(tx, id, []);
        return presentTrade(edited, ledger.allocations);
      });
    },

    async remove(userId: string, id: string): Promise<MessageResponse> {
      await db.transaction(async (tx) => {
        const stored = await lockedTrade(tx, userId, id);
        const ledger = await loadLedger(tx, userId, [stored.stockId]);
        refuseBrokenLedger(
          { ...ledger, trades: ledger.trades.filter((trade) => trade.id !== id) },
          { trade: "delete", tradeId: id },
          ledger,
        );
        await deleteTrade(tx, userId, id);
      });
      logger.info("Trade deleted", { userId, tradeId: id });
      return { message: TRADE_MESSAGES.deleted };
    },

    saleParcels: (userId: string, id: string) => saleParcels.read(userId, id),

    chooseParcels(userId: string, id: string, allocations: readonly { parcelTradeId: string; units: string }[]) {
      return db.transaction(async (tx) => {
        const stored = await lockedTrade(tx, userId, id);
        if (stored.type !== "SELL") throw invalid(TRADE_MESSAGES.notASale);
        const ledger = await loadLedger(tx, userId, [stored.stockId]);
        if (allocations.length === 0) ledger.allocations.delete(id);
        else
          ledger.allocations.set(
            id,
            allocations.map((a) => ({ parcelId: a.parcelTradeId, units: a.units })),
          );
        refuseBrokenLedger(ledger, { trade: "edit", tradeId: id });
        await replaceAllocations(tx, id, allocations);
        return saleParcels.present(stored, ledger);
      });
    },
  };
}

/**
 * A trade entered by hand has a dedupe key of its own, which the trades CSV carries as its Reference:
 * exporting and importing the file back adds nothing.
 */
const enteredTradeKey = (id: string) => `entered:${id}`;

/** The trade's own fields (no stock, ids or keys). */
function fieldsOf(trade: TradeFields): TradeFields {
  const { type, tradeDate, units, price, brokerage, ratioFrom, ratioTo, acquiredOn, note } = trade;
  return { type, tradeDate, units, price, brokerage, ratioFrom, ratioTo, acquiredOn, note };
}

function withoutStock(edit: UpdateTradeInput): Partial<TradeFields> {
  const { stockId: _stock, ...fields } = edit;
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, key === "brokerage" && value === null ? "0" : value]));
}
