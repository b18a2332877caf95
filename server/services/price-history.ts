// Every quote a price refresh asks for also fills the symbol's shared daily history
// (docs/domain.md#price-history): the first fetch of a symbol asks for five years, later ones only
// for the days missing; the closes received are stored in one statement; bad closes are logged and
// left out. The provider's closes and dividends are split-adjusted; they are stored as traded, with
// the splits that turn them back (price-splits.ts). The quote handed back carries the whole last
// year's dividends (stored and fetched) per share of today, so a short fetch still gives the right
// trailing yield.
import { DIVIDEND_LOOKBACK_DAYS } from "@shared/constants";
import { normaliseSymbol } from "@shared/domain/company-name";
import type { DividendPayment } from "@shared/domain/dividend-yield";
import { FIRST_HISTORY_RANGE, daysBefore, historyRange, sydneyTradingDate } from "@shared/domain/price-history";
import { closesAsTraded, mergeSplits, scaledBy, splitFactorAfter, usableSplits } from "@shared/domain/price-splits";
import type { Database } from "../db/connection";
import type { Logger } from "../logger";
import type { MarketDataProvider } from "../market-data/provider";
import { readStoredHistory, writeMarketHistory, type StoredDividend } from "../storage/price-history";

/**
 * Stored closes read before a fetch, as the yardstick for its first bars: the longest range a
 * refresh picks for a symbol fetched recently (a month) and then some.
 */
const YARDSTICK_DAYS = 45;

/** A stored dividend's Sydney ex-date as an instant: midnight UTC of that date, within hours of the original. */
const asPayment = (dividend: StoredDividend): DividendPayment => ({
  date: new Date(`${dividend.date}T00:00:00Z`),
  amount: dividend.amount,
});

export interface PriceHistoryDeps {
  db: Database;
  logger: Logger;
  now: () => Date;
}

export function withPriceHistory(provider: MarketDataProvider, { db, logger, now }: PriceHistoryDeps): MarketDataProvider {
  return {
    async quote(symbol, signal) {
      const key = normaliseSymbol(symbol);
      const today = sydneyTradingDate(now());
      const stored = await readStoredHistory(db, key, {
        closes: daysBefore(today, YARDSTICK_DAYS),
        dividends: daysBefore(today, DIVIDEND_LOOKBACK_DAYS + 1),
      });
      // History stored before closes were kept as traded may be split-adjusted: five years replace it.
      const range = stored.refetch ? FIRST_HISTORY_RANGE : historyRange(stored.lastDate, today);
      const quote = await provider.quote(symbol, signal, range);

      // A split dated after the quote has not happened yet: nothing sent is adjusted for it.
      const splits = usableSplits(
        quote.splits.map((split) => ({ ...split, date: sydneyTradingDate(split.date) })),
        sydneyTradingDate(quote.time),
      );
      const known = mergeSplits(stored.splits, splits);
      const { closes, rejected } = closesAsTraded(quote.bars, { fetched: splits, known }, stored.recentCloses);
      for (const bad of rejected) {
        // String(): JSON would print a non-finite close as null, hiding what the provider sent.
        logger.warn("Bad daily close from the market-data provider, not stored", {
          symbol: key,
          date: bad.date,
          close: String(bad.close),
          reason: bad.reason,
          ...(bad.previous === undefined ? {} : { previousClose: bad.previous }),
        });
      }
      const fetched = quote.dividends.filter((d) => Number.isFinite(d.amount) && d.amount > 0);
      // One per ex-date: the provider may list a dividend twice (two times on one Sydney day), which
      // one statement cannot store twice; the later listing wins. Stored as paid per share of its day.
      const byDate = new Map(fetched.map((d) => [sydneyTradingDate(d.date), d.amount]));
      const fetchedDates = new Set(byDate.keys());
      await writeMarketHistory(
        db,
        key,
        {
          closes,
          dividends: [...byDate].map(([date, amount]) => ({ date, amount: scaledBy(amount, splitFactorAfter(splits, date)) })),
          splits,
        },
        stored.lastDate,
      );
      // The provider's own dividends keep their exact times and today's shares; stored ones fill in
      // what a short range left out, turned from their day's shares into today's.
      const earlier = stored.dividends
        .filter((d) => !fetchedDates.has(d.date))
        .map((d) => asPayment({ date: d.date, amount: d.amount / splitFactorAfter(known, d.date) }));
      return { ...quote, dividends: [...earlier, ...fetched] };
    },
  };
}
