// Wires the daily refresh for server/index.ts: the scheduler queues its jobs on the app's refresh
// jobs (which the app's runner runs, on this instance or another), then sends the alert digests.
// Only the process entry point starts it, never createApp, so tests and tools stay quiet.
import type { Database } from "../db/connection";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { createAlertDigestService } from "../services/alert-digest";
import type { BenchmarkService } from "../services/benchmarks";
import type { DividendSync } from "../services/dividend-sync";
import { createPriceRefreshScheduler, type PriceRefreshScheduler, type ScheduledJobs } from "./price-refresh-scheduler";
import { errorFields } from "../error-fields";

export function startDailyPriceRefresh(options: {
  db: Database;
  jobs: ScheduledJobs;
  logger: Logger;
  mailer: Mailer;
  appUrl?: string;
  /** Adds every user's missing estimated dividends from the market data the run fetched (issue 31). */
  dividendSync: Pick<DividendSync, "addEstimatesForEveryone">;
  /** Brings the benchmark series up to date (issue 48). */
  benchmarks: Pick<BenchmarkService, "refreshAll">;
}): PriceRefreshScheduler {
  const { db, logger } = options;
  const now = () => new Date();
  const digests = createAlertDigestService({ db, mailer: options.mailer, logger, appUrl: options.appUrl, now });
  const scheduler = createPriceRefreshScheduler({
    jobs: options.jobs,
    logger,
    afterRun: async () => {
      // A failure here is logged and never holds back the digests.
      await options.dividendSync
        .addEstimatesForEveryone()
        .catch((error) => logger.error("Estimated dividends after the scheduled refresh", errorFields(error)));
      await options.benchmarks.refreshAll().catch((error) => logger.error("Benchmarks after the scheduled refresh", errorFields(error)));
      return digests.sendDailyDigests();
    },
  });
  scheduler.start();
  logger.info("Daily price refresh scheduled", { next: scheduler.nextRun()?.toISOString() });
  return scheduler;
}
