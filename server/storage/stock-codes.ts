// A stock's codes over time (issue 46, decision 065): derived from its stored CODE_CHANGE actions
// (corporate_actions), never a table of its own. Each such row's body keeps, beside the new code and
// name, the code and name the stock had before it (`previousSymbol`, `previousName`, written by the
// server when the action is stored). Every statement scoped to the user.
import { sql } from "drizzle-orm";
import type { CodeChangeRecord } from "@shared/domain/corporate-actions";
import type { Executor } from "../db/connection";

/** A stock of the user as a code look-up finds it: its id and its code now. */
export interface StockCode {
  id: string;
  symbol: string;
}

/** A stored code change with the stock's code now and the names before and after it. */
export interface StoredCodeChange extends CodeChangeRecord {
  actionId: string;
  previousName: string;
  newName: string;
  createdAt: string;
}

const CODE_CHANGE_COLUMNS = sql`
  a.id as "actionId", a.stock_id as "stockId", a.body->>'previousSymbol' as "oldSymbol", a.body->>'newSymbol' as "newSymbol",
  a.body->>'effectiveDate' as "effectiveDate", coalesce(a.body->>'previousName', '') as "previousName",
  a.body->>'newName' as "newName", to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"`;

/**
 * In one statement: the user's stocks whose code now is one of `symbols`, and every code change of
 * the user with its stock's code now (a user has a handful), so an old code finds its stock by date.
 */
export async function readStockCodes(
  db: Executor,
  userId: string,
  symbols: readonly string[],
): Promise<{ stocks: StockCode[]; changes: CodeChangeRecord[]; currentSymbols: Map<string, string> }> {
  const result = await db.execute<{
    id: string;
    symbol: string;
    old_symbol: string | null;
    new_symbol: string | null;
    effective_date: string | null;
  }>(sql`
    select s.id, s.symbol, null as old_symbol, null as new_symbol, null as effective_date
      from stocks s
     where s.user_id = ${userId} and s.symbol = any(${sql.param([...symbols])}::text[])
    union all
    select a.stock_id, s.symbol, a.body->>'previousSymbol', a.body->>'newSymbol', a.body->>'effectiveDate'
      from corporate_actions a
      join stocks s on s.id = a.stock_id
     where a.user_id = ${userId} and a.type = 'CODE_CHANGE' and a.body ? 'previousSymbol'`);
  const stocks: StockCode[] = [];
  const changes: CodeChangeRecord[] = [];
  const currentSymbols = new Map<string, string>();
  for (const row of result.rows) {
    currentSymbols.set(row.id, row.symbol);
    if (row.old_symbol === null) stocks.push({ id: row.id, symbol: row.symbol });
    else changes.push({ stockId: row.id, oldSymbol: row.old_symbol, newSymbol: row.new_symbol!, effectiveDate: row.effective_date! });
  }
  return { stocks, changes, currentSymbols };
}

/** The code changes of one stock of the user, oldest effective first. */
export async function readStockCodeChanges(db: Executor, userId: string, stockId: string): Promise<StoredCodeChange[]> {
  const result = await db.execute<StoredCodeChange & Record<string, unknown>>(sql`
    select ${CODE_CHANGE_COLUMNS}
      from corporate_actions a
     where a.user_id = ${userId} and a.stock_id = ${stockId} and a.type = 'CODE_CHANGE' and a.body ? 'previousSymbol'
     order by a.body->>'effectiveDate', a.created_at, a.id`);
  return result.rows;
}

/**
 * Gives the stock its code and name; false when another of the user's stocks has that code (the
 * unique code per user), so nothing changed. The closes stored under the old code before the change
 * go on under the new one (price_history is per code, shared), where the new code has none for the day.
 */
export async function renameStock(
  db: Executor,
  userId: string,
  stockId: string,
  code: { symbol: string; name: string; previousSymbol: string; closesBefore: string | null },
): Promise<boolean> {
  const taken = await db.execute(
    sql`select 1 from stocks where user_id = ${userId} and symbol = ${code.symbol} and id <> ${stockId} limit 1`,
  );
  if ((taken.rowCount ?? 0) > 0) return false;
  await db.execute(sql`update stocks set symbol = ${code.symbol}, name = ${code.name} where user_id = ${userId} and id = ${stockId}`);
  if (code.closesBefore !== null && code.previousSymbol !== code.symbol) {
    await db.execute(sql`
      insert into price_history (symbol, trade_date, close)
      select ${code.symbol}, trade_date, close from price_history where symbol = ${code.previousSymbol} and trade_date < ${code.closesBefore}::date
      on conflict do nothing`);
  }
  return true;
}
