// The shared market history of each symbol (price_history, dividend_history): what a refresh needs
// to know before it asks the provider, and ONE statement that stores what the provider answered,
// however many days it holds (each column travels as one array parameter).
import { sql } from "drizzle-orm";
import type { DailyClose, TradingDate } from "@shared/domain/price-history";
import type { Executor } from "../db/connection";

export interface StoredDividend {
  date: TradingDate;
  amount: number;
}

export interface StoredHistory {
  /** The symbol's latest stored trading day; null when nothing is stored yet. */
  lastDate: TradingDate | null;
  /** Stored closes from `closesSince` on, oldest first: the yardstick for the fetch's first bars. */
  recentCloses: DailyClose[];
  /** Stored dividends from `dividendsSince` on, oldest first. */
  dividends: StoredDividend[];
}

/** One statement: the last stored day, the recent closes and the recent dividends of `symbol`. */
export async function readStoredHistory(
  db: Executor,
  symbol: string,
  since: { closes: TradingDate; dividends: TradingDate },
): Promise<StoredHistory> {
  const result = await db.execute<{ last_date: string | null; closes: [string, number][]; dividends: [string, number][] }>(sql`
    select (select to_char(max(trade_date), 'YYYY-MM-DD') from price_history where symbol = ${symbol}) as last_date,
           coalesce((select json_agg(json_build_array(to_char(trade_date, 'YYYY-MM-DD'), close) order by trade_date)
                       from price_history where symbol = ${symbol} and trade_date >= ${since.closes}::date), '[]') as closes,
           coalesce((select json_agg(json_build_array(to_char(ex_date, 'YYYY-MM-DD'), amount) order by ex_date)
                       from dividend_history where symbol = ${symbol} and ex_date >= ${since.dividends}::date), '[]') as dividends`);
  const row = result.rows[0];
  return {
    lastDate: row.last_date,
    recentCloses: row.closes.map(([date, close]) => ({ date, close })),
    dividends: row.dividends.map(([date, amount]) => ({ date, amount })),
  };
}

/**
 * Stores a fetch's closes and dividends for `symbol` in one statement: new days are added, a day
 * fetched again replaces its close (rows whose value did not change are left alone). Returns how
 * many rows were added or changed.
 */
export async function writeMarketHistory(
  db: Executor,
  symbol: string,
  closes: readonly DailyClose[],
  dividends: readonly StoredDividend[],
): Promise<{ closes: number; dividends: number }> {
  if (closes.length === 0 && dividends.length === 0) return { closes: 0, dividends: 0 };
  const result = await db.execute<{ closes: number; dividends: number }>(sql`
    with written_closes as (
      insert into price_history (symbol, trade_date, close)
      select ${symbol}, d, c from unnest(${sql.param(closes.map((r) => r.date))}::date[], ${sql.param(closes.map((r) => r.close))}::float8[]) as t(d, c)
      on conflict (symbol, trade_date) do update set close = excluded.close
       where price_history.close is distinct from excluded.close
      returning 1
    ), written_dividends as (
      insert into dividend_history (symbol, ex_date, amount)
      select ${symbol}, d, a from unnest(${sql.param(dividends.map((r) => r.date))}::date[], ${sql.param(dividends.map((r) => r.amount))}::float8[]) as t(d, a)
      on conflict (symbol, ex_date) do update set amount = excluded.amount
       where dividend_history.amount is distinct from excluded.amount
      returning 1
    )
    select (select count(*) from written_closes)::int as closes, (select count(*) from written_dividends)::int as dividends`);
  return result.rows[0];
}
