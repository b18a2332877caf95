// Direct SQL for seeding what the UI cannot create yet (fair values before the import issue lands).
import pg from "pg";
import { lane } from "./lane";

let pool: pg.Pool | undefined;

export function database(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: lane().databaseUrl, max: 2 });
  return pool;
}

export async function closeDatabase() {
  await pool?.end();
  pool = undefined;
}
