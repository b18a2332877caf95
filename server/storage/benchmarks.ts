// Benchmark series (benchmark_series, benchmark_prices): raw closes and distributions of the indices
// and the ETF proxy returns are compared with (docs/domain.md#benchmarks). Shared market data, read
// by every user; each read and each series' write is one statement.
import { sql } from "drizzle-orm";
import type { BenchmarkDefinition, StoredClose, StoredDistribution } from "@shared/domain/returns";
import type { Executor } from "../db/connection";

export interface BenchmarkRow {
  date: string;
  close: string;
  dividend: string | null;
}

export interface BenchmarkState {
  lastDate: string | null;
  /** Stored closes from `since` on, oldest first: the yardstick for a fetch's first bars. */
  recentCloses: { date: string; close: number }[];
}

/** Per symbol, the last stored day and the closes since `since`: one statement. */
export async function readBenchmarkStates(db: Executor, symbols: readonly string[], since: string): Promise<Map<string, BenchmarkState>> {
  const result = await db.execute<{ symbol: string; last_date: string | null; closes: [string, number][] | null }>(sql`
    select s.symbol,
           (select to_char(max(p.trade_date), 'YYYY-MM-DD') from benchmark_prices p where p.symbol = s.symbol) as last_date,
           (select json_agg(json_build_array(to_char(p.trade_date, 'YYYY-MM-DD'), p.close::float8) order by p.trade_date)
              from benchmark_prices p where p.symbol = s.symbol and p.trade_date >= ${since}::date) as closes
      from unnest(${sql.param(symbols)}::text[]) as s(symbol)`);
  return new Map(
    result.rows.map((row) => [
      row.symbol,
      { lastDate: row.last_date, recentCloses: (row.closes ?? []).map(([date, close]) => ({ date, close })) },
    ]),
  );
}

/**
 * Stores a fetch of one series in one statement: its row in benchmark_series (refreshed now, no
 * error) and its days, a day fetched again replacing its close and distribution.
 */
export async function writeBenchmarkHistory(
  db: Executor,
  series: BenchmarkDefinition,
  rows: readonly BenchmarkRow[],
  refreshedAt: Date,
): Promise<number> {
  const result = await db.execute<{ written: number }>(sql`
    with series as (
      insert into benchmark_series (symbol, kind, label, refreshed_at, refresh_error)
      values (${series.symbol}, ${series.kind}, ${series.label}, ${refreshedAt.toISOString()}, null)
      on conflict (symbol) do update set kind = excluded.kind, label = excluded.label,
                                         refreshed_at = excluded.refreshed_at, refresh_error = null
      returning symbol
    ), written as (
      insert into benchmark_prices (symbol, trade_date, close, dividend)
      select (select symbol from series), d, c, v
        from unnest(${sql.param(rows.map((row) => row.date))}::date[], ${sql.param(rows.map((row) => row.close))}::numeric[],
                    ${sql.param(rows.map((row) => row.dividend))}::numeric[]) as t(d, c, v)
      on conflict (symbol, trade_date) do update set close = excluded.close, dividend = excluded.dividend
       where benchmark_prices.close is distinct from excluded.close or benchmark_prices.dividend is distinct from excluded.dividend
      returning 1
    )
    select (select count(*) from written)::int as written`);
  return result.rows[0].written;
}

/** Records why a series' refresh failed (its stored days are kept). */
export async function writeBenchmarkFailure(db: Executor, series: BenchmarkDefinition, reason: string): Promise<void> {
  await db.execute(sql`
    insert into benchmark_series (symbol, kind, label, refreshed_at, refresh_error)
    values (${series.symbol}, ${series.kind}, ${series.label}, null, ${reason})
    on conflict (symbol) do update set refresh_error = excluded.refresh_error`);
}

export interface BenchmarkCoverage {
  symbol: string;
  firstDate: string | null;
  lastDate: string | null;
  closes: number;
  distributions: number;
  refreshedAt: string | null;
  refreshError: string | null;
}

/** What is stored of each of `symbols`: one statement. */
export async function readBenchmarkCoverage(db: Executor, symbols: readonly string[]): Promise<Map<string, BenchmarkCoverage>> {
  const result = await db.execute<{
    symbol: string;
    first_date: string | null;
    last_date: string | null;
    closes: number;
    distributions: number;
    refreshed_at: string | null;
    refresh_error: string | null;
  }>(sql`
    select s.symbol, c.first_date, c.last_date, c.closes, c.distributions,
           to_char(b.refreshed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as refreshed_at, b.refresh_error
      from unnest(${sql.param(symbols)}::text[]) as s(symbol)
      left join benchmark_series b on b.symbol = s.symbol
     cross join lateral (select to_char(min(p.trade_date), 'YYYY-MM-DD') as first_date, to_char(max(p.trade_date), 'YYYY-MM-DD') as last_date,
                                count(*)::int as closes, count(p.dividend)::int as distributions
                           from benchmark_prices p where p.symbol = s.symbol) c`);
  return new Map(
    result.rows.map((row) => [
      row.symbol,
      {
        symbol: row.symbol,
        firstDate: row.first_date,
        lastDate: row.last_date,
        closes: row.closes,
        distributions: row.distributions,
        refreshedAt: row.refreshed_at,
        refreshError: row.refresh_error,
      },
    ]),
  );
}

/**
 * Each series' days from its last day on or before `start` (the level a period starts from) to `end`,
 * oldest first, as exact decimal strings: one statement for all of them.
 */
export async function readBenchmarkDays(
  db: Executor,
  symbols: readonly string[],
  range: { start: string; end: string },
): Promise<Map<string, { closes: StoredClose[]; distributions: StoredDistribution[] }>> {
  const result = await db.execute<{ symbol: string; days: [string, string, string | null][] | null }>(sql`
    select s.symbol,
           (select json_agg(json_build_array(to_char(p.trade_date, 'YYYY-MM-DD'), p.close::text, p.dividend::text) order by p.trade_date)
              from benchmark_prices p
             where p.symbol = s.symbol and p.trade_date <= ${range.end}::date
               and p.trade_date >= coalesce((select max(q.trade_date) from benchmark_prices q where q.symbol = s.symbol and q.trade_date <= ${range.start}::date),
                                            ${range.start}::date)) as days
      from unnest(${sql.param(symbols)}::text[]) as s(symbol)`);
  return new Map(
    result.rows.map((row) => {
      const days = row.days ?? [];
      return [
        row.symbol,
        {
          closes: days.map(([date, close]) => ({ date, close })),
          distributions: days.flatMap(([date, , dividend]) => (dividend === null ? [] : [{ date, amount: dividend }])),
        },
      ];
    }),
  );
}
