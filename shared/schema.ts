// The whole data model, as Drizzle tables. No database connection lives here:
// both the server (queries) and drizzle-kit (migrations) read these definitions.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  json,
  integer,
  primaryKey,
  check,
  numeric,
} from "drizzle-orm/pg-core";
import type { AlertDigest, AlertKind, AlertScope, ConditionKey, LevelCondition } from "./domain/alerts";
import { TAX_ENTITIES, type TaxEntity } from "./domain/ledger/tax-entity";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const USER_ROLES = ["owner", "user"] as const;
// 'disabled': an approved user the owner revoked (no sign-in, no session); enabling approves again.
export const USER_STATUSES = ["pending", "approved", "rejected", "disabled"] as const;
export const JOURNAL_SIDES = ["long", "short"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type JournalSide = (typeof JOURNAL_SIDES)[number];
/**
 * Where a stock's name came from: typed by the user, or given by an import (the data's own name,
 * else the ASX list's, else the symbol). Only an 'asx-list' or 'symbol' name is a placeholder that a
 * later import with a better name replaces (docs/decisions/011-pasted-layouts-and-names.md).
 */
export const NAME_ORIGINS = ["user", "data", "asx-list", "symbol"] as const;
export type NameOrigin = (typeof NAME_ORIGINS)[number];

export const users = pgTable(
  "users",
  {
    id: id(),
    // Stored lower-cased so that one mailbox is one account whatever the caller typed.
    email: text("email").notNull(),
    password: text("password").notNull(),
    role: text("role").$type<UserRole>().notNull().default("user"),
    status: text("status").$type<UserStatus>().notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), index("users_status_idx").on(t.status)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // SHA-256 of the token that was sent; the token itself is never stored.
    token: text("token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_token_unique").on(t.token), index("password_reset_tokens_user_idx").on(t.userId)],
);

export const stocks = pgTable(
  "stocks",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    name: text("name").notNull(),
    // Stocks added by hand are 'user' by default; imports say which name they wrote.
    nameOrigin: text("name_origin").$type<NameOrigin>().notNull().default("user"),
    sector: text("sector"),
    lastPrice: doublePrecision("last_price").notNull(),
    lastPriceUpdatedAt: timestamp("last_price_updated_at", { withTimezone: true }),
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
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stocks_user_symbol_unique").on(t.userId, t.symbol),
    index("stocks_user_portfolio_idx").on(t.userId, t.isPortfolio),
    index("stocks_created_by_batch_idx").on(t.createdByBatchId),
    index("stocks_price_batch_idx").on(t.priceBatchId),
  ],
);

// One row per import (paste or file). Rows an import wrote point at it, so it can be undone.
export const importBatches = pgTable(
  "import_batches",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    fileName: text("file_name").notNull().default("paste"),
    rowsImported: integer("rows_imported").notNull().default(0),
    rowsSkipped: integer("rows_skipped").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("import_batches_user_created_idx").on(t.userId, t.createdAt)],
);

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
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    lastPrice: doublePrecision("last_price"),
    lastPriceUpdatedAt: timestamp("last_price_updated_at", { withTimezone: true }),
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

/** True for a fair_values row whose meta carries a Morningstar rating; the read and the index share it. */
export const MORNINGSTAR_RATED = sql.raw(
  "(meta->>'uncertainty' is not null or meta->>'economicMoat' is not null or meta->>'financialHealth' is not null)",
);

// Append-only history: the newest row for (stock, source, month) is the current one.
export const fairValues = pgTable(
  "fair_values",
  {
    id: id(),
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    asOfMonth: date("as_of_month", { mode: "string" }).notNull(),
    fairValue: doublePrecision("fair_value").notNull(),
    meta: jsonb("meta").$type<Record<string, unknown>>(),
    batchId: uuid("batch_id").references(() => importBatches.id, { onDelete: "cascade" }),
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
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    shares: doublePrecision("shares").notNull(),
    percentage: doublePrecision("percentage").notNull(),
    change: doublePrecision("change"),
    asOfDate: date("as_of_date", { mode: "string" }).notNull(),
    batchId: uuid("batch_id").references(() => importBatches.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("shareholders_stock_date_idx").on(t.stockId, t.asOfDate), index("shareholders_batch_idx").on(t.batchId)],
);

export const journalEntries = pgTable(
  "journal_entries",
  {
    id: id(),
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    side: text("side").$type<JournalSide>().notNull(),
    openedAt: date("opened_at", { mode: "string" }).notNull(),
    closedAt: date("closed_at", { mode: "string" }),
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
    batchId: uuid("batch_id").references(() => importBatches.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("journal_entries_stock_idx").on(t.stockId), index("journal_entries_batch_idx").on(t.batchId)],
);

export const portfolioAllocations = pgTable(
  "portfolio_allocations",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    amount: doublePrecision("amount").notNull(),
    // The account import that set the allocation, so undoing it removes it (docs/decisions/022).
    batchId: uuid("batch_id").references(() => importBatches.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("portfolio_allocations_user_stock_unique").on(t.userId, t.stockId),
    index("portfolio_allocations_stock_idx").on(t.stockId),
    index("portfolio_allocations_batch_idx").on(t.batchId),
  ],
);

export const ACCESS_EVENTS = [
  "register",
  "login_success",
  "login_failure",
  "logout",
  "approve",
  "reject",
  "password_reset_request",
  "password_reset",
  // The owner's actions on an account (issue 45): the row names the user acted on (none once deleted).
  "disable",
  "enable",
  "delete_user",
  "password_reset_link",
] as const;
export type AccessEvent = (typeof ACCESS_EVENTS)[number];

export const accessLogs = pgTable(
  "access_logs",
  {
    id: id(),
    // Null for a failed sign-in with an e-mail that has no account.
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    eventType: text("event_type").$type<AccessEvent>().notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("access_logs_user_created_idx").on(t.userId, t.createdAt)],
);

// The table connect-pg-simple reads and writes, created by our migrations rather than by the
// library at run time, so several app instances never race to create it.
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

// Hits per rate-limit key (limiter name and client address) in a fixed window, shared by every app
// instance on this database (server/middleware/rate-limit.ts).
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_idx").on(t.resetAt)],
);

// Market data is public: one copy per ASX symbol, shared by every user who holds it, filled by every
// price refresh (docs/domain.md#price-history). Keyed by the stored symbol (no ".AX").
export const priceHistory = pgTable(
  "price_history",
  {
    symbol: text("symbol").notNull(),
    // The exchange's calendar date: the bar's time in Australia/Sydney.
    tradeDate: date("trade_date", { mode: "string" }).notNull(),
    close: doublePrecision("close").notNull(),
  },
  (t) => [
    primaryKey({ name: "price_history_pkey", columns: [t.symbol, t.tradeDate] }),
    // The writer refuses bad closes first (shared/domain/price-history.ts); the table holds the line
    // too, so every stored close reads as a JSON number (NaN compares above every number in PostgreSQL).
    check("price_history_close_positive", sql`${t.close} > 0 and ${t.close} < 'Infinity'::float8`),
  ],
);

// Dividends per symbol and ex-date, kept with the closes: a refresh that asks only for the days it is
// missing still measures the trailing yield over the whole last year.
export const dividendHistory = pgTable(
  "dividend_history",
  {
    symbol: text("symbol").notNull(),
    exDate: date("ex_date", { mode: "string" }).notNull(),
    amount: doublePrecision("amount").notNull(),
  },
  (t) => [
    primaryKey({ name: "dividend_history_pkey", columns: [t.symbol, t.exDate] }),
    check("dividend_history_amount_positive", sql`${t.amount} > 0 and ${t.amount} < 'Infinity'::float8`),
  ],
);

// Splits and consolidations per symbol and ex-date, as the provider reports them (docs/domain.md
// "Price history", Splits): what turns the provider's split-adjusted closes and dividends back into
// the as-traded ones price_history and dividend_history keep. `numerator` new shares for every
// `denominator` old ones.
export const splitHistory = pgTable(
  "split_history",
  {
    symbol: text("symbol").notNull(),
    exDate: date("ex_date", { mode: "string" }).notNull(),
    numerator: doublePrecision("numerator").notNull(),
    denominator: doublePrecision("denominator").notNull(),
  },
  (t) => [
    primaryKey({ name: "split_history_pkey", columns: [t.symbol, t.exDate] }),
    check(
      "split_history_ratio_positive",
      sql`${t.numerator} > 0 and ${t.denominator} > 0 and ${t.numerator} < 'Infinity'::float8 and ${t.denominator} < 'Infinity'::float8`,
    ),
  ],
);

// Symbols whose stored closes and dividends may be split-adjusted as the provider sent them (stored
// before migration 0015 kept them as traded, and before splits were asked for): each one's next fetch
// asks for five years, stores them as traded over the old ones and leaves this table. Nothing else
// writes here.
export const priceHistoryRefetch = pgTable("price_history_refetch", {
  symbol: text("symbol").primaryKey(),
});

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
    digestThrough: timestamp("digest_through", { withTimezone: true }),
    // The Sydney day whose digest an instance claimed: one digest per user per day across instances.
    digestDay: date("digest_day", { mode: "string" }),
    // The account import that brought the settings, so undoing it removes them again; cleared when
    // the user saves settings of their own (docs/decisions/022-account-export-import-and-health.md).
    batchId: uuid("batch_id").references(() => importBatches.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("alert_settings_batch_idx").on(t.batchId)],
);

// The edge trigger's memory: per stock and condition, its value at the last evaluation and how
// many times it fired. Written in the transaction of the change that moved it.
export const alertStates = pgTable(
  "alert_states",
  {
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    condition: text("condition").$type<ConditionKey>().notNull(),
    active: boolean("active").notNull().default(false),
    value: doublePrecision("value"),
    label: text("label"),
    episode: integer("episode").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stockId, t.condition] })],
);

export const alerts = pgTable(
  "alerts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AlertKind>().notNull(),
    condition: text("condition").$type<ConditionKey>().notNull(),
    episode: integer("episode").notNull(),
    message: text("message").notNull(),
    price: doublePrecision("price"),
    threshold: doublePrecision("threshold"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
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

export const REFRESH_JOB_STATES = ["queued", "running", "done", "failed"] as const;
export type RefreshJobState = (typeof REFRESH_JOB_STATES)[number];
/** `all`: a refresh-all or the scheduled refresh; `added`: the stocks a trade or an import just added (decision 041). */
export const REFRESH_JOB_KINDS = ["all", "added"] as const;
export type RefreshJobKind = (typeof REFRESH_JOB_KINDS)[number];

// A refresh-all of one user's stocks, the scheduled refresh of every user's stocks due since its
// slot, or the first prices of the stocks a trade or an import added, run in the background by
// whichever app instance claims it (docs/decisions/027-refresh-jobs.md, 041).
// The instance running it holds `claim` and keeps `lease_until` in the future; a job whose lease ran
// out (its instance died) is claimed again and resumed with the stocks it had not settled yet.
export const refreshJobs = pgTable(
  "refresh_jobs",
  {
    id: id(),
    // Null for the scheduled refresh, which belongs to no user.
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    // The scheduled refresh's slot: it asked about the stocks not written since then.
    slot: timestamp("slot", { withTimezone: true }),
    state: text("state").$type<RefreshJobState>().notNull().default("queued"),
    kind: text("kind").$type<RefreshJobKind>().notNull().default("all"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    successful: integer("successful").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    rateLimited: integer("rate_limited").notNull().default(0),
    newAlerts: integer("new_alerts").notNull().default(0),
    // Times an instance died (or lost the database) while running it; past a few, it is failed.
    interruptions: integer("interruptions").notNull().default(0),
    // Why it failed, in words a user reads.
    error: text("error"),
    claim: uuid("claim"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("refresh_jobs_state", sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    check("refresh_jobs_kind", sql`${t.kind} in ('all', 'added') and (${t.kind} = 'all' or ${t.userId} is not null)`),
    check("refresh_jobs_user_or_slot", sql`(${t.userId} is null) <> (${t.slot} is null)`),
    // One refresh-all in progress per user (beside any number of added stocks' jobs), and one
    // scheduled refresh at a time across instances.
    uniqueIndex("refresh_jobs_one_active_per_user")
      .on(t.userId)
      .where(sql`state in ('queued', 'running') and kind = 'all'`),
    uniqueIndex("refresh_jobs_one_active_scheduled")
      .on(sql`(user_id is null)`)
      .where(sql`user_id is null and state in ('queued', 'running')`),
    index("refresh_jobs_user_idx").on(t.userId),
    index("refresh_jobs_claimable_idx")
      .on(t.createdAt)
      .where(sql`state in ('queued', 'running')`),
  ],
);

// The stocks a job has still to settle (refreshed or failed): written when the job is created, a
// row deleted in the transaction that writes its price, so a resumed job asks only about the rest.
export const refreshJobStocks = pgTable(
  "refresh_job_stocks",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => refreshJobs.id, { onDelete: "cascade" }),
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.stockId] }), index("refresh_job_stocks_stock_idx").on(t.stockId)],
);

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
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    type: text("type").$type<StoredTradeType>().notNull(),
    // The contract (CGT event) date, never settlement.
    tradeDate: date("trade_date", { mode: "string" }).notNull(),
    units: numeric("units", { precision: 20, scale: 6 }),
    price: numeric("price", { precision: 20, scale: 6 }),
    brokerage: numeric("brokerage", { precision: 20, scale: 6 }).notNull().default("0"),
    ratioFrom: integer("ratio_from"),
    ratioTo: integer("ratio_to"),
    acquiredOn: date("acquired_on", { mode: "string" }),
    note: text("note"),
    // The broker's reference or a hash of the row (server/parsers/trades): re-importing a file adds nothing.
    dedupeKey: text("dedupe_key"),
    // The import the trade came from, so undoing it removes the trade (unless later sales need it).
    batchId: uuid("batch_id").references(() => importBatches.id, { onDelete: "cascade" }),
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
    units: numeric("units", { precision: 20, scale: 6 }).notNull(),
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
    lossBroughtIn: numeric("loss_brought_in", { precision: 20, scale: 2 }).notNull().default("0"),
    lossBroughtInNote: text("loss_brought_in_note"),
    // The account import that brought the method, so undoing it removes it again (the batch's row
    // goes, and this one with it); cleared when the user chooses a method of their own
    // (docs/decisions/022-account-export-import-and-health.md).
    batchId: uuid("batch_id").references(() => importBatches.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("holding_settings_parcel_method_known", sql`${t.parcelMethod} in ('fifo', 'minimise')`),
    check("holding_settings_tax_entity_known", sql.raw(`tax_entity in (${TAX_ENTITIES.map((entity) => `'${entity}'`).join(", ")})`)),
    check("holding_settings_loss_brought_in", sql`${t.lossBroughtIn} >= 0`),
    index("holding_settings_batch_idx").on(t.batchId),
  ],
);

// Dividends (issue 31, docs/domain.md "Dividends and franking", decision 032): one per user, stock
// and ex-date, so a sync and a re-import never add one twice. `units` holds only the units the user
// gave (`units_overridden`); otherwise it is null and the units are those held at the end of the day
// before the ex-date, derived on read from the ledger as it stands (decision 034). A reinvestment
// (drp_units at drp_price) opens a parcel on the pay date in the replay; nothing derived is stored.
// Status follows the fields: confirmed once franking and pay date are known.
export const DIVIDEND_STATUSES = ["estimated", "confirmed"] as const;
export type StoredDividendStatus = (typeof DIVIDEND_STATUSES)[number];
export const DIVIDEND_SOURCES = ["provider", "import", "manual"] as const;
export type StoredDividendSource = (typeof DIVIDEND_SOURCES)[number];

export const dividends = pgTable(
  "dividends",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    exDate: date("ex_date", { mode: "string" }).notNull(),
    payDate: date("pay_date", { mode: "string" }),
    amountPerShare: numeric("amount_per_share", { precision: 20, scale: 6 }).notNull(),
    // Null: not known yet (an estimate from market data).
    frankingPercent: numeric("franking_percent", { precision: 5, scale: 2 }),
    companyTaxRate: numeric("company_tax_rate", { precision: 3, scale: 2 }).notNull().default("0.30"),
    units: numeric("units", { precision: 20, scale: 6 }),
    unitsOverridden: boolean("units_overridden").notNull().default(false),
    drpUnits: numeric("drp_units", { precision: 20, scale: 6 }),
    drpPrice: numeric("drp_price", { precision: 20, scale: 6 }),
    status: text("status").$type<StoredDividendStatus>().notNull(),
    source: text("source").$type<StoredDividendSource>().notNull(),
    // The import the dividend came from, so undoing it removes the dividend.
    batchId: uuid("batch_id").references(() => importBatches.id, { onDelete: "cascade" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("dividends_user_stock_ex_date_unique").on(t.userId, t.stockId, t.exDate),
    index("dividends_user_pay_date_idx").on(t.userId, t.payDate),
    index("dividends_stock_idx").on(t.stockId),
    index("dividends_batch_idx").on(t.batchId),
    check("dividends_status_known", sql`${t.status} in ('estimated', 'confirmed')`),
    check("dividends_source_known", sql`${t.source} in ('provider', 'import', 'manual')`),
    check(
      "dividends_figures",
      sql`${t.amountPerShare} > 0 and ${t.units} >= 0 and ${t.companyTaxRate} in (0.30, 0.25)
          and (${t.frankingPercent} is null or (${t.frankingPercent} >= 0 and ${t.frankingPercent} <= 100))
          and (${t.payDate} is null or ${t.payDate} >= ${t.exDate})`,
    ),
    check(
      "dividends_drp",
      sql`(${t.drpUnits} is null and ${t.drpPrice} is null)
          or (${t.drpUnits} > 0 and ${t.drpPrice} > 0 and ${t.payDate} is not null)`,
    ),
    check("dividends_units_given", sql`${t.unitsOverridden} = (${t.units} is not null)`),
    check("dividends_status_follows", sql`(${t.status} = 'confirmed') = (${t.frankingPercent} is not null and ${t.payDate} is not null)`),
  ],
);

// ETF and managed fund annual tax statements (issue 47, docs/domain.md "ETF and managed fund tax
// statements"): one per user, fund and financial year, its amounts to the cent as the statement
// shows them. What they change (income, trust capital gains, cost base) is derived on read. Null
// AMIT amounts: a non-AMIT trust's statement. A fund and year with a statement is 'confirmed'; one
// without is 'estimated' (its cash distributions only), so no status is stored.
export const taxStatements = pgTable(
  "tax_statements",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    fy: integer("fy").notNull(),
    cashDistribution: numeric("cash_distribution", { precision: 20, scale: 2 }).notNull(),
    frankedDistributions: numeric("franked_distributions", { precision: 20, scale: 2 }).notNull(),
    frankingCredits: numeric("franking_credits", { precision: 20, scale: 2 }).notNull(),
    unfranked: numeric("unfranked", { precision: 20, scale: 2 }).notNull(),
    interest: numeric("interest", { precision: 20, scale: 2 }).notNull(),
    otherAustralianIncome: numeric("other_australian_income", { precision: 20, scale: 2 }).notNull(),
    foreignIncome: numeric("foreign_income", { precision: 20, scale: 2 }).notNull(),
    foreignIncomeTaxOffset: numeric("foreign_income_tax_offset", { precision: 20, scale: 2 }).notNull(),
    discountedCapitalGains: numeric("discounted_capital_gains", { precision: 20, scale: 2 }).notNull(),
    cgtConcessionAmount: numeric("cgt_concession_amount", { precision: 20, scale: 2 }).notNull(),
    otherCapitalGains: numeric("other_capital_gains", { precision: 20, scale: 2 }).notNull(),
    taxFree: numeric("tax_free", { precision: 20, scale: 2 }).notNull(),
    taxDeferred: numeric("tax_deferred", { precision: 20, scale: 2 }).notNull(),
    amitExcess: numeric("amit_excess", { precision: 20, scale: 2 }),
    amitShortfall: numeric("amit_shortfall", { precision: 20, scale: 2 }),
    note: text("note"),
    // The import the statement came from, so undoing it removes the statement.
    batchId: uuid("batch_id").references(() => importBatches.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_statements_user_stock_fy_unique").on(t.userId, t.stockId, t.fy),
    index("tax_statements_stock_idx").on(t.stockId),
    index("tax_statements_batch_idx").on(t.batchId),
    check(
      "tax_statements_amounts",
      sql`${t.cashDistribution} >= 0 and ${t.frankedDistributions} >= 0 and ${t.frankingCredits} >= 0 and ${t.unfranked} >= 0
          and ${t.interest} >= 0 and ${t.otherAustralianIncome} >= 0 and ${t.foreignIncome} >= 0 and ${t.foreignIncomeTaxOffset} >= 0
          and ${t.discountedCapitalGains} >= 0 and ${t.cgtConcessionAmount} >= 0 and ${t.otherCapitalGains} >= 0
          and ${t.taxFree} >= 0 and ${t.taxDeferred} >= 0 and (${t.amitExcess} is null or ${t.amitExcess} >= 0)
          and (${t.amitShortfall} is null or ${t.amitShortfall} >= 0) and ${t.fy} between 1986 and 2100`,
    ),
  ],
);

// Corporate actions (issue 46, docs/domain.md "Corporate actions"): each row is one action's POST
// body (shared/contracts/corporate-actions.ts), its decimals as canonical strings and its ratios as
// text (corporate-action-views.ts), read back through the same contract. Its effects (parcels, CGT
// lines, income) are derived on read by the ledger's replay, never stored.
export const corporateActions = pgTable(
  "corporate_actions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stockId: uuid("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    // The other stock the action names by code (the demerged company, the acquirer, the shares paid in
    // specie), found or added when the action was written; its rows go with either stock.
    otherStockId: uuid("other_stock_id").references(() => stocks.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    /** The body without stockId and type (those are columns). */
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("confirmed"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("corporate_actions_user_idx").on(t.userId),
    index("corporate_actions_stock_idx").on(t.stockId),
    index("corporate_actions_other_stock_idx").on(t.otherStockId),
    check(
      "corporate_actions_type_known",
      sql`${t.type} in ('RETURN_OF_CAPITAL', 'CODE_CHANGE', 'DEMERGER', 'IN_SPECIE_DIVIDEND', 'TAKEOVER', 'BONUS_ISSUE', 'RIGHTS_ISSUE', 'WORTHLESS')`,
    ),
    check("corporate_actions_status_known", sql`${t.status} in ('provisional', 'confirmed')`),
  ],
);

// Benchmarks (issue 48): the raw daily closes and distributions of the series a return is compared
// with (docs/domain.md#benchmarks), never Yahoo's adjclose. Public market data, kept once and shared
// by every user, as price_history is. The series are named in code (shared/domain/returns/benchmark.ts);
// a row here records each one's last refresh.
export const benchmarkSeries = pgTable(
  "benchmark_series",
  {
    symbol: text("symbol").primaryKey(),
    kind: text("kind").notNull(),
    label: text("label").notNull(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
    /** Why the last refresh failed; null after one that worked. */
    refreshError: text("refresh_error"),
  },
  (t) => [check("benchmark_series_kind", sql`${t.kind} in ('total', 'price', 'etf_proxy')`)],
);

export const benchmarkPrices = pgTable(
  "benchmark_prices",
  {
    symbol: text("symbol")
      .notNull()
      .references(() => benchmarkSeries.symbol, { onDelete: "cascade" }),
    // The exchange's calendar date: the bar's time in Australia/Sydney.
    tradeDate: date("trade_date", { mode: "string" }).notNull(),
    close: numeric("close").notNull(),
    /** The distribution going ex on this day (the first stored day on or after its ex-date); null on most days. */
    dividend: numeric("dividend"),
  },
  (t) => [
    primaryKey({ name: "benchmark_prices_pkey", columns: [t.symbol, t.tradeDate] }),
    check("benchmark_prices_values", sql`${t.close} > 0 and (${t.dividend} is null or ${t.dividend} > 0)`),
  ],
);

export type User = typeof users.$inferSelect;
export type Stock = typeof stocks.$inferSelect;
export type NewStock = typeof stocks.$inferInsert;
export type FairValue = typeof fairValues.$inferSelect;
export type NewFairValue = typeof fairValues.$inferInsert;
export type Shareholder = typeof shareholders.$inferSelect;
export type JournalEntry = typeof journalEntries.$inferSelect;
export type PortfolioAllocation = typeof portfolioAllocations.$inferSelect;
export type ImportBatch = typeof importBatches.$inferSelect;
export type AccessLog = typeof accessLogs.$inferSelect;
export type AlertSettingsRow = typeof alertSettings.$inferSelect;
export type AlertRow = typeof alerts.$inferSelect;
export type RefreshJobRow = typeof refreshJobs.$inferSelect;
export type TradeRow = typeof trades.$inferSelect;
export type SaleAllocationRow = typeof saleAllocations.$inferSelect;
export type DividendRow = typeof dividends.$inferSelect;
export type TaxStatementRow = typeof taxStatements.$inferSelect;
