// `npm run restore`: the whole archive checked first, then one transaction that replaces the app's
// tables with the migrations up to the archive's, loads every table with COPY … FROM STDIN, checks the
// row counts against the manifest and migrates forward to this version. Any failure rolls it all back.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { from as copyFrom } from "pg-copy-streams";
import type pg from "pg";
import {
  appObjectNames,
  applyMigrationSteps,
  MIGRATION_LOCK_KEY,
  MIGRATIONS_TABLE,
  readMigrationSteps,
  type MigrationStep,
} from "../db/migration-steps";
import { ArchiveError, openArchive } from "./archive";
import { SESSION_SETTINGS } from "./backup";
import {
  existingAppTables,
  quoteIdent,
  resetOwnedSequences,
  holdsUserData,
  setAsideConstraints,
  tableColumns,
  tablesWithRows,
} from "./catalog";
import { quoteColumns, sectionFormat, type Manifest } from "./manifest";

/** A restore that was not done; the message is one line for a person, and nothing was written. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  /** The migration the database is at now (this version's newest). */
  migratedTo: string;
}

const unusable = (file: string, error: ArchiveError) =>
  new RestoreRefused(`Restore refused: ${file} is not a usable backup: ${error.message}. Nothing was written.`);

/** Reads the whole archive once — structure, row counts, checksum — without touching any database. */
export async function verifyArchive(file: string): Promise<Manifest> {
  try {
    const { manifest, sections } = await openArchive(file);
    for await (const section of sections) for await (const _chunk of section.data);
    return manifest;
  } catch (error) {
    throw error instanceof ArchiveError ? unusable(file, error) : error;
  }
}

/** The archive's header and manifest only: what the restore plans its migrations by. */
async function readManifest(file: string): Promise<Manifest> {
  try {
    const { manifest, close } = await openArchive(file);
    close();
    return manifest;
  } catch (error) {
    throw error instanceof ArchiveError ? unusable(file, error) : error;
  }
}

/** Which committed migrations to apply before and after loading an archive made at `manifest.migration`. */
export function planMigrations(manifest: Manifest, steps = readMigrationSteps()): { before: MigrationStep[]; after: MigrationStep[] } {
  const at = steps.findIndex((s) => s.when === manifest.migration.when && s.tag === manifest.migration.tag);
  if (at === -1) {
    throw new RestoreRefused(
      `Restore refused: the archive was made at migration ${manifest.migration.tag}, which this version of the app does not have; restore it with that version or a newer one. Nothing was written.`,
    );
  }
  return { before: steps.slice(0, at + 1), after: steps.slice(at + 1) };
}

export interface RestoreOptions {
  /** Replace a database that holds data. */
  force?: boolean;
  /** The manifest from a verifyArchive(file) the caller has just run. */
  verified?: Manifest;
}

/**
 * Without `verified`, the archive is read once, by the load: every section's row count and the
 * checksum are checked before the commit, so a damaged archive rolls the whole transaction back
 * and nothing is written, as a check beforehand would have ensured, without reading 140 MB twice
 * (docs/performance.md). The CLI checks first only where the restore would create the database.
 */
export async function restoreArchive(pool: pg.Pool, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const manifest = options.verified ?? (await readManifest(file));
  const plan = planMigrations(manifest);
  const client = await pool.connect();
  try {
    await client.query("begin");
    try {
      // An app starting now waits here instead of migrating underneath the restore.
      await client.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
      await client.query("set local lock_timeout = '60s'");
      await client.query(SESSION_SETTINGS);
      await clearAppSchema(client, options.force ?? false);
      await applyMigrationSteps(client, plan.before);
      await checkTablesMatch(client, manifest);
      const tables = manifest.tables.map((t) => t.name);
      const putBack = await setAsideConstraints(client, tables);
      const rows = await loadSections(client, file);
      await putBack();
      await resetOwnedSequences(client, tables);
      await applyMigrationSteps(client, plan.after);
      await client.query(`analyze ${(await existingAppTables(client)).map(quoteIdent).join(", ")}`);
      await client.query("commit");
      return { manifest, rows, migratedTo: (plan.after.at(-1) ?? plan.before.at(-1)!).tag };
    } catch (error) {
      await client.query("rollback").catch(() => {});
      if (error instanceof RestoreRefused) throw error;
      if (error instanceof ArchiveError) throw unusable(file, error);
      throw new RestoreRefused(`Restore failed and was rolled back, nothing was written: ${(error as Error).message}`);
    }
  } finally {
    client.release();
  }
}

/**
 * Refuses a database that holds any row (sessions aside) unless forced, then drops the app's tables,
 * enums and drizzle's bookkeeping, so the migrations can build the archive's schema from scratch.
 * Tables that are not the app's are left alone (and a foreign key of theirs into ours stops it).
 */
async function clearAppSchema(client: pg.ClientBase, force: boolean) {
  const tables = await existingAppTables(client);
  if (tables.length) await client.query(`lock table ${tables.map(quoteIdent).join(", ")} in access exclusive mode`);
  const filled = await tablesWithRows(client, tables.filter(holdsUserData));
  if (filled.length && !force) {
    throw new RestoreRefused(
      `Restore refused: the database already holds data (${filled.join(", ")}). Add --force to replace all of it with the archive. Nothing was written.`,
    );
  }
  if (tables.length) await client.query(`drop table ${tables.map(quoteIdent).join(", ")}`);
  await client.query(`drop table if exists ${MIGRATIONS_TABLE}`);
  const { enums } = appObjectNames();
  if (enums.length) await client.query(`drop type if exists ${enums.map(quoteIdent).join(", ")}`);
}

/** After the migrations up to the archive's: every archived table and column must be there, and no table unarchived. */
async function checkTablesMatch(client: pg.ClientBase, manifest: Manifest) {
  const existing = (await existingAppTables(client)).filter(holdsUserData);
  const columns = await tableColumns(client, existing);
  const archived = new Set(manifest.tables.map((t) => t.name));
  const mismatch = (why: string) =>
    new RestoreRefused(`Restore refused: the archive does not match migration ${manifest.migration.tag} (${why}). Nothing was written.`);
  for (const table of manifest.tables) {
    const have = columns.get(table.name);
    if (!have) throw mismatch(`no table ${table.name}`);
    const missing = table.columns.filter((c) => !have.includes(c));
    if (missing.length) throw mismatch(`no column ${missing.join(", ")} in ${table.name}`);
  }
  const unarchived = existing.filter((t) => !archived.has(t));
  if (unarchived.length) throw mismatch(`no section for ${unarchived.join(", ")}`);
}

/** COPY FROM for each section, checking PostgreSQL's own row count against the manifest's. */
async function loadSections(client: pg.ClientBase, file: string): Promise<number> {
  const { manifest, sections } = await openArchive(file);
  const options = sectionFormat(manifest) === "binary" ? "format binary, freeze" : "freeze";
  let total = 0;
  for await (const { table, data } of sections) {
    // FREEZE: the migrations created the table in this transaction, so its rows can be written
    // frozen; index builds and ANALYZE then need not visit every row's visibility (measured ~30 %
    // faster at whole-ASX scale, docs/performance.md). Binary: no date or number to parse.
    const copy = client.query(copyFrom(`copy ${quoteIdent(table.name)} (${quoteColumns(table.columns)}) from stdin with (${options})`));
    await pipeline(Readable.from(data, { objectMode: false }), copy);
    if (copy.rowCount !== table.rows) {
      throw new RestoreRefused(
        `Restore refused: ${table.name} loaded ${copy.rowCount} rows where the manifest says ${table.rows}; rolled back, nothing was written.`,
      );
    }
    total += copy.rowCount;
  }
  return total;
}
