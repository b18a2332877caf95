// An archive from an older migration is loaded at that migration and only then migrated forward.
// Today the newest release is the fixture's own migration, so this file adds a migration of its own
// (a copy of migrations/ plus one after the newest, through MIGRATIONS_DIR as an operator could): a new column
// filled from existing rows. If the restore migrated first and loaded after, the column would hold
// its default instead. drizzle's own migrator then finds nothing left to do.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { restoreArchive } from "../../backup/restore";
import { connect } from "../../db/connection";
import { migrationsFolder, runMigrations } from "../../db/migrate";
import { logger } from "../../logger";
import { FIXTURE_MIGRATION, FIXTURE_ROWS } from "../fixtures/upgrade/fixture-rows";
import { createEmptyDatabase } from "../support/test-database";

const archive = path.join(import.meta.dirname, "../fixtures/upgrade", `${FIXTURE_MIGRATION}.backup`);
const folder = mkdtempSync(path.join(os.tmpdir(), "asx-migrations-"));
const FORWARD_TAG = "9999_backup-test-forward";
const previousDir = process.env.MIGRATIONS_DIR;

beforeAll(() => {
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number; when: number; tag: string }[] };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1_000, tag: FORWARD_TAG });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  writeFileSync(
    path.join(folder, `${FORWARD_TAG}.sql`),
    `ALTER TABLE "stocks" ADD COLUMN "backup_test_note" text DEFAULT 'migrated before the load' NOT NULL;--> statement-breakpoint\n` +
      `UPDATE "stocks" SET "backup_test_note" = "symbol" || ' carried forward';`,
  );
  process.env.MIGRATIONS_DIR = folder;
});

afterAll(() => {
  if (previousDir === undefined) delete process.env.MIGRATIONS_DIR;
  else process.env.MIGRATIONS_DIR = previousDir;
  rmSync(folder, { recursive: true, force: true });
});

describe("restoring an archive made at an older migration", () => {
  it("loads it at its own migration, then applies the newer ones to the loaded rows, as drizzle would have", async () => {
    const database = await createEmptyDatabase(inject("postgresServerUrl"));
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    try {
      const result = await restoreArchive(pool, archive);
      expect(result.manifest.migration.tag).toBe(FIXTURE_MIGRATION);
      expect(result.migratedTo).toBe(FORWARD_TAG);

      const { rows } = await pool.query<{ symbol: string; backup_test_note: string }>(
        "select symbol, backup_test_note from stocks order by symbol",
      );
      expect(rows).toEqual(
        FIXTURE_ROWS.stocks
          .map((s) => ({ symbol: s.symbol, backup_test_note: `${s.symbol} carried forward` }))
          .sort((a, b) => String(a.symbol).localeCompare(String(b.symbol))),
      );

      // The bookkeeping is drizzle's: its migrator, as the app runs it at start-up, has nothing to apply.
      const before = await pool.query("select hash, created_at from drizzle.__drizzle_migrations order by id");
      const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
      expect(before.rows).toHaveLength(journal.entries.length);
      const handle = connect(database.url, logger);
      await runMigrations(handle.db);
      await handle.close();
      const after = await pool.query("select hash, created_at from drizzle.__drizzle_migrations order by id");
      expect(after.rows).toEqual(before.rows);
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});
