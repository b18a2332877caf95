// A whole-ASX account written straight into the database (one INSERT … SELECT per table, as the
// bench's dataset does): 2,000 stocks, 4 sources × 36 months of fair values with each source's meta,
// 20 shareholders per stock, 200 journal entries and 50 allocations.
import { sql } from "drizzle-orm";
import type { TestApp } from "./test-app";

export const WHOLE_ASX = {
  stocks: 2_000,
  fairValues: 2_000 * 4 * 36,
  shareholders: 2_000 * 20,
  journalEntries: 200,
  allocations: 50,
} as const;

export async function seedWholeAsxAccount(db: TestApp["db"], userId: string): Promise<void> {
  await db.execute(sql`
    insert into stocks (user_id, symbol, name, name_origin, sector, last_price, last_price_updated_at, dividend_yield, is_portfolio)
    select ${userId}::uuid, 'S' || lpad(n::text, 4, '0'), 'Stock ' || n || ' Limited', 'data', 'Sector ' || (n % 24),
           round((0.05 + (hashtext('p' || n) & 65535) / 400.0)::numeric, 3)::float8, now() - make_interval(hours => n % 48),
           case when n % 3 = 0 then null else (n % 80) / 10.0 end, n % 10 <> 0
      from generate_series(1, ${WHOLE_ASX.stocks}) as n`);
  await db.execute(sql`
    insert into fair_values (stock_id, source, as_of_month, fair_value, meta, created_at)
    select s.id, src, (date_trunc('month', now()) - make_interval(months => m))::date,
           round((s.last_price * (0.7 + 0.6 * ((hashtext(s.symbol || src || m) & 65535) / 65535.0)))::numeric, 3)::float8,
           case src
             when 'morningstar' then jsonb_build_object('uncertainty', 'Medium', 'economicMoat', 'Wide', 'financialHealth', 'Strong')
             when 'intelligent-investor' then jsonb_build_object('buy_below', round((s.last_price * 0.85)::numeric, 3), 'sell_above', null, 'max_weight', 5, 'price_at_review', s.last_price)
             when 'motley-fool' then jsonb_build_object('kind', 'target-price')
             else jsonb_build_object('recommendation', 'Buy')
           end,
           now() - make_interval(months => m)
      from stocks s
     cross join unnest(array['morningstar', 'intelligent-investor', 'motley-fool', 'bell-potter']) as src
     cross join generate_series(0, 35) as m
     where s.user_id = ${userId}::uuid`);
  await db.execute(sql`
    insert into shareholders (stock_id, name, shares, percentage, change, as_of_date)
    select s.id, 'Holder ' || k || ' Nominees Pty Ltd', 1000000 * (21 - k), round((20.0 / k)::numeric, 2)::float8,
           case when k % 3 = 0 then null else (k % 5 - 2) * 1.5 end, date '2024-06-30'
      from stocks s cross join generate_series(1, 20) as k
     where s.user_id = ${userId}::uuid`);
  await db.execute(sql`
    insert into journal_entries (stock_id, side, opened_at, closed_at, entry_price, exit_price, shares, stop_price, thesis, catalysts, tags,
                                 outcome_r)
    select s.id, case when k % 4 = 0 then 'short' else 'long' end, date '2024-01-01' + k, case when k % 2 = 0 then date '2024-12-01' end,
           10, case when k % 2 = 0 then 11 end, 100 + k, case when k % 4 = 0 then 11 else 9 end, 'Thesis ' || k, '["earnings"]'::jsonb,
           '{bench}'::text[], case when k % 2 = 0 then (case when k % 4 = 0 then -1 else 1 end)::float8 end
      from generate_series(1, ${WHOLE_ASX.journalEntries}) as k
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = 'S' || lpad(k::text, 4, '0')`);
  await db.execute(sql`
    insert into portfolio_allocations (user_id, stock_id, amount)
    select ${userId}::uuid, id, 10000 + 250 * row_number() over (order by symbol)
      from (select id, symbol from stocks where user_id = ${userId}::uuid and is_portfolio order by symbol limit ${WHOLE_ASX.allocations}) s`);
}
