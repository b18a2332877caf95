// Valuation alerts (docs/domain.md#valuation-alerts): each user's settings, the edge trigger's state and the alerts fired.
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, moment, day } from "./columns";
import { userRef, users } from "./users";
import { stockRef, batchRef } from "./stocks";
import type { AlertDigest, AlertKind, AlertScope, ConditionKey } from "../domain/alerts";

// One row per user who changed their alert settings; a user without one has the defaults
// (every kind on, fv-change at 5 %, all stocks, no e-mail).
export const alertSettings = pgTable(
  "alert_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fiveStar: boolean("five_star").notNull().default(true),
    buyBelow: boolean("buy_below").notNull().default(true),
    sellAbove: boolean("sell_above").notNull().default(true),
    ratingChange: boolean("rating_change").notNull().default(true),
    fvChange: boolean("fv_change").notNull().default(true),
    target: boolean("target").notNull().default(true),
    fvChangePercent: doublePrecision("fv_change_percent").notNull().default(5),
    scope: text("scope").$type<AlertScope>().notNull().default("all"),
    emailDigest: text("email_digest").$type<AlertDigest>().notNull().default("off"),
    // Alerts created up to this moment went out in a digest; the next one starts after it.
    digestThrough: moment("digest_through"),
    // The Sydney day whose digest an instance claimed: one digest per user per day across instances.
    digestDay: day("digest_day"),
    // The account import that brought the settings, so undoing it removes them again; cleared when
    // the user saves settings of their own (docs/decisions/022-account-export-import-and-health.md).
    batchId: batchRef(),
    updatedAt: updatedAt(),
  },
  (t) => [index("alert_settings_batch_idx").on(t.batchId)],
);

// The edge trigger's memory: per stock and condition, its value at the last evaluation and how
// many times it fired. Written in the transaction of the change that moved it.
export const alertStates = pgTable(
  "alert_states",
  {
    stockId: stockRef(),
    condition: text("condition").$type<ConditionKey>().notNull(),
    active: boolean("active").notNull().default(false),
    value: doublePrecision("value"),
    label: text("label"),
    episode: integer("episode").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.stockId, t.condition] })],
);

export const alerts = pgTable(
  "alerts",
  {
    id: id(),
    userId: userRef(),
    stockId: stockRef(),
    kind: text("kind").$type<AlertKind>().notNull(),
    condition: text("condition").$type<ConditionKey>().notNull(),
    episode: integer("episode").notNull(),
    message: text("message").notNull(),
    price: doublePrecision("price"),
    threshold: doublePrecision("threshold"),
    createdAt: createdAt(),
    readAt: moment("read_at"),
  },
  (t) => [
    // A firing is stored once, however many evaluations race to store it.
    uniqueIndex("alerts_stock_condition_episode_unique").on(t.stockId, t.condition, t.episode),
    index("alerts_user_created_idx").on(t.userId, t.createdAt),
    index("alerts_user_unread_idx")
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

export type AlertSettingsRow = typeof alertSettings.$inferSelect;
export type AlertRow = typeof alerts.$inferSelect;
