// Accounts and their sign-ins: users, reset tokens, the access log, sessions and rate-limit hits.
import { index, integer, json, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { id, createdAt, moment } from "./columns";

export const USER_ROLES = ["owner", "user"] as const;
// 'disabled': an approved user the owner revoked (no sign-in, no session); enabling approves again.
export const USER_STATUSES = ["pending", "approved", "rejected", "disabled"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];

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

/** The user a row belongs to; the row goes with them. */
export const userRef = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: userRef(),
    // SHA-256 of the token that was sent; the token itself is never stored.
    token: text("token").notNull(),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_token_unique").on(t.token), index("password_reset_tokens_user_idx").on(t.userId)],
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
    resetAt: moment("reset_at").notNull(),
  },
  (t) => [index("rate_limit_hits_reset_idx").on(t.resetAt)],
);

export type User = typeof users.$inferSelect;
export type AccessLog = typeof accessLogs.$inferSelect;
