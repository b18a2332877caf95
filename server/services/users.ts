// The owner's user management: lists, the two transitions out of 'pending', revoking an approved
// user (disable, and enable again), and deleting a user with everything they own.
import type { UserStatus } from "@shared/schema";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { insertAccessLog, type AccessContext } from "../storage/access-logs";
import { invalidateUserResetTokens } from "../storage/reset-tokens";
import { deleteUserSessions } from "../storage/session-user";
import { deleteUser, findUserById, listUsers, updateUserStatus } from "../storage/users";
import { presentUser } from "../presenters/users";

const transitions = {
  approve: {
    from: "pending",
    to: "approved",
    message: "The user can now access the dashboard.",
    refused: "Only pending users can be approved",
  },
  reject: {
    from: "pending",
    to: "rejected",
    message: "The user will not have access to the dashboard.",
    refused: "Only pending users can be rejected",
  },
  disable: {
    from: "approved",
    to: "disabled",
    message: "The user can no longer sign in, and their sessions have ended.",
    refused: "Only approved users can be disabled",
  },
  enable: { from: "disabled", to: "approved", message: "The user can sign in again.", refused: "Only disabled users can be enabled" },
} as const satisfies Record<string, { from: UserStatus; to: UserStatus; message: string; refused: string }>;

export type UserTransition = keyof typeof transitions;

const notFound = () => new HttpError(404, "not_found", "User not found");

export function createUserService(db: Database, logger: Logger, now: () => Date = () => new Date()) {
  return {
    async listAll() {
      return (await listUsers(db)).map(presentUser);
    },
    async listPending() {
      return (await listUsers(db, "pending")).map(presentUser);
    },
    /** `ownerId`: who acts; the owner never disables themself (nobody else could enable them). */
    async decide(kind: UserTransition, userId: string, ownerId: string, context: AccessContext) {
      const transition = transitions[kind];
      if (kind === "disable" && userId === ownerId) throw new HttpError(409, "conflict", "You cannot disable your own account");
      return db.transaction(async (tx) => {
        const updated = await updateUserStatus(tx, userId, transition.from, transition.to);
        if (!updated) {
          if (!(await findUserById(tx, userId))) throw notFound();
          throw new HttpError(409, "conflict", transition.refused);
        }
        if (kind === "disable") {
          // In the same transaction: no request of theirs runs on once the owner has the answer.
          await deleteUserSessions(tx, userId);
          await invalidateUserResetTokens(tx, userId, now());
        }
        // The row names the user whose access changed; only the owner can act, from `context`'s address.
        await insertAccessLog(tx, kind, updated.id, context);
        return { message: transition.message, user: presentUser(updated) };
      });
    },
    /** The user and all they own (every table's rows cascade from users), and their sessions. */
    async remove(userId: string, ownerId: string, context: AccessContext) {
      if (userId === ownerId) throw new HttpError(409, "conflict", "You cannot delete your own account");
      await db.transaction(async (tx) => {
        if (!(await deleteUser(tx, userId))) throw notFound();
        await deleteUserSessions(tx, userId);
        // Their own access rows went with them; this one says an account was deleted, and from where.
        await insertAccessLog(tx, "delete_user", null, context);
      });
      logger.info("User deleted with their data", { userId });
      return { message: "The user and all their data were deleted." };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
