// GET /api/portfolio against the plain SQL read of the same rows, and the statements per request.
import type pg from "pg";
import { PREVIOUS_MONTHS } from "@shared/constants";
import { addMonths, currentMonthKey } from "@shared/domain/months";
import { countStatements } from "../../server/test/support/statement-counter";
import { decodeBody, signedInClient, type SignedInClient } from "./bench-server";
import type { BenchUser } from "./dataset";
import { interleavedMedians } from "./rounds";

const PORTFOLIO_PATH = "/api/portfolio?isPortfolio=true";

/**
 * The baseline: what PostgreSQL and pg take to hand over the rows the endpoint is built from — the
 * user's portfolio stocks, and every fair-value row of those stocks in the endpoint's window (the
 * current month and the PREVIOUS_MONTHS before it) — as two plain statements sent in parallel
 * through the app's own pool, as the endpoint sends its two. No HTTP, session, mapping or JSON.
 * docs/performance.md quotes this SQL.
 */
export const RAW_STOCKS_SQL = "select * from stocks where user_id = $1 and is_portfolio = true order by symbol";
export const RAW_FAIR_VALUES_SQL = `select fv.stock_id, fv.source, fv.as_of_month, fv.fair_value, fv.meta, fv.created_at
  from fair_values fv join stocks s on s.id = fv.stock_id
 where s.user_id = $1 and s.is_portfolio = true and fv.as_of_month >= $2::date`;

export async function rawSqlRead(pool: pg.Pool, userId: string, windowStart: string) {
  const [stocks, fairValues] = await Promise.all([
    pool.query(RAW_STOCKS_SQL, [userId]),
    pool.query(RAW_FAIR_VALUES_SQL, [userId, windowStart]),
  ]);
  return { stocks: stocks.rowCount ?? 0, fairValues: fairValues.rowCount ?? 0 };
}

export interface PortfolioFigures {
  portfolioMs: number;
  rawSqlMs: number;
  rawSqlRows: { stocks: number; fairValues: number };
  portfolioMsMedium: number;
  statements: { small: number; medium: number; large: number };
  /** kB (1,000 bytes) of the large user's /api/portfolio body as sent to a browser, and decoded. */
  portfolioTransferKb: number;
  portfolioRawKb: number;
  portfolioEncoding: string;
  /** Stocks in each response: proves each request really covered its user's stocks. */
  returnedStocks: { small: number; medium: number; large: number };
}

async function statementsPerRequest(client: SignedInClient) {
  await client.get(PORTFOLIO_PATH);
  const { result, statements } = await countStatements(() => client.get(PORTFOLIO_PATH));
  return { statements, stocks: (JSON.parse(result) as unknown[]).length };
}

export async function measurePortfolio(
  baseUrl: string,
  pool: pg.Pool,
  users: { large: BenchUser; medium: BenchUser; small: BenchUser },
  runs: number,
): Promise<PortfolioFigures> {
  const large = await signedInClient(baseUrl, users.large);
  const medium = await signedInClient(baseUrl, users.medium);
  const small = await signedInClient(baseUrl, users.small);

  const windowStart = addMonths(currentMonthKey(new Date()), -PREVIOUS_MONTHS);
  const [rawSqlMs, portfolioMs, portfolioMsMedium] = await interleavedMedians(
    [
      () => rawSqlRead(pool, users.large.id, windowStart),
      // As a browser asks (brotli), timed to the last compressed byte: compression is part of the server's time.
      () => large.getWire(PORTFOLIO_PATH),
      () => medium.getWire(PORTFOLIO_PATH),
    ],
    runs,
  );
  const wire = await large.getWire(PORTFOLIO_PATH);
  const rawSqlRows = await rawSqlRead(pool, users.large.id, windowStart);

  const s = await statementsPerRequest(small);
  const m = await statementsPerRequest(medium);
  const l = await statementsPerRequest(large);
  return {
    portfolioMs,
    rawSqlMs,
    rawSqlRows,
    portfolioMsMedium,
    portfolioTransferKb: wire.body.length / 1000,
    portfolioRawKb: Buffer.byteLength(decodeBody(wire)) / 1000,
    portfolioEncoding: wire.encoding ?? "identity",
    statements: { small: s.statements, medium: m.statements, large: l.statements },
    returnedStocks: { small: s.stocks, medium: m.stocks, large: l.stocks },
  };
}
