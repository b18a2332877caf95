// Wires the daily refresh for server/index.ts: its own provider and refresh service on the app's
// database, then the alert digests. Only the process entry point starts it, never createApp, so
// tests and tools stay quiet.
import type pg from "pg";
import type { Database } from "../db/connection";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { createYahooChartProvider } from "../market-data/yahoo-chart";
import { createAlertDigestService } from "../services/alert-digest";
import { createPriceRefreshService } from "../services/price-refresh";
import { createPriceRefreshScheduler, type PriceRefreshScheduler } from "./price-refresh-scheduler";

export function startDailyPriceRefresh(options: {
  db: Database;
  pool: pg.Pool;
  marketDataBaseUrl: string;
  logger: Logger;
  mailer: Mailer;
  appUrl?: string;
}): PriceRefreshScheduler {
  const { db, pool, logger } = options;
  const now = () => new Date();
  const service = createPriceRefreshService({
    db,
    logger,
    now,
    provider: createYahooChartProvider({ baseUrl: options.marketDataBaseUrl, logger }),
  });
  const digests = createAlertDigestService({ db, mailer: options.mailer, logger, appUrl: options.appUrl, now });
  const scheduler = createPriceRefreshScheduler({
    pool,
    logger,
    refresh: (slot, signal) => service.refreshDue(slot, signal),
    afterRun: () => digests.sendDailyDigests(),
  });
  scheduler.start();
  logger.info("Daily price refresh scheduled", { next: scheduler.nextRun()?.toISOString() });
  return scheduler;
}
