// The committed migrations as numbered steps, and a way to apply some of them inside a transaction
// the caller holds. Start-up uses drizzle's own migrate() (server/db/migrate.ts), which commits on its
// own; restore (server/backup/restore.ts) needs "up to the archive's migration", then the data, then
// the rest, all in one transaction. The files are read and hashed by drizzle's readMigrationFiles and
// the bookkeeping rows are the ones drizzle writes, so either path sees the other's work.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";
import { migrationsFolder } from "./migrate";

/** Advisory lock key for migrations ("ASXM"): start-up and restore take turns on it. */
export const MIGRATION_LOCK_KEY = 0x4153584d;

/** Where drizzle keeps its bookkeeping (its defaults, which server/db/migrate.ts uses). */
export const MIGRATIONS_TABLE = `"drizzle"."__drizzle_migrations"`;

export interface MigrationStep {
  idx: number;
  tag: string;
  /** The journal's `when`: drizzle stores it as `created_at` and compares by it alone. */
  when: number;
  hash: string;
  statements: string[];
}

export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

export function readMigrationSteps(folder = migrationsFolder()): MigrationStep[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, i) => ({
    idx: entry.idx,
    tag: entry.tag,
    when: entry.when,
    hash: files[i].hash,
    statements: files[i].sql,
  }));
}

/** The newest row of drizzle's bookkeeping table, or null when no migration was ever applied. */
export async function lastAppliedMigration(client: pg.ClientBase): Promise<AppliedMigration | null> {
  const { rows } = await client.query<{ present: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!rows[0].present) return null;
  const last = await client.query<{ hash: string; created_at: string }>(
    `select hash, created_at from ${MIGRATIONS_TABLE} order by created_at desc limit 1`,
  );
  return last.rows[0] ? { hash: last.rows[0].hash, createdAt: Number(last.rows[0].created_at) } : null;
}

/**
 * Runs each step's statements and records it as drizzle's migrator does, on a client already inside
 * a transaction (nothing here begins or commits).
 */
export async function applyMigrationSteps(client: pg.ClientBase, steps: readonly MigrationStep[]) {
  await client.query(`create schema if not exists "drizzle"`);
  await client.query(`create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`);
  for (const step of steps) {
    for (const statement of step.statements) await client.query(statement);
    await client.query(`insert into ${MIGRATIONS_TABLE} (hash, created_at) values ($1, $2)`, [step.hash, step.when]);
  }
}

/**
 * Every table and enum the migrations have ever created (drizzle-kit's snapshots in meta/), so that
 * backup and restore touch the app's own objects and nothing else that shares the database.
 */
export function appObjectNames(folder = migrationsFolder()): { tables: string[]; enums: string[] } {
  const meta = path.join(folder, "meta");
  const tables = new Set<string>();
  const enums = new Set<string>();
  if (!existsSync(meta)) return { tables: [], enums: [] };
  for (const file of readdirSync(meta).filter((name) => name.endsWith("_snapshot.json"))) {
    const snapshot = JSON.parse(readFileSync(path.join(meta, file), "utf8")) as {
      tables?: Record<string, { name: string; schema?: string }>;
      enums?: Record<string, { name: string; schema?: string }>;
    };
    for (const table of Object.values(snapshot.tables ?? {})) if ((table.schema || "public") === "public") tables.add(table.name);
    for (const type of Object.values(snapshot.enums ?? {})) if ((type.schema || "public") === "public") enums.add(type.name);
  }
  return { tables: [...tables].sort(), enums: [...enums].sort() };
}
