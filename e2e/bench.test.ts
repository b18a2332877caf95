// `npm run bench -- --quick` proves the benchmark works end to end (its own embedded database,
// dataset, app, import, production build and Chromium): every figure is there and is a number.
// Timings are never asserted: this machine's speed is not what the test is about.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseOptions } from "../scripts/bench/options";

const root = path.resolve(import.meta.dirname, "..");
const QUICK = parseOptions(["--quick"], "", "");
const outDir = mkdtempSync(path.join(os.tmpdir(), "asx-bench-test-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function runQuickBench(out: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/bench/index.ts", "--quick", "--out", out],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: "production" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const TIMINGS = [
  "portfolio_ms",
  "raw_sql_ms",
  "portfolio_to_raw_sql_ratio",
  "portfolio_ms_medium",
  "portfolio_large_to_medium_ratio",
  "import_ms",
  "health_p99_idle_ms",
  "health_p99_during_import_ms",
  "initial_js_gzip_kb",
  "initial_css_gzip_kb",
  "dashboard_js_gzip_kb",
  "dashboard_ready_ms",
  "empty_dashboard_ready_ms",
  "sort_repaint_ms",
  "copy_to_stdout_s",
  "backup_s",
  "restore_s",
  "backup_archive_mb",
  "backup_to_copy_ratio",
  "restore_to_copy_ratio",
  "backup_copy_mb",
  "refresh_all_ms",
  "alerts_eval_ms",
  "alerts_eval_portfolio_ms",
  "alerts_eval_to_portfolio_ratio",
  "account_export_s",
  "account_import_s",
  "account_archive_mb",
  "history_ms",
  "history_render_ms",
  "history_first_open_ms",
  "refresh_all_2000_s",
  "refresh_all_accept_ms",
  "refresh_all_history_write_s",
  "trades_import_ms",
  "holdings_ms",
  "value_history_ms",
  "cgt_ms",
  "income_ms",
  "dividend_sync_ms",
] as const;
const COUNTS = [
  "import_rows",
  "import_statements",
  "import_statements_one_row",
  "table_rows_in_dom",
  "portfolio_table_rows_in_dom",
  "backup_rows",
  "refresh_all_stocks",
  "refresh_all_new_alerts",
  "alerts_eval_new_alerts",
  "account_rows",
  "account_import_statements",
  "account_import_statements_one_stock",
  "history_render_price_points",
  "refresh_all_history_writes",
  "refresh_all_history_rows",
  "holdings_trades",
  "trades_import_statements",
  "trades_import_statements_one_row",
  "cgt_sales",
] as const;
const TARGETS = [
  "portfolio_to_raw_sql_ratio",
  "statements_per_portfolio_request",
  "portfolio_large_to_medium_ratio",
  "import_statements",
  "health_p99_during_import_ms",
  "initial_js_gzip_kb",
  "dashboard_ready_ms",
  "table_rows_in_dom",
  "sort_repaint_ms",
  "backup_s",
  "restore_s",
  "alerts_eval_to_portfolio_ratio",
  "alerts_eval_statements",
  "account_import_statements",
  "account_archive_mb",
  "statements_per_history_request",
  "history_render_ms",
  "holdings_ms",
  "value_history_ms",
  "cgt_ms",
  "income_ms",
  "dividend_sync_ms",
  "statements_per_holdings_request",
  "trades_import_statements",
] as const;

describe("npm run bench -- --quick", () => {
  it("prints one JSON object with every figure of issue #7, and writes the same to --out", async () => {
    const out = path.join(outDir, "quick.json");
    const run = await runQuickBench(out);
    expect(run.code, run.stderr).toBe(0);

    const printed = JSON.parse(run.stdout);
    expect(JSON.parse(readFileSync(out, "utf8"))).toEqual(printed);
    expect(printed.mode).toBe("quick");
    // The machine's load before and after (issue 45 item 15); a busy start says so.
    for (const when of ["before", "after"])
      for (const span of ["one_min", "five_min", "fifteen_min"])
        expect(Number.isFinite(printed.machine.load_average[when][span]), `${when} ${span}`).toBe(true);
    expect(printed.machine.load_average.cores).toBe(printed.machine.cpus);
    expect(printed.machine.busy_at_start).toBe(printed.machine.load_average.before.one_min > printed.machine.cpus);
    expect("busy_warning" in printed).toBe(printed.machine.busy_at_start);
    expect(printed.targets).not.toHaveProperty("refresh_all_history_write_share");

    const figures = printed.figures;
    for (const name of TIMINGS) {
      expect(Number.isFinite(figures[name]), name).toBe(true);
      expect(figures[name], name).toBeGreaterThan(0);
    }
    for (const name of COUNTS) expect(Number.isInteger(figures[name]), name).toBe(true);
    for (const size of ["small", "medium", "large"]) {
      expect(Number.isInteger(figures.statements_per_portfolio_request[size]), size).toBe(true);
      expect(figures.statements_per_portfolio_request[size], size).toBeGreaterThan(0);
      // Each request really covered its user's stocks.
      expect(figures.portfolio_stocks_returned[size], size).toBe(printed.dataset.stocks[size]);
    }
    expect(figures.table_rows_in_dom).toBeGreaterThan(0);
    expect(figures.import_rows).toBeGreaterThan(0);
    // The health figures rest on real samples, during the import as well as idle.
    expect(figures.health_samples.idle).toBeGreaterThan(0);
    expect(figures.health_samples.duringImport).toBeGreaterThan(0);
    // The raw read handed over the rows the endpoint is built from.
    expect(figures.raw_sql_rows.stocks).toBe(printed.dataset.stocks.large);
    expect(figures.raw_sql_rows.fair_values).toBeGreaterThan(0);
    // The backup and the restore covered the whole dataset: at least every seeded fair value.
    expect(figures.backup_rows).toBeGreaterThan(printed.dataset.fair_values);
    // The refresh priced every stock of the large user and crossed levels; the evaluations wrote alerts.
    expect(figures.refresh_all_stocks).toBe(printed.dataset.stocks.large);
    expect(figures.refresh_all_new_alerts).toBeGreaterThan(0);
    expect(figures.alerts_eval_new_alerts).toBeGreaterThan(0);
    for (const size of ["small", "medium", "large"]) expect(figures.alerts_eval_statements[size], size).toBeGreaterThan(0);
    // The account export and import carried the large user's whole account.
    expect(figures.account_rows).toBeGreaterThan(printed.dataset.stocks.large);

    // The history figures (issue #13) rest on what they claim: five years of closes read and drawn,
    // the same statements with and without history, and every importer stock refreshed once with
    // one history write each.
    expect(figures.history_returned.prices).toBe(1250);
    expect(figures.history_render_price_points).toBe(1250);
    expect(figures.statements_per_history_request.full).toBe(figures.statements_per_history_request.empty);
    expect(figures.refresh_all_counts.failed).toBe(0);
    expect(figures.refresh_all_counts.successful).toBe(figures.refresh_all_counts.total);
    expect(figures.refresh_all_history_writes).toBe(figures.refresh_all_counts.total);
    expect(figures.refresh_all_provider.answered_429).toBeGreaterThan(0);
    expect(figures.refresh_all_history_rows).toBeGreaterThan(figures.refresh_all_counts.total * 1000);

    // The holdings figures (issue 30) rest on the bench trader's whole file and a year with sales
    // (a full run: 10,000 trades and a year of 1,000 sales; the bench refuses to run on fewer).
    expect(figures.holdings_trades).toBe(QUICK.holdingsFile.trades);
    expect(figures.holdings_codes).toBe(QUICK.holdingsFile.codes);
    expect(figures.cgt_sales).toBeGreaterThanOrEqual(QUICK.holdingsFile.busyYearSales);
    expect(figures.cgt_workload.sales).toBe(figures.cgt_sales);
    expect(figures.cgt_workload.lines).toBeGreaterThanOrEqual(figures.cgt_sales);
    for (const read of ["holdings", "valueHistory", "cgt"])
      expect(figures.statements_per_holdings_request[read].many, read).toBeGreaterThan(0);
    // Issue 46: every read above ran with corporate actions of every type stored (decision 069), on both traders.
    const actions = figures.holdings_workload.corporate_actions;
    expect(Object.keys(actions.by_type).sort()).toEqual([
      "BONUS_ISSUE",
      "CODE_CHANGE",
      "DEMERGER",
      "IN_SPECIE_DIVIDEND",
      "RETURN_OF_CAPITAL",
      "RIGHTS_ISSUE",
      "TAKEOVER",
      "WORTHLESS",
    ]);
    expect(Object.values(actions.by_type).reduce((sum: number, count) => sum + Number(count), 0)).toBe(actions.total);
    expect(actions.total).toBeGreaterThanOrEqual(QUICK.holdingsFile.codes);
    expect(figures.holdings_workload.few_trader_corporate_actions).toBeGreaterThan(0);

    // Each target sits beside its figure with a verdict; whether it is met is the machine's business.
    for (const name of TARGETS) {
      const target = printed.targets[name];
      expect(Number.isFinite(target.value), name).toBe(true);
      expect(Number.isFinite(target.limit), name).toBe(true);
      expect(typeof target.met, name).toBe("boolean");
      expect(typeof target.rule, name).toBe("string");
    }
    expect(printed.all_targets_met).toBe(TARGETS.every((name) => printed.targets[name].met));
  }, 300_000); // builds if stale, loads a dataset, drives Chromium, backs up and restores: minutes on a busy 2-core machine
});
