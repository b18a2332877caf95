import type { PublicUser } from "@shared/contracts/auth";
import type { User } from "@shared/schema";

/** A user as every response shows one: never the password hash. */
export function presentUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  };
}
