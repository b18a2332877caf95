// The user's annual tax statements (issue 47): every statement scoped to the user, a fixed number of
// statements whatever the number of rows (a multi-row insert travels as one array per column). One
// per user, fund and financial year (tax_statements_user_stock_fy_unique). Amounts leave as they are
// stored, numeric(20,2) text ("2400.00").
import { sql, type SQL } from "drizzle-orm";
import { STATEMENT_AMOUNT_FIELDS, type StatementAmounts } from "@shared/domain/tax/statements";
import type { Executor } from "../db/connection";

/** Each amount's column. */
export const TAX_STATEMENT_COLUMNS: Readonly<Record<keyof StatementAmounts, string>> = {
  cashDistribution: "cash_distribution",
  frankedDistributions: "franked_distributions",
  frankingCredits: "franking_credits",
  unfranked: "unfranked",
  interest: "interest",
  otherAustralianIncome: "other_australian_income",
  foreignIncome: "foreign_income",
  foreignIncomeTaxOffset: "foreign_income_tax_offset",
  discountedCapitalGains: "discounted_capital_gains",
  cgtConcessionAmount: "cgt_concession_amount",
  otherCapitalGains: "other_capital_gains",
  taxFree: "tax_free",
  taxDeferred: "tax_deferred",
  amitExcess: "amit_excess",
  amitShortfall: "amit_shortfall",
};

export interface NewTaxStatementRow extends StatementAmounts {
  userId: string;
  stockId: string;
  fy: number;
  note: string | null;
  batchId: string | null;
}

export type TaxStatementRecord = Omit<NewTaxStatementRow, "userId"> & { id: string; symbol: string; createdAt: string };

const AMOUNT_COLUMNS = sql.raw(STATEMENT_AMOUNT_FIELDS.map((field) => `t.${TAX_STATEMENT_COLUMNS[field]}::text as "${field}"`).join(", "));
const COLUMNS = sql`t.id, t.stock_id as "stockId", s.symbol, t.fy, ${AMOUNT_COLUMNS}, t.note, t.batch_id as "batchId",
  to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"`;

async function selectStatements(db: Executor, where: SQL): Promise<TaxStatementRecord[]> {
  const result = await db.execute<TaxStatementRecord & Record<string, unknown>>(sql`
    select ${COLUMNS} from tax_statements t join stocks s on s.id = t.stock_id where ${where}
     order by t.fy desc, s.symbol`);
  return result.rows;
}

/** The user's statements (of one year, of some stocks, of one import), newest year first: one statement. */
export function readTaxStatements(
  db: Executor,
  userId: string,
  scope: { fy?: number; stockIds?: readonly string[]; batchId?: string } = {},
): Promise<TaxStatementRecord[]> {
  const where = [sql`t.user_id = ${userId}`];
  if (scope.fy !== undefined) where.push(sql`t.fy = ${scope.fy}`);
  if (scope.stockIds !== undefined) where.push(sql`t.stock_id = any(${sql.param(scope.stockIds)}::uuid[])`);
  if (scope.batchId !== undefined) where.push(sql`t.batch_id = ${scope.batchId}`);
  return selectStatements(db, sql.join(where, sql` and `));
}

/** One of the user's statements, locked for a change; undefined for a missing one and another user's. */
export async function readTaxStatementForUpdate(db: Executor, userId: string, id: string): Promise<TaxStatementRecord | undefined> {
  const result = await db.execute<TaxStatementRecord & Record<string, unknown>>(sql`
    select ${COLUMNS} from tax_statements t join stocks s on s.id = t.stock_id
     where t.user_id = ${userId} and t.id = ${id} for update of t`);
  return result.rows[0];
}

const INSERT_COLUMNS = sql.raw(
  `(user_id, stock_id, fy, ${STATEMENT_AMOUNT_FIELDS.map((field) => TAX_STATEMENT_COLUMNS[field]).join(", ")}, note, batch_id)`,
);

/** Inserts the rows whose fund and year are not taken, in one statement; answers the ids written. */
export async function insertTaxStatements(db: Executor, rows: readonly NewTaxStatementRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const column = (pick: (row: NewTaxStatementRow) => string | number | null) => sql.param(rows.map(pick));
  const amounts = sql.join(
    STATEMENT_AMOUNT_FIELDS.map((field) => sql`${column((row) => row[field])}::numeric[]`),
    sql`, `,
  );
  const result = await db.execute<{ id: string }>(sql`
    insert into tax_statements ${INSERT_COLUMNS}
    select * from unnest(${column((row) => row.userId)}::uuid[], ${column((row) => row.stockId)}::uuid[], ${column((row) => row.fy)}::int[],
      ${amounts}, ${column((row) => row.note)}::text[], ${column((row) => row.batchId)}::uuid[])
    on conflict (user_id, stock_id, fy) do nothing returning id`);
  return result.rows.map((row) => row.id);
}

/** Writes an edited statement's amounts and note (the service merged and checked them). */
export async function updateTaxStatementRow(
  db: Executor,
  userId: string,
  id: string,
  row: StatementAmounts & { note: string | null },
): Promise<void> {
  const sets = sql.join(
    STATEMENT_AMOUNT_FIELDS.map((field) => sql`${sql.raw(TAX_STATEMENT_COLUMNS[field])} = ${row[field]}::numeric`),
    sql`, `,
  );
  await db.execute(sql`update tax_statements set ${sets}, note = ${row.note} where user_id = ${userId} and id = ${id}`);
}

export async function deleteTaxStatementRow(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.execute(sql`delete from tax_statements where user_id = ${userId} and id = ${id}`);
  return (result.rowCount ?? 0) > 0;
}
