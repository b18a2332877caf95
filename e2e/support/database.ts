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
