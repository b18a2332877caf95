// Fair-value rows. The table is an append-only history (design/domain.md): imports add rows, undo
// removes a batch's rows, and the newest createdAt per stock, source and month is the current value.
import { eq } from "drizzle-orm";
import { fairValues, type NewFairValue } from "@shared/schema";
import type { Executor } from "../db/connection";

/** One multi-row INSERT; callers keep each call to a bounded chunk of rows. */
export async function insertFairValueRows(db: Executor, rows: readonly NewFairValue[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(fairValues).values([...rows]);
}

/** Removes every row an import wrote; returns how many went. */
export async function deleteBatchFairValues(db: Executor, batchId: string): Promise<number> {
  const removed = await db.delete(fairValues).where(eq(fairValues.batchId, batchId)).returning({ id: fairValues.id });
  return removed.length;
}
