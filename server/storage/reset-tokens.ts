import { and, eq, gt, isNull } from "drizzle-orm";
import { passwordResetTokens } from "@shared/schema";
import type { Executor } from "../db/connection";

export async function insertResetToken(db: Executor, values: { userId: string; token: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks a live token used and returns its user; undefined when unknown, used or expired. */
export async function consumeResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.token, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

/** Older tokens stop working once a password has been reset. */
export async function invalidateUserResetTokens(db: Executor, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
