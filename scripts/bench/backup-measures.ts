// Whole-instance backup and restore at whole-ASX scale (issue #17), against their floor: a plain
// `COPY … TO STDOUT` of the same tables and columns, in one snapshot, through the same pool, with the
// bytes thrown away. Backup adds gzip and the checksum to that; restore adds the read-back check,
// the migrations, rebuilding indexes and checking foreign keys. Rounds interleave the three.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { backupDatabase, describeSnapshot, SESSION_SETTINGS } from "../../server/backup/backup";
import { quoteIdent } from "../../server/backup/catalog";
import { quoteColumns } from "../../server/backup/manifest";
import { restoreArchive } from "../../server/backup/restore";
import { median } from "./stats";

export interface BackupFigures {
  copyToStdoutMs: number;
  backupMs: number;
  restoreMs: number;
  archiveBytes: number;
  /** Rows in the archive (every table but sessions) and its uncompressed COPY bytes. */
  rows: number;
  copyBytes: number;
}

/** The floor: every backed-up table's COPY output read and dropped, in one read-only snapshot. */
async function copyToStdout(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  let bytes = 0;
  try {
    await client.query("begin isolation level repeatable read read only");
    await client.query(SESSION_SETTINGS);
    const { tables } = await describeSnapshot(client);
    for (const table of tables) {
      for await (const chunk of client.query(copyTo(`copy ${quoteIdent(table.name)} (${quoteColumns(table.columns)}) to stdout`))) {
        bytes += (chunk as Buffer).length;
      }
    }
    await client.query("commit");
    return bytes;
  } finally {
    client.release();
  }
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export async function measureBackup(pool: pg.Pool, databaseUrl: string, runs: number): Promise<BackupFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "asx-bench-backup-"));
  const file = path.join(dir, "bench.backup");
  const samples = { copy: [] as number[], backup: [] as number[], restore: [] as number[] };
  let copyBytes = 0;
  let rows = 0;
  try {
    await copyToStdout(pool); // untimed: nobody pays for a cold cache
    for (let run = 0; run < runs; run++) {
      let start = performance.now();
      copyBytes = await copyToStdout(pool);
      samples.copy.push(performance.now() - start);

      start = performance.now();
      const { manifest } = await backupDatabase(pool, file);
      samples.backup.push(performance.now() - start);
      rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);

      // Into an empty database on the same server, as onto a new machine.
      await pool.query("drop database if exists bench_restore with (force)");
      await pool.query("create database bench_restore");
      const target = new pg.Pool({ connectionString: withDatabase(databaseUrl, "bench_restore"), max: 1 });
      // pool.end() resolves before the server has seen the goodbye; the next round's DROP … (FORCE)
      // may then end that session, which is expected.
      target.on("error", () => {});
      try {
        start = performance.now();
        const result = await restoreArchive(target, file);
        samples.restore.push(performance.now() - start);
        if (result.rows !== rows) throw new Error(`restore loaded ${result.rows} rows of ${rows}`);
      } finally {
        await target.end();
      }
    }
    await pool.query("drop database if exists bench_restore with (force)");
    return {
      copyToStdoutMs: median(samples.copy),
      backupMs: median(samples.backup),
      restoreMs: median(samples.restore),
      archiveBytes: statSync(file).size,
      rows,
      copyBytes,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
