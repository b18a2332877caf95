import { asc, desc, eq, and } from "drizzle-orm";
import { users, type User, type UserRole, type UserStatus } from "@shared/schema";
import type { Executor } from "../db/connection";

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function ownerExists(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "owner")).limit(1);
  return Boolean(row);
}

export async function insertUser(
  db: Executor,
  values: { email: string; password: string; role: UserRole; status: UserStatus },
): Promise<User> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function listUsers(db: Executor, status?: UserStatus): Promise<User[]> {
  const query = db.select().from(users);
  return status ? query.where(eq(users.status, status)).orderBy(asc(users.createdAt)) : query.orderBy(desc(users.createdAt));
}

/** Moves a user out of `from`; returns undefined when the user is not in that status. */
export async function updateUserStatus(db: Executor, id: string, from: UserStatus, to: UserStatus) {
  const [row] = await db
    .update(users)
    .set({ status: to })
    .where(and(eq(users.id, id), eq(users.status, from)))
    .returning();
  return row;
}

export async function updateUserPassword(db: Executor, id: string, passwordHash: string) {
  await db.update(users).set({ password: passwordHash }).where(eq(users.id, id));
}

/** Deletes the user; their rows in every other table go with them (foreign keys cascade). */
export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
