// Stock writes of an import: ONE statement for all of the import's stocks, however many. Each column
// travels as one array parameter (unnest), so neither the statement count nor the bind-parameter
// count grows with the rows (docs/performance.md). Every statement is scoped to the importing user,
// so another user's stock with the same symbol is never read or written.
import { sql } from "drizzle-orm";
import { LEVEL_CONDITIONS } from "@shared/domain/alerts";
import type { NameOrigin } from "@shared/schema";
import type { Executor } from "../db/connection";

export interface NewImportStock {
  symbol: string;
  name: string;
  /** 'data', 'asx-list' or 'symbol': decides whether it may replace an existing stock's name. */
  nameOrigin: Exclude<NameOrigin, "user">;
  sector: string | null;
  /** lastPrice of a new stock: the price the data gives, else its placeholder. */
  lastPrice: number;
  /** Whether the data gives this price: only then does it update an existing stock. */
  priceGiven: boolean;
}

export type ImportStockRef = {
  id: string;
  symbol: string;
  /** Created by this import (it did not exist for the user before). */
  created: boolean;
};

/**
 * A name's rank: a name of higher rank replaces a placeholder of lower rank. 'user' and 'data'
 * names are never replaced (docs/decisions/011-pasted-layouts-and-names.md).
 */
const EXISTING_RANK = sql`case s.name_origin when 'symbol' then 1 when 'asx-list' then 2 else 99 end`;
const INCOMING_RANK = sql`case i.name_origin when 'symbol' then 1 when 'asx-list' then 2 when 'data' then 3 else 0 end`;

/**
 * Locks the user's existing stocks among `symbols` in id order, before the upsert updates them in
 * whatever order its plan visits them: every writer that holds several stocks (a price refresh, the
 * alert evaluation) takes them in the same order, so two of them cannot deadlock.
 */
export async function lockImportStocks(db: Executor, userId: string, symbols: readonly string[]): Promise<void> {
  if (symbols.length === 0) return;
  await db.execute(
    sql`select id from stocks where user_id = ${userId}::uuid and symbol = any(${sql.param(symbols)}::text[]) order by id for no key update`,
  );
}

const LEVEL_ARRAY = `{${LEVEL_CONDITIONS.join(",")}}`;

/**
 * Creates the stocks the user does not have yet (placement `isPortfolio`, created by `batchId`),
 * sets the given prices and better names on the ones that existed, and returns symbol → id for
 * every row. The UPDATE sees the table as it was before the statement, so it touches only stocks
 * that existed; new ones get their price and name from the INSERT.
 *
 * Every price it gives is the batch's (`price_batch_id`), and the price it replaced is kept in
 * import_replaced_prices for the undo: the stock's price, time and pricing import as they were
 * before this statement (the same snapshot the UPDATE reads), with the price levels whose alert
 * conditions were true then; a stock it creates had no price (docs/decisions/029-undo-restores-prices.md).
 */
export async function upsertImportStocks(
  db: Executor,
  owner: { userId: string; batchId: string; isPortfolio: boolean },
  rows: readonly NewImportStock[],
  at: Date,
): Promise<ImportStockRef[]> {
  if (rows.length === 0) return [];
  const result = await db.execute<ImportStockRef>(sql`
    with input as (
      select * from unnest(
        ${sql.param(rows.map((r) => r.symbol))}::text[], ${sql.param(rows.map((r) => r.name))}::text[],
        ${sql.param(rows.map((r) => r.nameOrigin))}::text[], ${sql.param(rows.map((r) => r.sector))}::text[],
        ${sql.param(rows.map((r) => r.lastPrice))}::double precision[], ${sql.param(rows.map((r) => r.priceGiven))}::boolean[]
      ) as i(symbol, name, name_origin, sector, last_price, price_given)
    ), replaced as (
      insert into import_replaced_prices (batch_id, stock_id, last_price, last_price_updated_at, price_batch_id, active_levels)
      select ${owner.batchId}::uuid, s.id, s.last_price, s.last_price_updated_at, s.price_batch_id,
             array(select x.condition from alert_states x
                    where x.stock_id = s.id and x.active and x.condition = any(${LEVEL_ARRAY}::text[]) order by x.condition)
        from stocks s join input i on i.symbol = s.symbol
       where s.user_id = ${owner.userId}::uuid and i.price_given
      returning 1
    ), inserted as (
      insert into stocks (user_id, symbol, name, name_origin, sector, last_price, last_price_updated_at, is_portfolio, created_by_batch_id,
                          price_batch_id)
      select ${owner.userId}::uuid, symbol, name, name_origin, sector, last_price,
             -- Without a price in the data the placeholder is not a market price: its time stays unknown.
             case when price_given then ${at}::timestamptz end, ${owner.isPortfolio}, ${owner.batchId}::uuid,
             case when price_given then ${owner.batchId}::uuid end
        from input
      on conflict (user_id, symbol) do nothing
      returning id, symbol
    ), created_prices as (
      insert into import_replaced_prices (batch_id, stock_id)
      select ${owner.batchId}::uuid, n.id from inserted n join input i on i.symbol = n.symbol where i.price_given
      returning 1
    ), updated as (
      update stocks s
         set last_price = case when i.price_given then i.last_price else s.last_price end,
             last_price_updated_at = case when i.price_given then ${at}::timestamptz else s.last_price_updated_at end,
             price_batch_id = case when i.price_given then ${owner.batchId}::uuid else s.price_batch_id end,
             name = case when ${INCOMING_RANK} > ${EXISTING_RANK} then i.name else s.name end,
             name_origin = case when ${INCOMING_RANK} > ${EXISTING_RANK} then i.name_origin else s.name_origin end,
             updated_at = ${at}::timestamptz
        from input i
       where s.user_id = ${owner.userId}::uuid and s.symbol = i.symbol and (i.price_given or ${INCOMING_RANK} > ${EXISTING_RANK})
      -- PostgreSQL runs a data-modifying WITH whether or not the query reads it.
      returning s.id
    )
    select id, symbol, true as created from inserted
    union all
    select s.id, s.symbol, false from stocks s join input i on i.symbol = s.symbol where s.user_id = ${owner.userId}::uuid`);
  return result.rows;
}
