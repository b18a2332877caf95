// Writes an import plan in ONE transaction: the batch row, the stocks it needs, the prices it gives
// and its fair values. Every write is a multi-row statement over at most IMPORT_CHUNK_SIZE rows, so
// the statement count grows with rows / 500, never with rows (server/test/import-statements.test.ts).
import type { ImportSource } from "@shared/contracts/imports";
import type { NewFairValue } from "@shared/schema";
import type { Database, Executor } from "../db/connection";
import { insertFairValueRows } from "../storage/fair-values";
import { insertBatch } from "../storage/import-batches";
import { findStocksBySymbol, insertMissingStocks, updateStockPrices } from "../storage/import-stocks";
import type { ImportPlan, PlannedStock } from "./import-plan";

/** Rows per INSERT / UPDATE: a few thousand bind parameters, far below PostgreSQL's 65,535. */
export const IMPORT_CHUNK_SIZE = 500;

export function chunked<T>(items: readonly T[], size = IMPORT_CHUNK_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

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
}

/**
 * Creates the missing stocks of one chunk, then sets the given prices on the ones that already
 * existed. Returns symbol → stock id for the whole chunk.
 */
async function writeStockChunk(tx: Executor, write: ImportWrite, batchId: string, chunk: PlannedStock[]) {
  const { userId, at } = write;
  const created = await insertMissingStocks(
    tx,
    { userId, batchId, isPortfolio: write.isPortfolio },
    chunk.map((stock) => ({
      symbol: stock.symbol,
      name: stock.name,
      sector: stock.sector,
      lastPrice: stock.lastPrice ?? stock.placeholderPrice,
      // Without a price in the data the placeholder is not a market price: leave its time unknown.
      lastPriceUpdatedAt: stock.lastPrice === null ? null : at,
    })),
  );
  const createdSymbols = new Set(created.map((stock) => stock.symbol));
  // When every stock was new the insert already returned every id; otherwise read the rest.
  const refs = created.length === chunk.length ? created : await findStocksBySymbol(tx, userId, chunk.map((s) => s.symbol));
  const ids = new Map(refs.map((ref) => [ref.symbol, ref.id]));
  const prices = chunk.flatMap((stock) => {
    const id = ids.get(stock.symbol);
    return stock.lastPrice === null || createdSymbols.has(stock.symbol) || !id ? [] : [{ id, lastPrice: stock.lastPrice }];
  });
  await updateStockPrices(tx, userId, prices, at);
  return { ids, created: created.length, updatedPrices: prices.length };
}

export async function writeImport(db: Database, write: ImportWrite): Promise<ImportWritten> {
  const { plan } = write;
  return db.transaction(async (tx) => {
    const batch = await insertBatch(tx, {
      userId: write.userId,
      source: write.source,
      fileName: write.fileName,
      rowsImported: plan.rowsImported,
      rowsSkipped: plan.skipped.length,
    });
    const stockIds = new Map<string, string>();
    let createdStocks = 0;
    let updatedPrices = 0;
    for (const chunk of chunked(plan.stocks)) {
      const written = await writeStockChunk(tx, write, batch.id, chunk);
      for (const [symbol, id] of written.ids) stockIds.set(symbol, id);
      createdStocks += written.created;
      updatedPrices += written.updatedPrices;
    }
    const rows: NewFairValue[] = plan.fairValues.map((value) => {
      const stockId = stockIds.get(value.symbol);
      // Every planned value names a planned stock; a miss is a bug, and throwing rolls it all back.
      if (!stockId) throw new Error(`Import plan has a fair value for ${value.symbol} but no stock`);
      return {
        stockId,
        source: value.source,
        asOfMonth: value.asOfMonth,
        fairValue: value.fairValue,
        meta: value.meta,
        batchId: batch.id,
      };
    });
    for (const chunk of chunked(rows)) await insertFairValueRows(tx, chunk);
    return { batchId: batch.id, createdStocks, updatedPrices, fairValues: rows.length };
  });
}
