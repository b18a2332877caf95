// Which user a stored session belongs to, in SQL: written once for the session store's read
// (middleware/session-store.ts) and for the reads that are scoped by the session itself
// (storage/valuation-history.ts). express-session stores the session as JSON; a userId that is not
// a UUID (a session row written by hand or by an older version) names no user rather than failing
// the statement's cast.
import { sql } from "drizzle-orm";
import type { Executor } from "../db/connection";

/** The user id of the session row `alias`, or null. */
export const sessionUserIdSql = (alias: string) =>
  `case when ${alias}.sess->>'userId' ~ '^[0-9a-fA-F-]{36}$' then (${alias}.sess->>'userId')::uuid end`;

/**
 * A scalar subquery: the user of the live session whose id is the statement's parameter `$n`, or
 * null when there is no such session or it has expired (as the session store reads it).
 */
export const liveSessionUserSql = (parameter: `$${number}`) =>
  `(select ${sessionUserIdSql("live")} from session live where live.sid = ${parameter} and live.expire >= now())`;

/**
 * Ends every session of `userId`: a password reset (services/auth.ts) leaves no cookie made with the
 * old password signed in, on any device. The next request of such a cookie finds no session (401).
 */
export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`delete from session s where ${sql.raw(sessionUserIdSql("s"))} = ${userId}::uuid`);
}
