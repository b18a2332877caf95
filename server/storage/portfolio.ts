import { sql } from "drizzle-orm";
import type { MonthKey } from "@shared/domain/months";
import type { Executor } from "../db/connection";

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
  const result = await db.execute<SourceHistoryRow>(sql`
    with current_values as (
      select distinct on (fv.stock_id, fv.source, fv.as_of_month)
             fv.stock_id, fv.source, fv.as_of_month, fv.fair_value, fv.meta
        from fair_values fv
        join stocks s on s.id = fv.stock_id
       where s.user_id = ${userId} and s.is_portfolio = ${isPortfolio}
       order by fv.stock_id, fv.source, fv.as_of_month, fv.created_at desc
    ), marked as (
      select cv.*, max(cv.as_of_month) over (partition by cv.stock_id, cv.source) as latest_month
        from current_values cv
    )
    select stock_id as "stockId",
           source,
           json_agg(json_build_array(to_char(as_of_month, 'YYYY-MM-DD'), fair_value) order by as_of_month) as points,
           (array_agg(meta) filter (where as_of_month = latest_month))[1] as "latestMeta"
      from marked
     where as_of_month >= ${windowStart}::date
        or as_of_month = latest_month
        or as_of_month = (latest_month - interval '3 months')::date
     group by stock_id, source`);
  return result.rows;
}
