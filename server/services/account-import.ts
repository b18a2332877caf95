// POST /api/import/archive: an account export (shared/contracts/account-archive.ts) loaded into the
// signed-in account, on this instance or another. The file is read and checked in the parse worker
// (server/parsers/account-archive.ts); a refusal there writes nothing. The write is ONE transaction
// and ONE import batch: stocks are merged by symbol (an existing stock keeps its id and its fields,
// a new one is created by the batch, alert target and all), rows already in the account are left out,
// the file's alert settings and holding settings (parcel method, tax entity, loss brought in) are taken
// only by an account without its own, a fund's tax statement only for a year the account has none for,
// a corporate action only of a stock, type and date the account has none of (after the trades it
// bears on, checked as POST /api/corporate-actions checks one: decision 070), and undoing the batch
// (services/import-batches.ts) removes exactly what it added. A dry run does all of it, answers the
// counts and rolls back.
import { ACCOUNT_ARCHIVE_BATCH_SOURCE, ACCOUNT_ARCHIVE_MESSAGES, type AccountImportResult } from "@shared/contracts/account-archive";
import { corporateActionBodyProblem, corporateActionBodyShape } from "@shared/contracts/corporate-actions";
import { actionTitle } from "@shared/contracts/corporate-action-views";
import { actionParameterProblem } from "@shared/domain/corporate-actions";
import { futureDateMessage } from "@shared/contracts/dates";
import { neverHeldMessage, noTradesMessage } from "@shared/contracts/dividends";
import { addDays, dividendUnits, formatLedgerDate, type ReplayResult } from "@shared/domain/ledger";
import { sydneyDay } from "@shared/domain/months";
import { heldInFinancialYear } from "@shared/domain/tax/statements";
import { fyLabel, notHeldInYearMessage } from "@shared/contracts/tax-statements";
import type { Database, Executor } from "../db/connection";
import type { CorporateActionRecord } from "../storage/corporate-actions";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import type { AccountArchiveRead, ArchiveCounts, OffThreadParser } from "../parsers";
import {
  endBulkInserts,
  insertArchiveAlertSettings,
  insertArchiveAllocations,
  insertArchiveCorporateActions,
  insertArchiveFairValues,
  insertArchiveHoldingSettings,
  insertArchiveJournalEntries,
  insertArchiveShareholders,
  insertArchiveStocks,
  insertArchiveDividends,
  insertArchiveTaxStatements,
  insertArchiveTrades,
  beginAccountImport,
} from "../storage/account-import";
import { readDividends, type DividendRecordRow } from "../storage/dividends";
import { readTaxStatements, type TaxStatementRecord } from "../storage/tax-statements";
import { insertBatch, updateBatchCounts } from "../storage/import-batches";
import { lockLedger } from "../storage/trades";
import { newAlertsFor, type AlertEvaluator } from "./alert-evaluation";
import { dividendStockKnown, refuseBadFigures } from "./dividend-ledger";
import { ActionRefusedError, actionNameOf, domainActionOf, type ActionName } from "./corporate-action-ledger";
import { ledgerRefused, loadLedger, refuseBrokenLedger, type UserLedger } from "./ledger";

const fileRows = (counts: ArchiveCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** Thrown inside the transaction when nothing was new, so it rolls back its empty batch. */
class NothingNew extends Error {}

type Written = Omit<AccountImportResult, "message" | "dryRun" | "batchId" | "totalRecords" | "skipped" | "newAlerts">;
type Counted = Written & Pick<AccountImportResult, "totalRecords" | "skipped">;

/** Thrown at the end of a dry run's transaction, so it rolls back what it wrote and answers the counts. */
class DryRunDone extends Error {
  constructor(readonly counted: Counted) {
    super("dry run");
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const actionRefused = (name: ActionName, reason: string) =>
  ledgerRefused(ACCOUNT_ARCHIVE_MESSAGES.actionRefused(actionTitle(name), lowerFirst(reason)));

/**
 * The rules across an imported action's fields and its parameters, which POST /api/corporate-actions
 * checks before its replay (services/corporate-actions.ts `checkedWrite`): 422 naming the action.
 */
function refuseImportedActionRules(imported: readonly CorporateActionRecord[]): void {
  for (const record of imported) {
    const body = corporateActionBodyShape.parse({ ...record.body, type: record.type, stockId: record.stockId });
    const bodyProblem = corporateActionBodyProblem(body);
    // A body whose fields disagree cannot become the domain's action: named by its first date field.
    if (bodyProblem) throw actionRefused({ symbol: record.symbol, type: record.type, date: firstDateOf(record.body) }, bodyProblem.message);
    const action = domainActionOf(record, body);
    const problem = actionParameterProblem(action);
    if (problem) throw actionRefused(actionNameOf(record, action), problem.message);
  }
}

/** The date an action's body gives first (the one an import matches actions by, storage/account-import.ts). */
const firstDateOf = (body: Readonly<Record<string, unknown>>) => String(body.exDate ?? body.effectiveDate ?? body.date ?? "");

/**
 * The file's trades and corporate actions joined to the account's own must still replay (a sale of
 * more units than held, a holding past its bounds, an action on shares not held would otherwise be
 * stored), and each dividend and tax statement it wrote must keep the form's rules against that
 * ledger: else the whole import is refused, 422, nothing written.
 */
async function refuseBrokenImport(tx: Executor, userId: string, batchId: string): Promise<void> {
  const ledger = await loadLedger(tx, userId);
  const imported = (ledger.actions ?? []).filter((record) => record.batchId === batchId);
  refuseImportedActionRules(imported);
  // No ledger before to compare with: the file's own dividends with units given may be for shares held outside it.
  let replay: ReplayResult;
  try {
    replay = refuseBrokenLedger(ledger, { doing: "Importing these trades", actionIds: imported.map((record) => record.id) });
  } catch (error) {
    // One of the file's actions the ledger cannot bear: named as the file's, with the replay's reason.
    if (error instanceof ActionRefusedError) throw actionRefused(error.action, error.reason);
    throw error;
  }
  refuseImportedDividends(ledger, replay, await readDividends(tx, userId, { batchId }));
  refuseImportedStatements(replay, await readTaxStatements(tx, userId, { batchId }));
}

/** The form's rule for each tax statement the import wrote: units of its fund held in its year. */
function refuseImportedStatements(replay: ReplayResult, written: readonly TaxStatementRecord[]): void {
  const unheld = written.find((row) => !heldInFinancialYear(replay.positions.get(row.stockId), row.fy));
  if (unheld)
    throw ledgerRefused(
      ACCOUNT_ARCHIVE_MESSAGES.taxStatementRefused(
        unheld.symbol,
        fyLabel(unheld.fy),
        lowerFirst(notHeldInYearMessage(unheld.symbol, unheld.fy)),
      ),
    );
}

/**
 * The rules the dividend form and the dividend CSV keep (services/dividend-ledger.ts), for each
 * dividend the import wrote: a stock with trades or a corporate action, units held the day before the ex-date when none
 * were given, a reinvestment the cash pays for. Units from the one replay's positions.
 */
function refuseImportedDividends(ledger: UserLedger, replay: ReplayResult, written: readonly DividendRecordRow[]): void {
  for (const row of written) {
    try {
      if (!dividendStockKnown(ledger, row.stockId)) throw ledgerRefused(noTradesMessage(row.symbol));
      const units = dividendUnits(replay.positions, row);
      if (!row.unitsOverridden && units === "0") throw ledgerRefused(neverHeldMessage(row.symbol, addDays(row.exDate, -1)));
      refuseBadFigures({ ...row, units });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      throw ledgerRefused(ACCOUNT_ARCHIVE_MESSAGES.dividendRefused(row.symbol, formatLedgerDate(row.exDate), error.message));
    }
  }
}

export function createAccountImportService(deps: {
  db: Database;
  logger: Logger;
  parser: OffThreadParser;
  alerts: AlertEvaluator;
  now: () => Date;
}) {
  const { db, logger, parser, alerts, now } = deps;

  async function write(userId: string, fileName: string, read: Extract<AccountArchiveRead, { sections: unknown }>, dryRun: boolean) {
    const { sections, counts } = read;
    return db.transaction(async (tx) => {
      await beginAccountImport(tx, userId);
      // Before the stocks are merged: a delete of one of them waits for the import, or has gone first.
      await lockLedger(tx, userId);
      const batch = await insertBatch(tx, { userId, source: ACCOUNT_ARCHIVE_BATCH_SOURCE, fileName, rowsImported: 0, rowsSkipped: 0 });
      const createdStocks = await insertArchiveStocks(tx, userId, batch.id, sections.stocks);
      const written: Written = {
        createdStocks,
        matchedStocks: counts.stocks - createdStocks,
        fairValues: await insertArchiveFairValues(tx, userId, batch.id, sections.fairValues),
        shareholders: await insertArchiveShareholders(tx, userId, batch.id, sections.shareholders),
        journalEntries: await insertArchiveJournalEntries(tx, userId, batch.id, sections.journalEntries),
        allocations: await insertArchiveAllocations(tx, userId, batch.id, sections.allocations),
        // Before the evaluation below, so the imported switches and scope decide who is told.
        alertSettings: await insertArchiveAlertSettings(tx, userId, batch.id, sections.alertSettings),
        // Before the trades' replay below: their sales match by the method they were exported with.
        holdingSettings: await insertArchiveHoldingSettings(tx, userId, batch.id, sections.holdingSettings),
        trades: await insertArchiveTrades(tx, userId, batch.id, sections.trades),
        dividends: await insertArchiveDividends(tx, userId, batch.id, sections.dividends),
        taxStatements: await insertArchiveTaxStatements(tx, userId, batch.id, sections.taxStatements),
        // After the trades (and the stocks) they bear on.
        corporateActions: await insertArchiveCorporateActions(tx, userId, batch.id, sections.corporateActions),
      };
      if (written.trades > 0 || written.dividends > 0 || written.taxStatements > 0 || written.corporateActions > 0)
        await refuseBrokenImport(tx, userId, batch.id);
      const totalRecords =
        createdStocks +
        written.fairValues +
        written.shareholders +
        written.journalEntries +
        written.allocations +
        written.alertSettings +
        written.holdingSettings +
        written.trades +
        written.dividends +
        written.taxStatements +
        written.corporateActions;
      // A matched stock is not a skipped row: its rows may well be new.
      const skipped = fileRows(counts) - written.matchedStocks - totalRecords;
      if (totalRecords === 0) throw new NothingNew();
      if (dryRun) throw new DryRunDone({ ...written, totalRecords, skipped });
      await updateBatchCounts(tx, batch.id, { rowsImported: totalRecords, rowsSkipped: skipped });
      // Like every import, it evaluates the alerts of the account's stocks in its own transaction.
      await endBulkInserts(tx);
      const evaluation = await alerts.evaluate(tx, { userId });
      return { ...written, batchId: batch.id, totalRecords, skipped, newAlerts: newAlertsFor(evaluation, userId) };
    });
  }

  return {
    async importArchive(userId: string, upload: { fileName: string; bytes: Buffer }, dryRun = false): Promise<AccountImportResult> {
      const read = await parser.run("accountArchive", upload.bytes);
      if ("refused" in read) throw new HttpError(read.refused.status, read.refused.code, read.refused.message);
      // A trade dated after today, which the form and the trade files refuse too.
      const latest = read.latestTradeDate;
      if (latest && latest.date > sydneyDay(now()))
        throw new HttpError(
          400,
          "validation_failed",
          ACCOUNT_ARCHIVE_MESSAGES.invalid(latest.where, futureDateMessage("Trade date", latest.date)),
        );
      try {
        const result = await write(userId, upload.fileName, read, dryRun);
        logger.info("Account imported", { userId, batchId: result.batchId, rows: result.totalRecords, skipped: result.skipped });
        return { message: ACCOUNT_ARCHIVE_MESSAGES.imported(result.totalRecords), dryRun: false, ...result };
      } catch (error) {
        if (error instanceof DryRunDone)
          return {
            message: ACCOUNT_ARCHIVE_MESSAGES.wouldImport(error.counted.totalRecords),
            dryRun: true,
            batchId: null,
            newAlerts: 0,
            ...error.counted,
          };
        if (!(error instanceof NothingNew)) throw error;
        return {
          message: ACCOUNT_ARCHIVE_MESSAGES.nothingNew,
          dryRun,
          totalRecords: 0,
          batchId: null,
          createdStocks: 0,
          matchedStocks: read.counts.stocks,
          fairValues: 0,
          shareholders: 0,
          journalEntries: 0,
          allocations: 0,
          alertSettings: 0,
          holdingSettings: 0,
          trades: 0,
          dividends: 0,
          taxStatements: 0,
          corporateActions: 0,
          skipped: fileRows(read.counts) - read.counts.stocks,
          newAlerts: 0,
        };
      }
    },
  };
}
