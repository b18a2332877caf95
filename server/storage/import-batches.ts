// import_batches rows: one per paste or upload, always scoped to the user who made it.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { ImportBatchHoldings } from "@shared/contracts/imports";
import {
  alertSettings,
  importBatches,
  journalEntries,
  portfolioAllocations,
  shareholders,
  stocks,
  taxStatements,
  trades,
  type ImportBatch,
} from "@shared/schema";
import type { LevelCondition } from "@shared/domain/alerts";
import type { Executor } from "../db/connection";

export interface NewBatch {
  userId: string;
  source: string;
  fileName: string;
  rowsImported: number;
  rowsSkipped: number;
}

export async function insertBatch(db: Executor, values: NewBatch): Promise<ImportBatch> {
  const [row] = await db.insert(importBatches).values(values).returning();
  return row;
}

/** Sets the counts of a batch written before its rows (an account import counts what it wrote). */
export async function updateBatchCounts(db: Executor, id: string, counts: { rowsImported: number; rowsSkipped: number }): Promise<void> {
  await db.update(importBatches).set(counts).where(eq(importBatches.id, id));
}

/** The user's imports, newest first. */
export async function listBatches(db: Executor, userId: string): Promise<ImportBatch[]> {
  return db
    .select()
    .from(importBatches)
    .where(eq(importBatches.userId, userId))
    .orderBy(desc(importBatches.createdAt), desc(importBatches.id));
}

/** The user's batch; undefined for a missing batch and for another user's. */
export async function findBatch(db: Executor, userId: string, id: string): Promise<ImportBatch | undefined> {
  const [row] = await db
    .select()
    .from(importBatches)
    .where(and(eq(importBatches.id, id), eq(importBatches.userId, userId)));
  return row;
}

/**
 * Locks the user's batch for the undo (FOR UPDATE), so two undo clicks cannot both count its rows;
 * undefined for a missing batch and for another user's.
 */
export async function lockBatch(db: Executor, userId: string, id: string): Promise<ImportBatch | undefined> {
  const [row] = await db
    .select()
    .from(importBatches)
    .where(and(eq(importBatches.id, id), eq(importBatches.userId, userId)))
    .for("update");
  return row;
}

/**
 * Locks, in id order, the user's stocks the batch wrote fair values or prices for, or created,
 * before the undo deletes anything: the undo then re-evaluates their alerts holding them the way
 * every other writer of several stocks does (storage/alert-evaluation.ts). Returns their ids.
 */
export async function lockBatchStocks(db: Executor, userId: string, batchId: string): Promise<string[]> {
  const locked = await db.execute<{ id: string }>(sql`
    select s.id from ${stocks} s
     where s.user_id = ${userId}
       and (s.created_by_batch_id = ${batchId}
            or s.id in (select f.stock_id from fair_values f where f.batch_id = ${batchId})
            or s.id in (select r.stock_id from import_replaced_prices r where r.batch_id = ${batchId}))
     order by s.id
       for no key update`);
  return locked.rows.map((row) => row.id);
}

/** A stock whose price the undo put back, and the price levels that were crossed at that price. */
export type RestoredStockPrice = {
  stockId: string;
  activeLevels: LevelCondition[];
};

/**
 * Puts back the price, time and pricing import each stock had before the batch, where the stock
 * still shows the batch's price; a stock priced since (a refresh clears price_batch_id, another
 * import sets its own) keeps that newer price. A stock the batch created had no price before: it
 * keeps the number as a placeholder with its time unknown, as an import's new stock without a price.
 */
export async function restoreReplacedPrices(db: Executor, userId: string, batchId: string): Promise<RestoredStockPrice[]> {
  const restored = await db.execute<RestoredStockPrice>(sql`
    update ${stocks} s
       set last_price = coalesce(r.last_price, s.last_price), last_price_updated_at = r.last_price_updated_at,
           price_batch_id = r.price_batch_id
      from import_replaced_prices r
     where r.batch_id = ${batchId} and s.id = r.stock_id and s.user_id = ${userId} and s.price_batch_id = ${batchId}
    returning s.id as "stockId", r.active_levels as "activeLevels"`);
  return restored.rows;
}

/**
 * A later import that replaced this batch's price remembers this batch's price as the one to put
 * back; with the batch undone it takes the price this batch had replaced instead, so undoing the
 * later import goes back past both.
 */
export async function relinkReplacedPrices(db: Executor, batchId: string): Promise<void> {
  await db.execute(sql`
    update import_replaced_prices n
       set last_price = r.last_price, last_price_updated_at = r.last_price_updated_at, price_batch_id = r.price_batch_id,
           active_levels = r.active_levels
      from import_replaced_prices r
     where r.batch_id = ${batchId} and n.stock_id = r.stock_id and n.price_batch_id = ${batchId}`);
}

/**
 * Why the stock `s` stays when its batch is undone: the first row of another kind or another batch
 * that refers to it (another import's fair values, dividends — a dividend file's, an estimate —, a
 * trade entered by hand, …), as the words the undo's confirmation shows; null
 * when nothing but the batch's own rows refers to it. One expression serves the confirmation (before
 * the batch's rows are deleted) and the delete (after), so they cannot disagree.
 */
function keptReason(batchId: string): SQL<string | null> {
  const other = (table: string) =>
    sql`exists (select 1 from ${sql.raw(table)} x where x.stock_id = s.id and x.batch_id is distinct from ${batchId}::uuid)`;
  return sql<string | null>`case
    when ${other("fair_values")} then 'it has fair values'
    when ${other("trades")} then 'it has trades'
    when ${other("dividends")} then 'it has dividends'
    when ${other("shareholders")} then 'it has shareholders'
    when ${other("journal_entries")} then 'it has journal entries'
    when ${other("portfolio_allocations")} then 'it has an allocation'
    when ${other("tax_statements")} then 'it has tax statements'
    when exists (select 1 from corporate_actions x where (x.stock_id = s.id or x.other_stock_id = s.id)
                    and x.batch_id is distinct from ${batchId}::uuid) then 'it has corporate actions'
    end`;
}

/**
 * Deletes the stocks the batch created that nothing else refers to (keptReason); returns how many
 * went. Run once the batch's own rows are gone.
 */
export async function deleteEmptyStocksCreatedBy(db: Executor, userId: string, batchId: string): Promise<number> {
  const removed = await db.execute<{ id: string }>(sql`
    delete from ${stocks} s
     where s.created_by_batch_id = ${batchId} and s.user_id = ${userId} and ${keptReason(batchId)} is null
    returning s.id`);
  return removed.rows.length;
}

/** The stocks the batch created, by symbol, each with why an undo would keep it (null: it would go). */
export async function stocksCreatedBy(db: Executor, userId: string, batchId: string): Promise<{ symbol: string; kept: string | null }[]> {
  const result = await db.execute<{ symbol: string; kept: string | null }>(sql`
    select s.symbol, ${keptReason(batchId)} as kept from ${stocks} s
     where s.created_by_batch_id = ${batchId} and s.user_id = ${userId}
     order by s.symbol`);
  return result.rows;
}

/** The rows the batch still holds, by kind (single rows may have been deleted since): one statement. */
export async function batchHoldings(db: Executor, batchId: string): Promise<ImportBatchHoldings> {
  // The batch is the user's (the caller found it), so a row pointing at it is theirs.
  const count = (table: string) => sql`(select count(*)::int from ${sql.raw(table)} x where x.batch_id = ${batchId}::uuid)`;
  const held = (table: string) => sql`exists (select 1 from ${sql.raw(table)} x where x.batch_id = ${batchId}::uuid)`;
  const result = await db.execute<ImportBatchHoldings & Record<string, unknown>>(sql`
    select ${count("fair_values")} as "fairValues", ${count("shareholders")} as shareholders,
           ${count("journal_entries")} as "journalEntries", ${count("portfolio_allocations")} as allocations,
           ${count("trades")} as trades, ${count("dividends")} as dividends, ${count("tax_statements")} as "taxStatements",
           ${count("corporate_actions")} as "corporateActions",
           ${held("alert_settings")} as "alertSettings", ${held("holding_settings")} as "parcelMethod"`);
  return result.rows[0];
}

/** How many stocks would get back a price the batch replaced (those not priced since, decision 029). */
export async function countRestorablePrices(db: Executor, userId: string, batchId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from import_replaced_prices r join ${stocks} s on s.id = r.stock_id
     where r.batch_id = ${batchId} and s.user_id = ${userId} and s.price_batch_id = ${batchId} and r.last_price is not null`);
  return result.rows[0].count;
}

export async function deleteBatch(db: Executor, userId: string, id: string): Promise<void> {
  await db.delete(importBatches).where(and(eq(importBatches.id, id), eq(importBatches.userId, userId)));
}

/** A shareholder import's rows; returns how many went. */
export async function deleteBatchShareholders(db: Executor, batchId: string): Promise<number> {
  const removed = await db.delete(shareholders).where(eq(shareholders.batchId, batchId)).returning({ id: shareholders.id });
  return removed.length;
}

/** An account import's journal entries; returns how many went. */
export async function deleteBatchJournalEntries(db: Executor, batchId: string): Promise<number> {
  const removed = await db.delete(journalEntries).where(eq(journalEntries.batchId, batchId)).returning({ id: journalEntries.id });
  return removed.length;
}

/** An account import's allocations (those the user has not set again since); returns how many went. */
export async function deleteBatchAllocations(db: Executor, userId: string, batchId: string): Promise<number> {
  const removed = await db
    .delete(portfolioAllocations)
    .where(and(eq(portfolioAllocations.batchId, batchId), eq(portfolioAllocations.userId, userId)))
    .returning({ id: portfolioAllocations.id });
  return removed.length;
}

/** An account import's alert settings (unless the user has saved settings since); returns 1 when they went, else 0. */
export async function deleteBatchAlertSettings(db: Executor, userId: string, batchId: string): Promise<number> {
  const removed = await db
    .delete(alertSettings)
    .where(and(eq(alertSettings.batchId, batchId), eq(alertSettings.userId, userId)))
    .returning({ userId: alertSettings.userId });
  return removed.length;
}

/** A tax statement import's (or an account import's) statements; returns how many went. */
export async function deleteBatchTaxStatements(db: Executor, userId: string, batchId: string): Promise<number> {
  const removed = await db
    .delete(taxStatements)
    .where(and(eq(taxStatements.batchId, batchId), eq(taxStatements.userId, userId)))
    .returning({ id: taxStatements.id });
  return removed.length;
}

/** A trade import's (or an account import's) trades, their chosen parcels with them; returns how many went. */
export async function deleteBatchTrades(db: Executor, userId: string, batchId: string): Promise<number> {
  const removed = await db
    .delete(trades)
    .where(and(eq(trades.batchId, batchId), eq(trades.userId, userId)))
    .returning({ id: trades.id });
  return removed.length;
}
