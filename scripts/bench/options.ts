// The two dataset sizes: the full run of issue #7, and --quick, which only proves the benchmark works.
import { LARGE_COMMSEC_FILE } from "../../server/test/support/commsec-transactions-file";

export interface BenchOptions {
  mode: "full" | "quick";
  /** Stocks of the three measured users: 2,000 (every listed code), 200 and 20 in a full run. */
  sizes: { large: number; medium: number; small: number };
  months: number;
  /** Portfolio stocks given an allocation, top shareholders per stock, journal entries. */
  allocations: number;
  shareholdersPerStock: number;
  journalEntries: number;
  importRows: number;
  /** Repetitions: GET /api/portfolio (and the raw read), imports while the health prober runs, browser loads. */
  portfolioRuns: number;
  importRuns: number;
  browserRuns: number;
  sortClicks: number;
  /** Rounds of COPY TO STDOUT, backup and restore of the whole database. */
  backupRuns: number;
  /** GET /api/stocks/:id/history rounds; History tab openings in Chromium. */
  historyRuns: number;
  historyRenderRuns: number;
  /** Alert evaluations of the large user's stocks (each after a price move), interleaved with portfolio reads. */
  alertRuns: number;
  /** Timed exports of the large user's account, and imports of it into fresh accounts. */
  accountArchiveRuns: { exports: number; imports: number };
  /** The bench trader's trade-file imports (each into a fresh account) and timed reads of each holdings endpoint. */
  holdingsRuns: { imports: number; reads: number };
  /** The bench trader's CommSec file, and the fewest sales its busiest financial year must hold (cgt_ms's workload). */
  holdingsFile: { trades: number; codes: number; busyYearSales: number };
  /** Lighthouse runs per form factor (mobile, desktop); 0 skips Lighthouse. */
  lighthouseRuns: number;
  /** Where the JSON goes; a full run writes bench/results.json. */
  out: string;
}

export function parseOptions(argv: readonly string[], defaultOut: string, quickOut: string): BenchOptions {
  const quick = argv.includes("--quick");
  const outIndex = argv.indexOf("--out");
  const out = outIndex >= 0 && argv[outIndex + 1] ? argv[outIndex + 1] : quick ? quickOut : defaultOut;
  if (quick) {
    return {
      mode: "quick",
      sizes: { large: 200, medium: 50, small: 5 },
      months: 12,
      allocations: 10,
      shareholdersPerStock: 5,
      journalEntries: 20,
      importRows: 300,
      portfolioRuns: 5,
      importRuns: 2,
      browserRuns: 1,
      sortClicks: 2,
      backupRuns: 1,
      historyRuns: 10,
      historyRenderRuns: 1,
      alertRuns: 3,
      accountArchiveRuns: { exports: 1, imports: 1 },
      holdingsRuns: { imports: 1, reads: 3 },
      holdingsFile: { trades: 2_000, codes: 40, busyYearSales: 200 },
      // Lighthouse takes about half a minute a run: --quick only proves the bench works, so it skips it.
      lighthouseRuns: 0,
      out,
    };
  }
  return {
    mode: "full",
    // "large" is every code in the ASX list (1,985): the "2,000 stocks".
    sizes: { large: Number.POSITIVE_INFINITY, medium: 200, small: 20 },
    months: 36,
    allocations: 50,
    shareholdersPerStock: 20,
    journalEntries: 200,
    importRows: 2000,
    portfolioRuns: 20,
    importRuns: 5,
    browserRuns: 5,
    sortClicks: 10,
    backupRuns: 3,
    historyRuns: 50,
    historyRenderRuns: 10,
    alertRuns: 10,
    accountArchiveRuns: { exports: 3, imports: 3 },
    holdingsRuns: { imports: 3, reads: 10 },
    // Issue 30: 10,000 trades over 200 codes, cgt_ms over "a year of 1,000 sales".
    holdingsFile: { trades: LARGE_COMMSEC_FILE.trades, codes: LARGE_COMMSEC_FILE.codes, busyYearSales: LARGE_COMMSEC_FILE.busyYearSales },
    // Five per preset, and the median counts: Lighthouse's own advice for its run-to-run variance
    // (issue 45 item 15; three runs of one client read 78-90 on this machine).
    lighthouseRuns: 5,
    out,
  };
}
