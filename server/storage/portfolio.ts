import { sql } from "drizzle-orm";
import type { MonthKey } from "@shared/domain/months";
import { SOURCE_KEYS } from "@shared/domain/sources";
import { MORNINGSTAR_RATED } from "@shared/schema";
import type { Executor } from "../db/connection";

const SOURCE_KEY_ARRAY = `{${SOURCE_KEYS.join(",")}}`;

export type SourceHistoryRow = {
  stockId: string;
  source: string;
  /**
   * [month "YYYY-MM-DD", value] pairs, one per month (the newest import wins), in no particular
   * order. A source can come in two rows for one stock (the window, and months before it); their
   * points together are the source's history.
   */
  points: [string, number][];
  /** The meta of the source's latest month; null on a row that does not hold that month. */
  latestMeta: Record<string, unknown> | null;
  /**
   * Morningstar rows only: the meta of the stock's newest Morningstar row that carries a rating
   * (uncertainty, moat or financial health), whatever its month. A Portfolio workbook's monthly
   * values carry none, so an upload never blanks the ratings a paste brought.
   */
  ratingsMeta: Record<string, unknown> | null;
};

/**
 * One statement for every stock of one table: per stock and source, the current value of each month
 * from `windowStart` on, plus the latest month and the month three before it (for momentum) even
 * when they are older. Superseded rows of the append-only history are dropped here.
 *
 * Shape (docs/performance.md): per stock, one index range scan over the window (PostgreSQL skips
 * through the sources of fair_values_stock_source_month_idx), de-duplicated and aggregated per
 * source in a few dozen rows, so no sort or hash ever holds the whole table's rows. Only a source
 * with no value from the window's fourth month on can need older months; those pairs alone get an
 * index probe for their latest month and one for the month three before it. Each stock's newest rated
 * Morningstar row is one probe of the partial index fair_values_morningstar_rated_idx.
 */
export async function loadSourceHistories(
  db: Executor,
  userId: string,
  scope: boolean | { stockIds: readonly string[] },
  windowStart: MonthKey,
): Promise<SourceHistoryRow[]> {
  // One table (isPortfolio), or the given stocks of either (the holdings' broker averages).
  const chosen = typeof scope === "boolean" ? sql`is_portfolio = ${scope}` : sql`id = any(${sql.param(scope.stockIds)}::uuid[])`;
  const result = await db.execute<SourceHistoryRow>(sql`
    with scoped as (
      select id from stocks where user_id = ${userId} and ${chosen}
    ), recent as (
      select s.id as stock_id, h.source, h.points, h.latest_meta, h.fresh
        from scoped s
       cross join lateral (
         select c.source,
                json_agg(json_build_array(to_char(c.as_of_month, 'YYYY-MM-DD'), c.fair_value)) as points,
                (array_agg(c.meta order by c.as_of_month desc))[1] as latest_meta,
                -- A value from the window's fourth month on: the momentum month is in the window too.
                max(c.as_of_month) >= (${windowStart}::date + interval '3 months')::date as fresh
           from (
             select distinct on (fv.source, fv.as_of_month) fv.source, fv.as_of_month, fv.fair_value, fv.meta
               from fair_values fv
              where fv.stock_id = s.id and fv.as_of_month >= ${windowStart}::date
              order by fv.source, fv.as_of_month, fv.created_at desc
           ) c
          group by c.source
       ) h
    ), older as (
      select s.id as stock_id, src.source, l.latest_month, o.as_of_month, o.fair_value, o.meta
        from scoped s
       cross join unnest(${SOURCE_KEY_ARRAY}::text[]) as src(source)
       cross join lateral (
         select fv.as_of_month as latest_month from fair_values fv
          where fv.stock_id = s.id and fv.source = src.source
          order by fv.as_of_month desc limit 1
       ) l
       cross join lateral (
         select distinct on (fv.as_of_month) fv.as_of_month, fv.fair_value, fv.meta
           from fair_values fv
          where fv.stock_id = s.id and fv.source = src.source
            and fv.as_of_month in (l.latest_month, (l.latest_month - interval '3 months')::date)
            and fv.as_of_month < ${windowStart}::date
          order by fv.as_of_month, fv.created_at desc
       ) o
       where not exists (select 1 from recent r where r.stock_id = s.id and r.source = src.source and r.fresh)
    ), histories as (
      select stock_id, source, points, latest_meta from recent
      union all
      select stock_id, source,
             json_agg(json_build_array(to_char(as_of_month, 'YYYY-MM-DD'), fair_value)),
             (array_agg(meta) filter (where as_of_month = latest_month))[1]
        from older
       group by stock_id, source
    ), rated as (
      select s.id as stock_id, r.meta
        from scoped s
       cross join lateral (
         select fv.meta from fair_values fv
          where fv.stock_id = s.id and fv.source = 'morningstar' and ${MORNINGSTAR_RATED}
          order by fv.as_of_month desc, fv.created_at desc
          limit 1
       ) r
    )
    select h.stock_id as "stockId", h.source, h.points, h.latest_meta as "latestMeta", r.meta as "ratingsMeta"
      from histories h
      left join rated r on h.source = 'morningstar' and r.stock_id = h.stock_id`);
  return result.rows;
}
