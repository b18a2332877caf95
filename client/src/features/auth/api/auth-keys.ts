import { CURRENT_USER_KEY } from "@/lib/query-client";

export type { PublicUser } from "@shared/contracts/auth";

/** Query keys of the auth endpoints; each key is also the GET path (see getQueryFn). */
export const authKeys = {
  me: CURRENT_USER_KEY,
  pendingUsers: ["/api/auth/pending-users"] as const,
  users: ["/api/auth/users"] as const,
};

/** Spec section 9: the owner's pending-user count is polled every 30 seconds. */
export const PENDING_USERS_POLL_MS = 30_000;
