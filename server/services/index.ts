// Builds every service once per app from the app's dependencies.
import type pg from "pg";
import type { Database } from "../db/connection";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { createYahooChartProvider } from "../market-data/yahoo-chart";
import { createOffThreadParser } from "../parsers";
import { createAlertDigestService } from "./alert-digest";
import { createAlertEvaluator } from "./alert-evaluation";
import { createAlertService } from "./alerts";
import { createAccountExportService } from "./account-export";
import { createAccountImportService } from "./account-import";
import { createAllocationService } from "./allocations";
import { createAuthService } from "./auth";
import { createBenchmarkService } from "./benchmarks";
import { createCgtService } from "./cgt";
import { createDividendImportService } from "./dividend-import";
import { createDividendSync } from "./dividend-sync";
import { createDividendService } from "./dividends";
import { createFairValueService } from "./fair-values";
import { createHoldingService } from "./holdings";
import { createImportBatchService } from "./import-batches";
import { createImportService } from "./imports";
import { createIncomeService } from "./income";
import { createJournalService } from "./journal";
import { createPortfolioService } from "./portfolio";
import { createPriceRefreshService } from "./price-refresh";
import type { RefreshJobRunnerOptions } from "./refresh-job-runner";
import { createRefreshJobs } from "./refresh-jobs";
import { createReturnService } from "./returns";
import { createSectorService } from "./sectors";
import { createShareholderService } from "./shareholders";
import { createStockService } from "./stocks";
import { createTaxStatementImportService } from "./tax-statement-import";
import { createTaxStatementService } from "./tax-statements";
import { createCorporateActionService } from "./corporate-actions";
import { createTaxSummaryService } from "./tax-summary";
import { createTaxTimingService } from "./tax-timing";
import { createTradeImportService } from "./trade-import";
import { createTradeService } from "./trades";
import { createUserService } from "./users";
import { createValuationHistoryService } from "./valuation-history";

export interface ServiceDeps {
  db: Database;
  /**
   * The pool under `db`: for the account export's cursor, which needs one connection for its whole
   * snapshot, and for the valuation history's reads, sent as named prepared statements.
   */
  pool: pg.Pool;
  logger: Logger;
  mailer: Mailer;
  bcryptRounds: number;
  ownerEmail?: string;
  exposeResetToken: boolean;
  appUrl?: string;
  marketDataBaseUrl: string;
  now?: () => Date;
  /** Timings of the refresh jobs' runner (tests shorten the lease). */
  refreshJobs?: RefreshJobRunnerOptions;
}

export function createServices(deps: ServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const portfolio = createPortfolioService(deps.db, now);
  // One parse worker per app, started with the first import.
  const parser = createOffThreadParser({ logger: deps.logger });
  // Every change of a price or a fair value evaluates alerts in its own transaction through this.
  const alerts = createAlertEvaluator();
  const provider = createYahooChartProvider({ baseUrl: deps.marketDataBaseUrl, logger: deps.logger });
  const priceRefresh = createPriceRefreshService({ db: deps.db, logger: deps.logger, now, provider, alerts });
  // Refresh-all, the scheduled refresh and the first prices of added stocks, run in the background (decisions 027, 041).
  const refreshJobs = createRefreshJobs({ ...deps.refreshJobs, db: deps.db, logger: deps.logger, priceRefresh });
  return {
    stocks: createStockService(deps.db, now, alerts),
    portfolio,
    auth: createAuthService(deps),
    users: createUserService(deps.db, deps.logger, now),
    priceRefresh,
    refreshJobs,
    imports: createImportService({ db: deps.db, logger: deps.logger, now, parser, alerts }),
    importBatches: createImportBatchService({ db: deps.db, logger: deps.logger, alerts }),
    fairValues: createFairValueService(deps.db, alerts),
    alerts: createAlertService(deps.db, alerts),
    alertDigest: createAlertDigestService({ db: deps.db, mailer: deps.mailer, logger: deps.logger, appUrl: deps.appUrl, now }),
    journal: createJournalService(deps.db),
    shareholders: createShareholderService({ db: deps.db, logger: deps.logger, parser }),
    allocations: createAllocationService(deps.db, now),
    sectors: createSectorService(deps.db, portfolio),
    valuationHistory: createValuationHistoryService(deps.db),
    accountExport: createAccountExportService({ pool: deps.pool, logger: deps.logger, now }),
    accountImport: createAccountImportService({ db: deps.db, logger: deps.logger, parser, alerts, now }),
    trades: createTradeService({ db: deps.db, logger: deps.logger, now, addedStocks: refreshJobs.addedStocks }),
    tradeImport: createTradeImportService({ db: deps.db, logger: deps.logger, now, parser, addedStocks: refreshJobs.addedStocks }),
    holdings: createHoldingService({ db: deps.db, now, portfolio }),
    cgt: createCgtService({ db: deps.db, now }),
    dividends: createDividendService({ db: deps.db, logger: deps.logger, now }),
    dividendSync: createDividendSync({ db: deps.db, logger: deps.logger, now, provider }),
    dividendImport: createDividendImportService({ db: deps.db, logger: deps.logger, parser }),
    income: createIncomeService({ db: deps.db, now }),
    taxStatements: createTaxStatementService({ db: deps.db, logger: deps.logger }),
    taxStatementImport: createTaxStatementImportService({ db: deps.db, logger: deps.logger, parser }),
    taxSummary: createTaxSummaryService({ db: deps.db, now }),
    returns: createReturnService({ db: deps.db, now }),
    benchmarks: createBenchmarkService({ db: deps.db, logger: deps.logger, now, provider }),
    corporateActions: createCorporateActionService({ db: deps.db, logger: deps.logger, now, addedStocks: refreshJobs.addedStocks }),
    // Before 30 June (issue 49).
    taxTiming: createTaxTimingService({ db: deps.db, now, portfolio }),
  };
}

export type Services = ReturnType<typeof createServices>;
