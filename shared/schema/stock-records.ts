// What a user keeps about each stock: fair values, shareholders, journal entries and allocations.
import { sql } from "drizzle-orm";
import { doublePrecision, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, day } from "./columns";
import { userRef } from "./users";
import { stockRef, batchRef } from "./stocks";

/** True for a fair_values row whose meta carries a Morningstar rating; the read and the index share it. */
export const MORNINGSTAR_RATED = sql.raw(
  "(meta->>'uncertainty' is not null or meta->>'economicMoat' is not null or meta->>'financialHealth' is not null)",
);

// Append-only history: the newest row for (stock, source, month) is the current one.
export const fairValues = pgTable(
  "fair_values",
  {
    id: id(),
    stockId: stockRef(),
    source: text("source").notNull(),
    asOfMonth: day("as_of_month").notNull(),
    fairValue: doublePrecision("fair_value").notNull(),
    meta: jsonb("meta").$type<Record<string, unknown>>(),
    batchId: batchRef(),
    createdAt: createdAt(),
  },
  (t) => [
    index("fair_values_stock_source_month_idx").on(t.stockId, t.source, t.asOfMonth, t.createdAt),
    index("fair_values_batch_idx").on(t.batchId),
    // The Morningstar rows that carry ratings (a paste does, a Portfolio workbook does not): the
    // portfolio read finds each stock's newest one with one probe, however many unrated months follow.
    index("fair_values_morningstar_rated_idx")
      .on(t.stockId, t.asOfMonth, t.createdAt)
      .where(sql`source = 'morningstar' and ${MORNINGSTAR_RATED}`),
  ],
);

export const shareholders = pgTable(
  "shareholders",
  {
    id: id(),
    stockId: stockRef(),
    name: text("name").notNull(),
    shares: doublePrecision("shares").notNull(),
    percentage: doublePrecision("percentage").notNull(),
    change: doublePrecision("change"),
    asOfDate: day("as_of_date").notNull(),
    batchId: batchRef(),
    createdAt: createdAt(),
  },
  (t) => [index("shareholders_stock_date_idx").on(t.stockId, t.asOfDate), index("shareholders_batch_idx").on(t.batchId)],
);

export const JOURNAL_SIDES = ["long", "short"] as const;
export type JournalSide = (typeof JOURNAL_SIDES)[number];

export const journalEntries = pgTable(
  "journal_entries",
  {
    id: id(),
    stockId: stockRef(),
    side: text("side").$type<JournalSide>().notNull(),
    openedAt: day("opened_at").notNull(),
    closedAt: day("closed_at"),
    entryPrice: doublePrecision("entry_price").notNull(),
    exitPrice: doublePrecision("exit_price"),
    shares: doublePrecision("shares"),
    stopPrice: doublePrecision("stop_price"),
    thesis: text("thesis").notNull(),
    catalysts: jsonb("catalysts")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    outcomeR: doublePrecision("outcome_r"),
    notes: text("notes"),
    // The account import that wrote the entry, so undoing it removes the entry (docs/decisions/022);
    // null for entries written in the journal.
    batchId: batchRef(),
    createdAt: createdAt(),
  },
  (t) => [index("journal_entries_stock_idx").on(t.stockId), index("journal_entries_batch_idx").on(t.batchId)],
);

export const portfolioAllocations = pgTable(
  "portfolio_allocations",
  {
    id: id(),
    userId: userRef(),
    stockId: stockRef(),
    amount: doublePrecision("amount").notNull(),
    // The account import that set the allocation, so undoing it removes it (docs/decisions/022).
    batchId: batchRef(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("portfolio_allocations_user_stock_unique").on(t.userId, t.stockId),
    index("portfolio_allocations_stock_idx").on(t.stockId),
    index("portfolio_allocations_batch_idx").on(t.batchId),
  ],
);

export type FairValue = typeof fairValues.$inferSelect;
export type NewFairValue = typeof fairValues.$inferInsert;
export type Shareholder = typeof shareholders.$inferSelect;
export type JournalEntry = typeof journalEntries.$inferSelect;
export type PortfolioAllocation = typeof portfolioAllocations.$inferSelect;
