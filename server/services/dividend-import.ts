// Importing the app's dividend CSV (POST /api/import/dividends): parse off the main thread
// (server/parsers/dividends-csv.ts), then, in ex-date order, check each row against the user's
// ledger — a stock the user has traded, units held before the ex-date (or given), a reinvestment the
// cash pays for — and write the accepted rows as one batch in one set-based statement; or, for a dry
// run, answer what would happen and write nothing. A stock and ex-date the user already has a
// dividend for is a duplicate (a re-import adds nothing), except a market-data estimate, which the
// file's row replaces. A reinvestment in the file counts in the units of the file's later dividends.
// Undo is the batch's undo in Data History. Statements do not grow with the rows.
import {
  DIVIDEND_IMPORT_SOURCE,
  DIVIDEND_MESSAGES,
  dividendStatusOf,
  type DividendFields,
  type DividendImportResult,
} from "@shared/contracts/dividends";
import type { SkippedRow } from "@shared/contracts/imports";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { decodeTextFile, type OffThreadParser } from "../parsers";
import { DIVIDEND_CSV_HELP, type ParsedDividend } from "../parsers/dividends-csv";
import { importDividendRows, readDividendKeys, type DividendRecordRow, type NewDividendRow } from "../storage/dividends";
import { insertBatch } from "../storage/import-batches";
import { lockLedger } from "../storage/trades";
import { heldUnits, refuseBadFigures, resolveUnits, storedFields } from "./dividend-ledger";
import { refuseTooManyRows } from "./ledger-file-limits";
import { loadLedger } from "./ledger";
import { stockResolver } from "./stock-codes";

/** A market-data estimate, which a file's row for the same stock and ex-date replaces. */
const replacesAnEstimate = (stored: { source: string; status: string }) => stored.source === "provider" && stored.status === "estimated";

/** A file row's reinvestment as the replay reads it: its shares acquired on its pay date (its units do not matter to them). */
function reinvestmentOf(row: ParsedDividend, stock: { id: string; symbol: string }): DividendRecordRow {
  return {
    id: `line:${row.line}`,
    stockId: stock.id,
    symbol: stock.symbol,
    exDate: row.exDate,
    payDate: row.payDate,
    drpUnits: row.drpUnits,
    drpPrice: row.drpPrice,
    units: null,
    unitsOverridden: false,
  } as DividendRecordRow;
}

const byExDateThenLine = (a: ParsedDividend, b: ParsedDividend) =>
  a.exDate !== b.exDate ? (a.exDate < b.exDate ? -1 : 1) : a.line - b.line;

/** The row's problem as the refusal's sentence, named by its code. */
function reasonOf(error: unknown, symbol: string): string {
  if (error instanceof HttpError) return `${symbol}: ${error.message}`;
  throw error;
}

export function createDividendImportService(deps: { db: Database; logger: Logger; parser: OffThreadParser }) {
  const { db, logger, parser } = deps;

  /** Read-only: which rows go in (and which of those replace an estimate), which are duplicates, which are errors. */
  async function plan(tx: Executor, userId: string, rows: ParsedDividend[]) {
    // A row with a code the stock had before a code change lands on that stock (services/stock-codes.ts).
    const resolve = await stockResolver(
      tx,
      userId,
      rows.map((row) => row.symbol),
    );
    const stockOf = new Map(rows.map((row) => [row, resolve(row.symbol, row.exDate)]));
    const ids = [...new Set([...stockOf.values()].flatMap((stock) => (stock ? [stock.id] : [])))];
    const ledger = await loadLedger(tx, userId, ids);
    const existing = new Map((await readDividendKeys(tx, userId, ids)).map((key) => [`${key.stockId}|${key.exDate}`, key]));
    const sorted = [...rows].sort(byExDateThenLine);
    // Each reinvestment in the file counts in the file's later dividends of its stock: all of them are
    // in the one replay from the start (a row's own, paid on or after its ex-date, and a later row's
    // cannot reach the day before an ex-date read so far), and one that does not go in is taken out.
    const reinvesting = new Map<ParsedDividend, DividendRecordRow>();
    for (const row of sorted) {
      const stock = stockOf.get(row);
      const stored = stock && existing.get(`${stock.id}|${row.exDate}`);
      if (!stock || row.drpUnits === null || row.payDate === null || (stored && !replacesAnEstimate(stored))) continue;
      reinvesting.set(row, reinvestmentOf(row, stock));
    }
    ledger.dividends.push(...reinvesting.values());
    const held = heldUnits(ledger);
    const leftOut = (row: ParsedDividend) => {
      const reinvestment = reinvesting.get(row);
      if (!reinvestment) return;
      ledger.dividends.splice(ledger.dividends.indexOf(reinvestment), 1);
      held.changedFrom(reinvestment.payDate!);
    };
    const errors: SkippedRow[] = [];
    const accepted: Omit<NewDividendRow, "batchId">[] = [];
    const inFile = new Map<string, number>();
    let duplicates = 0;
    let replaced = 0;
    for (const row of sorted) {
      const stockId = stockOf.get(row)?.id;
      const stock = { id: stockId ?? "", symbol: stockOf.get(row)?.symbol ?? row.symbol };
      const key = `${stockId}|${row.exDate}`;
      const earlierLine = inFile.get(key);
      if (earlierLine !== undefined) {
        errors.push({
          line: row.line,
          reason: `${row.symbol}: line ${earlierLine} has a dividend with the same Ex Date: one dividend per ex-date`,
        });
        leftOut(row);
        continue;
      }
      const stored = existing.get(key);
      const replacesEstimate = stored !== undefined && replacesAnEstimate(stored);
      if (stored !== undefined && !replacesEstimate) {
        duplicates += 1;
        continue;
      }
      const fields: DividendFields = {
        exDate: row.exDate,
        payDate: row.payDate,
        amountPerShare: row.amountPerShare,
        frankingPercent: row.frankingPercent,
        companyTaxRate: "0.30",
        units: row.units,
        drpUnits: row.drpUnits,
        drpPrice: row.drpPrice,
        note: null,
      };
      try {
        const checked = refuseBadFigures(storedFields(stock.id, fields, resolveUnits(ledger, held, stock, fields)));
        accepted.push({ ...checked, userId, source: "import" });
        inFile.set(key, row.line);
        if (replacesEstimate) replaced += 1;
      } catch (error) {
        errors.push({ line: row.line, reason: reasonOf(error, row.symbol) });
        leftOut(row);
      }
    }
    return { accepted, duplicates, replaced, errors };
  }

  return {
    async importFile(userId: string, file: { fileName: string; bytes: Uint8Array }, dryRun: boolean): Promise<DividendImportResult> {
      const text = decodeTextFile(file.bytes) ?? "";
      refuseTooManyRows(text, "dividend");
      const parsed = await parser.run("dividendCsv", text);
      if (parsed.failure) {
        const { error, hint, sample } = parsed.failure;
        throw new HttpError(400, "unreadable_import", error, { hint, sample });
      }
      // A header alone: say so, not "0 dividends".
      if (parsed.rows.length + parsed.skipped.length + parsed.errors.length === 0)
        throw new HttpError(400, "unreadable_import", DIVIDEND_MESSAGES.noRows, DIVIDEND_CSV_HELP);
      const result = await db.transaction(async (tx) => {
        if (!dryRun) await lockLedger(tx, userId);
        const planned = await plan(tx, userId, parsed.rows);
        const errors = [...parsed.errors, ...planned.errors].sort((a, b) => a.line - b.line);
        let batchId: string | null = null;
        let written = { inserted: planned.accepted.length, replaced: planned.replaced };
        if (!dryRun && planned.accepted.length > 0) {
          const batch = await insertBatch(tx, {
            userId,
            source: DIVIDEND_IMPORT_SOURCE,
            fileName: file.fileName,
            rowsImported: planned.accepted.length,
            rowsSkipped: parsed.skipped.length + errors.length + planned.duplicates,
          });
          batchId = batch.id;
          written = await importDividendRows(
            tx,
            planned.accepted.map((row) => ({ ...row, batchId: batch.id, status: dividendStatusOf(row) })),
          );
        }
        return {
          dryRun,
          rows: parsed.rows.length,
          inserted: written.inserted,
          replacedEstimates: written.replaced,
          duplicates: planned.duplicates,
          skipped: parsed.skipped,
          errors,
          batchId,
        };
      });
      if (!dryRun) logger.info("Dividends imported", { userId, ...result, skipped: result.skipped.length, errors: result.errors.length });
      return result;
    },
  };
}
