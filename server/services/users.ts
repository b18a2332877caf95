// The owner's user management: lists and the two transitions out of 'pending'.
import type { UserStatus } from "@shared/schema";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { insertAccessLog, type AccessContext } from "../storage/access-logs";
import { findUserById, listUsers, updateUserStatus } from "../storage/users";
import { presentUser } from "../presenters/users";

const decisions = {
  approve: { to: "approved", message: "The user can now access the dashboard." },
  reject: { to: "rejected", message: "The user will not have access to the dashboard." },
} as const satisfies Record<string, { to: UserStatus; message: string }>;

export function createUserService(db: Database) {
  return {
    async listAll() {
      return (await listUsers(db)).map(presentUser);
    },
    async listPending() {
      return (await listUsers(db, "pending")).map(presentUser);
    },
    async decide(kind: keyof typeof decisions, userId: string, context: AccessContext) {
      const decision = decisions[kind];
      return db.transaction(async (tx) => {
        const updated = await updateUserStatus(tx, userId, "pending", decision.to);
        if (!updated) {
          const existing = await findUserById(tx, userId);
          if (!existing) throw new HttpError(404, "not_found", "User not found");
          throw new HttpError(409, "conflict", `Only pending users can be ${decision.to}`);
        }
        // The row names the user whose access changed; only the owner can act, from `context`'s address.
        await insertAccessLog(tx, kind, updated.id, context);
        return { message: decision.message, user: presentUser(updated) };
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
