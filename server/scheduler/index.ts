// Wires the daily refresh for server/index.ts: its own provider and refresh service on the app's
// database. Only the process entry point starts it, never createApp, so tests and tools stay quiet.
import type pg from "pg";
import type { Database } from "../db/connection";
import type { Logger } from "../logger";
import { createYahooChartProvider } from "../market-data/yahoo-chart";
import { createPriceRefreshService } from "../services/price-refresh";
import { createPriceRefreshScheduler, type PriceRefreshScheduler } from "./price-refresh-scheduler";

export function startDailyPriceRefresh(options: {
  db: Database;
  pool: pg.Pool;
  marketDataBaseUrl: string;
  logger: Logger;
}): PriceRefreshScheduler {
  const { db, pool, logger } = options;
  const service = createPriceRefreshService({
    db,
    logger,
    now: () => new Date(),
    provider: createYahooChartProvider({ baseUrl: options.marketDataBaseUrl, logger }),
  });
  const scheduler = createPriceRefreshScheduler({ pool, logger, refresh: (slot, signal) => service.refreshDue(slot, signal) });
  scheduler.start();
  logger.info("Daily price refresh scheduled", { next: scheduler.nextRun()?.toISOString() });
  return scheduler;
}
