// Benchmark series (issue 48, docs/domain.md#benchmarks): fetched by the app's chart client (closes
// and distributions, never adjclose), stored raw, and kept current by the scheduled refresh (after
// each run) or POST /api/benchmarks/refresh. A first fetch asks ten years; later ones the days
// missing, the last stored day again for its final close. Bad closes are refused and logged as a
// stock's are. A failed series keeps what it had and records why; the others carry on.
import type { BenchmarksView, BenchmarkSeriesView } from "@shared/contracts/returns";
import { BENCHMARKS, DEFAULT_BENCHMARK, STALE_TRADING_DAYS, benchmarkRange, benchmarkRows, weekdaysBetween } from "@shared/domain/returns";
import { cleanDailyCloses, daysBefore, lastWeekday, sydneyTradingDate } from "@shared/domain/price-history";
import type { Database } from "../db/connection";
import type { Logger } from "../logger";
import { MarketDataError, type MarketDataProvider } from "../market-data/provider";
import { readBenchmarkCoverage, readBenchmarkStates, writeBenchmarkFailure, writeBenchmarkHistory } from "../storage/benchmarks";

/** Stored closes read before a fetch, as the yardstick for its first bars (price-history.ts's reason). */
const YARDSTICK_DAYS = 45;
const SYMBOLS = BENCHMARKS.map((series) => series.symbol);

export interface BenchmarkRefreshResult extends BenchmarksView {
  failed: { symbol: string; reason: string }[];
}

export function createBenchmarkService(deps: { db: Database; logger: Logger; now: () => Date; provider: MarketDataProvider }) {
  const { db, logger, now, provider } = deps;

  async function list(): Promise<BenchmarksView> {
    const today = sydneyTradingDate(now());
    const coverage = await readBenchmarkCoverage(db, SYMBOLS);
    const series = BENCHMARKS.map((definition): BenchmarkSeriesView => {
      const stored = coverage.get(definition.symbol);
      const staleDays = stored?.lastDate ? weekdaysBetween(stored.lastDate, lastWeekday(today)) : null;
      return {
        symbol: definition.symbol,
        label: definition.label,
        kind: definition.kind,
        firstDate: stored?.firstDate ?? null,
        lastDate: stored?.lastDate ?? null,
        closes: stored?.closes ?? 0,
        distributions: stored?.distributions ?? 0,
        staleDays,
        stale: staleDays === null || staleDays > STALE_TRADING_DAYS,
        refreshedAt: stored?.refreshedAt ?? null,
        refreshError: stored?.refreshError ?? null,
      };
    });
    return { default: DEFAULT_BENCHMARK, series };
  }

  return {
    list,

    /** Fetches every series, one after another; answers what is stored then, and which failed. */
    async refreshAll(signal?: AbortSignal): Promise<BenchmarkRefreshResult> {
      const today = sydneyTradingDate(now());
      const states = await readBenchmarkStates(db, SYMBOLS, daysBefore(today, YARDSTICK_DAYS));
      const failed: BenchmarkRefreshResult["failed"] = [];
      for (const definition of BENCHMARKS) {
        const state = states.get(definition.symbol) ?? { lastDate: null, recentCloses: [] };
        try {
          const quote = await provider.quote(definition.symbol, signal, benchmarkRange(state.lastDate, today));
          const { closes, rejected } = cleanDailyCloses(quote.bars, state.recentCloses);
          for (const bad of rejected)
            logger.warn("Bad benchmark close from the market-data provider, not stored", {
              symbol: definition.symbol,
              date: bad.date,
              close: String(bad.close),
              reason: bad.reason,
            });
          const distributions = quote.dividends
            .filter((paid) => Number.isFinite(paid.amount) && paid.amount > 0)
            .map((paid) => ({ date: sydneyTradingDate(paid.date), amount: paid.amount }));
          await writeBenchmarkHistory(db, definition, benchmarkRows(closes, distributions), now());
        } catch (error) {
          if (!(error instanceof MarketDataError)) throw error;
          logger.warn("Benchmark refresh failed", { symbol: definition.symbol, reason: error.message });
          await writeBenchmarkFailure(db, definition, error.message);
          failed.push({ symbol: definition.symbol, reason: error.message });
        }
      }
      return { ...(await list()), failed };
    },
  };
}

export type BenchmarkService = ReturnType<typeof createBenchmarkService>;
