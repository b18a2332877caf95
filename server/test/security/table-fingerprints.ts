// Row counts and content hashes of every user table (json-bodies.property.test.ts), so a hostile
// request can be shown to have written nothing, or only the tables its route may write.
import { sql } from "drizzle-orm";
import type { TestApp } from "../support/test-app";

// The session table changes on every request (rolling sessions) and access_logs records refused
// sign-ins by design; every other table holds user data and must not move on a refused request.
const TABLES = [
  "users",
  "password_reset_tokens",
  "stocks",
  "import_batches",
  "import_replaced_prices",
  "fair_values",
  "shareholders",
  "journal_entries",
  "portfolio_allocations",
  "alerts",
  "alert_states",
  "alert_settings",
  "corporate_actions",
] as const;
export type Table = (typeof TABLES)[number];
export type Fingerprint = Record<Table, { rows: number; hash: string }>;

export async function fingerprint(db: TestApp["db"]): Promise<Fingerprint> {
  const parts = TABLES.map(
    (table) =>
      sql`select ${table} as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(table)} t`,
  );
  const result = await db.execute<{ name: Table; rows: number; hash: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(result.rows.map((row) => [row.name, { rows: row.rows, hash: row.hash }])) as Fingerprint;
}

export function changedTables(before: Fingerprint, after: Fingerprint): Table[] {
  return TABLES.filter((table) => before[table].rows !== after[table].rows || before[table].hash !== after[table].hash);
}
