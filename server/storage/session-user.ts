// The sessions of one user. express-session stores each session as JSON in connect-pg-simple's
// `session` table, with the signed-in user's id under `userId` (server/middleware/session.ts).
import { sql } from "drizzle-orm";
import type { Executor } from "../db/connection";

/**
 * Ends every session of `userId`: a password reset (services/auth.ts) leaves no cookie made with the
 * old password signed in, on any device. The next request of such a cookie finds no session (401).
 */
export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`delete from session where sess->>'userId' = ${userId}`);
}
