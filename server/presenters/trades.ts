// The one place a stored trade becomes the API's TradeView: its fields as stored (canonical decimal
// strings), its stock's symbol, and a sale's chosen parcels.
import type { TradeView } from "@shared/contracts/trades";
import type { SaleAllocation } from "@shared/domain/ledger";
import type { TradeRecord } from "../storage/trades";

export function presentTrade(trade: TradeRecord, allocations: ReadonlyMap<string, readonly SaleAllocation[]>): TradeView {
  return {
    id: trade.id,
    stockId: trade.stockId,
    symbol: trade.symbol,
    type: trade.type,
    tradeDate: trade.tradeDate,
    units: trade.units,
    price: trade.price,
    brokerage: trade.brokerage,
    ratioFrom: trade.ratioFrom,
    ratioTo: trade.ratioTo,
    acquiredOn: trade.acquiredOn,
    note: trade.note,
    batchId: trade.batchId,
    createdAt: trade.createdAt,
    allocations: (allocations.get(trade.id) ?? []).map((a) => ({ parcelTradeId: a.parcelId, units: a.units })),
  };
}

/** Newest first: by trade date, then the order they were entered (the replay's order, reversed). */
export function newestFirst(a: TradeRecord, b: TradeRecord): number {
  if (a.tradeDate !== b.tradeDate) return a.tradeDate < b.tradeDate ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
