// Background price refreshes (docs/decisions/027-refresh-jobs.md) and the stocks each has still to settle.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, moment } from "./columns";
import { users } from "./users";
import { stockRef } from "./stocks";

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
    slot: moment("slot"),
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
    leaseUntil: moment("lease_until"),
    createdAt: createdAt(),
    startedAt: moment("started_at"),
    finishedAt: moment("finished_at"),
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
    stockId: stockRef(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.stockId] }), index("refresh_job_stocks_stock_idx").on(t.stockId)],
);

export type RefreshJobRow = typeof refreshJobs.$inferSelect;
