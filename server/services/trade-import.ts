// Importing a broker or Sharesight trade file (POST /api/import/trades): parse off the main thread
// (server/parsers/trades), drop the trades already in the ledger (same dedupe key), replay the rest
// with the user's ledger, and write them as one batch in one transaction — or, for a dry run, answer
// what would happen and write nothing. A row the replay refuses (a sale of more units than held, say
// because the file starts after the shares were bought) is an error row with its line and reason; the
// rest import, as long as they replay cleanly (docs/decisions/030-holdings-api.md). Statements are a
// constant number whatever the rows: every write is one set-based statement.
import { randomUUID } from "node:crypto";
import { TRADE_IMPORT_MESSAGES, TRADE_IMPORT_SOURCE, type TradeImportResult } from "@shared/contracts/trade-import";
import { tradeDatesProblem } from "@shared/contracts/dates";
import { changeRefusalMessage, refusalMessage, refusedTradeId, type Refusal, type ReplayResult } from "@shared/domain/ledger";
import { sydneyDay } from "@shared/domain/months";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { decodeTextFile, type OffThreadParser } from "../parsers";
import { TRADE_FILE_HELP, TRADE_FORMAT_NAMES } from "../parsers/trades/trade-file";
import type { ParsedTrade } from "../parsers/trades/types";
import { insertBatch } from "../storage/import-batches";
import { upsertImportStocks } from "../storage/import-stocks";
import { createdAtText, existingDedupeKeys, insertTrades, lockLedger, type TradeRecord } from "../storage/trades";
import { listedCompanies } from "./import-asx-list";
import { holdingBoundsMessage, holdingBoundsProblem } from "./holding-bounds";
import { refuseTooManyRows } from "./ledger-file-limits";
import { changeDoing, loadLedger, refusalsOfChange, replayUserLedger, type UserLedger } from "./ledger";
import type { AddedStockPrices } from "./refresh-jobs";
import { stockResolver } from "./stock-codes";

interface SkippedRow {
  line: number;
  reason: string;
}

/** A row to import, with the trade it would be (its stock a placeholder id while the stock is new). */
interface Candidate {
  row: ParsedTrade;
  trade: TradeRecord;
}

const NEW_STOCK = "new:";

/** Oldest first, then in the file's order: the order the rows' created_at gives them within a day. */
const byDateThenLine = (a: ParsedTrade, b: ParsedTrade) =>
  a.tradeDate !== b.tradeDate ? (a.tradeDate < b.tradeDate ? -1 : 1) : a.line - b.line;

/**
 * Replays the ledger with the candidates and takes out, as error rows, those it refuses, until it
 * replays cleanly. A refused candidate is the row's own problem ("Sale of 150 CSL on 3 Mar 2025 is more
 * than the 120 units held on that day"). A refused stored sale was left short by a candidate: the
 * latest candidate of that stock before it (a sale, else a consolidation) is refused in its place.
 * Each pass refuses at least one row, so this ends; usually after one pass.
 */
function refuseBrokenRows(ledger: UserLedger, candidates: Candidate[], symbolOf: (stockId: string) => string): Map<string, string> {
  const refused = new Map<string, string>();
  const stored = ledger.trades;
  const byId = new Map(candidates.map((candidate) => [candidate.trade.id, candidate]));
  for (;;) {
    const kept = candidates.filter((candidate) => !refused.has(candidate.trade.id)).map((candidate) => candidate.trade);
    const changed = { ...ledger, trades: [...stored, ...kept] };
    const result = replayUserLedger(changed);
    const refusals = refusalsOfChange(result, ledger);
    if (refusals.length === 0) {
      const bound = boundsCulprit(result, changed, kept);
      if (!bound) return refused;
      refused.set(bound.trade.id, holdingBoundsMessage(bound.problem, symbolOf(bound.problem.stockId), bound.doing));
      continue;
    }
    const own = refusals.flatMap((refusal) => {
      const tradeId = refusedTradeId(refusal);
      return tradeId !== null && byId.has(tradeId) ? [{ tradeId, refusal }] : [];
    });
    for (const { tradeId, refusal } of own) refused.set(tradeId, refusalMessage(refusal, symbolOf(refusal.stockId)));
    if (own.length > 0) continue;
    const first: Refusal = refusals[0];
    const culprit = kept
      .filter(
        (trade) =>
          trade.stockId === first.stockId && trade.tradeDate <= first.date && (trade.type === "SELL" || trade.type === "CONSOLIDATION"),
      )
      .sort((a, b) => (a.tradeDate !== b.tradeDate ? (a.tradeDate < b.tradeDate ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))[0];
    if (!culprit) throw new Error(`A stored event was refused with no imported row to blame: ${refusedTradeId(first) ?? first.stockId}`);
    refused.set(culprit.id, changeRefusalMessage(first, symbolOf(first.stockId), "add", culprit.id));
  }
}

/**
 * The imported row answerable for a holding taken past its bounds (holding-bounds.ts): the
 * consolidation itself, or the latest row of the stock on or before the day the holding went over
 * the limit that adds units (a buy, an opening balance, a split). Null when the ledger keeps its
 * bounds, or when only stored trades break them (kept from before the rule).
 */
function boundsCulprit(result: ReplayResult, changed: UserLedger, kept: readonly TradeRecord[]) {
  const problem = holdingBoundsProblem(result, changed.trades);
  if (!problem) return null;
  const trade =
    problem.code === "consolidated-away"
      ? kept.find((candidate) => candidate.id === problem.tradeId)
      : kept
          .filter((t) => t.stockId === problem.stockId && t.tradeDate <= problem.date && ADDS_UNITS.has(t.type))
          .sort((a, b) => (a.tradeDate !== b.tradeDate ? (a.tradeDate < b.tradeDate ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))[0];
  return trade ? { trade, problem, doing: changeDoing({ trade: "add", tradeId: trade.id }, changed) } : null;
}

const ADDS_UNITS: ReadonlySet<TradeRecord["type"]> = new Set(["BUY", "OPENING_BALANCE", "SPLIT"]);

/**
 * A new stock is added with its last imported price as a placeholder; a code the user does not track
 * whose only rows left are splits or consolidations has neither a price nor units for them to change,
 * so those rows are error rows. (With no acquisition of the code imported, no sale of it was either.)
 */
function refuseUnpricedNewStocks(candidates: readonly Candidate[], refused: Map<string, string>): void {
  const isNew = (candidate: Candidate) => candidate.trade.stockId.startsWith(NEW_STOCK) && !refused.has(candidate.trade.id);
  const priced = new Set(candidates.filter((c) => isNew(c) && c.trade.price !== null).map((c) => c.trade.symbol));
  for (const { trade } of candidates.filter((c) => isNew(c) && !priced.has(c.trade.symbol))) {
    const what = trade.type === "SPLIT" ? "split" : "consolidation";
    refused.set(trade.id, `${trade.symbol}: you hold no ${trade.symbol} for this ${what} to change: import or add its buys first`);
  }
}

export function createTradeImportService(deps: {
  db: Database;
  logger: Logger;
  now: () => Date;
  parser: OffThreadParser;
  addedStocks: AddedStockPrices;
}) {
  const { db, logger, now, parser, addedStocks } = deps;

  /** Everything up to the write: duplicates, the rows' stocks, the replay. Read-only. */
  async function plan(tx: Executor, userId: string, rows: ParsedTrade[], at: Date) {
    const existing = await existingDedupeKeys(
      tx,
      userId,
      rows.map((row) => row.dedupeKey),
    );
    const fresh = rows.filter((row) => !existing.has(row.dedupeKey));
    // A row with a code the stock had before a code change lands on that stock (services/stock-codes.ts).
    const resolve = await stockResolver(
      tx,
      userId,
      fresh.map((row) => row.symbol),
    );
    const stocks = fresh.map((row) => resolve(row.symbol, row.tradeDate));
    const ledger = await loadLedger(tx, userId, [...new Set(stocks.flatMap((stock) => (stock ? [stock.id] : [])))]);
    const candidates: Candidate[] = fresh.map((row, index) => ({
      row,
      trade: {
        id: randomUUID(),
        stockId: stocks[index]?.id ?? `${NEW_STOCK}${row.symbol}`,
        symbol: stocks[index]?.symbol ?? row.symbol,
        type: row.type,
        tradeDate: row.tradeDate,
        units: row.units,
        price: row.price,
        brokerage: row.brokerage,
        ratioFrom: row.ratioFrom ?? null,
        ratioTo: row.ratioTo ?? null,
        acquiredOn: row.acquiredOn ?? null,
        note: row.note ?? null,
        dedupeKey: row.dedupeKey,
        batchId: null,
        createdAt: createdAtText(at, index),
      },
    }));
    const symbols = new Map([...ledger.trades, ...candidates.map((c) => c.trade)].map((trade) => [trade.stockId, trade.symbol]));
    const refused = refuseBrokenRows(ledger, candidates, (stockId) => symbols.get(stockId) ?? "");
    refuseUnpricedNewStocks(candidates, refused);
    const accepted = candidates.filter((candidate) => !refused.has(candidate.trade.id));
    const refusedRows = candidates
      .filter((candidate) => refused.has(candidate.trade.id))
      .map((candidate) => ({ line: candidate.row.line, reason: refused.get(candidate.trade.id)! }));
    return { duplicates: rows.length - fresh.length, accepted, refusedRows };
  }

  /**
   * Creates the new stocks (Portfolio, named from the ASX list), writes the batch and its trades, and
   * queues the new stocks' first prices: five statements.
   */
  async function write(tx: Executor, userId: string, fileName: string, accepted: Candidate[], notImported: number, at: Date) {
    const batch = await insertBatch(tx, {
      userId,
      source: TRADE_IMPORT_SOURCE,
      fileName,
      rowsImported: accepted.length,
      rowsSkipped: notImported,
    });
    const listed = await listedCompanies(logger);
    // A new stock's price is a placeholder until a refresh prices it: its last trade's price in the file.
    const placeholders = new Map<string, number>();
    for (const { trade } of accepted)
      if (trade.stockId.startsWith(NEW_STOCK) && trade.price) placeholders.set(trade.symbol, Number(trade.price));
    const refs = await upsertImportStocks(
      tx,
      { userId, batchId: batch.id, isPortfolio: true },
      [...placeholders].map(([symbol, price]) => {
        const company = listed.get(symbol);
        return {
          symbol,
          name: company?.name ?? symbol,
          nameOrigin: company ? "asx-list" : "symbol",
          sector: company?.sector ?? null,
          lastPrice: price,
          priceGiven: false,
        };
      }),
      at,
    );
    const created = new Map(refs.map((ref) => [`${NEW_STOCK}${ref.symbol}`, ref.id]));
    await insertTrades(
      tx,
      accepted.map(({ trade }) => ({ ...trade, userId, batchId: batch.id, stockId: created.get(trade.stockId) ?? trade.stockId })),
    );
    const priceJobId = await addedStocks.queue(
      tx,
      userId,
      refs.filter((ref) => ref.created).map((ref) => ref.id),
    );
    return { batchId: batch.id, priceJobId };
  }

  return {
    async importFile(userId: string, file: { fileName: string; bytes: Uint8Array }, dryRun: boolean): Promise<TradeImportResult> {
      const text = decodeTextFile(file.bytes) ?? "";
      refuseTooManyRows(text, "trade");
      const parsed = await parser.run("tradeFile", text);
      if (parsed.failure || parsed.format === null) {
        const { error, hint, sample } = parsed.failure ?? { error: "The file could not be read", hint: "", sample: "" };
        throw new HttpError(400, "unreadable_import", error, { hint, sample });
      }
      // A header alone (a file exported before any trade, or cut short): say so, not "0 trades".
      if (parsed.rows.length + parsed.skipped.length + parsed.errors.length === 0)
        throw new HttpError(400, "unreadable_import", TRADE_IMPORT_MESSAGES.noRows, TRADE_FILE_HELP);
      const at = now();
      const today = sydneyDay(at);
      const future: SkippedRow[] = [];
      const rows = parsed.rows.filter((row) => {
        const problem = tradeDatesProblem({ tradeDate: row.tradeDate, acquiredOn: row.acquiredOn ?? null }, today);
        if (problem) future.push({ line: row.line, reason: `${row.symbol}: ${problem}` });
        return problem === null;
      });
      rows.sort(byDateThenLine);
      const result = await db.transaction(async (tx) => {
        if (!dryRun) await lockLedger(tx, userId);
        const planned = await plan(tx, userId, rows, at);
        const errors = [...parsed.errors, ...future, ...planned.refusedRows].sort((a, b) => a.line - b.line);
        const newStocks = [...new Set(planned.accepted.filter((c) => c.trade.stockId.startsWith(NEW_STOCK)).map((c) => c.trade.symbol))];
        const notImported = parsed.skipped.length + errors.length + planned.duplicates;
        const { batchId, priceJobId } =
          dryRun || planned.accepted.length === 0
            ? { batchId: null, priceJobId: null }
            : await write(tx, userId, file.fileName, planned.accepted, notImported, at);
        return {
          format: parsed.format!,
          formatName: TRADE_FORMAT_NAMES[parsed.format!],
          dryRun,
          rows: parsed.rows.length,
          inserted: planned.accepted.length,
          duplicates: planned.duplicates,
          skipped: parsed.skipped,
          errors,
          newStocks: newStocks.sort(),
          batchId,
          priceJobId,
        };
      });
      if (!dryRun) {
        const { format, rows: read, inserted, duplicates, batchId } = result;
        logger.info("Trades imported", { userId, format, rows: read, inserted, duplicates, errors: result.errors.length, batchId });
      }
      return result;
    },
  };
}
