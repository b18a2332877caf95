// Refreshing prices and dividend yields from the market-data provider: one stock, all of a user's
// stocks (with progress), and the scheduled run over every user's stocks.
import type { RefreshCounts, RefreshProgress } from "@shared/contracts/price-refresh";
import type { StockSummary } from "@shared/contracts/stocks";
import { trailingDividendYield } from "@shared/domain/dividend-yield";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { MarketDataError, type MarketDataProvider, type Quote } from "../market-data/provider";
import { presentStock } from "../presenters/stocks";
import {
  listRefreshTargets,
  listStocksDueForRefresh,
  writeStockPrice,
  type PriceUpdate,
  type RefreshTarget,
} from "../storage/price-refresh";
import { ownedStock, stockNotFound } from "./ownership";
import { withPriceHistory } from "./price-history";
import { forEachBounded } from "./refresh-pool";

/** Requests in flight to the provider per run. */
export const REFRESH_CONCURRENCY = 4;

export interface RefreshRunResult extends RefreshCounts {
  /** The provider kept answering 429: the run stopped asking and counted the rest as failed. */
  rateLimited: boolean;
}

export interface PriceRefreshDeps {
  db: Database;
  provider: MarketDataProvider;
  logger: Logger;
  now: () => Date;
  concurrency?: number;
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
  // In memory, per app instance: progress is a convenience for the button, not a record.
  const progress = new Map<string, RefreshProgress>();
  const running = new Map<string, Promise<RefreshCounts>>();

  const priceUpdate = (quote: Quote): PriceUpdate => ({
    lastPrice: quote.price,
    lastPriceUpdatedAt: quote.time,
    // Measured at the quote's own time so the price and the dividends describe the same moment.
    dividendYield: trailingDividendYield(quote.price, quote.dividends, quote.time),
    updatedAt: now(),
  });

  /** Asks once per distinct symbol (the scheduler sees one symbol under many users) and writes each stock. */
  async function refreshTargets(
    targets: RefreshTarget[],
    options: { signal?: AbortSignal; onSettled?: (stocks: number) => void } = {},
  ): Promise<RefreshRunResult> {
    const bySymbol = new Map<string, RefreshTarget[]>();
    for (const target of targets) bySymbol.set(target.symbol, [...(bySymbol.get(target.symbol) ?? []), target]);
    let successful = 0;
    let rateLimited = false;

    await forEachBounded(
      [...bySymbol],
      concurrency,
      async ([symbol, group]) => {
        try {
          const update = priceUpdate(await provider.quote(symbol, options.signal));
          for (const stock of group) if (await writeStockPrice(db, stock.userId, stock.id, update)) successful++;
        } catch (error) {
          if (!(error instanceof MarketDataError)) throw error;
          // The stock keeps its old price and time: a failure writes nothing.
          if (error.reason === "rate-limited") rateLimited = true;
          logger.info("Price refresh failed", { symbol, reason: error.reason, error: error.message });
        }
        options.onSettled?.(group.length);
      },
      // After a 429 that survived the retries, more requests would only prolong the ban.
      () => rateLimited || Boolean(options.signal?.aborted),
    );
    const result = { total: targets.length, successful, failed: targets.length - successful, rateLimited };
    if (rateLimited) logger.warn("Price refresh stopped early: the market-data provider is rate limiting", result);
    return result;
  }

  return {
    async refreshStock(userId: string, id: string): Promise<StockSummary> {
      const stock = await ownedStock(db, userId, id);
      let quote: Quote;
      try {
        quote = await provider.quote(stock.symbol);
      } catch (error) {
        if (error instanceof MarketDataError) throw providerFailure(error);
        throw error;
      }
      const row = await writeStockPrice(db, userId, id, priceUpdate(quote));
      // Deleted while the provider answered.
      if (!row) throw stockNotFound();
      return presentStock(row);
    },

    /** All the user's stocks. A second call while one runs joins it instead of asking twice. */
    refreshAll(userId: string): Promise<RefreshCounts> {
      const existing = running.get(userId);
      if (existing) return existing;
      const state: RefreshProgress = { running: true, done: 0, total: 0 };
      progress.set(userId, state);
      const run = (async () => {
        try {
          const targets = await listRefreshTargets(db, userId);
          state.total = targets.length;
          const { total, successful, failed } = await refreshTargets(targets, { onSettled: (n) => (state.done += n) });
          // Stocks skipped after a rate limit are settled too: counted as failed.
          state.done = total;
          logger.info("Refreshed all prices", { userId, total, successful, failed });
          return { total, successful, failed };
        } finally {
          state.running = false;
          running.delete(userId);
        }
      })();
      running.set(userId, run);
      return run;
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
