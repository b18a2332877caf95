// The daily closes the holdings' value history reads: ONE statement for every held symbol over the
// range, however many symbols and days. Each stock's closes come back as two texts, its dates
// ("YYYY-MM-DD,…") and its closes ("41.2,…", as PostgreSQL prints a float8: its shortest exact
// decimal), oldest first: far cheaper to read than a row or an object per close (200 symbols × 5
// years ≈ 250,000). Stocks that traded on the same days (nearly all) share one list of dates.
import { sql } from "drizzle-orm";
import type { StockCloses } from "@shared/domain/ledger";
import type { Executor } from "../db/connection";

/** Stock id → its symbol's closes from `start` to `end`, oldest first; a stock without closes is absent. */
export async function readClosesByStock(
  db: Executor,
  userId: string,
  stockIds: readonly string[],
  range: { start: string; end: string },
): Promise<Map<string, StockCloses>> {
  if (stockIds.length === 0) return new Map();
  const result = await db.execute<{ stock_id: string; dates: string | null; closes: string | null }>(sql`
    select s.id as stock_id, c.dates, c.closes
      from stocks s
     cross join lateral (select string_agg(p.trade_date::text, ',' order by p.trade_date) as dates,
                                string_agg(p.close::text, ',' order by p.trade_date) as closes
                           from price_history p
                          where p.symbol = s.symbol and p.trade_date between ${range.start}::date and ${range.end}::date) c
     where s.user_id = ${userId} and s.id = any(${sql.param(stockIds)}::uuid[])`);
  const byStock = new Map<string, StockCloses>();
  const datesByText = new Map<string, string[]>();
  for (const row of result.rows) {
    if (!row.dates || !row.closes) continue;
    let dates = datesByText.get(row.dates);
    if (!dates) datesByText.set(row.dates, (dates = row.dates.split(",")));
    byStock.set(row.stock_id, { dates, closes: row.closes.split(",") });
  }
  return byStock;
}
