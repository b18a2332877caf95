// Accounts: registration with owner bootstrap, sign-in rules, password reset.
import { createHash, randomBytes } from "node:crypto";
import bcrypt from "bcrypt";
import { sql } from "drizzle-orm";
import { OWNER_RESET_LINK_TTL_MS, RESET_TOKEN_BYTES, RESET_TOKEN_TTL_MS } from "@shared/constants";
import type { ResetLinkResponse } from "@shared/contracts/auth";
import type { User } from "@shared/schema";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { presentUser } from "../presenters/users";
import { insertAccessLog, type AccessContext } from "../storage/access-logs";
import { consumeResetToken, insertResetToken, invalidateUserResetTokens } from "../storage/reset-tokens";
import { deleteUserSessions } from "../storage/session-user";
import { findUserByEmail, findUserById, insertUser, ownerExists, updateUserPassword } from "../storage/users";

export const RESET_REQUESTED_MESSAGE = "If an account exists with that email, you will receive password reset instructions.";
export const PENDING_MESSAGE = "Your account is pending approval. You'll be able to log in once the owner approves your account.";
export const REJECTED_MESSAGE = "Your registration was not approved, so you cannot sign in. Contact the owner.";
export const DISABLED_MESSAGE = "Your account has been disabled, so you cannot sign in. Contact the owner.";
export const INVALID_CREDENTIALS = "Invalid email or password";

export interface AuthDeps {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  bcryptRounds: number;
  ownerEmail?: string;
  /** Outside production, no mail, loopback only: the reset token is returned to the caller (reset-token-exposure.ts). */
  exposeResetToken: boolean;
  appUrl?: string;
  now?: () => Date;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const NOT_APPROVED: Record<Exclude<User["status"], "approved">, HttpError> = {
  pending: new HttpError(403, "account_not_approved", PENDING_MESSAGE),
  rejected: new HttpError(403, "account_not_approved", REJECTED_MESSAGE),
  disabled: new HttpError(403, "account_disabled", DISABLED_MESSAGE),
};

export function createAuthService(deps: AuthDeps) {
  const now = deps.now ?? (() => new Date());
  // Compared against when the e-mail is unknown, so a missing account costs the same time.
  const dummyHash = bcrypt.hashSync("not-a-real-password", deps.bcryptRounds);

  /** A new single-use token for `userId`, stored as its hash; the link carries the token itself. */
  async function newResetLink(db: Executor, userId: string, ttlMs: number, origin: string) {
    const token = randomBytes(RESET_TOKEN_BYTES).toString("base64url");
    const expiresAt = new Date(now().getTime() + ttlMs);
    await insertResetToken(db, { userId, token: hashToken(token), expiresAt });
    return { token, expiresAt, link: `${deps.appUrl ?? origin}/reset-password?token=${token}` };
  }

  return {
    async register(email: string, password: string, context: AccessContext) {
      const passwordHash = await bcrypt.hash(password, deps.bcryptRounds);
      const user = await deps.db.transaction(async (tx) => {
        // Serialise registrations so two first accounts cannot both become the owner.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('asx-dashboard:register'))`);
        if (await findUserByEmail(tx, email)) {
          throw new HttpError(409, "conflict", "An account with this email already exists");
        }
        const becomesOwner = deps.ownerEmail
          ? deps.ownerEmail.toLowerCase() === email && !(await ownerExists(tx))
          : !(await ownerExists(tx));
        const created = await insertUser(tx, {
          email,
          password: passwordHash,
          role: becomesOwner ? "owner" : "user",
          status: becomesOwner ? "approved" : "pending",
        });
        await insertAccessLog(tx, "register", created.id, context);
        return created;
      });
      const message =
        user.role === "owner"
          ? "Registration successful! Your account is the owner's account. You can sign in now."
          : `Registration successful! ${PENDING_MESSAGE}`;
      return { message, user: presentUser(user) };
    },

    /** Checks the password and the account status; returns the user to put in the session. */
    async authenticate(email: string, password: string, context: AccessContext): Promise<User> {
      const user = await findUserByEmail(deps.db, email);
      const matches = await bcrypt.compare(password, user?.password ?? dummyHash);
      if (!user || !matches) {
        await insertAccessLog(deps.db, "login_failure", user?.id ?? null, context);
        throw new HttpError(401, "invalid_credentials", INVALID_CREDENTIALS);
      }
      if (user.status !== "approved") {
        await insertAccessLog(deps.db, "login_failure", user.id, context);
        throw NOT_APPROVED[user.status];
      }
      await insertAccessLog(deps.db, "login_success", user.id, context);
      return user;
    },

    async recordLogout(userId: string, context: AccessContext) {
      await insertAccessLog(deps.db, "logout", userId, context);
    },

    async requestPasswordReset(email: string, requestOrigin: string, context: AccessContext) {
      const user = await findUserByEmail(deps.db, email);
      let resetToken: string | undefined;
      if (user) {
        const { token, link } = await newResetLink(deps.db, user.id, RESET_TOKEN_TTL_MS, requestOrigin);
        await insertAccessLog(deps.db, "password_reset_request", user.id, context);
        // Not awaited: if the answer waited for the mail server (or failed with it), its timing or
        // its status would tell whether the account exists. A failed send is logged instead.
        void deps.mailer
          .send({
            to: user.email,
            subject: "Reset your ASX Fair Value Dashboard password",
            text: `Someone asked to reset the password for this account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this e-mail.`,
          })
          .catch((error: unknown) =>
            deps.logger.error("Password reset e-mail not sent", { userId: user.id, error: (error as Error)?.message ?? String(error) }),
          );
        if (deps.exposeResetToken) resetToken = token;
      }
      return resetToken ? { message: RESET_REQUESTED_MESSAGE, resetToken } : { message: RESET_REQUESTED_MESSAGE };
    },

    async resetPassword(token: string, password: string, context: AccessContext) {
      const passwordHash = await bcrypt.hash(password, deps.bcryptRounds);
      await deps.db.transaction(async (tx) => {
        const at = now();
        const consumed = await consumeResetToken(tx, hashToken(token), at);
        if (!consumed) throw new HttpError(400, "invalid_reset_token", "Invalid or expired reset token");
        await updateUserPassword(tx, consumed.userId, passwordHash);
        // Whoever knew the old password is signed out everywhere; the reset itself has no session.
        await deleteUserSessions(tx, consumed.userId);
        await invalidateUserResetTokens(tx, consumed.userId, at);
        await insertAccessLog(tx, "password_reset", consumed.userId, context);
      });
      return { message: "Password reset successful" };
    },

    /**
     * The owner's one-time reset link for an approved user, for an app that sends no e-mail (or a
     * user whose mail does not arrive): the user's earlier links stop working.
     */
    async makeResetLink(userId: string, requestOrigin: string, context: AccessContext): Promise<ResetLinkResponse> {
      return deps.db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user) throw new HttpError(404, "not_found", "User not found");
        if (user.status !== "approved") throw new HttpError(409, "conflict", "A reset link is made only for an approved user");
        await invalidateUserResetTokens(tx, userId, now());
        const { link, expiresAt } = await newResetLink(tx, userId, OWNER_RESET_LINK_TTL_MS, requestOrigin);
        await insertAccessLog(tx, "password_reset_link", userId, context);
        return { link, expiresAt: expiresAt.toISOString() };
      });
    },

    findUser: (id: string) => findUserById(deps.db, id),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
