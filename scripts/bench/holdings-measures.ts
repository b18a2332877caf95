// The holdings ledger (issue 30): a bench trader with 10,000 trades over 15 years across 200 ASX codes (--quick: 2,000 over 40)
// (server/test/support/commsec-transactions-file.ts), imported as one CommSec Transactions file, with
// five years of daily closes for each code. Timed through the running app, request to last byte:
// POST /api/import/trades of the file (into fresh accounts), GET /api/holdings, GET
// /api/holdings/value-history?range=5Y, GET /api/cgt of the financial year with the most sales, and
// Before 30 June's GET /api/tax-timing and a scenario of 50 sales (issue 49);
// plus each request's SQL statements beside those of a trader with 10 trades, which must be the same,
// and the import's beside a one-row file's. Issue 48: GET /api/returns and /api/returns/series over
// 5 years of the same trader, against five years of the accumulation and price indices. Issue 47: 20
// of its codes carry 15 years of annual tax statements, read by GET /api/cgt and /api/income. Issue
// 46: 200 corporate actions of every type among its trades (--quick: about 40;
// corporate-action-dataset.ts), stored before any read is timed; the 10-trade trader has three.
import bcrypt from "bcrypt";
import type pg from "pg";
import { buildCommsecTransactionsFile } from "../../server/test/support/commsec-transactions-file";
import { countStatements } from "../../server/test/support/statement-counter";
import { financialYearOf } from "../../shared/domain/ledger";
import { signedInClient } from "./bench-server";
import { measureDividendSync, storeBenchDividends, storeBenchStatements } from "./income-measures";
import {
  actionCounts,
  planBenchCorporateActions,
  scaledMix,
  storeBenchCorporateActions,
  type BenchActionPlan,
} from "./corporate-action-dataset";
import { BENCH_PASSWORD } from "./dataset";
import type { BenchOptions } from "./options";
import { median } from "./stats";

export interface HoldingsFigures {
  trades: number;
  codes: number;
  tradesImportMs: number;
  tradesImportStatements: number;
  tradesImportStatementsOneRow: number;
  holdingsMs: number;
  valueHistoryMs: number;
  cgtMs: number;
  /** GET /api/income of the financial year with the most dividends, over the bench trader's 4,000 dividends (issue 31). */
  incomeMs: number;
  dividends: number;
  /** The bench trader's annual tax statements: 20 funds over 15 years (issue 47). */
  taxStatements: number;
  incomeLines: number;
  /** GET /api/tax-timing (Before 30 June, issue 49) and a scenario of 50 sales of its first 50 open parcels. */
  taxTimingMs: number;
  taxTimingScenarioMs: number;
  taxTimingParcels: number;
  /** POST /api/dividends/sync of the bench trader's codes, and a refresh-all of the same codes, against the local provider. */
  dividendSyncMs: number;
  refreshSameCodesMs: number;
  /** Estimates the sync added (the provider's dividends on days a code was held). */
  syncAdded: number;
  /** The financial year measured, and its capital gains lines (one per sale and parcel). */
  cgtFy: number;
  cgtSales: number;
  cgtLines: number;
  /** GET /api/returns?period=5y and /api/returns/series?period=5y (issue 48). */
  returnsMs: number;
  returnsSeriesMs: number;
  /** The bench trader's corporate actions by type and variant (issue 46), and the 10-trade trader's. */
  corporateActions: ReturnType<typeof actionCounts>;
  fewCorporateActions: number;
  /** Statements per request: the bench trader's and a 10-trade trader's. */
  statements: Record<
    "holdings" | "valueHistory" | "cgt" | "income" | "taxTiming" | "returns" | "returnsSeries",
    { few: number; many: number }
  >;
}

async function freshTrader(pool: pg.Pool, baseUrl: string, tag: string) {
  const email = `bench-trader-${tag}-${Date.now()}@bench.test`;
  await pool.query("insert into users (email, password, role, status) values ($1, $2, 'user', 'approved')", [
    email,
    bcrypt.hashSync(BENCH_PASSWORD, 4),
  ]);
  const client = await signedInClient(baseUrl, { email, password: BENCH_PASSWORD });
  const addDividends = (perCode: number) => storeBenchDividends(pool, email, perCode);
  const addStatements = (funds: number, years: number) => storeBenchStatements(pool, email, funds, years);
  const addActions = (plan: BenchActionPlan) => storeBenchCorporateActions(pool, client, email, plan);
  const upload = async (text: string) => {
    const form = new FormData();
    form.append("file", new Blob([text], { type: "text/csv" }), "Transactions.csv");
    const res = await fetch(`${baseUrl}/api/import/trades`, { method: "POST", headers: { cookie: client.cookie }, body: form });
    const body = (await res.json()) as { inserted?: number; errors?: unknown[]; error?: string; priceJobId?: string | null };
    if (res.status !== 200 || (body.errors?.length ?? 0) > 0)
      throw new Error(`POST /api/import/trades: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };
  /**
   * Untimed, after an upload: follows the job fetching the prices of the stocks it added (decision
   * 041) to its end, as the app's client does, so no later figure runs beside it.
   */
  const pricesFetched = async (body: { priceJobId?: string | null }) => {
    if (!body.priceJobId) return;
    for (;;) {
      const job = JSON.parse(await client.get(`/api/stocks/refresh-all/${body.priceJobId}`)) as { state: string };
      if (job.state === "done" || job.state === "failed") return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { client, upload, pricesFetched, addDividends, addStatements, addActions };
}

/** Five years of weekday closes to today for each code (a gentle deterministic walk), in one statement. */
export async function storeCloses(pool: pg.Pool, codes: readonly string[]): Promise<void> {
  await pool.query(
    `insert into price_history (symbol, trade_date, close)
     select c.code, d::date, round((1 + c.n % 90 + 5 * sin(extract(epoch from d) / 8640000 + c.n))::numeric, 3)::float8 + 6
       from unnest($1::text[]) with ordinality as c(code, n),
            generate_series(current_date - interval '5 years', current_date, interval '1 day') as d
      where extract(isodow from d) < 6
     on conflict (symbol, trade_date) do nothing`,
    [codes],
  );
}

const utcToday = () => new Date().toISOString().slice(0, 10);
/** Issue 47's funds: the first 20 codes by symbol carry 15 years of tax statements (the 10-trade trader's first 2, 2 years). */
export const BENCH_FUNDS = { funds: 20, years: 15 } as const;
const FEW_FUNDS = { funds: 2, years: 2 } as const;
/** Issue 46's guard: the full bench trader's 200 corporate actions, one for each of its codes. */
export const benchActionPlan = (file: ReturnType<typeof buildCommsecTransactionsFile>) =>
  planBenchCorporateActions(file, scaledMix(file.codes.length), { funds: BENCH_FUNDS.funds, today: utcToday() });
/** The 10-trade trader's: one that keeps the holding, one that names a new code, one that closes it. */
const fewActionPlan = (file: ReturnType<typeof buildCommsecTransactionsFile>) =>
  planBenchCorporateActions(
    file,
    { return_of_capital: 1, demerger: 1, takeover_cash_and_scrip: 1 },
    { funds: FEW_FUNDS.funds, today: utcToday() },
  );

/** Issue 49's guard: a scenario of this many sales <= cgt_ms. */
export const SCENARIO_SALES = 50;
/** Five years of weekday levels of the accumulation and the price index (public rows, as the refresh stores them). */
export async function storeBenchmarks(pool: pg.Pool): Promise<void> {
  await pool.query(
    `insert into benchmark_series (symbol, kind, label) values
       ('^AXJT', 'total', 'S&P/ASX 200 Accumulation (total return)'), ('^AXJO', 'price', 'S&P/ASX 200 (price only)')
     on conflict (symbol) do nothing`,
  );
  await pool.query(
    `insert into benchmark_prices (symbol, trade_date, close)
     select s.symbol, d::date, round((s.base * (1 + 0.0002 * extract(epoch from d - current_date + interval '5 years') / 86400)
                                      + 200 * sin(extract(epoch from d) / 864000))::numeric, 2)
       from (values ('^AXJT', 90000::numeric), ('^AXJO', 7000::numeric)) as s(symbol, base),
            generate_series(current_date - interval '5 years', current_date, interval '1 day') as d
      where extract(isodow from d) < 6
     on conflict (symbol, trade_date) do nothing`,
  );
}

async function timedGets(get: (path: string) => Promise<unknown>, path: string, runs: number): Promise<number> {
  await get(path); // untimed: the first call's JIT and cold cache
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await get(path);
    samples.push(performance.now() - started);
  }
  return median(samples);
}

export async function measureHoldings(
  baseUrl: string,
  pool: pg.Pool,
  runs: BenchOptions["holdingsRuns"],
  size: BenchOptions["holdingsFile"],
): Promise<HoldingsFigures> {
  const file = buildCommsecTransactionsFile({ trades: size.trades, codes: size.codes });
  const few = buildCommsecTransactionsFile({ trades: 10, codes: 5 });
  const actionPlan = benchActionPlan(file);
  const fewPlan = fewActionPlan(few);
  await storeCloses(pool, [...file.codes, ...actionPlan.newCodes, ...few.codes, ...fewPlan.newCodes]);
  await storeBenchmarks(pool);

  // The import: into a fresh account each run (all the file's trades and stocks new every time).
  const importSamples: number[] = [];
  let tradesImportStatements = 0;
  let trader = await freshTrader(pool, baseUrl, "warm-up");
  await trader.pricesFetched(await trader.upload(file.text)); // untimed
  for (let run = 0; run < runs.imports; run++) {
    trader = await freshTrader(pool, baseUrl, `import-${run}`);
    const started = performance.now();
    const { result, statements } = await countStatements(() => trader.upload(file.text));
    importSamples.push(performance.now() - started);
    await trader.pricesFetched(result);
    tradesImportStatements = statements;
    if (result.inserted !== file.trades.length) throw new Error(`The import wrote ${result.inserted} of ${file.trades.length} trades`);
  }
  const oneRow = await freshTrader(pool, baseUrl, "one-row");
  // A buy (the file is newest first, so its first trade line may be a sale of units bought earlier).
  const oneRowText = `${file.text.split("\r\n")[0]}\r\n${file.text.split("\r\n").find((line) => /,"?B \d/.test(line))}\r\n`;
  const oneRowImport = await countStatements(() => oneRow.upload(oneRowText));
  const tradesImportStatementsOneRow = oneRowImport.statements;
  await oneRow.pricesFetched(oneRowImport.result);

  // The financial year with the most sales.
  const salesByYear = new Map<number, number>();
  for (const trade of file.trades.filter((t) => t.type === "SELL")) {
    const fy = financialYearOf(trade.tradeDate);
    salesByYear.set(fy, (salesByYear.get(fy) ?? 0) + 1);
  }
  const [cgtFy, cgtSales] = [...salesByYear].sort((a, b) => b[1] - a[1])[0];
  // Issue 30: cgt_ms is "a year of 1,000 sales" (a full run).
  if (cgtSales < size.busyYearSales)
    throw new Error(`The bench trader's busiest financial year has ${cgtSales} sales, fewer than ${size.busyYearSales}`);
  const dividends = await trader.addDividends(20);
  // Issue 47: 20 of its codes are funds with 15 years of annual tax statements (cgt_ms and income_ms read them).
  const taxStatements = await trader.addStatements(BENCH_FUNDS.funds, BENCH_FUNDS.years);
  // Issue 46: after the dividends and statements (which go to the stocks the file made), so the actions' new codes get none.
  await trader.addActions(actionPlan);
  // Two dividends a code a year: the last complete financial year has one per code and half-year.
  const incomeFy = financialYearOf(new Date().toISOString().slice(0, 10)) - 1;
  const paths = {
    holdings: "/api/holdings",
    valueHistory: "/api/holdings/value-history?range=5Y",
    cgt: `/api/cgt?fy=${cgtFy}`,
    income: `/api/income?fy=${incomeFy}`,
    taxTiming: "/api/tax-timing",
    returns: "/api/returns?period=5y",
    returnsSeries: "/api/returns/series?period=5y",
  } as const;

  const get = (path: string) => trader.client.get(path);
  const holdingsMs = await timedGets(get, paths.holdings, runs.reads);
  const valueHistoryMs = await timedGets(get, paths.valueHistory, runs.reads);
  const cgtMs = await timedGets(get, paths.cgt, runs.reads);
  const cgtLines = (JSON.parse(await get(paths.cgt)) as { lines: unknown[] }).lines.length;
  const incomeMs = await timedGets(get, paths.income, runs.reads);
  const incomeLines = (JSON.parse(await get(paths.income)) as { lines: unknown[] }).lines.length;
  const taxTimingMs = await timedGets(get, paths.taxTiming, runs.reads);
  const open = (JSON.parse(await get(paths.taxTiming)) as { parcels: { parcelId: string; units: string; close: string | null }[] }).parcels;
  if (open.length < SCENARIO_SALES) throw new Error(`The bench trader has ${open.length} open parcels, fewer than ${SCENARIO_SALES}`);
  const sales = open
    .slice(0, SCENARIO_SALES)
    .map((parcel) => ({ parcelId: parcel.parcelId, units: parcel.units, price: parcel.close ?? "10", brokerage: "19.95" }));
  const taxTimingScenarioMs = await timedGets(() => trader.client.post("/api/tax-timing/scenario", { sales }), "", runs.reads);
  const returnsMs = await timedGets(get, paths.returns, runs.reads);
  const returnsSeriesMs = await timedGets(get, paths.returnsSeries, runs.reads);

  const sync = await measureDividendSync(trader.client);
  if (sync.sync.failed.length > 0)
    throw new Error(`The dividend sync failed for ${sync.sync.failed.length} codes: ${sync.sync.failed[0].reason}`);

  const small = await freshTrader(pool, baseUrl, "few");
  await small.pricesFetched(await small.upload(few.text));
  await small.addDividends(2);
  await small.addStatements(FEW_FUNDS.funds, FEW_FUNDS.years);
  await small.addActions(fewPlan);
  const statements = {} as HoldingsFigures["statements"];
  for (const [name, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
    const smallPath = name === "cgt" ? "/api/cgt?fy=2020" : path;
    statements[name] = {
      few: (await countStatements(() => small.client.get(smallPath))).statements,
      many: (await countStatements(() => get(path))).statements,
    };
  }
  return {
    trades: file.trades.length,
    codes: file.codes.length,
    tradesImportMs: median(importSamples),
    tradesImportStatements,
    tradesImportStatementsOneRow,
    holdingsMs,
    valueHistoryMs,
    cgtMs,
    incomeMs,
    taxTimingMs,
    taxTimingScenarioMs,
    taxTimingParcels: open.length,
    returnsMs,
    returnsSeriesMs,
    corporateActions: actionCounts(actionPlan),
    fewCorporateActions: fewPlan.actions.length,
    dividends,
    taxStatements,
    incomeLines,
    dividendSyncMs: sync.syncMs,
    refreshSameCodesMs: sync.refreshMs,
    syncAdded: sync.sync.added,
    cgtFy,
    cgtSales,
    cgtLines,
    statements,
  };
}
