// The daily closes the holdings' value history reads, and the traded stocks' last prices: ONE
// statement for every traded symbol over the range, however many symbols and days. Each stock's closes come back as two texts, its dates
// ("YYYY-MM-DD,…") and its closes ("41.2,…", as PostgreSQL prints a float8: its shortest exact
// decimal), oldest first: far cheaper to read than a row or an object per close (200 symbols × 5
// years ≈ 250,000). Stocks that traded on the same days (nearly all) share one list of dates.
// It needs nothing from the ledger (the stocks are those with trades; with no start, the range starts
// at the user's first trade), so the service reads it beside the ledger.
import { sql } from "drizzle-orm";
import { storedCloses, type StockCloses } from "@shared/domain/ledger";
import type { Executor } from "../db/connection";

/**
 * For each of the user's stocks with a trade: its symbol's closes from `start` (or the user's first
 * trade) to `end`, oldest first (a stock without closes is absent), and its last price now (the one
 * Holdings values it at), as decimal text. With `closeBefore`, each stock's closes begin at its last
 * close on or before `start` (returns value the day before a period, often a weekend, at it).
 */
export async function readTradedStockCloses(
  db: Executor,
  userId: string,
  range: { start: string | null; end: string; closeBefore?: boolean },
): Promise<{ closes: Map<string, StockCloses>; lastPrices: Map<string, string> }> {
  const start = sql`coalesce(${range.start}::date, (select min(t.trade_date) from trades t where t.user_id = ${userId}))`;
  const from = range.closeBefore
    ? sql`coalesce((select max(q.trade_date) from price_history q where q.symbol = s.symbol and q.trade_date <= ${start}), ${start})`
    : start;
  const result = await db.execute<{ stock_id: string; last_price: string; dates: string | null; closes: string | null }>(sql`
    select s.id as stock_id, s.last_price::text as last_price, c.dates, c.closes
      from stocks s
     cross join lateral (select array_to_string(array_agg(p.trade_date order by p.trade_date), ',') as dates,
                                array_to_string(array_agg(p.close order by p.trade_date), ',') as closes
                           from price_history p
                          where p.symbol = s.symbol
                            and p.trade_date between ${from} and ${range.end}::date) c
     where s.user_id = ${userId}
       and (exists (select 1 from trades t where t.stock_id = s.id)
            -- A stock whose parcels a corporate action opened (a demerged company, an acquirer's scrip).
            or exists (select 1 from corporate_actions a where a.other_stock_id = s.id))`);
  const byStock = new Map<string, StockCloses>();
  const lastPrices = new Map<string, string>();
  const datesByText = new Map<string, string[]>();
  for (const row of result.rows) {
    lastPrices.set(row.stock_id, row.last_price);
    if (!row.dates || !row.closes) continue;
    let dates = datesByText.get(row.dates);
    if (!dates) datesByText.set(row.dates, (dates = row.dates.split(",")));
    byStock.set(row.stock_id, storedCloses(dates, row.closes));
  }
  return { closes: byStock, lastPrices };
}

/**
 * Stock id → the last close on or before `asOf` of each of `stockIds` (the user's own stocks only),
 * with its trading date: ONE statement, one index probe per stock. A stock without a close is absent.
 * The close reads as PostgreSQL prints a float8: its shortest exact decimal.
 */
export async function readClosesOnOrBefore(
  db: Executor,
  userId: string,
  stockIds: readonly string[],
  asOf: string,
): Promise<Map<string, { date: string; close: string }>> {
  if (stockIds.length === 0) return new Map();
  const result = await db.execute<{ stock_id: string; trade_date: string; close: string }>(sql`
    select s.id as stock_id, to_char(c.trade_date, 'YYYY-MM-DD') as trade_date, c.close::text as close
      from stocks s
     cross join lateral (select p.trade_date, p.close
                           from price_history p
                          where p.symbol = s.symbol and p.trade_date <= ${asOf}::date
                          order by p.trade_date desc
                          limit 1) c
     where s.user_id = ${userId} and s.id = any(${sql.param(stockIds)}::uuid[])`);
  return new Map(result.rows.map((row) => [row.stock_id, { date: row.trade_date, close: row.close }]));
}
