import { sql } from "drizzle-orm";
import type { MonthKey } from "@shared/domain/months";
import { SOURCE_KEYS } from "@shared/domain/sources";
import type { Executor } from "../db/connection";

const SOURCE_KEY_ARRAY = `{${SOURCE_KEYS.join(",")}}`;

export type SourceHistoryRow = {
  stockId: string;
  source: string;
  /** [month "YYYY-MM-DD", value] pairs, oldest first; one per month (the newest import wins). */
  points: [string, number][];
  latestMeta: Record<string, unknown> | null;
};

/**
 * One statement for every stock of one table: per stock and source, the current value of each month
 * from `windowStart` on, plus the latest month and the month three before it (for momentum) even
 * when they are older. Superseded rows of the append-only history are dropped here.
 */
export async function loadSourceHistories(
  db: Executor,
  userId: string,
  isPortfolio: boolean,
  windowStart: MonthKey,
): Promise<SourceHistoryRow[]> {
  // Per (stock, source), an index probe finds the latest month first, so only the rows that can
  // matter (the window, the latest month and the month three before it) are read and de-duplicated,
  // instead of the whole 36-month history.
  const result = await db.execute<SourceHistoryRow>(sql`
    with scoped as (
      select id from stocks where user_id = ${userId} and is_portfolio = ${isPortfolio}
    ), latest as (
      select s.id as stock_id, src.source, l.as_of_month as latest_month
        from scoped s
       cross join unnest(${SOURCE_KEY_ARRAY}::text[]) as src(source)
       cross join lateral (
         select fv.as_of_month from fair_values fv
          where fv.stock_id = s.id and fv.source = src.source
          order by fv.as_of_month desc limit 1
       ) l
    ), current_values as (
      select distinct on (fv.stock_id, fv.source, fv.as_of_month)
             fv.stock_id, fv.source, fv.as_of_month, fv.fair_value, fv.meta, l.latest_month
        from latest l
        join fair_values fv on fv.stock_id = l.stock_id and fv.source = l.source
       where fv.as_of_month >= least(${windowStart}::date, (l.latest_month - interval '3 months')::date)
       order by fv.stock_id, fv.source, fv.as_of_month, fv.created_at desc
    )
    select stock_id as "stockId",
           source,
           json_agg(json_build_array(to_char(as_of_month, 'YYYY-MM-DD'), fair_value) order by as_of_month) as points,
           (array_agg(meta) filter (where as_of_month = latest_month))[1] as "latestMeta"
      from current_values
     where as_of_month >= ${windowStart}::date
        or as_of_month = latest_month
        or as_of_month = (latest_month - interval '3 months')::date
     group by stock_id, source`);
  return result.rows;
}
