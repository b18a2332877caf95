// Shareholders: the user's rows, a stock's latest list, deleting a row, and the list import — read
// a pasted top-20 list (or a CSV's text) and store it as a stock's list for one as-of date. A
// re-import of the same stock and date REPLACES that list; other dates stay.
import type { MessageResponse } from "@shared/contracts/responses";
import {
  MAX_SHAREHOLDER_ROWS,
  SHAREHOLDER_BATCH_SOURCE,
  SHAREHOLDER_MESSAGES,
  importedMessage,
  tooManyRowsMessage,
  type ShareholderImportResult,
  type ShareholderPreview,
  type ShareholderView,
} from "@shared/contracts/shareholders";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import type { OffThreadParser } from "../parsers";
import { presentShareholder } from "../presenters/shareholders";
import { insertBatch } from "../storage/import-batches";
import {
  deleteEmptyShareholderBatches,
  deleteShareholderList,
  deleteUserShareholder,
  insertShareholderRows,
  latestShareholders,
  listUserShareholders,
} from "../storage/shareholders";
import { ownedStock } from "./ownership";

export interface ShareholderImportInput {
  asOfDate: string;
  text: string;
  /** 'paste', or the uploaded CSV's name. */
  fileName: string;
}

const tooManyRows = (rows: number) => new HttpError(400, "validation_failed", tooManyRowsMessage(rows));

export function createShareholderService(deps: { db: Database; logger: Logger; parser: OffThreadParser }) {
  const { db, logger, parser } = deps;
  return {
    async list(userId: string): Promise<ShareholderView[]> {
      return (await listUserShareholders(db, userId)).map(presentShareholder);
    },

    /** The stock's most recent list (latest as-of date), largest holding first. */
    async latestForStock(userId: string, stockId: string): Promise<ShareholderView[]> {
      const stock = await ownedStock(db, userId, stockId);
      return (await latestShareholders(db, stock.id)).map((row) => presentShareholder({ ...row, symbol: stock.symbol }));
    },

    async remove(userId: string, id: string): Promise<MessageResponse> {
      if (!(await deleteUserShareholder(db, userId, id))) throw new HttpError(404, "not_found", SHAREHOLDER_MESSAGES.notFound);
      return { message: SHAREHOLDER_MESSAGES.deleted };
    },

    /** Parses and applies the row limit; the import gives the same answer for the same text. */
    async preview(text: string): Promise<ShareholderPreview> {
      const parsed = await parser.run("shareholderList", text);
      if (parsed.rows.length > MAX_SHAREHOLDER_ROWS) throw tooManyRows(parsed.rows.length);
      return parsed;
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
        const stock = await ownedStock(tx, userId, stockId, { lock: true });
        if (parsed.rows.length > MAX_SHAREHOLDER_ROWS) throw tooManyRows(parsed.rows.length);
        if (parsed.rows.length === 0)
          throw new HttpError(400, "nothing_imported", SHAREHOLDER_MESSAGES.nothingImported, { skipped: parsed.errors });

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
      logger.info("Shareholders imported", {
        userId,
        stockId,
        batchId: written.batchId,
        rows: parsed.rows.length,
        removedBatches: written.removedBatches,
      });
      return {
        message: importedMessage(parsed.rows.length, written.symbol),
        totalRecords: parsed.rows.length,
        skipped: parsed.errors,
        batchId: written.batchId,
      };
    },
  };
}

export type ShareholderService = ReturnType<typeof createShareholderService>;
