// `npm run backup`: every table of the app (but sessions) from one read-only REPEATABLE READ snapshot,
// streamed with COPY … TO STDOUT (binary) through the app's own pg connection into one archive (archive.ts).
import { mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { to as copyTo } from "pg-copy-streams";
import type pg from "pg";
import { lastAppliedMigration, readMigrationSteps } from "../db/migration-steps";
import { appVersion } from "../paths";
import { ArchiveWriter } from "./archive";
import { existingAppTables, backupOrder, quoteIdent, rowCounts, holdsUserData, tableColumns } from "./catalog";
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, quoteColumns, type Manifest } from "./manifest";

/**
 * Settings that make COPY's text the same whatever the server's configuration says (as pg_dump sets
 * them): ISO dates, every float digit, UTC offsets. Restore sets the same before reading an archive of
 * format version 1 (text) back; the binary format does not depend on them.
 */
export const SESSION_SETTINGS =
  "set local datestyle = 'ISO, YMD'; set local intervalstyle = 'postgres'; set local extra_float_digits = 3; set local timezone = 'UTC'";

/** A backup that cannot be made; the message is one line for a person. */
export class BackupError extends Error {}

export interface BackupOptions {
  /**
   * Called once the snapshot is taken, with its id from pg_export_snapshot(), before any row is
   * copied. Tests use it to read the same snapshot from another connection.
   */
  onSnapshot?: (snapshotId: string) => Promise<void>;
}

export interface BackupResult {
  manifest: Manifest;
  /** Size of the archive file. */
  bytes: number;
}

/**
 * Creates the archive's folder when missing, readable by its owner only (an archive holds password
 * hashes); one that cannot be made is named, not the hidden file the archive is first written to.
 */
function ensureFolder(folder: string) {
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new BackupError(
      `Backup failed: the folder ${folder} cannot be created (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    );
  }
}

export async function backupDatabase(pool: pg.Pool, file: string, options: BackupOptions = {}): Promise<BackupResult> {
  const folder = path.dirname(path.resolve(file));
  ensureFolder(folder);
  const client = await pool.connect();
  // Written beside the target and renamed at the end: `file` is never a half-written archive.
  const partial = path.join(folder, `.${path.basename(file)}.partial-${process.pid}`);
  let writer: ArchiveWriter | undefined;
  try {
    await client.query("begin isolation level repeatable read read only");
    await client.query(SESSION_SETTINGS);
    const manifest = await describeSnapshot(client);
    if (options.onSnapshot) {
      const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
      await options.onSnapshot(rows[0].id);
    }
    writer = new ArchiveWriter(partial);
    await writer.writeManifest(manifest);
    const order = await backupOrder(
      client,
      manifest.tables.map((t) => t.name),
    );
    for (const table of manifest.tables) {
      const key = order.get(table.name);
      const select = `select ${quoteColumns(table.columns)} from ${quoteIdent(table.name)}${key ? ` order by ${quoteColumns(key)}` : ""}`;
      const copy = client.query(copyTo(`copy (${select}) to stdout with (format binary)`));
      const rows = await writer.writeSection(table.name, copy);
      // Same snapshot, so COPY must see exactly the counted rows; anything else is a bug, not data.
      // The rows are counted as the archive writes them: pg-copy-streams may end the stream before it
      // sets its own rowCount, so that figure can still be unset here on a busy machine.
      if (rows !== table.rows) {
        throw new BackupError(`Backup failed: ${table.name} gave ${rows} rows where the snapshot counted ${table.rows}.`);
      }
    }
    await client.query("commit");
    const bytes = await writer.close();
    renameSync(partial, file);
    return { manifest, bytes };
  } catch (error) {
    writer?.destroy();
    rmSync(partial, { force: true });
    await client.query("rollback").catch(() => {});
    // A folder the user may not write in (or a full disk) is named, not the hidden file.
    const failed = error as NodeJS.ErrnoException;
    if (failed.path === partial) throw new BackupError(`Backup failed: cannot write in the folder ${folder} (${failed.code}).`);
    throw error;
  } finally {
    client.release();
  }
}

/** The manifest: migration, tables, columns and row counts, all read inside the open snapshot. */
export async function describeSnapshot(client: pg.ClientBase): Promise<Manifest> {
  const applied = await lastAppliedMigration(client);
  if (!applied)
    throw new BackupError("Backup refused: the database has no migrations applied, so there is nothing of this app to back up.");
  const step = readMigrationSteps().find((s) => s.when === applied.createdAt);
  if (!step) {
    throw new BackupError(
      "Backup refused: the database was migrated by a newer version of the app than this one; back it up with that version.",
    );
  }
  const tables = (await existingAppTables(client)).filter(holdsUserData);
  const columns = await tableColumns(client, tables);
  const counts = await rowCounts(client, tables);
  const { rows } = await client.query<{ server_version: string }>("show server_version");
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    appVersion: appVersion(),
    createdAt: new Date().toISOString(),
    postgresVersion: rows[0].server_version,
    migration: { idx: step.idx, tag: step.tag, when: step.when, hash: step.hash },
    tables: tables.map((name) => ({ name, columns: columns.get(name) ?? [], rows: counts.get(name) ?? 0 })),
  };
}
