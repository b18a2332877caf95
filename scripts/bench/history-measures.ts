// GET /api/stocks/:id/history (issue #13): its time, and the statements per request with and without
// history. The measured stock gets 1,250 daily closes (five years of trading days) and every source's
// months, Bell Potter Consensus included.
import type pg from "pg";
import { sydneyTradingDate } from "@shared/domain/price-history";
import { countStatements } from "../../server/test/support/statement-counter";
import { signedInClient } from "./bench-server";
import type { BenchUser } from "./dataset";
import { interleavedMedians } from "./rounds";

/** Trading days of the measured stock's history: five years of them. */
export const HISTORY_CLOSES = 1250;
export interface HistoryStock {
  id: string;
  symbol: string;
  /** A stock of the same user whose symbol has no closes: the short end of "statements per request". */
  emptyId: string;
  closes: number;
  fairValues: number;
}

/**
 * Seeds the measured stock (the large user's first): 1,250 weekday closes up to today in one
 * statement, and Bell Potter Consensus for the months the dataset gave the four brokers.
 */
export async function seedHistoryStock(pool: pg.Pool, user: BenchUser): Promise<HistoryStock> {
  const [symbol, emptySymbol] = user.symbols;
  const { rows } = await pool.query<{ id: string; symbol: string }>(
    "select id, symbol from stocks where user_id = $1 and symbol = any($2)",
    [user.id, [symbol, emptySymbol]],
  );
  const id = rows.find((r) => r.symbol === symbol)!.id;
  const emptyId = rows.find((r) => r.symbol === emptySymbol)!.id;
  // Exactly these closes: an earlier refresh (the alerts figures refresh the large user) stored the
  // provider's five years for the symbol already.
  await pool.query("delete from price_history where symbol = $1", [symbol]);
  // Around the stock's own price (the dataset's fair values wander ±30 % around it): a slow climb and a wobble.
  const closes = await pool.query(
    `insert into price_history (symbol, trade_date, close)
     select $1, d, round((s.last_price * (0.85 + 0.08 * sin(n / 15.0) + 0.15 * (1 - n / $3::float8)))::numeric, 4)::float8
       from (select d::date, row_number() over (order by d desc) as n
               from generate_series($2::date - 2000, $2::date, interval '1 day') as d
              where extract(isodow from d) < 6) days
      cross join (select last_price from stocks where id = $4) s
      where n <= $3
     on conflict (symbol, trade_date) do nothing`,
    [symbol, sydneyTradingDate(new Date()), HISTORY_CLOSES, id],
  );
  await pool.query(
    `insert into fair_values (stock_id, source, as_of_month, fair_value, meta, created_at)
     select stock_id, 'bell-potter-consensus', as_of_month, fair_value * 1.05, '{"recommendation":"Buy"}'::jsonb, created_at
       from fair_values where stock_id = $1 and source = 'bell-potter'`,
    [id],
  );
  const { rows: counted } = await pool.query<{ n: number }>("select count(*)::int as n from fair_values where stock_id = $1", [id]);
  await pool.query("analyze price_history");
  return { id, symbol, emptyId, closes: closes.rowCount ?? 0, fairValues: counted[0].n };
}

export interface HistoryFigures {
  historyMs: number;
  /** Statements of one request for a stock without closes or fair values, and for the measured stock. */
  statements: { empty: number; full: number };
  /** What the measured response held. */
  returned: { prices: number; months: number; changes: number };
}

export async function measureHistory(baseUrl: string, user: BenchUser, stock: HistoryStock, runs: number): Promise<HistoryFigures> {
  const client = await signedInClient(baseUrl, user);
  const path = `/api/stocks/${stock.id}/history`;
  // As a browser asks (brotli), timed to the last compressed byte, as the portfolio is (api-measures.ts).
  const [historyMs] = await interleavedMedians([() => client.getWire(path)], runs);
  const empty = await countStatements(() => client.get(`/api/stocks/${stock.emptyId}/history`));
  const full = await countStatements(() => client.get(path));
  const body = JSON.parse(full.result) as { prices: unknown[]; fairValues: Record<string, unknown[]>; changes: unknown[] };
  return {
    historyMs,
    statements: { empty: empty.statements, full: full.statements },
    returned: {
      prices: body.prices.length,
      months: Object.values(body.fairValues).reduce((sum, months) => sum + months.length, 0),
      changes: body.changes.length,
    },
  };
}
