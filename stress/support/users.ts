// Approved users straight into the database (the owner-approval flow has its own API tests), with a
// cheap bcrypt cost so fifty sign-ins stay quick; the app verifies whatever cost the hash carries.
import bcrypt from "bcrypt";
import type pg from "pg";

export const STRESS_PASSWORD = "stress-password-9";
const hash = bcrypt.hashSync(STRESS_PASSWORD, 4);

export interface StressUser {
  id: string;
  email: string;
}

export async function createApprovedUsers(pool: pg.Pool, count: number, prefix: string): Promise<StressUser[]> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.com`);
  const { rows } = await pool.query<StressUser>(
    `insert into users (email, password, role, status)
     select email, $2, 'user', 'approved' from unnest($1::text[]) as email
     returning id, email`,
    [emails, hash],
  );
  return emails.map((email) => rows.find((row) => row.email === email)!);
}
