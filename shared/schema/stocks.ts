// A user's stocks and the imports that write them (and the prices those imports replaced).
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, moment } from "./columns";
import { userRef } from "./users";
import type { LevelCondition } from "../domain/alerts";

/**
 * Where a stock's name came from: typed by the user, or given by an import (the data's own name,
 * else the ASX list's, else the symbol). Only an 'asx-list' or 'symbol' name is a placeholder that a
 * later import with a better name replaces (docs/decisions/011-pasted-layouts-and-names.md).
 */
export const NAME_ORIGINS = ["user", "data", "asx-list", "symbol"] as const;
export type NameOrigin = (typeof NAME_ORIGINS)[number];

export const stocks = pgTable(
  "stocks",
  {
    id: id(),
    userId: userRef(),
    symbol: text("symbol").notNull(),
    name: text("name").notNull(),
    // Stocks added by hand are 'user' by default; imports say which name they wrote.
    nameOrigin: text("name_origin").$type<NameOrigin>().notNull().default("user"),
    sector: text("sector"),
    lastPrice: doublePrecision("last_price").notNull(),
    lastPriceUpdatedAt: moment("last_price_updated_at"),
    dividendYield: doublePrecision("dividend_yield"),
    isPortfolio: boolean("is_portfolio").notNull().default(true),
    // The user's alert target: tell me when the price falls to `alertBelow` or rises to `alertAbove`
    // (docs/domain.md#valuation-alerts). Setting one leaves updatedAt alone: the scheduled refresh
    // reads updatedAt as "priced since".
    alertBelow: doublePrecision("alert_below"),
    alertAbove: doublePrecision("alert_above"),
    // The import that created the stock, so undoing that import can remove it again when it holds
    // nothing else (docs/decisions/006-imports.md). Null for stocks added by hand.
    createdByBatchId: uuid("created_by_batch_id").references(() => importBatches.id, { onDelete: "set null" }),
    // The import whose price lastPrice is, so undoing it puts back the price it replaced unless a
    // refresh or another import has priced the stock since (docs/decisions/029-undo-restores-prices.md).
    // Null for a market price, a price typed in and a new stock's placeholder.
    priceBatchId: uuid("price_batch_id").references(() => importBatches.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("stocks_user_symbol_unique").on(t.userId, t.symbol),
    index("stocks_user_portfolio_idx").on(t.userId, t.isPortfolio),
    index("stocks_created_by_batch_idx").on(t.createdByBatchId),
    index("stocks_price_batch_idx").on(t.priceBatchId),
  ],
);

/** The stock a row belongs to; the row goes with it. */
export const stockRef = () =>
  uuid("stock_id")
    .notNull()
    .references(() => stocks.id, { onDelete: "cascade" });

// One row per import (paste or file). Rows an import wrote point at it, so it can be undone.
export const importBatches = pgTable(
  "import_batches",
  {
    id: id(),
    userId: userRef(),
    source: text("source").notNull(),
    fileName: text("file_name").notNull().default("paste"),
    rowsImported: integer("rows_imported").notNull().default(0),
    rowsSkipped: integer("rows_skipped").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("import_batches_user_created_idx").on(t.userId, t.createdAt)],
);

/** The import that wrote a row, so undoing the import removes it; null for a row written by hand. */
export const batchRef = () => uuid("batch_id").references(() => importBatches.id, { onDelete: "cascade" });

// The price an import replaced, per batch and stock: the stock's price and time just before the
// import gave its own, the import that price came from (null for a market or typed price; all three
// null when the import created the stock), and the price levels whose alert conditions were true
// then. Undoing the batch puts them back (docs/decisions/029-undo-restores-prices.md).
export const importReplacedPrices = pgTable(
  "import_replaced_prices",
  {
    batchId: uuid("batch_id")
      .notNull()
      .references(() => importBatches.id, { onDelete: "cascade" }),
    stockId: stockRef(),
    lastPrice: doublePrecision("last_price"),
    lastPriceUpdatedAt: moment("last_price_updated_at"),
    priceBatchId: uuid("price_batch_id").references(() => importBatches.id, { onDelete: "set null" }),
    activeLevels: text("active_levels")
      .array()
      .$type<LevelCondition[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.stockId] }),
    index("import_replaced_prices_stock_idx").on(t.stockId),
    index("import_replaced_prices_price_batch_idx").on(t.priceBatchId),
  ],
);

export type Stock = typeof stocks.$inferSelect;
export type NewStock = typeof stocks.$inferInsert;
export type ImportBatch = typeof importBatches.$inferSelect;
