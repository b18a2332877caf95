// alert_settings: a user's switches, threshold, scope and digest choice, and the digest's bookmark
// (which day's digest was claimed, and up to which alert the last one went). No row = the defaults.
// A digest holds the user's unread alerts that no digest has sent (newer than `digest_through`).
import { eq, sql } from "drizzle-orm";
import { alertSettings, type AlertSettingsRow } from "@shared/schema";
import type { Executor } from "../db/connection";

export type AlertSettingsValues = Pick<
  AlertSettingsRow,
  "fiveStar" | "buyBelow" | "sellAbove" | "ratingChange" | "fvChange" | "target" | "fvChangePercent" | "scope" | "emailDigest"
>;

export async function findAlertSettings(db: Executor, userId: string): Promise<AlertSettingsRow | undefined> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
  return row;
}

/**
 * Stores the user's settings. The digest's bookmark stays: turning the digest on sends, in its first
 * e-mail, the unread alerts no digest has sent, those from before the choice too (the alerts the
 * user has read are never sent, so this is not the whole history).
 */
export async function saveAlertSettings(db: Executor, userId: string, values: AlertSettingsValues): Promise<AlertSettingsRow> {
  const [row] = await db
    .insert(alertSettings)
    .values({ userId, ...values, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: alertSettings.userId,
      set: {
        ...values,
        // Settings the user saves are theirs: undoing the account import that brought the row leaves it.
        batchId: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row;
}

export type DigestRecipient = {
  userId: string;
  email: string;
};

/** Users who chose the daily digest, have not had `day`'s yet and have unread alerts since their last one. */
export async function listDigestRecipients(db: Executor, day: string): Promise<DigestRecipient[]> {
  const result = await db.execute<DigestRecipient>(sql`
    select a.user_id as "userId", u.email
      from alert_settings a join users u on u.id = a.user_id
     where a.email_digest = 'daily' and u.status = 'approved' and a.digest_day is distinct from ${day}::date
       and exists (select 1 from alerts x
                    where x.user_id = a.user_id and x.read_at is null and x.created_at > coalesce(a.digest_through, '-infinity'))
     order by a.user_id`);
  return result.rows;
}

/**
 * Claims `day`'s digest of one user: true for exactly one caller across instances (the row's update
 * is the lock). `previous` is the day it replaced, for giving the claim back when sending fails.
 */
export async function claimDigest(db: Executor, userId: string, day: string): Promise<{ claimed: boolean; previous: string | null }> {
  const result = await db.execute<{ previous: string | null }>(sql`
    update alert_settings a set digest_day = ${day}::date
      from (select user_id, digest_day from alert_settings where user_id = ${userId}::uuid for update) old
     where a.user_id = old.user_id and a.email_digest = 'daily' and a.digest_day is distinct from ${day}::date
    returning to_char(old.digest_day, 'YYYY-MM-DD') as previous`);
  const [row] = result.rows;
  return row ? { claimed: true, previous: row.previous } : { claimed: false, previous: null };
}

/** Gives `day`'s claim back after a failed send, so the next run tries again. */
export async function releaseDigest(db: Executor, userId: string, day: string, previous: string | null): Promise<void> {
  await db.execute(
    sql`update alert_settings set digest_day = ${previous}::date where user_id = ${userId}::uuid and digest_day = ${day}::date`,
  );
}

/**
 * After a sent digest: the next one starts after the newest alert it covered. `through` is that
 * alert's created_at as PostgreSQL wrote it (text keeps the microseconds a JS Date would drop).
 */
export async function advanceDigest(db: Executor, userId: string, through: string): Promise<void> {
  await db.execute(
    sql`update alert_settings set digest_through = greatest(coalesce(digest_through, '-infinity'), ${through}::timestamptz) where user_id = ${userId}::uuid`,
  );
}

export type DigestAlertRow = {
  symbol: string;
  kind: string;
  message: string;
  price: number | null;
  threshold: number | null;
  createdAt: Date;
};

export interface DigestAlerts {
  /** The newest `limit`, newest first. */
  rows: DigestAlertRow[];
  /** All of them, listed or not. */
  total: number;
  /** created_at of the newest, exactly; null when there are none. */
  newest: string | null;
}

/**
 * What the user's next digest sends: their unread alerts since their last digest (all of them without
 * one), newest first; at most `limit` of them listed.
 */
export async function listDigestAlerts(db: Executor, userId: string, limit: number): Promise<DigestAlerts> {
  const result = await db.execute<DigestAlertRow & { total: number; newest: string }>(sql`
    select s.symbol, x.kind, x.message, x.price, x.threshold, x.created_at as "createdAt",
           count(*) over ()::int as total, (max(x.created_at) over ())::text as newest
      from alerts x join stocks s on s.id = x.stock_id
     where x.user_id = ${userId}::uuid and x.read_at is null
       and x.created_at > coalesce((select a.digest_through from alert_settings a where a.user_id = x.user_id), '-infinity')
     order by x.created_at desc, x.id desc
     limit ${limit}`);
  const [first] = result.rows;
  return {
    rows: result.rows.map(({ total: _total, newest: _newest, ...row }) => row),
    total: first ? Number(first.total) : 0,
    newest: first?.newest ?? null,
  };
}
