// Shareholder list import: read a pasted top-20 list (or a CSV's text), and store it as a stock's
// list for one as-of date. A re-import of the same stock and date REPLACES that list; other dates
// stay, and GET /api/stocks/:id/shareholders shows the latest date.
import {
  MAX_SHAREHOLDER_ROWS,
  SHAREHOLDER_BATCH_SOURCE,
  SHAREHOLDER_IMPORT_MESSAGES,
  importedMessage,
  tooManyRowsMessage,
  type ShareholderImportResult,
  type ShareholderPreview,
} from "@shared/contracts/shareholder-import";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import type { OffThreadParser } from "../parsers";
import { insertBatch } from "../storage/import-batches";
import { deleteEmptyShareholderBatches, deleteShareholderList, insertShareholderRows, lockUserStock } from "../storage/shareholder-import";

export interface ShareholderImportInput {
  asOfDate: string;
  text: string;
  /** 'paste', or the uploaded CSV's name. */
  fileName: string;
}

/** Parses and applies the row limit; the same answer for the preview and the import. */
async function readList(parser: OffThreadParser, text: string): Promise<ShareholderPreview> {
  const parsed = await parser.run("shareholderList", text);
  if (parsed.rows.length > MAX_SHAREHOLDER_ROWS) throw new HttpError(400, "validation_failed", tooManyRowsMessage(parsed.rows.length));
  return parsed;
}

export function createShareholderImportService(deps: { db: Database; logger: Logger; parser: OffThreadParser }) {
  const { db, logger, parser } = deps;
  return {
    preview(text: string): Promise<ShareholderPreview> {
      return readList(parser, text);
    },

    /**
     * One transaction: lock the user's stock (404 for anyone else's, before saying anything about
     * the text), delete its list for the date, record the batch, insert the rows, and drop the
     * batches the replaced rows came from once they hold nothing. Half-bad text imports its good
     * rows and reports the rest as `skipped`, as the analyst imports do; none good is a 400 and
     * nothing is written.
     */
    async importList(userId: string, stockId: string, input: ShareholderImportInput): Promise<ShareholderImportResult> {
      const parsed = await parser.run("shareholderList", input.text);
      const written = await db.transaction(async (tx) => {
        const stock = await lockUserStock(tx, userId, stockId);
        if (!stock) throw new HttpError(404, "not_found", SHAREHOLDER_IMPORT_MESSAGES.stockNotFound);
        if (parsed.rows.length > MAX_SHAREHOLDER_ROWS) throw new HttpError(400, "validation_failed", tooManyRowsMessage(parsed.rows.length));
        if (parsed.rows.length === 0) throw new HttpError(400, "nothing_imported", SHAREHOLDER_IMPORT_MESSAGES.nothingImported, { skipped: parsed.errors });

        const replacedBatches = await deleteShareholderList(tx, stock.id, input.asOfDate);
        const batch = await insertBatch(tx, {
          userId,
          source: SHAREHOLDER_BATCH_SOURCE,
          fileName: input.fileName,
          rowsImported: parsed.rows.length,
          rowsSkipped: parsed.errors.length,
        });
        await insertShareholderRows(
          tx,
          parsed.rows.map((row) => ({
            stockId: stock.id,
            name: row.name,
            shares: row.shares,
            percentage: row.percentage,
            change: row.change,
            asOfDate: input.asOfDate,
            batchId: batch.id,
          })),
        );
        const removedBatches = await deleteEmptyShareholderBatches(tx, userId, replacedBatches);
        return { symbol: stock.symbol, batchId: batch.id, removedBatches };
      });
      logger.info("Shareholders imported", { userId, stockId, batchId: written.batchId, rows: parsed.rows.length, removedBatches: written.removedBatches });
      return {
        message: importedMessage(parsed.rows.length, written.symbol),
        totalRecords: parsed.rows.length,
        skipped: parsed.errors,
        batchId: written.batchId,
      };
    },
  };
}

export type ShareholderImportService = ReturnType<typeof createShareholderImportService>;
