// The three statements of an alert evaluation, whatever the number of stocks: lock the stocks, read
// every fact and state the conditions need, and write the changed states with the alerts that fired.
// Each takes the caller's transaction: an evaluation commits or rolls back with the change that
// caused it. See docs/decisions/020-valuation-alerts.md.
import { sql } from "drizzle-orm";
import type { ConditionKey } from "@shared/domain/alerts";
import type { EdgeState } from "@shared/domain/alert-trigger";
import { SOURCE_KEYS } from "@shared/domain/sources";
import { MORNINGSTAR_RATED, type AlertSettingsRow } from "@shared/schema";
import type { Executor } from "../db/connection";

const SOURCE_KEY_ARRAY = `{${SOURCE_KEYS.join(",")}}`;

/** Which stocks to evaluate: the ones a change touched, or all of one user's. */
export type StockSelection = { stockIds: readonly string[] } | { userId: string };

/**
 * Locks the stocks FOR NO KEY UPDATE in id order until the transaction ends and returns their ids.
 * Two evaluations of one stock (two app instances, two requests) run one after the other, and the
 * second reads what the first committed; the fixed order keeps two of them from deadlocking. The
 * lock does not block readers, nor inserts of rows that point at the stock.
 */
export async function lockStocksForEvaluation(db: Executor, selection: StockSelection): Promise<string[]> {
  const where = "userId" in selection ? sql`user_id = ${selection.userId}::uuid` : sql`id = any(${sql.param(selection.stockIds)}::uuid[])`;
  if ("stockIds" in selection && selection.stockIds.length === 0) return [];
  const result = await db.execute<{ id: string }>(sql`select id from stocks where ${where} order by id for no key update`);
  return result.rows.map((row) => row.id);
}

export type AlertFactsRow = {
  stockId: string;
  userId: string;
  isPortfolio: boolean;
  lastPrice: number;
  lastPriceUpdatedAt: string | null;
  alertBelow: number | null;
  alertAbove: number | null;
  /** Source key → its current value (latest month, newest import). */
  fairValues: Record<string, number> | null;
  iiMeta: Record<string, unknown> | null;
  /** The newest Morningstar meta that carries a rating, as the portfolio read takes it. */
  ratingsMeta: Record<string, unknown> | null;
  states: { condition: ConditionKey; active: boolean; value: number | null; label: string | null; episode: number }[] | null;
  settings: Pick<
    AlertSettingsRow,
    "fiveStar" | "buyBelow" | "sellAbove" | "ratingChange" | "fvChange" | "target" | "fvChangePercent" | "scope"
  > | null;
};

/**
 * Per stock: its price, placement and target, each source's current value (one index probe per
 * source on fair_values_stock_source_month_idx, read backwards), the latest Intelligent Investor meta,
 * the newest rated Morningstar meta (one probe of the partial index), its stored edge states and its
 * owner's settings.
 */
export async function loadAlertFacts(db: Executor, stockIds: readonly string[]): Promise<AlertFactsRow[]> {
  const result = await db.execute<AlertFactsRow>(sql`
    select s.id as "stockId", s.user_id as "userId", s.is_portfolio as "isPortfolio", s.last_price as "lastPrice",
           s.last_price_updated_at as "lastPriceUpdatedAt", s.alert_below as "alertBelow", s.alert_above as "alertAbove",
           cur.values as "fairValues", cur.ii_meta as "iiMeta", rated.meta as "ratingsMeta", st.states,
           case when a.user_id is null then null else json_build_object(
             'fiveStar', a.five_star, 'buyBelow', a.buy_below, 'sellAbove', a.sell_above, 'ratingChange', a.rating_change,
             'fvChange', a.fv_change, 'target', a.target, 'fvChangePercent', a.fv_change_percent, 'scope', a.scope) end as settings
      from stocks s
      left join alert_settings a on a.user_id = s.user_id
      left join lateral (
        select json_object_agg(src.source, l.fair_value) as values,
               (array_agg(l.meta) filter (where src.source = 'intelligent-investor'))[1] as ii_meta
          from unnest(${SOURCE_KEY_ARRAY}::text[]) as src(source)
          cross join lateral (
            select fv.fair_value, fv.meta from fair_values fv
             where fv.stock_id = s.id and fv.source = src.source
             order by fv.as_of_month desc, fv.created_at desc
             limit 1
          ) l
      ) cur on true
      left join lateral (
        select fv.meta from fair_values fv
         where fv.stock_id = s.id and fv.source = 'morningstar' and ${MORNINGSTAR_RATED}
         order by fv.as_of_month desc, fv.created_at desc
         limit 1
      ) rated on true
      left join lateral (
        select json_agg(json_build_object('condition', x.condition, 'active', x.active, 'value', x.value, 'label', x.label,
                                          'episode', x.episode)) as states
          from alert_states x where x.stock_id = s.id
      ) st on true
     where s.id = any(${sql.param(stockIds)}::uuid[])`);
  return result.rows;
}

export interface StateRow {
  stockId: string;
  condition: ConditionKey;
  state: EdgeState;
}

export interface NewAlertRow {
  userId: string;
  stockId: string;
  kind: string;
  condition: ConditionKey;
  episode: number;
  message: string;
  price: number | null;
  threshold: number | null;
}

/**
 * ONE statement: upserts the changed states and inserts the alerts that fired, each column one array
 * parameter. An alert that another evaluation already stored (same stock, condition and episode) is
 * skipped by the unique index, so a firing is stored once. Returns the new alerts per user.
 */
export async function writeAlertEvaluation(
  db: Executor,
  states: readonly StateRow[],
  alerts: readonly NewAlertRow[],
): Promise<Map<string, number>> {
  const column = <T, V>(rows: readonly T[], pick: (row: T) => V) => sql.param(rows.map(pick));
  const result = await db.execute<{ userId: string; count: number }>(sql`
    with written_states as (
      insert into alert_states (stock_id, condition, active, value, label, episode, updated_at)
      select stock_id, condition, active, value, label, episode, now()
        from unnest(${column(states, (s) => s.stockId)}::uuid[], ${column(states, (s) => s.condition)}::text[],
                    ${column(states, (s) => s.state.active)}::boolean[], ${column(states, (s) => s.state.value)}::double precision[],
                    ${column(states, (s) => s.state.label)}::text[], ${column(states, (s) => s.state.episode)}::integer[])
             as v(stock_id, condition, active, value, label, episode)
      on conflict (stock_id, condition) do update
         set active = excluded.active, value = excluded.value, label = excluded.label, episode = excluded.episode,
             updated_at = excluded.updated_at
      returning 1
    ), new_alerts as (
      insert into alerts (user_id, stock_id, kind, condition, episode, message, price, threshold)
      select user_id, stock_id, kind, condition, episode, message, price, threshold
        from unnest(${column(alerts, (a) => a.userId)}::uuid[], ${column(alerts, (a) => a.stockId)}::uuid[],
                    ${column(alerts, (a) => a.kind)}::text[], ${column(alerts, (a) => a.condition)}::text[],
                    ${column(alerts, (a) => a.episode)}::integer[], ${column(alerts, (a) => a.message)}::text[],
                    ${column(alerts, (a) => a.price)}::double precision[], ${column(alerts, (a) => a.threshold)}::double precision[])
             as v(user_id, stock_id, kind, condition, episode, message, price, threshold)
      on conflict (stock_id, condition, episode) do nothing
      returning user_id
    )
    select user_id as "userId", count(*)::int as count from new_alerts group by user_id`);
  return new Map(result.rows.map((row) => [row.userId, Number(row.count)]));
}
