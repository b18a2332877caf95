// The shared market history of each symbol (price_history, dividend_history, split_history): what a
// refresh needs to know before it asks the provider, and ONE statement that stores what the provider
// answered, however many days it holds (each column travels as one array parameter).
import { sql } from "drizzle-orm";
import type { DailyClose, TradingDate } from "@shared/domain/price-history";
import type { MarketSplit } from "@shared/domain/price-splits";
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
  /** Every stored split of the symbol, oldest first. */
  splits: MarketSplit[];
  /** Stored before closes were kept as traded (price_history_refetch): fetch five years again. */
  refetch: boolean;
}

/** One statement: the last stored day, the recent closes and dividends, and the splits of `symbol`. */
export async function readStoredHistory(
  db: Executor,
  symbol: string,
  since: { closes: TradingDate; dividends: TradingDate },
): Promise<StoredHistory> {
  const result = await db.execute<{
    last_date: string | null;
    closes: [string, number][];
    dividends: [string, number][];
    splits: [string, number, number][];
    refetch: boolean;
  }>(sql`
    select (select to_char(max(trade_date), 'YYYY-MM-DD') from price_history where symbol = ${symbol}) as last_date,
           coalesce((select json_agg(json_build_array(to_char(trade_date, 'YYYY-MM-DD'), close) order by trade_date)
                       from price_history where symbol = ${symbol} and trade_date >= ${since.closes}::date), '[]') as closes,
           coalesce((select json_agg(json_build_array(to_char(ex_date, 'YYYY-MM-DD'), amount) order by ex_date)
                       from dividend_history where symbol = ${symbol} and ex_date >= ${since.dividends}::date), '[]') as dividends,
           coalesce((select json_agg(json_build_array(to_char(ex_date, 'YYYY-MM-DD'), numerator, denominator) order by ex_date)
                       from split_history where symbol = ${symbol}), '[]') as splits,
           exists (select 1 from price_history_refetch where symbol = ${symbol}) as refetch`);
  const row = result.rows[0];
  return {
    lastDate: row.last_date,
    recentCloses: row.closes.map(([date, close]) => ({ date, close })),
    dividends: row.dividends.map(([date, amount]) => ({ date, amount })),
    splits: row.splits.map(([date, numerator, denominator]) => ({ date, numerator, denominator })),
    refetch: row.refetch,
  };
}

/** Each symbol's latest stored trading day (a symbol with none is left out): one statement, one index probe per symbol. */
export async function readLastStoredDates(db: Executor, symbols: readonly string[]): Promise<Map<string, TradingDate>> {
  if (symbols.length === 0) return new Map();
  const result = await db.execute<{ symbol: string; last_date: string | null }>(sql`
    select s.symbol, (select to_char(max(trade_date), 'YYYY-MM-DD') from price_history p where p.symbol = s.symbol) as last_date
      from unnest(${sql.param(symbols)}::text[]) as s(symbol)`);
  return new Map(result.rows.filter((row) => row.last_date !== null).map((row) => [row.symbol, row.last_date!]));
}

const UNIQUE_VIOLATION = "23505";

/** What one fetch stores for a symbol, every figure as traded (docs/domain.md#price-history). */
export interface MarketHistoryWrite {
  closes: readonly DailyClose[];
  dividends: readonly StoredDividend[];
  splits: readonly MarketSplit[];
}

/**
 * Stores a fetch's closes, dividends and splits for `symbol` in one statement, and takes the symbol
 * off price_history_refetch: new days are added, a day fetched again replaces its close (rows whose
 * value did not change are left alone). Days after
 * `storedThrough` (the last stored day when the fetch was planned) go in with a plain INSERT, about a
 * third cheaper per row than an upsert, which only the days already stored need. Should another
 * refresh of the symbol store those days first, the INSERT fails whole and the statement is sent
 * again as an upsert of every day. Returns how many rows were added or changed.
 */
export async function writeMarketHistory(
  db: Executor,
  symbol: string,
  history: MarketHistoryWrite,
  storedThrough: TradingDate | null,
): Promise<{ closes: number; dividends: number }> {
  const { closes, dividends, splits } = history;
  if (closes.length === 0 && dividends.length === 0 && splits.length === 0) return { closes: 0, dividends: 0 };
  const last = storedThrough ?? "";
  const fresh = closes.filter((c) => c.date > last);
  const known = closes.filter((c) => c.date <= last);
  try {
    return await writeOnce(db, symbol, { fresh, known, dividends, splits });
  } catch (error) {
    // Drizzle wraps pg's error; its cause carries the SQLSTATE.
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code !== UNIQUE_VIOLATION) throw error;
    return writeOnce(db, symbol, { fresh: [], known: closes, dividends, splits });
  }
}

/** A column of dates or of amounts as one array parameter. */
const dateColumn = (rows: readonly { date: TradingDate }[]) => sql.param(rows.map((r) => r.date));
const numberColumn = (values: readonly number[]) => sql.param(values);

async function writeOnce(
  db: Executor,
  symbol: string,
  rows: {
    fresh: readonly DailyClose[];
    known: readonly DailyClose[];
    dividends: readonly StoredDividend[];
    splits: readonly MarketSplit[];
  },
): Promise<{ closes: number; dividends: number }> {
  const result = await db.execute<{ closes: number; dividends: number }>(sql`
    with added_closes as (
      insert into price_history (symbol, trade_date, close)
      select ${symbol}, d, c from unnest(${dateColumn(rows.fresh)}::date[], ${numberColumn(rows.fresh.map((r) => r.close))}::float8[]) as t(d, c)
      returning 1
    ), replaced_closes as (
      insert into price_history (symbol, trade_date, close)
      select ${symbol}, d, c from unnest(${dateColumn(rows.known)}::date[], ${numberColumn(rows.known.map((r) => r.close))}::float8[]) as t(d, c)
      on conflict (symbol, trade_date) do update set close = excluded.close
       where price_history.close is distinct from excluded.close
      returning 1
    ), written_dividends as (
      insert into dividend_history (symbol, ex_date, amount)
      select ${symbol}, d, a from unnest(${dateColumn(rows.dividends)}::date[], ${numberColumn(rows.dividends.map((r) => r.amount))}::float8[]) as t(d, a)
      on conflict (symbol, ex_date) do update set amount = excluded.amount
       where dividend_history.amount is distinct from excluded.amount
      returning 1
    ), written_splits as (
      insert into split_history (symbol, ex_date, numerator, denominator)
      select ${symbol}, d, n, m from unnest(${dateColumn(rows.splits)}::date[], ${numberColumn(rows.splits.map((r) => r.numerator))}::float8[],
                                            ${numberColumn(rows.splits.map((r) => r.denominator))}::float8[]) as t(d, n, m)
      on conflict (symbol, ex_date) do update set numerator = excluded.numerator, denominator = excluded.denominator
       where (split_history.numerator, split_history.denominator) is distinct from (excluded.numerator, excluded.denominator)
      returning 1
    ), refetched as (
      delete from price_history_refetch where symbol = ${symbol}
    )
    select (select count(*) from added_closes)::int + (select count(*) from replaced_closes)::int as closes,
           (select count(*) from written_dividends)::int as dividends`);
  return result.rows[0];
}
