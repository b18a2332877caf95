// Refreshing prices and dividend yields from the market-data provider: one stock, all of a user's
// stocks (with progress), and the scheduled run over every user's stocks.
import type { RefreshAllResult, RefreshCounts, RefreshProgress } from "@shared/contracts/price-refresh";
import type { RefreshedStock } from "@shared/contracts/stocks";
import { trailingDividendYield } from "@shared/domain/dividend-yield";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { MarketDataError, type MarketDataProvider, type Quote } from "../market-data/provider";
import { presentStock } from "../presenters/stocks";
import { lockStocksForEvaluation } from "../storage/alert-evaluation";
import {
  listRefreshTargets,
  listStocksDueForRefresh,
  writeStockPrice,
  writeStockPrices,
  type PriceUpdate,
  type RefreshTarget,
  type StockPriceWrite,
} from "../storage/price-refresh";
import { createAlertEvaluator, newAlertsFor, type AlertEvaluator } from "./alert-evaluation";
import { ownedStock, stockNotFound } from "./ownership";
import { withPriceHistory } from "./price-history";
import { forEachBounded } from "./refresh-pool";

/** Requests in flight to the provider per run. */
export const REFRESH_CONCURRENCY = 4;
/**
 * A run writes its prices, and evaluates their alerts, in transactions of up to this many stocks:
 * each price is in within a batch of its quote, and a run of 2,000 stocks is 20 writes, not 2,000.
 */
export const REFRESH_WRITE_BATCH = 100;

export interface RefreshRunResult extends RefreshCounts {
  /** The provider kept answering 429: the run stopped asking and counted the rest as failed. */
  rateLimited: boolean;
  /** Alerts the run created, per user. */
  newAlerts: ReadonlyMap<string, number>;
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

export function createPriceRefreshService(deps: PriceRefreshDeps) {
  const { db, logger, now } = deps;
  // Every quote also stores the symbol's daily closes, for every user holding it (docs/domain.md#price-history).
  const provider = withPriceHistory(deps.provider, { db, logger, now });
  const concurrency = deps.concurrency ?? REFRESH_CONCURRENCY;
  const alerts = deps.alerts ?? createAlertEvaluator();
  // In memory, per app instance: progress is a convenience for the button, not a record.
  const progress = new Map<string, RefreshProgress>();
  const running = new Map<string, Promise<RefreshAllResult>>();

  const priceUpdate = (quote: Quote): PriceUpdate => ({
    lastPrice: quote.price,
    lastPriceUpdatedAt: quote.time,
    // Measured at the quote's own time so the price and the dividends describe the same moment.
    dividendYield: trailingDividendYield(quote.price, quote.dividends, quote.time),
    updatedAt: now(),
  });

  /**
   * One transaction: lock the stocks in id order, write their prices in one statement, evaluate
   * their alerts. Returns how many were written and the new alerts per user.
   */
  async function writeBatch(writes: readonly StockPriceWrite[]) {
    return db.transaction(async (tx) => {
      await lockStocksForEvaluation(tx, { stockIds: writes.map((w) => w.id) });
      const written = await writeStockPrices(tx, writes);
      const evaluation = await alerts.evaluate(tx, { stockIds: written });
      return { written: written.length, newAlerts: evaluation.newAlerts };
    });
  }

  /** Asks once per distinct symbol (the scheduler sees one symbol under many users) and writes each stock. */
  async function refreshTargets(
    targets: RefreshTarget[],
    options: { signal?: AbortSignal; onSettled?: (stocks: number) => void } = {},
  ): Promise<RefreshRunResult> {
    const bySymbol = new Map<string, RefreshTarget[]>();
    for (const target of targets) bySymbol.set(target.symbol, [...(bySymbol.get(target.symbol) ?? []), target]);
    let successful = 0;
    let rateLimited = false;
    const newAlerts = new Map<string, number>();
    const pending: StockPriceWrite[] = [];
    // Batches are written one after the other; a failed write fails the run, as a failed UPDATE did.
    let writing: Promise<void> = Promise.resolve();
    const flush = () => {
      const batch = pending.splice(0);
      if (batch.length > 0)
        writing = writing.then(async () => {
          const result = await writeBatch(batch);
          successful += result.written;
          for (const [userId, count] of result.newAlerts) newAlerts.set(userId, (newAlerts.get(userId) ?? 0) + count);
        });
      return writing;
    };

    await forEachBounded(
      [...bySymbol],
      concurrency,
      async ([symbol, group]) => {
        try {
          const update = priceUpdate(await provider.quote(symbol, options.signal));
          for (const stock of group) pending.push({ id: stock.id, userId: stock.userId, ...update });
        } catch (error) {
          if (!(error instanceof MarketDataError)) throw error;
          // The stock keeps its old price and time: a failure writes nothing.
          if (error.reason === "rate-limited") rateLimited = true;
          logger.info("Price refresh failed", { symbol, reason: error.reason, error: error.message });
        }
        options.onSettled?.(group.length);
        if (pending.length >= REFRESH_WRITE_BATCH) await flush();
      },
      // After a 429 that survived the retries, more requests would only prolong the ban.
      () => rateLimited || Boolean(options.signal?.aborted),
    );
    await flush();
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

    /** All the user's stocks. A second call while one runs joins it instead of asking twice. */
    refreshAll(userId: string): Promise<RefreshAllResult> {
      const existing = running.get(userId);
      if (existing) return existing;
      const state: RefreshProgress = { running: true, done: 0, total: 0 };
      progress.set(userId, state);
      const job = (async () => {
        try {
          const targets = await listRefreshTargets(db, userId);
          state.total = targets.length;
          const run = await refreshTargets(targets, { onSettled: (n) => (state.done += n) });
          const { total, successful, failed } = run;
          // Stocks skipped after a rate limit are settled too: counted as failed.
          state.done = total;
          const newAlerts = run.newAlerts.get(userId) ?? 0;
          logger.info("Refreshed all prices", { userId, total, successful, failed, newAlerts });
          return { total, successful, failed, newAlerts };
        } finally {
          state.running = false;
          running.delete(userId);
        }
      })();
      running.set(userId, job);
      return job;
    },

    progress(userId: string): RefreshProgress {
      return { ...(progress.get(userId) ?? { running: false, done: 0, total: 0 }) };
    },

    /** The scheduled run: every user's stocks not written since `since`. */
    async refreshDue(since: Date, signal?: AbortSignal): Promise<RefreshRunResult> {
      return refreshTargets(await listStocksDueForRefresh(db, since), { signal });
    },
  };
}
