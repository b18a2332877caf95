// The holdings ledger: trades, a sale's chosen parcels and each user's holding settings.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, day, money, exact } from "./columns";
import { userRef, users } from "./users";
import { stockRef, batchRef } from "./stocks";
import { TAX_ENTITIES, type TaxEntity } from "../domain/ledger/tax-entity";

// The holdings ledger (issue 30, docs/domain.md#holdings): the user's trades, replayed in date order
// into parcels, disposals and gains by shared/domain/ledger; nothing derived is stored. Units, prices
// and brokerage are exact numeric(20,6) (read as decimal strings); the CHECKs hold the ledger
// contract's shape rules, the replay the rest (an oversell, a later sale left short).
export const TRADE_TYPES = ["BUY", "SELL", "OPENING_BALANCE", "SPLIT", "CONSOLIDATION"] as const;
export type StoredTradeType = (typeof TRADE_TYPES)[number];

export const trades = pgTable(
  "trades",
  {
    id: id(),
    userId: userRef(),
    stockId: stockRef(),
    type: text("type").$type<StoredTradeType>().notNull(),
    // The contract (CGT event) date, never settlement.
    tradeDate: day("trade_date").notNull(),
    units: exact("units"),
    price: exact("price"),
    brokerage: exact("brokerage").notNull().default("0"),
    ratioFrom: integer("ratio_from"),
    ratioTo: integer("ratio_to"),
    acquiredOn: day("acquired_on"),
    note: text("note"),
    // The broker's reference or a hash of the row (server/parsers/trades): re-importing a file adds nothing.
    dedupeKey: text("dedupe_key"),
    // The import the trade came from, so undoing it removes the trade (unless later sales need it).
    batchId: batchRef(),
    createdAt: createdAt(),
  },
  (t) => [
    index("trades_user_date_idx").on(t.userId, t.tradeDate),
    index("trades_stock_idx").on(t.stockId),
    index("trades_batch_idx").on(t.batchId),
    uniqueIndex("trades_user_dedupe_key_unique")
      .on(t.userId, t.dedupeKey)
      .where(sql`dedupe_key is not null`),
    check("trades_type_known", sql`${t.type} in ('BUY', 'SELL', 'OPENING_BALANCE', 'SPLIT', 'CONSOLIDATION')`),
    check(
      "trades_shape",
      // Every branch tests for null first: a CHECK whose expression is null passes.
      sql`case when ${t.type} in ('SPLIT', 'CONSOLIDATION')
            then ${t.units} is null and ${t.price} is null and ${t.brokerage} = 0
                 and ${t.ratioFrom} is not null and ${t.ratioTo} is not null and ${t.ratioFrom} >= 1 and ${t.ratioTo} >= 1
                 and ${t.ratioTo} <> ${t.ratioFrom} and (${t.type} = 'SPLIT') = (${t.ratioTo} > ${t.ratioFrom})
            else ${t.units} is not null and ${t.price} is not null and ${t.units} > 0 and ${t.price} > 0 and ${t.brokerage} >= 0
                 and ${t.ratioFrom} is null and ${t.ratioTo} is null end`,
    ),
    check("trades_acquired_on", sql`${t.acquiredOn} is null or (${t.type} = 'OPENING_BALANCE' and ${t.acquiredOn} <= ${t.tradeDate})`),
  ],
);

// A sale's chosen parcels (specific identification); they win over the user's method. A parcel is
// named by its first trade's id (or, later, a reinvested dividend's id), so it has no foreign key:
// the replay refuses a parcel that is not open at the sale.
export const saleAllocations = pgTable(
  "sale_allocations",
  {
    sellTradeId: uuid("sell_trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    parcelTradeId: uuid("parcel_trade_id").notNull(),
    units: exact("units").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellTradeId, t.parcelTradeId] }), check("sale_allocations_units_positive", sql`${t.units} > 0`)],
);

export const PARCEL_METHODS = ["fifo", "minimise"] as const;
export type StoredParcelMethod = (typeof PARCEL_METHODS)[number];

// One row per user who chose a parcel method; a user without one matches first-in first-out.
export const holdingSettings = pgTable(
  "holding_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    parcelMethod: text("parcel_method").$type<StoredParcelMethod>().notNull().default("fifo"),
    // Whose return the figures are for (issue 47): it sets the CGT discount (shared/domain/ledger/tax-entity.ts).
    taxEntity: text("tax_entity").$type<TaxEntity>().notNull().default("individual"),
    // The net capital loss carried into the first financial year the ledger covers, from before it.
    lossBroughtIn: money("loss_brought_in").notNull().default("0"),
    lossBroughtInNote: text("loss_brought_in_note"),
    // The account import that brought the method, so undoing it removes it again (the batch's row
    // goes, and this one with it); cleared when the user chooses a method of their own
    // (docs/decisions/022-account-export-import-and-health.md).
    batchId: batchRef(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("holding_settings_parcel_method_known", sql`${t.parcelMethod} in ('fifo', 'minimise')`),
    check("holding_settings_tax_entity_known", sql.raw(`tax_entity in (${TAX_ENTITIES.map((entity) => `'${entity}'`).join(", ")})`)),
    check("holding_settings_loss_brought_in", sql`${t.lossBroughtIn} >= 0`),
    index("holding_settings_batch_idx").on(t.batchId),
  ],
);

export type TradeRow = typeof trades.$inferSelect;
export type SaleAllocationRow = typeof saleAllocations.$inferSelect;
