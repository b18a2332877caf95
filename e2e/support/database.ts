// Direct SQL for seeding what the UI cannot create yet (fair values before the import issue lands).
import pg from "pg";
import { inject } from "vitest";

let pool: pg.Pool | undefined;

export function database(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
  return pool;
}

export async function closeDatabase() {
  await pool?.end();
  pool = undefined;
}

export async function userIdByEmail(email: string): Promise<string> {
  const { rows } = await database().query("select id from users where email = $1", [email.toLowerCase()]);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return rows[0].id;
}
