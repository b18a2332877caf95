// The user's holding settings row (holding_settings): parcel method, tax entity and the loss brought
// in from before the ledger (issue 47). A user without a row has the defaults. One statement each.
import { sql } from "drizzle-orm";
import { DEFAULT_TAX_ENTITY, type TaxEntity } from "@shared/domain/ledger/tax-entity";
import type { StoredParcelMethod } from "@shared/schema";
import type { Executor } from "../db/connection";

export interface StoredHoldingSettings {
  parcelMethod: StoredParcelMethod;
  taxEntity: TaxEntity;
  /** numeric(20,2) text, "0.00" when none. */
  lossBroughtIn: string;
  lossBroughtInNote: string | null;
}

export const DEFAULT_HOLDING_SETTINGS: StoredHoldingSettings = {
  parcelMethod: "fifo",
  taxEntity: DEFAULT_TAX_ENTITY,
  lossBroughtIn: "0.00",
  lossBroughtInNote: null,
};

export async function readHoldingSettings(db: Executor, userId: string): Promise<StoredHoldingSettings> {
  const result = await db.execute<StoredHoldingSettings & Record<string, unknown>>(sql`
    select parcel_method as "parcelMethod", tax_entity as "taxEntity", loss_brought_in::text as "lossBroughtIn",
           loss_brought_in_note as "lossBroughtInNote"
      from holding_settings where user_id = ${userId}`);
  return result.rows[0] ?? DEFAULT_HOLDING_SETTINGS;
}

/** The user's own choice: no longer an account import's (batch_id cleared), so undoing that import keeps it. */
export async function writeHoldingSettings(db: Executor, userId: string, settings: StoredHoldingSettings, at: Date): Promise<void> {
  await db.execute(sql`
    insert into holding_settings (user_id, parcel_method, tax_entity, loss_brought_in, loss_brought_in_note, updated_at)
    values (${userId}, ${settings.parcelMethod}, ${settings.taxEntity}, ${settings.lossBroughtIn}::numeric, ${settings.lossBroughtInNote}, ${at})
    on conflict (user_id) do update set parcel_method = excluded.parcel_method, tax_entity = excluded.tax_entity,
      loss_brought_in = excluded.loss_brought_in, loss_brought_in_note = excluded.loss_brought_in_note,
      batch_id = null, updated_at = excluded.updated_at`);
}
