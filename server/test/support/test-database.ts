// Real PostgreSQL for API tests: DATABASE_URL when given (a server), else an embedded server started
// once per run. Each test file gets its own database cloned from a migrated template.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const TEMPLATE_DATABASE = "asx_test_template";

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty, migrated database for one test file; returns its URL and a drop function. */
export async function createDatabaseFromTemplate(serverUrl: string) {
  const name = `asx_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Creates a database with nothing in it (not even the migrations), for restores and upgrades. */
export async function createEmptyDatabase(serverUrl: string) {
  const name = `asx_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
