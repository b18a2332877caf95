import { fairValues, stocks, type NewFairValue, type NewStock } from "@shared/schema";
import type { Database } from "../../db/connection";

export async function insertStock(db: Database, values: Partial<NewStock> & { userId: string; symbol: string }) {
  const [row] = await db
    .insert(stocks)
    .values({ name: `${values.symbol} Ltd`, lastPrice: 10, ...values })
    .returning();
  return row;
}

export async function insertFairValues(db: Database, rows: NewFairValue[]) {
  if (rows.length) await db.insert(fairValues).values(rows);
}
