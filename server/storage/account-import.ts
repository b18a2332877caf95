// The writes of an account import: ONE statement per section for all of its rows, each column one
// array parameter (unnest), as for every import (docs/decisions/016-set-based-import-writes.md).
// Rows find their stock by symbol among the importing user's stocks, so another user's stock with the
// same symbol is never touched. A row already in the account (the same values, imported before from
// the same export) is left out by NOT EXISTS, so importing a file twice writes its rows once.
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/connection";
import type { ArchiveColumns } from "../parsers";

const count = (result: { rowCount?: number | null }) => result.rowCount ?? 0;

/** The unnest(...) of some columns, each cast to its PostgreSQL array type. */
function unnest(columns: [unknown[], string][], names: string): SQL {
  const params = columns.map(([values, type]) => sql`${sql.param(values)}::${sql.raw(type)}[]`);
  return sql`unnest(${sql.join(params, sql`, `)}) as x(${sql.raw(names)})`;
}

/**
 * Serialises account imports of one user (two clicks on Import, two tabs): the second waits, then
 * finds the first one's rows already there. The lock ends with the transaction.
 */
export async function lockAccountImports(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('account-import'), hashtext(${userId}))`);
}

/** Creates the stocks the user does not have (created by `batchId`); existing ones keep every field. Returns how many were new. */
export async function insertArchiveStocks(db: Executor, userId: string, batchId: string, c: ArchiveColumns["stocks"]): Promise<number> {
  if (c.symbol.length === 0) return 0;
  const result = await db.execute(sql`
    insert into stocks (user_id, symbol, name, name_origin, sector, last_price, last_price_updated_at, dividend_yield, is_portfolio,
                        created_by_batch_id, created_at)
    select ${userId}::uuid, symbol, name, name_origin, sector, last_price, last_price_updated_at, dividend_yield, is_portfolio,
           ${batchId}::uuid, created_at
      from ${unnest(
        [
          [c.symbol, "text"],
          [c.name, "text"],
          [c.nameOrigin, "text"],
          [c.sector, "text"],
          [c.lastPrice, "double precision"],
          [c.lastPriceUpdatedAt, "timestamptz"],
          [c.dividendYield, "double precision"],
          [c.isPortfolio, "boolean"],
          [c.createdAt, "timestamptz"],
        ],
        "symbol, name, name_origin, sector, last_price, last_price_updated_at, dividend_yield, is_portfolio, created_at",
      )}
    on conflict (user_id, symbol) do nothing`);
  return count(result);
}

export async function insertArchiveFairValues(
  db: Executor,
  userId: string,
  batchId: string,
  c: ArchiveColumns["fairValues"],
): Promise<number> {
  if (c.symbol.length === 0) return 0;
  const result = await db.execute(sql`
    insert into fair_values (stock_id, source, as_of_month, fair_value, meta, batch_id, created_at)
    select s.id, x.source, x.as_of_month, x.fair_value, x.meta::jsonb, ${batchId}::uuid, x.created_at
      from ${unnest(
        [
          [c.symbol, "text"],
          [c.source, "text"],
          [c.asOfMonth, "date"],
          [c.fairValue, "double precision"],
          [c.meta, "text"],
          [c.createdAt, "timestamptz"],
        ],
        "symbol, source, as_of_month, fair_value, meta, created_at",
      )}
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol
     where not exists (
       select 1 from fair_values f
        where f.stock_id = s.id and f.source = x.source and f.as_of_month = x.as_of_month and f.created_at = x.created_at
          and f.fair_value = x.fair_value and f.meta is not distinct from x.meta::jsonb)`);
  return count(result);
}

export async function insertArchiveShareholders(
  db: Executor,
  userId: string,
  batchId: string,
  c: ArchiveColumns["shareholders"],
): Promise<number> {
  if (c.symbol.length === 0) return 0;
  const result = await db.execute(sql`
    insert into shareholders (stock_id, name, shares, percentage, change, as_of_date, batch_id, created_at)
    select s.id, x.name, x.shares, x.percentage, x.change, x.as_of_date, ${batchId}::uuid, x.created_at
      from ${unnest(
        [
          [c.symbol, "text"],
          [c.name, "text"],
          [c.shares, "double precision"],
          [c.percentage, "double precision"],
          [c.change, "double precision"],
          [c.asOfDate, "date"],
          [c.createdAt, "timestamptz"],
        ],
        "symbol, name, shares, percentage, change, as_of_date, created_at",
      )}
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol
     where not exists (
       select 1 from shareholders h
        where h.stock_id = s.id and h.as_of_date = x.as_of_date and h.name = x.name and h.created_at = x.created_at
          and h.shares = x.shares and h.percentage = x.percentage and h.change is not distinct from x.change)`);
  return count(result);
}

/**
 * Journal entries: one already in the account is known by its stock, side, open date and creation
 * time, so an entry edited or closed since the export is not added a second time.
 */
export async function insertArchiveJournalEntries(
  db: Executor,
  userId: string,
  batchId: string,
  c: ArchiveColumns["journalEntries"],
): Promise<number> {
  if (c.symbol.length === 0) return 0;
  const result = await db.execute(sql`
    insert into journal_entries (stock_id, side, opened_at, closed_at, entry_price, exit_price, shares, stop_price, thesis, catalysts,
                                 tags, notes, outcome_r, batch_id, created_at)
    select s.id, x.side, x.opened_at, x.closed_at, x.entry_price, x.exit_price, x.shares, x.stop_price, x.thesis, x.catalysts::jsonb,
           array(select jsonb_array_elements_text(x.tags::jsonb)), x.notes, x.outcome_r, ${batchId}::uuid, x.created_at
      from ${unnest(
        [
          [c.symbol, "text"],
          [c.side, "text"],
          [c.openedAt, "date"],
          [c.closedAt, "date"],
          [c.entryPrice, "double precision"],
          [c.exitPrice, "double precision"],
          [c.shares, "double precision"],
          [c.stopPrice, "double precision"],
          [c.thesis, "text"],
          [c.catalysts, "text"],
          [c.tags, "text"],
          [c.notes, "text"],
          [c.outcomeR, "double precision"],
          [c.createdAt, "timestamptz"],
        ],
        "symbol, side, opened_at, closed_at, entry_price, exit_price, shares, stop_price, thesis, catalysts, tags, notes, outcome_r, created_at",
      )}
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol
     where not exists (
       select 1 from journal_entries j
        where j.stock_id = s.id and j.side = x.side and j.opened_at = x.opened_at and j.created_at = x.created_at)`);
  return count(result);
}

/** Allocations of portfolio stocks that have none yet; an amount the account already has stays. */
export async function insertArchiveAllocations(
  db: Executor,
  userId: string,
  batchId: string,
  c: ArchiveColumns["allocations"],
): Promise<number> {
  if (c.symbol.length === 0) return 0;
  const result = await db.execute(sql`
    insert into portfolio_allocations (user_id, stock_id, amount, batch_id, updated_at)
    select ${userId}::uuid, s.id, x.amount, ${batchId}::uuid, x.updated_at
      from ${unnest(
        [
          [c.symbol, "text"],
          [c.amount, "double precision"],
          [c.updatedAt, "timestamptz"],
        ],
        "symbol, amount, updated_at",
      )}
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol and s.is_portfolio
    on conflict (user_id, stock_id) do nothing`);
  return count(result);
}
