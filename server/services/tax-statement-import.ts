// Importing the annual tax statements CSV (POST /api/import/tax-statements, issue 47): parse off the
// main thread (server/parsers/tax-statements-csv.ts), then check each row against the user's ledger
// — a stock of theirs, units of it held in the row's year — and write the accepted rows as one batch
// in one set-based statement; a dry run answers what would happen and writes nothing. A fund and
// year that already has the same statement is a duplicate (a re-import adds nothing); one with other
// amounts is a line error (edit it instead). Undo is the batch's undo in Data History. Statements do
// not grow with the rows.
import {
  TAX_STATEMENT_IMPORT_SOURCE,
  TAX_STATEMENT_MESSAGES,
  STATEMENT_AMOUNT_FIELDS,
  fyLabel,
  type TaxStatementImportResult,
} from "@shared/contracts/tax-statements";
import { toCents } from "@shared/domain/ledger";
import { heldInFinancialYear } from "@shared/domain/tax/statements";
import type { SkippedRow } from "@shared/contracts/imports";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { decodeTextFile, type OffThreadParser } from "../parsers";
import { TAX_STATEMENT_CSV_HELP, type ParsedTaxStatement } from "../parsers/tax-statements-csv";
import { insertBatch } from "../storage/import-batches";
import { insertTaxStatements, readTaxStatements, type NewTaxStatementRow, type TaxStatementRecord } from "../storage/tax-statements";
import { lockLedger } from "../storage/trades";
import { refuseTooManyRows } from "./ledger-file-limits";
import { loadLedger, replayUserLedger } from "./ledger";
import { stockResolver } from "./stock-codes";

/** The same amounts, whatever their spelling ("2400" and "2400.00"). */
const sameAmounts = (a: ParsedTaxStatement, b: TaxStatementRecord) =>
  STATEMENT_AMOUNT_FIELDS.every((field) =>
    a[field] === null ? b[field] === null : b[field] !== null && toCents(a[field]) === toCents(b[field]),
  );

export function createTaxStatementImportService(deps: { db: Database; logger: Logger; parser: OffThreadParser }) {
  const { db, logger, parser } = deps;

  async function plan(tx: Executor, userId: string, rows: ParsedTaxStatement[]) {
    // A fund that changed its code is found by the code it had in the statement's year (services/stock-codes.ts).
    const resolve = await stockResolver(
      tx,
      userId,
      rows.map((row) => row.symbol),
    );
    const stockIds = new Map(rows.map((row) => [row, resolve(row.symbol, `${row.fy}-06-30`)?.id]));
    const ids = [...new Set([...stockIds.values()].flatMap((id) => (id ? [id] : [])))];
    const { positions } = replayUserLedger(await loadLedger(tx, userId, ids));
    const existing = new Map((await readTaxStatements(tx, userId, { stockIds: ids })).map((row) => [`${row.stockId}|${row.fy}`, row]));
    const errors: SkippedRow[] = [];
    const accepted: Omit<NewTaxStatementRow, "batchId">[] = [];
    let duplicates = 0;
    for (const row of rows) {
      const stockId = stockIds.get(row);
      const reason = (text: string) => errors.push({ line: row.line, reason: `${row.symbol}: ${text}` });
      if (stockId === undefined) {
        reason("not one of your stocks: add its trades first");
        continue;
      }
      const stored = existing.get(`${stockId}|${row.fy}`);
      if (stored) {
        if (sameAmounts(row, stored)) duplicates += 1;
        else reason(`already has a tax statement for ${fyLabel(row.fy)} with other amounts: edit that one on the Tax page`);
        continue;
      }
      if (!heldInFinancialYear(positions.get(stockId), row.fy)) {
        reason(`none was held in ${fyLabel(row.fy)}: a tax statement needs units held in its year`);
        continue;
      }
      const { line: _line, symbol: _symbol, ...statement } = row;
      accepted.push({ ...statement, userId, stockId, note: null });
    }
    return { accepted, duplicates, errors };
  }

  return {
    async importFile(userId: string, file: { fileName: string; bytes: Uint8Array }, dryRun: boolean): Promise<TaxStatementImportResult> {
      const text = decodeTextFile(file.bytes) ?? "";
      refuseTooManyRows(text, "tax statement");
      const parsed = await parser.run("taxStatementCsv", text);
      if (parsed.failure) {
        const { error, hint, sample } = parsed.failure;
        throw new HttpError(400, "unreadable_import", error, { hint, sample });
      }
      if (parsed.rows.length + parsed.skipped.length + parsed.errors.length === 0)
        throw new HttpError(400, "unreadable_import", TAX_STATEMENT_MESSAGES.noRows, TAX_STATEMENT_CSV_HELP);
      const result = await db.transaction(async (tx) => {
        if (!dryRun) await lockLedger(tx, userId);
        const planned = await plan(tx, userId, parsed.rows);
        const errors = [...parsed.errors, ...planned.errors].sort((a, b) => a.line - b.line);
        let batchId: string | null = null;
        let inserted = planned.accepted.length;
        if (!dryRun && planned.accepted.length > 0) {
          const batch = await insertBatch(tx, {
            userId,
            source: TAX_STATEMENT_IMPORT_SOURCE,
            fileName: file.fileName,
            rowsImported: planned.accepted.length,
            rowsSkipped: parsed.skipped.length + errors.length + planned.duplicates,
          });
          batchId = batch.id;
          inserted = (
            await insertTaxStatements(
              tx,
              planned.accepted.map((row) => ({ ...row, batchId: batch.id })),
            )
          ).length;
        }
        return { dryRun, rows: parsed.rows.length, inserted, duplicates: planned.duplicates, skipped: parsed.skipped, errors, batchId };
      });
      if (!dryRun)
        logger.info("Tax statements imported", { userId, ...result, skipped: result.skipped.length, errors: result.errors.length });
      return result;
    },
  };
}
