// The daily closes the holdings' value history reads: ONE statement for every held symbol over the
// range, however many symbols and days. Each stock's closes come back as one text ("date close,…",
// oldest first, the close as PostgreSQL prints a float8: its shortest exact decimal), which is far
// cheaper to read than a row per close (200 symbols × 5 years ≈ 250,000 closes).
import { sql } from "drizzle-orm";
import type { DailyClose } from "@shared/domain/ledger";
import type { Executor } from "../db/connection";

/** Stock id → its symbol's closes from `start` to `end`, oldest first; a stock without closes is absent. */
export async function readClosesByStock(
  db: Executor,
  userId: string,
  stockIds: readonly string[],
  range: { start: string; end: string },
): Promise<Map<string, DailyClose[]>> {
  if (stockIds.length === 0) return new Map();
  const result = await db.execute<{ stock_id: string; closes: string }>(sql`
    select s.id as stock_id,
           (select string_agg(p.trade_date::text || ' ' || p.close::text, ',' order by p.trade_date)
              from price_history p
             where p.symbol = s.symbol and p.trade_date between ${range.start}::date and ${range.end}::date) as closes
      from stocks s
     where s.user_id = ${userId} and s.id = any(${sql.param(stockIds)}::uuid[])`);
  const byStock = new Map<string, DailyClose[]>();
  for (const row of result.rows) {
    if (!row.closes) continue;
    byStock.set(
      row.stock_id,
      row.closes.split(",").map((pair) => {
        const space = pair.indexOf(" ");
        return { date: pair.slice(0, space), close: pair.slice(space + 1) };
      }),
    );
  }
  return byStock;
}
