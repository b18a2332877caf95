// Estimated dividends from market data (issue 31, decision 032). The chart endpoint carries past
// dividends (ex-date and amount; no franking, no pay date), which every fetch stores per symbol in
// dividend_history. POST /api/dividends/sync fetches each stock the user has traded whose stored
// history is behind (as a refresh does, filling that history; one already fetched through the last
// weekday has nothing newer to give) and then adds, as `estimated`, each stored dividend the user has
// not got for a stock held at the end of the day before its ex-date. The scheduled refresh has
// fetched every user's stocks already, so after it runs only the second step runs, for every user.
// One insert per user with `on conflict do nothing`: nothing is duplicated and a dividend already
// there (confirmed, imported, entered by hand) is never changed. Statements do not grow with stocks.
import type { DividendSyncResult } from "@shared/contracts/dividends";
import { normaliseSymbol } from "@shared/domain/company-name";
import { addDays, positionAtEndOf, replayPositionSteps } from "@shared/domain/ledger";
import { Dec } from "@shared/domain/ledger/decimal";
import { isHistoryCurrent, sydneyTradingDate } from "@shared/domain/price-history";
import type { Database } from "../db/connection";
import type { Logger } from "../logger";
import { MarketDataError, marketDataMessages, type MarketDataProvider } from "../market-data/provider";
import { insertMissingDividends, readMarketDividends, readUsersWithTrades, type NewDividendRow } from "../storage/dividends";
import { readLastStoredDates } from "../storage/price-history";
import { lockLedger } from "../storage/trades";
import { ledgerInput, loadLedger } from "./ledger";
import { withPriceHistory } from "./price-history";
import { REFRESH_CONCURRENCY } from "./price-refresh";
import { forEachBounded } from "./refresh-pool";

/** A provider amount (float8 text, "0.72") as a per-share decimal of at most 6 places; null when not above 0. */
function perShare(amount: string): string | null {
  const value = new Dec(amount).toDecimalPlaces(6);
  return value.gt(0) ? value.toString() : null;
}

export interface DividendSyncDeps {
  db: Database;
  logger: Logger;
  now: () => Date;
  provider: MarketDataProvider;
  concurrency?: number;
}

export function createDividendSync(deps: DividendSyncDeps) {
  const { db, logger, now } = deps;
  const provider = withPriceHistory(deps.provider, { db, logger, now });

  /** The user's trades replayed, and each held symbol's stock and first trade date (its head's, for shares an action made). */
  async function heldPositions(userId: string) {
    const ledger = await loadLedger(db, userId);
    const firstTrade = new Map<string, { stockId: string; date: string }>();
    for (const trade of ledger.trades) {
      const known = firstTrade.get(trade.symbol);
      if (!known || trade.tradeDate < known.date) firstTrade.set(trade.symbol, { stockId: trade.stockId, date: trade.tradeDate });
    }
    // Shares an action made (a demerged company, shares paid in specie, the acquirer's scrip) have no
    // trades of their own: they are held from no earlier than the head's first trade.
    for (const action of ledger.actions ?? []) {
      const head = firstTrade.get(action.symbol);
      if (action.otherStockId === null || action.otherSymbol === null || head === undefined) continue;
      const known = firstTrade.get(action.otherSymbol);
      if (!known || head.date < known.date) firstTrade.set(action.otherSymbol, { stockId: action.otherStockId, date: head.date });
    }
    return { firstTrade, positions: replayPositionSteps(ledgerInput(ledger)) };
  }

  /** Adds the user's missing estimates from the stored market dividends: five statements whatever the number of stocks. */
  async function addEstimates(
    userId: string,
    { firstTrade, positions }: Awaited<ReturnType<typeof heldPositions>>,
  ): Promise<Omit<DividendSyncResult, "failed">> {
    if (firstTrade.size === 0) return { stocks: 0, added: 0, skipped: 0, notHeld: 0 };
    const since = [...firstTrade.values()].reduce((min, first) => (first.date < min ? first.date : min), "9999-12-31");
    const market = await readMarketDividends(db, [...firstTrade.keys()], since);
    const rows: NewDividendRow[] = [];
    let notHeld = 0;
    for (const dividend of market) {
      const stock = firstTrade.get(dividend.symbol)!;
      const amountPerShare = perShare(dividend.amount);
      if (amountPerShare === null) continue;
      const units = positionAtEndOf(positions.get(stock.stockId), addDays(dividend.exDate, -1)).units;
      if (units === "0") {
        notHeld += 1;
        continue;
      }
      rows.push({
        userId,
        stockId: stock.stockId,
        exDate: dividend.exDate,
        payDate: null,
        amountPerShare,
        frankingPercent: null,
        companyTaxRate: "0.30",
        units,
        unitsOverridden: false,
        drpUnits: null,
        drpPrice: null,
        status: "estimated",
        source: "provider",
        batchId: null,
        note: null,
      });
    }
    // Under the ledger lock, as every writer of dividends: a stock deleted since the ledger was read
    // (the market data fetch takes seconds) gets none, rather than failing the insert.
    const added = await db.transaction(async (tx) => {
      await lockLedger(tx, userId);
      return insertMissingDividends(tx, rows);
    });
    return { stocks: firstTrade.size, added, skipped: rows.length - added, notHeld };
  }

  return {
    /** POST /api/dividends/sync: fetch each traded stock's market data that is behind (4 at a time), then add the estimates. */
    async sync(userId: string): Promise<DividendSyncResult> {
      const held = await heldPositions(userId);
      const traded = [...held.firstTrade.keys()];
      const today = sydneyTradingDate(now());
      const stored = await readLastStoredDates(db, traded.map(normaliseSymbol));
      const symbols = traded.filter((symbol) => !isHistoryCurrent(stored.get(normaliseSymbol(symbol)) ?? null, today));
      const failed: DividendSyncResult["failed"] = [];
      let rateLimited = false;
      const started = await forEachBounded(
        symbols,
        deps.concurrency ?? REFRESH_CONCURRENCY,
        async (symbol) => {
          try {
            await provider.quote(symbol);
          } catch (error) {
            if (!(error instanceof MarketDataError)) throw error;
            if (error.reason === "rate-limited") rateLimited = true;
            failed.push({ symbol, reason: error.message });
          }
        },
        () => rateLimited,
      );
      for (const symbol of symbols.slice(started)) failed.push({ symbol, reason: marketDataMessages.rateLimited });
      const added = await addEstimates(userId, held);
      logger.info("Dividends synced", { userId, ...added, fetched: started, failed: failed.length });
      return { ...added, failed: failed.sort((a, b) => a.symbol.localeCompare(b.symbol)) };
    },

    /** After the scheduled refresh (which fetched every stock): every user with trades gets their missing estimates. */
    async addEstimatesForEveryone(): Promise<number> {
      const users = await readUsersWithTrades(db);
      let added = 0;
      for (const userId of users) added += (await addEstimates(userId, await heldPositions(userId))).added;
      logger.info("Estimated dividends added after the scheduled refresh", { users: users.length, added });
      return added;
    },
  };
}

export type DividendSync = ReturnType<typeof createDividendSync>;
