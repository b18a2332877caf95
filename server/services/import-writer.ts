// Writes an import plan in ONE transaction: the batch row, the stocks it needs, the prices it gives
// and its fair values. Each write is one set-based statement over all of the import's rows (every
// column one array parameter), so the statement count is the same for 10 rows or 2,000
// (server/test/import-statements.test.ts, docs/performance.md). The import's alerts are evaluated in
// the same transaction (services/alert-evaluation.ts).
import type { ImportSource } from "@shared/contracts/imports";
import type { Database } from "../db/connection";
import { insertImportFairValues, type ImportFairValue } from "../storage/import-fair-values";
import { insertBatch } from "../storage/import-batches";
import { lockImportStocks, upsertImportStocks } from "../storage/import-stocks";
import { newAlertsFor, type AlertEvaluator } from "./alert-evaluation";
import type { ImportPlan } from "./import-plan";
import { planWithCurrentCodes } from "./stock-codes";

export interface ImportWrite {
  userId: string;
  source: ImportSource;
  fileName: string;
  /** Placement of the stocks this import creates; existing stocks keep theirs. */
  isPortfolio: boolean;
  plan: ImportPlan;
  /** The import time: lastPriceUpdatedAt of every price the data gives. */
  at: Date;
}

export interface ImportWritten {
  batchId: string;
  createdStocks: number;
  updatedPrices: number;
  fairValues: number;
  /** Alerts the import's prices and fair values created. */
  newAlerts: number;
}

export async function writeImport(db: Database, alerts: AlertEvaluator, write: ImportWrite): Promise<ImportWritten> {
  const { userId, at } = write;
  return db.transaction(async (tx) => {
    // A row with a code a stock had before its code change lands on that stock (services/stock-codes.ts).
    const plan = await planWithCurrentCodes(tx, userId, write.plan);
    await lockImportStocks(
      tx,
      userId,
      plan.stocks.map((stock) => stock.symbol),
    );
    const batch = await insertBatch(tx, {
      userId,
      source: write.source,
      fileName: write.fileName,
      rowsImported: plan.rowsImported,
      rowsSkipped: plan.skipped.length,
    });
    const refs = await upsertImportStocks(
      tx,
      { userId, batchId: batch.id, isPortfolio: write.isPortfolio },
      plan.stocks.map((stock) => ({
        symbol: stock.symbol,
        name: stock.name,
        nameOrigin: stock.nameOrigin,
        sector: stock.sector,
        lastPrice: stock.lastPrice ?? stock.placeholderPrice,
        priceGiven: stock.lastPrice !== null,
      })),
      at,
    );
    const stockIds = new Map(refs.map((ref) => [ref.symbol, ref.id]));
    const created = new Set(refs.filter((ref) => ref.created).map((ref) => ref.symbol));
    const rows: ImportFairValue[] = plan.fairValues.map((value) => {
      const stockId = stockIds.get(value.symbol);
      // Every planned value names a planned stock; a miss is a bug, and throwing rolls it all back.
      if (!stockId) throw new Error(`Import plan has a fair value for ${value.symbol} but no stock`);
      return { stockId, source: value.source, asOfMonth: value.asOfMonth, fairValue: value.fairValue, meta: value.meta };
    });
    await insertImportFairValues(tx, batch.id, rows);
    const evaluation = await alerts.evaluate(tx, { stockIds: refs.map((ref) => ref.id) });
    return {
      batchId: batch.id,
      createdStocks: created.size,
      updatedPrices: plan.stocks.filter((stock) => stock.lastPrice !== null && !created.has(stock.symbol)).length,
      fairValues: rows.length,
      newAlerts: newAlertsFor(evaluation, userId),
    };
  });
}
