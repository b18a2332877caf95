// The two statements behind GET /api/stocks/:id/history, each scoped to the signed-in user's stock
// and sent together: its fair values month by month, and its symbol's daily closes. Neither grows in
// statements with the history's length.
//
// Both go straight through pg as named prepared statements rather than through Drizzle: each
// connection parses and plans them once, and the closes come back as one ready JSON text that the
// response carries as it is (1,250 rows are neither parsed into objects nor serialised again). The
// chart opens on a click, and docs/performance.md holds this read to 1.5× the plain read of its rows.
import type pg from "pg";

type Queryable = Pick<pg.Pool, "query">;

/** One source's month: [source, month "YYYY-MM-DD", value, Morningstar uncertainty, II buy_below, II sell_above]. */
export type StoredFairValueMonth = [string, string, number, string | null, unknown, unknown];

export interface StockFairValueMonths {
  symbol: string;
  /** The current row of each source and month (the newest import), by source then month. */
  months: StoredFairValueMonth[];
}

// A month's uncertainty comes from its newest row that carries one (a later import without ratings,
// such as a Portfolio workbook, does not blank it); Buy Below / Sell Above from its current row.
const FAIR_VALUE_MONTHS = {
  name: "valuation-history-fair-value-months",
  text: `
    select s.symbol,
           coalesce((
             select json_agg(json_build_array(
                      v.source, to_char(v.as_of_month, 'YYYY-MM-DD'), v.fair_value,
                      case when v.source = 'morningstar' then (
                        select nullif(trim(r.meta->>'uncertainty'), '') from fair_values r
                         where r.stock_id = s.id and r.source = 'morningstar' and r.as_of_month = v.as_of_month
                           and nullif(trim(r.meta->>'uncertainty'), '') is not null
                         order by r.created_at desc limit 1) end,
                      v.meta->'buy_below', v.meta->'sell_above')
                    order by v.source, v.as_of_month)
               from (select distinct on (fv.source, fv.as_of_month) fv.source, fv.as_of_month, fv.fair_value, fv.meta
                       from fair_values fv
                      where fv.stock_id = s.id
                      order by fv.source, fv.as_of_month, fv.created_at desc) v
           ), '[]'::json) as months
      from stocks s
     where s.id = $1 and s.user_id = $2`,
};

/** The user's stock with its fair values month by month; undefined when the stock is not the user's. */
export async function readStockFairValueMonths(db: Queryable, userId: string, stockId: string): Promise<StockFairValueMonths | undefined> {
  const result = await db.query<StockFairValueMonths>({ ...FAIR_VALUE_MONTHS, values: [stockId, userId] });
  return result.rows[0];
}

// Written out by hand rather than json_agg(json_build_object(…)), which takes twice as long: the
// date as "YYYY-MM-DD" (the pool's connections use DateStyle ISO, db/connection.ts; a cast is a
// quarter faster than to_char), the close as PostgreSQL prints a float8 (a valid JSON number: the
// table's check keeps NaN and infinities out).
const DAILY_PRICES = {
  name: "valuation-history-daily-prices",
  text: `
    select '[' || coalesce(string_agg('{"date":"' || p.trade_date::text || '","close":' || p.close || '}', ',' order by p.trade_date), '') || ']' as prices
      from price_history p
     where p.symbol = (select s.symbol from stocks s where s.id = $1 and s.user_id = $2)`,
};

/** The daily closes of the user's stock's symbol as a JSON array text, oldest first; "[]" when none (or not the user's stock). */
export async function readDailyPricesJson(db: Queryable, userId: string, stockId: string): Promise<string> {
  const result = await db.query<{ prices: string }>({ ...DAILY_PRICES, values: [stockId, userId] });
  return result.rows[0].prices;
}
