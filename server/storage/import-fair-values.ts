// An import's fair values: ONE INSERT … SELECT FROM unnest(…) for all of them, one array parameter
// per column, so the statement and bind-parameter counts stay the same for 10 rows or 20,000.
import { sql } from "drizzle-orm";
import type { Executor } from "../db/connection";

export interface ImportFairValue {
  stockId: string;
  source: string;
  asOfMonth: string;
  fairValue: number;
  meta: Record<string, unknown> | null;
}

export async function insertImportFairValues(db: Executor, batchId: string, rows: readonly ImportFairValue[]): Promise<void> {
  if (rows.length === 0) return;
  // jsonb travels as text: pg would otherwise send a JS object array as a PostgreSQL array literal.
  const metas = rows.map((r) => (r.meta === null ? null : JSON.stringify(r.meta)));
  await db.execute(sql`
    insert into fair_values (stock_id, source, as_of_month, fair_value, meta, batch_id)
    select stock_id, source, as_of_month, fair_value, meta::jsonb, ${batchId}::uuid
      from unnest(
        ${sql.param(rows.map((r) => r.stockId))}::uuid[], ${sql.param(rows.map((r) => r.source))}::text[], ${sql.param(rows.map((r) => r.asOfMonth))}::date[],
        ${sql.param(rows.map((r) => r.fairValue))}::double precision[], ${sql.param(metas)}::text[]
      ) as v(stock_id, source, as_of_month, fair_value, meta)`);
}
