// The user's corporate actions (issue 46): every statement scoped to the user; the ledger reads all of
// them in one statement per load, whatever their number. A row's body is its POST body as stored
// (shared/contracts/corporate-action-views.ts `corporateActionBodyView`) without stockId and type,
// which are columns; `otherStockId` is the stock the body names by code (a demerged company, an
// acquirer, in-specie shares).
import { sql } from "drizzle-orm";
import type { CorporateActionStatus } from "@shared/contracts/corporate-action-views";
import type { CorporateActionType } from "@shared/domain/ledger/events";
import type { Executor } from "../db/connection";

export interface CorporateActionRecord {
  id: string;
  stockId: string;
  /** The head's code now. */
  symbol: string;
  otherStockId: string | null;
  otherSymbol: string | null;
  type: CorporateActionType;
  body: Record<string, unknown>;
  status: CorporateActionStatus;
  /** The account import that brought it (undoing the import removes it); null when entered here. */
  batchId?: string | null;
  createdAt: string;
  updatedAt: string;
}

const TIMESTAMP = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/**
 * Every action of the user (of one stock, as the head or the other stock; or the one with `id`), oldest
 * created first: one statement.
 */
export async function readCorporateActions(
  db: Executor,
  userId: string,
  scope: { stockId?: string; id?: string } = {},
): Promise<CorporateActionRecord[]> {
  const stockScope = scope.stockId === undefined ? sql`` : sql` and (a.stock_id = ${scope.stockId} or a.other_stock_id = ${scope.stockId})`;
  const stock = scope.id === undefined ? stockScope : sql`${stockScope} and a.id = ${scope.id}`;
  const result = await db.execute<CorporateActionRecord & Record<string, unknown>>(sql`
    select a.id, a.stock_id as "stockId", s.symbol, a.other_stock_id as "otherStockId", o.symbol as "otherSymbol",
           a.type, a.body, a.status, a.batch_id as "batchId", ${TIMESTAMP("a.created_at")} as "createdAt", ${TIMESTAMP("a.updated_at")} as "updatedAt"
      from corporate_actions a
      join stocks s on s.id = a.stock_id
      left join stocks o on o.id = a.other_stock_id
     where a.user_id = ${userId}${stock}
     order by a.created_at, a.id`);
  return result.rows;
}

export interface NewCorporateActionRow {
  id: string;
  userId: string;
  stockId: string;
  otherStockId: string | null;
  type: CorporateActionType;
  body: Record<string, unknown>;
  status: CorporateActionStatus;
  createdAt: string;
}

export async function insertCorporateAction(db: Executor, row: NewCorporateActionRow): Promise<void> {
  await db.execute(sql`
    insert into corporate_actions (id, user_id, stock_id, other_stock_id, type, body, status, created_at, updated_at)
    values (${row.id}, ${row.userId}, ${row.stockId}, ${row.otherStockId}, ${row.type}, ${JSON.stringify(row.body)}::jsonb,
            ${row.status}, ${row.createdAt}::timestamptz, ${row.createdAt}::timestamptz)`);
}

/** Replaces an action's stock, type, body and status; false for a missing one and another user's. */
export async function updateCorporateAction(
  db: Executor,
  userId: string,
  id: string,
  row: Pick<NewCorporateActionRow, "stockId" | "otherStockId" | "type" | "body" | "status">,
): Promise<boolean> {
  const result = await db.execute(sql`
    update corporate_actions
       set stock_id = ${row.stockId}, other_stock_id = ${row.otherStockId}, type = ${row.type},
           body = ${JSON.stringify(row.body)}::jsonb, status = ${row.status}, updated_at = now()
     where user_id = ${userId} and id = ${id}`);
  return (result.rowCount ?? 0) > 0;
}

export async function deleteCorporateAction(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.execute(sql`delete from corporate_actions where user_id = ${userId} and id = ${id}`);
  return (result.rowCount ?? 0) > 0;
}

/** An account import's actions; returns how many went. */
export async function deleteBatchCorporateActions(db: Executor, userId: string, batchId: string): Promise<number> {
  const result = await db.execute(sql`delete from corporate_actions where user_id = ${userId} and batch_id = ${batchId}`);
  return result.rowCount ?? 0;
}

/** The stocks an account import's actions touch, as the head or as the other stock. */
export async function batchActionStockIds(db: Executor, userId: string, batchId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select distinct unnest(array[a.stock_id, a.other_stock_id]) as id
      from corporate_actions a where a.user_id = ${userId} and a.batch_id = ${batchId}`);
  return result.rows.map((row) => row.id).filter((id) => id !== null);
}
