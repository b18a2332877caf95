// The two statements behind GET /api/stocks/:id/history, each scoped to the signed-in user's stock:
// its fair values month by month, and its symbol's daily closes. Neither grows in statements with
// the history's length; PostgreSQL builds each list with json_agg, so pg hands over one value each.
import { sql } from "drizzle-orm";
import type { DailyPrice } from "@shared/contracts/valuation-history";
import type { Executor } from "../db/connection";

/** One source's month: [source, month "YYYY-MM-DD", value, Morningstar uncertainty, II buy_below, II sell_above]. */
export type StoredFairValueMonth = [string, string, number, string | null, unknown, unknown];

export interface StockFairValueMonths {
  symbol: string;
  /** The current row of each source and month (the newest import), by source then month. */
  months: StoredFairValueMonth[];
}

/**
 * The user's stock with its fair values month by month; undefined when the stock is not the user's.
 * A month's uncertainty comes from its newest row that carries one (a later import without ratings,
 * such as a Portfolio workbook, does not blank it); Buy Below / Sell Above from its current row.
 */
export async function readStockFairValueMonths(db: Executor, userId: string, stockId: string): Promise<StockFairValueMonths | undefined> {
  const result = await db.execute<{ symbol: string; months: StoredFairValueMonth[] }>(sql`
    select s.symbol,
           coalesce((
             select json_agg(json_build_array(
                      v.source, v.as_of_month, v.fair_value,
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
     where s.id = ${stockId} and s.user_id = ${userId}`);
  return result.rows[0];
}

/** The daily closes of the user's stock's symbol, oldest first; [] when none (or not the user's stock). */
export async function readDailyPrices(db: Executor, userId: string, stockId: string): Promise<DailyPrice[]> {
  const result = await db.execute<{ prices: DailyPrice[] }>(sql`
    select coalesce(json_agg(json_build_object('date', p.trade_date, 'close', p.close) order by p.trade_date), '[]'::json) as prices
      from price_history p
     where p.symbol = (select s.symbol from stocks s where s.id = ${stockId} and s.user_id = ${userId})`);
  return result.rows[0].prices;
}
