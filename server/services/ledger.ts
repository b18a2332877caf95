// A user's holdings ledger as the services use it: read in a fixed number of statements, replayed by
// shared/domain/ledger, and the one rule every write keeps — replay the ledger with the change and,
// if the replay refuses, answer 422 `ledger_refused` and write nothing (docs/decisions/030-holdings-api.md).
import type { ParcelMethod } from "@shared/contracts/holdings";
import {
  changeRefusalMessage,
  drpAcquisitionOf,
  type DividendRecord,
  type DrpAcquisition,
  formatLedgerDate,
  formatUnits,
  type LedgerInput,
  refusalMessage,
  replayLedger,
  type LedgerTrade,
  type Refusal,
  type ReplayResult,
  type SaleAllocation,
  type TradeChange,
} from "@shared/domain/ledger";
import type { Executor } from "../db/connection";
import { HttpError } from "../http-error";
import { readReinvestedDividends, type DividendRecordRow } from "../storage/dividends";
import { readAllocations, readParcelMethod, readTrades, type StoredAllocation, type TradeRecord } from "../storage/trades";

export interface UserLedger {
  trades: TradeRecord[];
  /** Chosen parcels by sell trade id, in the replay's form. */
  allocations: Map<string, SaleAllocation[]>;
  method: ParcelMethod;
  /** Reinvested dividends: each opens a parcel on its pay date (issue 31). */
  reinvested: DividendRecordRow[];
}

export function allocationMap(stored: readonly StoredAllocation[]): Map<string, SaleAllocation[]> {
  const map = new Map<string, SaleAllocation[]>();
  for (const row of stored) {
    const list = map.get(row.sellTradeId);
    const allocation = { parcelId: row.parcelTradeId, units: row.units };
    if (list) list.push(allocation);
    else map.set(row.sellTradeId, [allocation]);
  }
  return map;
}

/** The user's ledger (of `stockIds` only, when given): four statements, whatever the number of trades and dividends. */
export async function loadLedger(db: Executor, userId: string, stockIds?: readonly string[]): Promise<UserLedger> {
  // One after another: inside a transaction `db` is one client, which must not be sent two statements at once.
  const trades = await readTrades(db, userId, stockIds);
  const allocations = await readAllocations(db, userId, stockIds);
  const method = await readParcelMethod(db, userId);
  const reinvested = await readReinvestedDividends(db, userId, stockIds);
  return { trades, allocations: allocationMap(allocations), method, reinvested };
}

/** A stored dividend as the ledger's formulas read it (an unknown franking % counts as 0). */
export function toDividendRecord(row: DividendRecordRow): DividendRecord {
  return {
    id: row.id,
    stockId: row.stockId,
    exDate: row.exDate,
    payDate: row.payDate,
    amountPerShare: row.amountPerShare,
    units: row.units,
    frankingPercent: row.frankingPercent ?? "0",
    companyTaxRate: row.companyTaxRate,
    drpUnits: row.drpUnits,
    drpPrice: row.drpPrice,
    status: row.status,
  };
}

/** The parcels the reinvested dividends open. */
export function drpAcquisitions(reinvested: readonly DividendRecordRow[]): DrpAcquisition[] {
  return reinvested.flatMap((row) => drpAcquisitionOf(toDividendRecord(row)) ?? []);
}

export function toLedgerTrade(trade: TradeRecord): LedgerTrade {
  return {
    id: trade.id,
    stockId: trade.stockId,
    type: trade.type,
    tradeDate: trade.tradeDate,
    units: trade.units,
    price: trade.price,
    brokerage: trade.brokerage,
    ratioFrom: trade.ratioFrom,
    ratioTo: trade.ratioTo,
    acquiredOn: trade.acquiredOn,
    createdAt: trade.createdAt,
  };
}

/** The ledger as the replay reads it, matched by `method` (the user's own when not given). */
export function ledgerInput(
  ledger: Pick<UserLedger, "trades" | "allocations" | "method" | "reinvested">,
  method: ParcelMethod = ledger.method,
): LedgerInput {
  return { trades: ledger.trades.map(toLedgerTrade), drp: drpAcquisitions(ledger.reinvested), method, allocations: ledger.allocations };
}

export function replayUserLedger(
  ledger: Pick<UserLedger, "trades" | "allocations" | "method" | "reinvested">,
  options: { method?: ParcelMethod; asOf?: string } = {},
): ReplayResult {
  return replayLedger(ledgerInput(ledger, options.method), options.asOf);
}

export const ledgerRefused = (message: string) => new HttpError(422, "ledger_refused", message);

/** Stock id → symbol over the given trades (a refusal names its stock by symbol). */
export function symbolsOf(trades: readonly Pick<TradeRecord, "stockId" | "symbol">[]): Map<string, string> {
  return new Map(trades.map((trade) => [trade.stockId, trade.symbol]));
}

/**
 * Replays `ledger` (already holding the change) and throws 422 when it refuses: the changed trade's
 * own refusal as it is ("Sale of 150 CSL on 3 Mar 2025 is more than the 120 units held on that day"),
 * a later sale's with the change named ("Deleting this trade would leave the sale of … short: 100 units held").
 */
export function refuseBrokenChange(ledger: UserLedger, change: TradeChange, changedTradeId: string): ReplayResult {
  const result = replayUserLedger(ledger);
  const refusal = result.refusals[0];
  if (refusal) {
    const symbol = symbolsOf(ledger.trades).get(refusal.stockId) ?? "";
    throw ledgerRefused(changeRefusalMessage(refusal, symbol, change, changedTradeId));
  }
  return result;
}

/** "… the sale of 120 CSL on 3 Mar 2025 …": the sale a refusal is about. */
function saleNamed(refusal: Refusal, symbol: string): string {
  return `${formatUnits(refusal.unitsSold)} ${symbol} on ${formatLedgerDate(refusal.date)}`;
}

/**
 * Why a change that is not one trade (an undo of an import, a new parcel method) is refused:
 * `doing` names it ("Undoing this import", "Matching by minimise gain").
 */
export function wholeChangeRefusalMessage(refusal: Refusal, symbol: string, doing: string): string {
  if (refusal.code === "oversell") {
    return `${doing} would leave the sale of ${saleNamed(refusal, symbol)} short: ${formatUnits(refusal.unitsHeld)} units held`;
  }
  return `${doing} would break the sale of ${saleNamed(refusal, symbol)}: ${refusalMessage(refusal, symbol)}`;
}
