// The two statements behind GET /api/stocks/:id/history: the stock's fair values month by month, and
// its symbol's daily closes. Neither grows in statements with the history's length.
//
// Both are scoped by the caller's session rather than by a user id: the stock must belong to the
// user of the live session named by the parameter. That lets them start while express-session is
// still reading the same session (server/middleware/session-scoped-reads.ts) instead of after it. Each
// answers the session's user beside its data, and the service hands the data only to that user as
// requireAuth found them (services/valuation-history.ts).
//
// Both go straight through pg as named prepared statements rather than through Drizzle: each
// connection parses and plans them once, and both come back as ready JSON text (1,250 closes are
// neither parsed into objects nor serialised again). The chart opens on a click, and
// docs/performance.md holds this read to 1.5x the plain read of its rows.
import type pg from "pg";
import { liveSessionUserSql } from "./session-user";

type Queryable = Pick<pg.Pool, "query">;

/** One source's month: [source, month "YYYY-MM-DD", value, Morningstar uncertainty, II buy_below, II sell_above]. */
export type StoredFairValueMonth = [string, string, number, string | null, unknown, unknown];

export interface StockFairValueMonths {
  symbol: string;
  /** The current row of each source and month (the newest import), by source then month. */
  months: StoredFairValueMonth[];
}

/** What the fair values' statement found: whose session it was (null once it has ended) and the stock's months. */
export interface SessionStockFairValues {
  sessionUserId: string | null;
  /** Undefined when the stock is not the session user's (or does not exist). */
  stock: StockFairValueMonths | undefined;
}

// A month's uncertainty is its current row's, else that of its newest row that carries one (a
// later import without ratings, such as a Portfolio workbook, does not blank it); Buy Below / Sell
// Above come from its current row. Each month is written out as a JSON array by hand: a third
// quicker than json_agg(json_build_array(…)) for 180 months (docs/performance.md). Text values go
// through to_json (escaped), as do the values, so a NaN stored by hand stays valid JSON.
const FAIR_VALUE_MONTHS = {
  name: "valuation-history-fair-value-months",
  text: `
    select me.user_id, s.symbol,
           '[' || coalesce((
             select string_agg(
                      '[' || to_json(v.source)::text || ',"' || v.as_of_month::text || '",' || to_json(v.fair_value)::text || ',' ||
                      coalesce(to_json(case when v.source = 'morningstar' then coalesce(nullif(trim(v.meta->>'uncertainty'), ''), (
                        select nullif(trim(r.meta->>'uncertainty'), '') from fair_values r
                         where r.stock_id = s.id and r.source = 'morningstar' and r.as_of_month = v.as_of_month
                           and nullif(trim(r.meta->>'uncertainty'), '') is not null
                         order by r.created_at desc limit 1)) end)::text, 'null') || ',' ||
                      coalesce((v.meta->'buy_below')::text, 'null') || ',' || coalesce((v.meta->'sell_above')::text, 'null') || ']',
                      ',' order by v.source, v.as_of_month)
               from (select distinct on (fv.source, fv.as_of_month) fv.source, fv.as_of_month, fv.fair_value, fv.meta
                       from fair_values fv
                      where fv.stock_id = s.id
                      order by fv.source, fv.as_of_month, fv.created_at desc) v
           ), '') || ']' as months
      from (select ${liveSessionUserSql("$2")} as user_id) me
      left join stocks s on s.id = $1 and s.user_id = me.user_id`,
};

interface FairValueMonthsRow {
  user_id: string | null;
  symbol: string | null;
  months: string | null;
}

/** The stock's fair values month by month, if it is the session user's. */
export async function readStockFairValueMonths(db: Queryable, sessionId: string, stockId: string): Promise<SessionStockFairValues> {
  const result = await db.query<FairValueMonthsRow>({ ...FAIR_VALUE_MONTHS, values: [stockId, sessionId] });
  const { user_id, symbol, months } = result.rows[0];
  return {
    sessionUserId: user_id,
    stock: symbol === null ? undefined : { symbol, months: JSON.parse(months ?? "[]") as StoredFairValueMonth[] },
  };
}

// Written out by hand rather than json_agg(json_build_object(…)), which takes twice as long: the
// date as "YYYY-MM-DD" (the pool's connections use DateStyle ISO, db/connection.ts; a cast is a
// quarter faster than to_char), the close as PostgreSQL prints a float8 (a valid JSON number: the
// table's check keeps NaN and infinities out).
const DAILY_PRICES = {
  name: "valuation-history-daily-prices",
  text: `
    select me.user_id,
           '[' || coalesce((
             select string_agg('{"date":"' || p.trade_date::text || '","close":' || p.close || '}', ',' order by p.trade_date)
               from price_history p
              where p.symbol = (select s.symbol from stocks s where s.id = $1 and s.user_id = me.user_id)
           ), '') || ']' as prices
      from (select ${liveSessionUserSql("$2")} as user_id) me`,
};

export interface DailyPricesRead {
  sessionUserId: string | null;
  /** A JSON array text of { date, close }, oldest first; "[]" when none, or when the stock is not the session user's. */
  prices: string;
}

/** The daily closes of the session user's stock's symbol. */
export async function readDailyPricesJson(db: Queryable, sessionId: string, stockId: string): Promise<DailyPricesRead> {
  const result = await db.query<{ user_id: string | null; prices: string }>({ ...DAILY_PRICES, values: [stockId, sessionId] });
  const { user_id, prices } = result.rows[0];
  return { sessionUserId: user_id, prices };
}
