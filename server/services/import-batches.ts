// The user's import history and undo. Undo removes what the batch wrote; superseded fair values
// come back by themselves because the newest remaining row per stock, source and month wins, and the
// prices it replaced are put back where no refresh or later import has priced the stock since.
import { IMPORT_MESSAGES, type ImportBatchDetail, type ImportBatchView, type UndoImportResult } from "@shared/contracts/imports";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { presentImportBatch } from "../presenters/imports";
import { deleteBatchFairValues } from "../storage/fair-values";
import {
  batchHoldings,
  countRestorablePrices,
  deleteBatch,
  deleteBatchAlertSettings,
  deleteBatchAllocations,
  deleteBatchJournalEntries,
  deleteBatchShareholders,
  deleteBatchTaxStatements,
  deleteBatchTrades,
  deleteEmptyStocksCreatedBy,
  findBatch,
  listBatches,
  lockBatch,
  lockBatchStocks,
  relinkReplacedPrices,
  restoreReplacedPrices,
  stocksCreatedBy,
} from "../storage/import-batches";
import { batchDividendStockIds, deleteBatchDividends } from "../storage/dividends";
import { batchActionStockIds, deleteBatchCorporateActions } from "../storage/corporate-actions";
import { batchTradeStockIds, lockLedger } from "../storage/trades";
import { newAlertsFor, type AlertEvaluator } from "./alert-evaluation";
import { ledgerRefused, loadLedger, refuseBrokenLedger } from "./ledger";

/**
 * An import's trades may be what later sales sell (entered by hand, or imported since): undoing it is
 * refused, with nothing removed, when the ledger without them would refuse a sale. Answers that
 * sentence, or null. `lock` takes the user's ledger lock first (the undo itself; the confirmation
 * only reads).
 */
async function undoRefusal(tx: Executor, userId: string, batchId: string, { lock }: { lock: boolean }): Promise<string | null> {
  const tradeStocks = await batchTradeStockIds(tx, userId, batchId);
  const dividendStocks = await batchDividendStockIds(tx, userId, batchId);
  const stockIds = [...new Set([...tradeStocks, ...dividendStocks, ...(await batchActionStockIds(tx, userId, batchId))])];
  if (stockIds.length === 0) return null;
  if (lock) await lockLedger(tx, userId);
  const stored = await loadLedger(tx, userId, stockIds);
  const changed = {
    ...stored,
    trades: stored.trades.filter((trade) => trade.batchId !== batchId),
    // A dividend import's reinvestments open parcels a later sale may sell.
    dividends: stored.dividends.filter((dividend) => dividend.batchId !== batchId),
    // An account import's corporate actions go with it (a later sale of the demerged shares may need one).
    actions: stored.actions?.filter((action) => action.batchId !== batchId),
  };
  // The ledger's one refusal path, its sentence kept for the confirmation.
  try {
    refuseBrokenLedger(changed, { doing: "Undoing this import" }, stored);
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.code === "ledger_refused") return error.message;
    throw error;
  }
}

const batchNotFound = () => new HttpError(404, "not_found", IMPORT_MESSAGES.batchNotFound);

export function createImportBatchService(deps: { db: Database; logger: Logger; alerts: AlertEvaluator }) {
  const { db, logger, alerts } = deps;
  return {
    async list(userId: string): Promise<ImportBatchView[]> {
      return (await listBatches(db, userId)).map(presentImportBatch);
    },

    /**
     * What the batch holds and what undoing it would do now, read with the same rules the undo
     * applies (the stocks it keeps, the prices it puts back, its refusal): the confirmation lists them.
     */
    async detail(userId: string, batchId: string): Promise<ImportBatchDetail> {
      return db.transaction(async (tx) => {
        const batch = await findBatch(tx, userId, batchId);
        if (!batch) throw batchNotFound();
        const created = await stocksCreatedBy(tx, userId, batchId);
        return {
          batch: presentImportBatch(batch),
          holds: await batchHoldings(tx, batchId),
          undo: {
            removesStocks: created.filter((stock) => stock.kept === null).map((stock) => stock.symbol),
            keepsStocks: created.flatMap((stock) => (stock.kept === null ? [] : [{ symbol: stock.symbol, reason: stock.kept }])),
            restoresPrices: await countRestorablePrices(tx, userId, batchId),
            refusal: await undoRefusal(tx, userId, batchId, { lock: false }),
          },
        };
      });
    },

    /**
     * One transaction: the batch's fair values, shareholder rows, journal entries, allocations, corporate
     * actions, trades, dividends, tax statements and alert settings (journal entries, allocations and alert settings
     * only an account import writes; its holding settings go with the batch row), then the stocks it created that now hold
     * nothing (a stock that also has another import's values, shareholders, journal entries or an
     * allocation stays), then the batch row. The prices the batch set go back to the ones it
     * replaced, unless a refresh or another import has priced the stock since (decision 029). The
     * alerts of the stocks it touched are evaluated in the same transaction, a stock whose price came
     * back keeping what its price levels told the user (shared/domain/alert-trigger.ts).
     */
    async undo(userId: string, batchId: string): Promise<UndoImportResult> {
      const result = await db.transaction(async (tx) => {
        // Another user's batch answers exactly like a missing one.
        if (!(await lockBatch(tx, userId, batchId))) throw batchNotFound();
        const refusal = await undoRefusal(tx, userId, batchId, { lock: true });
        if (refusal) throw ledgerRefused(refusal);
        const touched = await lockBatchStocks(tx, userId, batchId);
        const removedFairValues = await deleteBatchFairValues(tx, batchId);
        const removedShareholders = await deleteBatchShareholders(tx, batchId);
        const removedJournalEntries = await deleteBatchJournalEntries(tx, batchId);
        const removedAllocations = await deleteBatchAllocations(tx, userId, batchId);
        const removedCorporateActions = await deleteBatchCorporateActions(tx, userId, batchId);
        const removedTrades = await deleteBatchTrades(tx, userId, batchId);
        const removedDividends = await deleteBatchDividends(tx, userId, batchId);
        const removedTaxStatements = await deleteBatchTaxStatements(tx, userId, batchId);
        // Before the evaluation: the account is back to the defaults it had.
        const removedAlertSettings = await deleteBatchAlertSettings(tx, userId, batchId);
        const restored = await restoreReplacedPrices(tx, userId, batchId);
        await relinkReplacedPrices(tx, batchId);
        const removedStocks = await deleteEmptyStocksCreatedBy(tx, userId, batchId);
        await deleteBatch(tx, userId, batchId);
        const restoredPrices = new Map(restored.map((row) => [row.stockId, { activeLevels: new Set(row.activeLevels) }]));
        const evaluation = await alerts.evaluate(tx, { stockIds: touched }, restoredPrices);
        return {
          message: IMPORT_MESSAGES.undone,
          removedFairValues,
          removedShareholders,
          removedJournalEntries,
          removedAllocations,
          removedAlertSettings,
          removedStocks,
          removedTrades,
          removedDividends,
          removedTaxStatements,
          removedCorporateActions,
          newAlerts: newAlertsFor(evaluation, userId),
        };
      });
      logger.info("Import undone", { userId, batchId, ...result });
      return result;
    },
  };
}
