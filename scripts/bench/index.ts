// `npm run bench` (issue #7, history figures issue #13): a fresh embedded database with a realistic
// dataset, then every figure in one run, printed as one JSON object on stdout and written to bench/results.json. `--quick` runs
// a small dataset only to prove the benchmark works (e2e/bench.test.ts); it writes to a temporary
// file, or to `--out <file>`, never over bench/results.json. Progress goes to stderr.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildAll } from "../build.mjs";
import { buildIsStale } from "../build-state.mjs";
import { projectRoot } from "../../server/paths";
import { measureAlerts } from "./alert-measures";
import { measurePortfolio } from "./api-measures";
import { readListedCompanies } from "./asx-list";
import { startBenchServer } from "./bench-server";
import { measureAccountArchive } from "./account-archive-measures";
import { measureBackup } from "./backup-measures";
import { measureBrowser } from "./browser-measures";
import { measureInitialBundle } from "./bundle-size";
import { BENCH_SOURCES, loadDataset } from "./dataset";
import { measureHistoryRender } from "./history-browser-measures";
import { measureHistory, seedHistoryStock } from "./history-measures";
import { measureHoldings } from "./holdings-measures";
import { measureImport } from "./import-measures";
import { measureLighthouse, type LighthouseFigures } from "./lighthouse-measures";
import { describeLoad, formatLoad, loadAverage } from "./machine-load";
import { parseOptions } from "./options";
import { progress } from "./quiet-logger";
import { BENCH_PROVIDER, measureRefreshAll, startProviderProcess } from "./refresh-measures";
import { round } from "./stats";
import { judgeTargets } from "./targets";

const root = projectRoot();
const publicDir = path.join(root, "dist", "public");

async function main() {
  const options = parseOptions(
    process.argv.slice(2),
    path.join(root, "bench", "results.json"),
    path.join(os.tmpdir(), `asx-bench-quick-${process.pid}.json`),
  );
  const started = performance.now();
  const cores = os.cpus().length;
  const loadBefore = loadAverage();
  progress(`load average before: ${formatLoad(loadBefore)} (${cores} cores)`);
  if (loadBefore.one_min > cores) progress(`the machine is busy (1-minute load above ${cores}): these timings will read slow`);

  if (buildIsStale()) {
    progress("building the production bundle");
    await buildAll({ quiet: true });
  }
  const bundle = measureInitialBundle(publicDir);

  progress("starting PostgreSQL, the app and a local market-data server");
  const market = await startProviderProcess();
  const server = await startBenchServer(publicDir, market.url);
  try {
    const companies = readListedCompanies();
    progress(`loading the ${options.mode} dataset`);
    const dataset = await loadDataset(server.database.pool, options, companies);
    progress(`loaded ${dataset.counts.fairValues} fair values in ${Math.round(dataset.loadMs)} ms; measuring /api/portfolio`);
    const portfolio = await measurePortfolio(server.baseUrl, server.database.pool, dataset, options.portfolioRuns);

    progress(`refreshing the large user's ${dataset.large.stocks} prices and measuring the alert evaluation`);
    const alerts = await measureAlerts(
      server.baseUrl,
      server.database,
      dataset,
      (prices) => market.configure({ prices }),
      options.alertRuns,
    );

    progress("measuring GET /api/stocks/:id/history");
    const historyStock = await seedHistoryStock(server.database.pool, dataset.large);
    const history = await measureHistory(server.baseUrl, dataset.large, historyStock, options.historyRuns);

    progress("measuring the import and /api/health");
    const listed = new Set(companies.map((c) => c.symbol));
    const imports = await measureImport(server.baseUrl, dataset.importer, listed, {
      rows: options.importRows,
      runs: options.importRuns,
      idleMs: options.mode === "full" ? 3_000 : 1_000,
    });

    progress("measuring the dashboard in Chromium");
    const browser = await measureBrowser(server.baseUrl, publicDir, dataset, { runs: options.browserRuns, sortClicks: options.sortClicks });

    progress("measuring the History tab in Chromium");
    const historyRender = await measureHistoryRender(server.baseUrl, dataset.large, historyStock.symbol, options.historyRenderRuns);

    let lighthouseFigures: LighthouseFigures | null = null;
    if (options.lighthouseRuns > 0) {
      progress(`running Lighthouse (mobile and desktop, ${options.lighthouseRuns} runs each)`);
      lighthouseFigures = await measureLighthouse(server.baseUrl, dataset.lighthouse, options.lighthouseRuns);
    }

    // The backup reads everything the steps above wrote, and restore fills a second database.
    progress("measuring backup and restore of the whole database");
    const backup = await measureBackup(server.database.pool, server.database.url, options.backupRuns);

    // After the backup, whose figures are about the dataset above: each import adds a whole account.
    progress("measuring the export and import of one account");
    const account = await measureAccountArchive(server.baseUrl, server.database.pool, dataset.large, options.accountArchiveRuns);

    // Last, so the five years of closes it stores for every symbol do not weigh on the figures above.
    progress(`refreshing all ${dataset.importer.symbols.length}+ prices of the importer against the local provider`);
    const refresh = await measureRefreshAll(server.baseUrl, server.database.pool, dataset.importer, market);

    // After the refresh, whose price-history figures count every stored close: the bench trader's
    // codes then already have five years of closes (storeCloses only fills what is missing).
    progress(
      `measuring the holdings ledger: a ${options.holdingsFile.trades.toLocaleString("en-AU")}-trade CommSec file, holdings, value history and capital gains`,
    );
    const holdings = await measureHoldings(server.baseUrl, server.database.pool, options.holdingsRuns, options.holdingsFile);

    const targets = judgeTargets(portfolio, imports, bundle, browser, backup, account, lighthouseFigures, alerts, {
      history,
      render: historyRender,
      refresh,
      holdings,
    });
    const lh = lighthouseFigures;
    const loadAfter = loadAverage();
    progress(`load average after: ${formatLoad(loadAfter)} (${cores} cores)`);
    const load = describeLoad(loadBefore, loadAfter, cores);
    const results = {
      mode: options.mode,
      generated_at: new Date().toISOString(),
      duration_s: round((performance.now() - started) / 1000),
      ...(load.busy_warning ? { busy_warning: load.busy_warning } : {}),
      machine: {
        cpus: cores,
        load_average: load.load_average,
        busy_at_start: load.busy_at_start,
        cpu_model: os.cpus()[0]?.model ?? "unknown",
        memory_gb: round(os.totalmem() / 1e9),
        node: process.version,
        postgres: server.postgresVersion,
        chromium: browser.chromiumVersion,
      },
      dataset: {
        stocks: { large: dataset.large.stocks, medium: dataset.medium.stocks, small: dataset.small.stocks },
        stock_rows: dataset.counts.stocks,
        sources: BENCH_SOURCES.length,
        months: options.months,
        fair_values: dataset.counts.fairValues,
        shareholders: dataset.counts.shareholders,
        journal_entries: dataset.counts.journalEntries,
        allocations: dataset.counts.allocations,
        load_ms: round(dataset.loadMs, 0),
      },
      figures: {
        portfolio_transfer_kb: round(portfolio.portfolioTransferKb),
        portfolio_raw_kb: round(portfolio.portfolioRawKb),
        portfolio_encoding: portfolio.portfolioEncoding,
        dashboard_transfer_kb: round(browser.dashboardTransferKb),
        dashboard_transfer_by_kind_kb: Object.fromEntries(
          Object.entries(browser.dashboardTransferByKindKb).map(([kind, kb]) => [kind, round(kb)]),
        ),
        lighthouse: lh
          ? {
              version: lh.lighthouseVersion,
              runs_each: lh.runs,
              mobile: {
                fcp_ms: round(lh.mobile.fcpMs, 0),
                lcp_ms: round(lh.mobile.lcpMs, 0),
                tbt_ms: round(lh.mobile.tbtMs, 0),
                bootup_ms: round(lh.mobile.bootupMs, 0),
                below_perfect: lh.mobile.failing,
              },
              desktop: {
                fcp_ms: round(lh.desktop.fcpMs, 0),
                lcp_ms: round(lh.desktop.lcpMs, 0),
                tbt_ms: round(lh.desktop.tbtMs, 0),
                bootup_ms: round(lh.desktop.bootupMs, 0),
                below_perfect: lh.desktop.failing,
              },
            }
          : "skipped in --quick (about 30 s a run; the full bench runs it)",
        lighthouse_mobile_performance: lh?.mobile.performance ?? null,
        lighthouse_mobile_accessibility: lh?.mobile.accessibility ?? null,
        lighthouse_mobile_best_practices: lh?.mobile.bestPractices ?? null,
        lighthouse_desktop_performance: lh?.desktop.performance ?? null,
        lighthouse_desktop_accessibility: lh?.desktop.accessibility ?? null,
        lighthouse_desktop_best_practices: lh?.desktop.bestPractices ?? null,
        portfolio_ms: round(portfolio.portfolioMs),
        raw_sql_ms: round(portfolio.rawSqlMs),
        portfolio_to_raw_sql_ratio: round(portfolio.portfolioMs / portfolio.rawSqlMs, 2),
        raw_sql_rows: { stocks: portfolio.rawSqlRows.stocks, fair_values: portfolio.rawSqlRows.fairValues },
        portfolio_stocks_returned: portfolio.returnedStocks,
        statements_per_portfolio_request: portfolio.statements,
        portfolio_ms_medium: round(portfolio.portfolioMsMedium),
        portfolio_large_to_medium_ratio: round(portfolio.portfolioMs / portfolio.portfolioMsMedium, 2),
        import_rows: imports.rows,
        import_ms: round(imports.importMs),
        import_statements: imports.statements,
        import_statements_one_row: imports.statementsOneRow,
        health_p99_idle_ms: round(imports.healthIdleP99Ms, 2),
        health_p99_during_import_ms: round(imports.healthDuringImportP99Ms, 2),
        health_samples: imports.healthSamples,
        initial_js_gzip_kb: round(bundle.initialJsGzipKb),
        initial_css_gzip_kb: round(bundle.initialCssGzipKb),
        dashboard_js_gzip_kb: round(browser.dashboardJsGzipKb),
        dashboard_ready_ms: round(browser.dashboardReadyMs),
        empty_dashboard_ready_ms: round(browser.emptyDashboardReadyMs),
        table_rows_in_dom: browser.tableRowsInDom,
        portfolio_table_rows_in_dom: browser.portfolioRowsInDom,
        sort_repaint_ms: round(browser.sortRepaintMs),
        sort_repaint_max_ms: round(browser.sortRepaintMaxMs),
        copy_to_stdout_s: round(backup.copyToStdoutMs / 1000, 2),
        backup_s: round(backup.backupMs / 1000, 2),
        restore_s: round(backup.restoreMs / 1000, 2),
        backup_archive_mb: round(backup.archiveBytes / 1e6, 2),
        backup_to_copy_ratio: round(backup.backupMs / backup.copyToStdoutMs, 2),
        restore_to_copy_ratio: round(backup.restoreMs / backup.copyToStdoutMs, 2),
        backup_rows: backup.rows,
        backup_copy_mb: round(backup.copyBytes / 1e6, 2),
        refresh_all_ms: round(alerts.refreshAllMs),
        refresh_all_stocks: alerts.refreshAllStocks,
        refresh_all_new_alerts: alerts.refreshAllNewAlerts,
        alerts_eval_ms: round(alerts.evalMs),
        alerts_eval_portfolio_ms: round(alerts.portfolioMs),
        alerts_eval_to_portfolio_ratio: round(alerts.evalMs / alerts.portfolioMs, 2),
        alerts_eval_new_alerts: alerts.evalNewAlerts,
        alerts_eval_statements: alerts.statements,
        account_export_s: round(account.exportMs / 1000, 2),
        account_import_s: round(account.importMs / 1000, 2),
        account_archive_mb: round(account.fileBytes / 1e6, 2),
        account_rows: account.rows,
        account_import_statements: account.importStatements,
        account_import_statements_one_stock: account.importStatementsOneStock,
        history_ms: round(history.historyMs, 2),
        history_returned: history.returned,
        statements_per_history_request: history.statements,
        history_render_ms: round(historyRender.historyRenderMs),
        history_render_max_ms: round(historyRender.historyRenderMaxMs),
        history_first_open_ms: round(historyRender.historyFirstOpenMs),
        history_render_price_points: historyRender.pricePoints,
        refresh_all_2000_s: round(refresh.refreshMs / 1000, 2),
        refresh_all_accept_ms: round(refresh.acceptMs, 1),
        refresh_all_counts: refresh.counts,
        refresh_all_provider: { ...BENCH_PROVIDER, requests: refresh.providerRequests, answered_429: refresh.rateLimited },
        refresh_all_history_write_s: round(refresh.historyWriteMs / 1000, 2),
        refresh_all_history_write_sum_s: round(refresh.historyWriteSumMs / 1000, 2),
        refresh_all_history_writes: refresh.historyWrites,
        refresh_all_history_rows: refresh.historyRows,
        price_history_table_mb: round(refresh.historyTableBytes / 1e6, 1),
        holdings_trades: holdings.trades,
        holdings_codes: holdings.codes,
        trades_import_ms: round(holdings.tradesImportMs),
        trades_import_statements: holdings.tradesImportStatements,
        trades_import_statements_one_row: holdings.tradesImportStatementsOneRow,
        holdings_ms: round(holdings.holdingsMs, 2),
        value_history_ms: round(holdings.valueHistoryMs, 2),
        cgt_ms: round(holdings.cgtMs, 2),
        cgt_sales: holdings.cgtSales,
        income_ms: round(holdings.incomeMs, 2),
        tax_timing_ms: round(holdings.taxTimingMs, 2),
        tax_timing_scenario_ms: round(holdings.taxTimingScenarioMs, 2),
        tax_timing_parcels: holdings.taxTimingParcels,
        returns_ms: round(holdings.returnsMs, 2),
        returns_series_ms: round(holdings.returnsSeriesMs, 2),
        dividend_sync_ms: round(holdings.dividendSyncMs),
        dividend_sync_workload: {
          codes: holdings.codes,
          added: holdings.syncAdded,
          refresh_same_codes_ms: round(holdings.refreshSameCodesMs),
        },
        income_workload: { dividends: holdings.dividends, tax_statements: holdings.taxStatements, lines: holdings.incomeLines },
        cgt_workload: { fy: holdings.cgtFy, sales: holdings.cgtSales, lines: holdings.cgtLines },
        holdings_workload: {
          trades: holdings.trades,
          codes: holdings.codes,
          corporate_actions: holdings.corporateActions,
          few_trader_corporate_actions: holdings.fewCorporateActions,
        },
        statements_per_holdings_request: holdings.statements,
      },
      targets: Object.fromEntries(
        Object.entries(targets).map(([name, target]) => [
          name,
          { ...target, value: round(target.value, 2), limit: round(target.limit, 2) },
        ]),
      ),
      all_targets_met: Object.values(targets).every((target) => target.met),
    };

    const json = JSON.stringify(results, null, 2);
    mkdirSync(path.dirname(options.out), { recursive: true });
    writeFileSync(options.out, `${json}\n`);
    process.stdout.write(`${json}\n`);
    const missed = Object.entries(targets).filter(([, target]) => !target.met);
    progress(
      missed.length === 0
        ? `every target met; written to ${options.out}`
        : `targets missed: ${missed.map(([name]) => name).join(", ")}; written to ${options.out}`,
    );
  } finally {
    await server.close();
    await market.close();
  }
}

main().catch((error) => {
  process.stderr.write(`[bench] failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
