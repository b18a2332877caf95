// The writes of an account import: ONE statement per section for all of its rows, however many, as
// for every import (docs/decisions/016-set-based-import-writes.md). A section's rows arrive as one
// JSON text, checked and written by the parse worker (server/parsers/account-archive.ts), and
// PostgreSQL turns it into rows with json_to_recordset, so the app's main thread never walks 290k
// rows to bind them. Rows find their stock by symbol among the importing user's stocks, so another
// user's stock with the same symbol is never touched. A row already in the account (the same values,
// from an earlier import of the same export) is left out by NOT EXISTS, so a file imported twice
// writes its rows once.
import { sql } from "drizzle-orm";
import { STATEMENT_AMOUNT_FIELDS } from "@shared/domain/tax/statements";
import type { Executor } from "../db/connection";
import { TAX_STATEMENT_COLUMNS } from "./tax-statements";

const count = (result: { rowCount?: number | null }) => result.rowCount ?? 0;

/**
 * Starts an account import's transaction, in one statement:
 * - a lock that serialises the user's account imports (two clicks on Import, two tabs): the second
 *   waits, then finds the first one's rows already there;
 * - no nested-loop joins until the transaction ends. The planner sees json_to_recordset as 100 rows
 *   and a new instance's fair_values as empty, and then checks each incoming row's NOT EXISTS with a
 *   scan of fair_values, which the statement itself keeps growing: 288k rows took over 14 minutes.
 *   As a hash (or merge) anti join the existing rows are read once, before the first insert.
 */
export async function beginAccountImport(db: Executor, userId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('account-import'), hashtext(${userId})), set_config('enable_nestloop', 'off', true)`,
  );
}

/**
 * Gives the planner its nested loops back once the bulk inserts are done: the alert evaluation that
 * follows them in the same transaction reads each stock's latest values through index probes.
 */
export async function endBulkInserts(db: Executor): Promise<void> {
  await db.execute(sql`select set_config('enable_nestloop', 'on', true)`);
}

/**
 * Creates the stocks the user does not have (created by `batchId`), alert targets and all; existing
 * ones keep every field, their alert target (or the lack of one) included. Returns how many were new.
 */
export async function insertArchiveStocks(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const result = await db.execute(sql`
    insert into stocks (user_id, symbol, name, name_origin, sector, last_price, last_price_updated_at, dividend_yield, is_portfolio,
                        alert_below, alert_above, created_by_batch_id, created_at)
    select ${userId}::uuid, x.symbol, x.name, x."nameOrigin", x.sector, x."lastPrice", x."lastPriceUpdatedAt", x."dividendYield",
           x."isPortfolio", x."alertBelow", x."alertAbove", ${batchId}::uuid, x."createdAt"
      from json_to_recordset(${rowsJson}::json) as x(
        symbol text, name text, "nameOrigin" text, sector text, "lastPrice" double precision, "lastPriceUpdatedAt" timestamptz,
        "dividendYield" double precision, "isPortfolio" boolean, "alertBelow" double precision, "alertAbove" double precision,
        "createdAt" timestamptz)
    on conflict (user_id, symbol) do nothing`);
  return count(result);
}

export async function insertArchiveFairValues(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const result = await db.execute(sql`
    insert into fair_values (stock_id, source, as_of_month, fair_value, meta, batch_id, created_at)
    select s.id, x.source, x."asOfMonth", x."fairValue", x.meta, ${batchId}::uuid, x."createdAt"
      from json_to_recordset(${rowsJson}::json) as x(
        symbol text, source text, "asOfMonth" date, "fairValue" double precision, meta jsonb, "createdAt" timestamptz)
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol
     where not exists (
       select 1 from fair_values f
        where f.stock_id = s.id and f.source = x.source and f.as_of_month = x."asOfMonth" and f.created_at = x."createdAt"
          and f.fair_value = x."fairValue" and f.meta is not distinct from x.meta)`);
  return count(result);
}

export async function insertArchiveShareholders(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const result = await db.execute(sql`
    insert into shareholders (stock_id, name, shares, percentage, change, as_of_date, batch_id, created_at)
    select s.id, x.name, x.shares, x.percentage, x.change, x."asOfDate", ${batchId}::uuid, x."createdAt"
      from json_to_recordset(${rowsJson}::json) as x(
        symbol text, name text, shares double precision, percentage double precision, change double precision, "asOfDate" date,
        "createdAt" timestamptz)
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol
     where not exists (
       select 1 from shareholders h
        where h.stock_id = s.id and h.as_of_date = x."asOfDate" and h.name = x.name and h.created_at = x."createdAt"
          and h.shares = x.shares and h.percentage = x.percentage and h.change is not distinct from x.change)`);
  return count(result);
}

/**
 * Journal entries: one already in the account is known by its stock, side, open date and creation
 * time, so an entry edited or closed since the export is not added a second time.
 */
export async function insertArchiveJournalEntries(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const result = await db.execute(sql`
    insert into journal_entries (stock_id, side, opened_at, closed_at, entry_price, exit_price, shares, stop_price, thesis, catalysts,
                                 tags, notes, outcome_r, batch_id, created_at)
    select s.id, x.side, x."openedAt", x."closedAt", x."entryPrice", x."exitPrice", x.shares, x."stopPrice", x.thesis, x.catalysts,
           x.tags, x.notes, x."outcomeR", ${batchId}::uuid, x."createdAt"
      from json_to_recordset(${rowsJson}::json) as x(
        symbol text, side text, "openedAt" date, "closedAt" date, "entryPrice" double precision, "exitPrice" double precision,
        shares double precision, "stopPrice" double precision, thesis text, catalysts jsonb, tags text[], notes text,
        "outcomeR" double precision, "createdAt" timestamptz)
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol
     where not exists (
       select 1 from journal_entries j
        where j.stock_id = s.id and j.side = x.side and j.opened_at = x."openedAt" and j.created_at = x."createdAt")`);
  return count(result);
}

/** Allocations of portfolio stocks that have none yet; an amount the account already has stays. */
export async function insertArchiveAllocations(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const result = await db.execute(sql`
    insert into portfolio_allocations (user_id, stock_id, amount, batch_id, updated_at)
    select ${userId}::uuid, s.id, x.amount, ${batchId}::uuid, x."updatedAt"
      from json_to_recordset(${rowsJson}::json) as x(symbol text, amount double precision, "updatedAt" timestamptz)
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol and s.is_portfolio
    on conflict (user_id, stock_id) do nothing`);
  return count(result);
}

/**
 * The file's alert settings (none or one row), only for an account without settings of its own:
 * the account's choices win, as its stocks' fields do. They belong to `batchId` until the user saves
 * settings, so undoing the import removes them. A daily digest then sends the account's unread
 * alerts, as it does when the user opts in (storage/alert-settings.ts). Returns 1 when the settings
 * were stored, else 0.
 */
export async function insertArchiveAlertSettings(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const result = await db.execute(sql`
    insert into alert_settings (user_id, five_star, buy_below, sell_above, rating_change, fv_change, target, fv_change_percent, scope,
                                email_digest, batch_id, updated_at)
    select ${userId}::uuid, x."fiveStar", x."buyBelow", x."sellAbove", x."ratingChange", x."fvChange", x.target, x."fvChangePercent",
           x.scope, x."emailDigest", ${batchId}::uuid, x."updatedAt"
      from json_to_recordset(${rowsJson}::json) as x(
        "fiveStar" boolean, "buyBelow" boolean, "sellAbove" boolean, "ratingChange" boolean, "fvChange" boolean, target boolean,
        "fvChangePercent" double precision, scope text, "emailDigest" text, "updatedAt" timestamptz)
    on conflict (user_id) do nothing`);
  return count(result);
}

/**
 * The file's holding settings (none or one row: the parcel method, the tax entity and the loss
 * brought in with its note), only for an account that never chose any, like the alert settings: they
 * belong to `batchId` until the user saves settings, so undoing the import removes them. Returns 1
 * when they were stored, else 0.
 */
export async function insertArchiveHoldingSettings(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const result = await db.execute(sql`
    insert into holding_settings (user_id, parcel_method, tax_entity, loss_brought_in, loss_brought_in_note, batch_id, updated_at)
    select ${userId}::uuid, x."parcelMethod", x."taxEntity", x."lossBroughtIn", x."lossBroughtInNote", ${batchId}::uuid, x."updatedAt"
      from json_to_recordset(${rowsJson}::json) as x(
        "parcelMethod" text, "taxEntity" text, "lossBroughtIn" numeric, "lossBroughtInNote" text, "updatedAt" timestamptz)
    on conflict (user_id) do nothing`);
  return count(result);
}

/**
 * The file's trades the account does not have yet (by reference: a file imported twice writes them
 * once), then the chosen parcels of the sales this import wrote, found by their references. Two
 * statements; returns how many trades were new.
 */
export async function insertArchiveTrades(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const result = await db.execute(sql`
    insert into trades (user_id, stock_id, type, trade_date, units, price, brokerage, ratio_from, ratio_to, acquired_on, note,
                        dedupe_key, batch_id, created_at)
    select ${userId}::uuid, s.id, x.type, x."tradeDate", x.units, x.price, x.brokerage, x."ratioFrom", x."ratioTo", x."acquiredOn",
           x.note, x."dedupeKey", ${batchId}::uuid, x."createdAt"
      from json_to_recordset(${rowsJson}::json) as x(
        symbol text, type text, "tradeDate" date, units numeric, price numeric, brokerage numeric, "ratioFrom" integer,
        "ratioTo" integer, "acquiredOn" date, note text, "dedupeKey" text, "createdAt" timestamptz)
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol
    on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing`);
  await db.execute(sql`
    insert into sale_allocations (sell_trade_id, parcel_trade_id, units)
    select sale.id, parcel.id, c.units
      from json_to_recordset(${rowsJson}::json) as x("dedupeKey" text, "chosenParcels" json)
      cross join lateral json_to_recordset(x."chosenParcels") as c("parcelKey" text, units numeric)
      join trades sale on sale.user_id = ${userId}::uuid and sale.dedupe_key = x."dedupeKey" and sale.batch_id = ${batchId}::uuid
      join trades parcel on parcel.user_id = ${userId}::uuid and parcel.dedupe_key = c."parcelKey"
    on conflict do nothing`);
  return count(result);
}

/** The file's dividends of a stock and ex-date the account has none on yet (a file imported twice writes them once). */
export async function insertArchiveDividends(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const result = await db.execute(sql`
    insert into dividends (user_id, stock_id, ex_date, pay_date, amount_per_share, franking_percent, company_tax_rate, units,
                           units_overridden, drp_units, drp_price, status, source, note, batch_id, created_at)
    select ${userId}::uuid, s.id, x."exDate", x."payDate", x."amountPerShare", x."frankingPercent", x."companyTaxRate",
           case when x."unitsOverridden" then x.units end, x."unitsOverridden", x."drpUnits", x."drpPrice", x.status, x.source, x.note, ${batchId}::uuid, x."createdAt"
      from json_to_recordset(${rowsJson}::json) as x(
        symbol text, "exDate" date, "payDate" date, "amountPerShare" numeric, "frankingPercent" numeric, "companyTaxRate" numeric,
        units numeric, "unitsOverridden" boolean, "drpUnits" numeric, "drpPrice" numeric, status text, source text, note text,
        "createdAt" timestamptz)
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol
    on conflict (user_id, stock_id, ex_date) do nothing`);
  return count(result);
}

/**
 * The file's tax statements of a stock and financial year the account has none for yet (its own
 * statement of that year stays; a file imported twice writes them once).
 */
export async function insertArchiveTaxStatements(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const fields = STATEMENT_AMOUNT_FIELDS.map((field) => `x."${field}"`).join(", ");
  const columns = STATEMENT_AMOUNT_FIELDS.map((field) => TAX_STATEMENT_COLUMNS[field]).join(", ");
  const types = STATEMENT_AMOUNT_FIELDS.map((field) => `"${field}" numeric`).join(", ");
  const result = await db.execute(sql`
    insert into tax_statements (user_id, stock_id, fy, ${sql.raw(columns)}, note, batch_id, created_at)
    select ${userId}::uuid, s.id, x.fy, ${sql.raw(fields)}, x.note, ${batchId}::uuid, x."createdAt"
      from json_to_recordset(${rowsJson}::json) as x(symbol text, fy integer, ${sql.raw(types)}, note text, "createdAt" timestamptz)
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol
    on conflict (user_id, stock_id, fy) do nothing`);
  return count(result);
}

/**
 * The file's corporate actions of a stock, type and date (its first date field) the account has none
 * of yet: an action entered here, or by an earlier import of the same file, stays and the file's is
 * left out. Each finds its stock and the other stock its body names by code among the user's stocks
 * (the file's stocks are merged first). One statement; returns how many were new.
 */
export async function insertArchiveCorporateActions(db: Executor, userId: string, batchId: string, rowsJson: string): Promise<number> {
  const dateOf = (alias: string) => sql.raw(`coalesce(${alias}->>'exDate', ${alias}->>'effectiveDate', ${alias}->>'date')`);
  const result = await db.execute(sql`
    insert into corporate_actions (user_id, stock_id, other_stock_id, type, body, status, batch_id, created_at, updated_at)
    select ${userId}::uuid, s.id, o.id, x.type, x.body, x.status, ${batchId}::uuid, x."createdAt", x."createdAt"
      from json_to_recordset(${rowsJson}::json) as x(
        symbol text, "otherSymbol" text, type text, body jsonb, status text, "createdAt" timestamptz)
      join stocks s on s.user_id = ${userId}::uuid and s.symbol = x.symbol
      left join stocks o on o.user_id = ${userId}::uuid and o.symbol = x."otherSymbol"
     where not exists (
       select 1 from corporate_actions a
        where a.user_id = ${userId}::uuid and a.stock_id = s.id and a.type = x.type and ${dateOf("a.body")} = ${dateOf("x.body")})`);
  return count(result);
}
