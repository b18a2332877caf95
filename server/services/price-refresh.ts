// Refreshing prices and dividend yields from the market-data provider: one stock (answered in its
// request), and a list of stocks in batches, which refresh jobs run in the background
// (services/refresh-jobs.ts: a user's refresh-all, and the scheduled run over every user's stocks).
import type { RefreshedStock } from "@shared/contracts/stocks";
import { trailingDividendYield } from "@shared/domain/dividend-yield";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { MarketDataError, type MarketDataProvider, type Quote } from "../market-data/provider";
import { presentStock } from "../presenters/stocks";
import { lockStocksForEvaluation } from "../storage/alert-evaluation";
import { writeStockPrice, writeStockPrices, type PriceUpdate, type RefreshTarget, type StockPriceWrite } from "../storage/price-refresh";
import { createAlertEvaluator, newAlertsFor, type AlertEvaluator } from "./alert-evaluation";
import { ownedStock, stockNotFound } from "./ownership";
import { withPriceHistory } from "./price-history";
import { forEachBounded } from "./refresh-pool";

/** Requests in flight to the provider per run. */
export const REFRESH_CONCURRENCY = 4;
/**
 * A run writes its prices, and evaluates their alerts, in transactions of up to this many stocks:
 * each price is in within a batch of its quote, and a run of 2,000 stocks is tens of writes, not 2,000.
 */
export const REFRESH_WRITE_BATCH = 100;
/** A batch is written once this long has passed since the last, however small: a job's progress moves. */
export const PROGRESS_FLUSH_MS = 1000;

export interface RefreshRunResult {
  total: number;
  successful: number;
  failed: number;
  /** The provider kept answering 429: the run stopped asking and left the rest unasked. */
  rateLimited: boolean;
  /** Alerts the run created, per user. */
  newAlerts: ReadonlyMap<string, number>;
}

/** One written batch, for the caller's bookkeeping in the batch's transaction. */
export interface RefreshBatch {
  /** Every stock the batch asked about, refreshed or not. */
  settled: readonly string[];
  /** Those whose price was written (a stock deleted meanwhile is not). */
  written: readonly string[];
  /** Those the provider refused with a 429. */
  rateLimited: readonly string[];
  newAlerts: ReadonlyMap<string, number>;
}

export interface RefreshOptions {
  /** Stops asking (requests in flight finish and are written). */
  signal?: AbortSignal;
  /** Runs in each batch's transaction after its prices and alerts; throwing rolls the batch back. */
  settle?: (tx: Executor, batch: RefreshBatch) => Promise<void>;
}

export interface PriceRefreshDeps {
  db: Database;
  provider: MarketDataProvider;
  logger: Logger;
  now: () => Date;
  concurrency?: number;
  /** The alert evaluation that runs in each price write's transaction (default: the standard one). */
  alerts?: AlertEvaluator;
}

/** The 502 the API answers when the provider could not price a stock; `reason` lets a client branch. */
export function providerFailure(error: MarketDataError): HttpError {
  return new HttpError(502, "market_data_failed", error.message, { reason: error.reason });
}

interface PendingBatch {
  writes: StockPriceWrite[];
  settled: string[];
  rateLimited: string[];
}
const emptyBatch = (): PendingBatch => ({ writes: [], settled: [], rateLimited: [] });

export function createPriceRefreshService(deps: PriceRefreshDeps) {
  const { db, logger, now } = deps;
  // Every quote also stores the symbol's daily closes, for every user holding it (docs/domain.md#price-history).
  const provider = withPriceHistory(deps.provider, { db, logger, now });
  const concurrency = deps.concurrency ?? REFRESH_CONCURRENCY;
  const alerts = deps.alerts ?? createAlertEvaluator();

  const priceUpdate = (quote: Quote): PriceUpdate => ({
    lastPrice: quote.price,
    lastPriceUpdatedAt: quote.time,
    // Measured at the quote's own time so the price and the dividends describe the same moment.
    dividendYield: trailingDividendYield(quote.price, quote.dividends, quote.time),
    updatedAt: now(),
  });

  /**
   * One transaction: lock the stocks in id order, write their prices in one statement, evaluate
   * their alerts, then let the caller settle the batch. Returns how many were written and the new
   * alerts per user.
   */
  async function writeBatch(batch: PendingBatch, settle: RefreshOptions["settle"]) {
    return db.transaction(async (tx) => {
      await lockStocksForEvaluation(tx, { stockIds: batch.writes.map((w) => w.id) });
      const written = await writeStockPrices(tx, batch.writes);
      const evaluation = await alerts.evaluate(tx, { stockIds: written });
      await settle?.(tx, { settled: batch.settled, written, rateLimited: batch.rateLimited, newAlerts: evaluation.newAlerts });
      return { written: written.length, newAlerts: evaluation.newAlerts };
    });
  }

  /**
   * Asks once per distinct symbol (the scheduled job sees one symbol under many users) and writes
   * each stock, in batches of REFRESH_WRITE_BATCH stocks or of whatever settled within
   * PROGRESS_FLUSH_MS (a timer: a quote that hangs does not hold back the ones already in).
   */
  async function refreshTargets(targets: readonly RefreshTarget[], options: RefreshOptions = {}): Promise<RefreshRunResult> {
    const bySymbol = new Map<string, RefreshTarget[]>();
    for (const target of targets) bySymbol.set(target.symbol, [...(bySymbol.get(target.symbol) ?? []), target]);
    let successful = 0;
    let rateLimited = false;
    const newAlerts = new Map<string, number>();
    let pending = emptyBatch();
    let lastFlush = performance.now();
    // Batches are written one after the other; a failed write fails the run, as a failed UPDATE did.
    let writing: Promise<void> = Promise.resolve();
    let writeFailed = false;
    // Stocks settled since the last write wait at most PROGRESS_FLUSH_MS, even while no quote comes in.
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const batch = pending;
      pending = emptyBatch();
      lastFlush = performance.now();
      if (batch.settled.length > 0) {
        writing = writing.then(async () => {
          const result = await writeBatch(batch, options.settle);
          successful += result.written;
          for (const [userId, count] of result.newAlerts) newAlerts.set(userId, (newAlerts.get(userId) ?? 0) + count);
        });
        // Handled here (no quote starts after it), rethrown where the run awaits `writing`.
        writing.catch(() => (writeFailed = true));
      }
      return writing;
    };

    try {
      await forEachBounded(
        [...bySymbol],
        concurrency,
        async ([symbol, group]) => {
          try {
            const update = priceUpdate(await provider.quote(symbol, options.signal));
            for (const stock of group) pending.writes.push({ id: stock.id, userId: stock.userId, ...update });
          } catch (error) {
            if (!(error instanceof MarketDataError)) throw error;
            // The stock keeps its old price and time: a failure writes nothing.
            if (error.reason === "rate-limited") {
              rateLimited = true;
              pending.rateLimited.push(...group.map((stock) => stock.id));
            }
            // Cancelled by a stop: not settled, so the job's next run asks again.
            if (options.signal?.aborted) return;
            logger.info("Price refresh failed", { symbol, reason: error.reason, error: error.message });
          }
          pending.settled.push(...group.map((stock) => stock.id));
          if (pending.settled.length >= REFRESH_WRITE_BATCH) await flush();
          else timer ??= setTimeout(flush, Math.max(0, lastFlush + PROGRESS_FLUSH_MS - performance.now()));
        },
        // After a 429 that survived the retries, more requests would only prolong the ban.
        () => rateLimited || writeFailed || Boolean(options.signal?.aborted),
      );
    } finally {
      await flush();
    }
    const result = { total: targets.length, successful, failed: targets.length - successful, rateLimited, newAlerts };
    if (rateLimited)
      logger.warn("Price refresh stopped early: the market-data provider is rate limiting", { ...result, newAlerts: undefined });
    return result;
  }

  return {
    async refreshStock(userId: string, id: string): Promise<RefreshedStock> {
      const stock = await ownedStock(db, userId, id);
      let quote: Quote;
      try {
        quote = await provider.quote(stock.symbol);
      } catch (error) {
        if (error instanceof MarketDataError) throw providerFailure(error);
        throw error;
      }
      const update = priceUpdate(quote);
      return db.transaction(async (tx) => {
        const row = await writeStockPrice(tx, userId, id, update);
        // Deleted while the provider answered.
        if (!row) throw stockNotFound();
        const evaluation = await alerts.evaluate(tx, { stockIds: [id] });
        return { ...presentStock(row), newAlerts: newAlertsFor(evaluation, userId) };
      });
    },

    refreshTargets,
  };
}

export type PriceRefreshService = ReturnType<typeof createPriceRefreshService>;
