// Backup and restore through the app's own connection, on the test PostgreSQL server (embedded 18, or
// CI's Debian 15 given as DATABASE_URL): an account's every answer is the same after a restore into an
// empty database; a filled database is refused without force and replaced with it; a damaged archive,
// or one that fails inside the load, leaves the database exactly as it was.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ArchiveWriter, openArchive } from "../../backup/archive";
import { backupDatabase } from "../../backup/backup";
import { binaryCopy } from "../../backup/binary-copy-for-tests";
import { restoreArchive, RestoreRefused } from "../../backup/restore";
import { readMigrationSteps } from "../../db/migration-steps";
import { createEmptyDatabase } from "../support/test-database";
import { startTestApp, TEST_PASSWORD, type TestApp } from "../support/test-app";
import { fillAccount, readAccount } from "./support";

const dir = mkdtempSync(path.join(os.tmpdir(), "asx-restore-test-"));
const archive = path.join(dir, "source.backup");
let source: TestApp;
let email: string;
let before: Record<string, unknown>;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  source = await startTestApp();
  const { agent, user } = await source.signedInAgent();
  email = user.email;
  await fillAccount(agent);
  // A second account, so the restore has more than one user's rows to keep apart.
  await fillAccount((await source.signedInAgent()).agent, "B");
  before = await readAccount(agent);
  await backupDatabase(source.pool, archive);
});

afterAll(async () => {
  for (const app of opened) await app.close();
  await source.close();
  rmSync(dir, { recursive: true, force: true });
});

async function emptyDatabase() {
  const database = await createEmptyDatabase(inject("postgresServerUrl"));
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    ...database,
    pool,
    async close() {
      await pool.end();
      await database.drop();
    },
  };
}

async function signIn(app: TestApp["app"]) {
  const agent = request.agent(app);
  await agent.post("/api/auth/login").send({ email, password: TEST_PASSWORD }).expect(200);
  return agent;
}

const tableNames = async (pool: pg.Pool) =>
  (
    await pool.query<{ name: string }>("select tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1")
  ).rows.map((r) => r.name);

/** Every row of the app's tables but sessions, as text: "the database is exactly as it was". */
async function everyRow(pool: pg.Pool) {
  const tables = (await tableNames(pool)).filter((t) => t !== "session" && t !== "__drizzle_migrations");
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = (await pool.query(`select * from "${t}" order by 1`)).rows;
  return out;
}

describe("restore into an empty database", () => {
  let restored: TestApp;

  it("loads every table, migrates to the newest migration, and the user signs in with the old password to the same answers", async () => {
    const target = await emptyDatabase();
    const result = await restoreArchive(target.pool, archive);
    await target.pool.end();
    expect(result.migratedTo).toBe(readMigrationSteps().at(-1)!.tag);
    const { manifest } = await openArchive(archive);
    expect(result.rows).toBe(manifest.tables.reduce((sum, t) => sum + t.rows, 0));
    expect(manifest.tables.map((t) => t.name)).not.toContain("session");
    // Written now as COPY's binary format (format version 2); the text format of version 1 is read
    // back by the upgrade test's archives of earlier releases (server/test/upgrade.test.ts).
    expect(manifest.formatVersion).toBe(2);

    restored = await startTestApp({ database: target });
    opened.push(restored);
    const agent = await signIn(restored.app);
    expect(await readAccount(agent)).toEqual(before);
    // The tax summary among them: the statement, the SMSF's discount and the loss brought in came back.
    const summary = before["/api/tax-summary?fy=2024"] as { taxEntity: string; figures: { key: string; amount: string }[] };
    expect(summary.taxEntity).toBe("smsf");
    expect(summary.figures.find((figure) => figure.key === "netCapitalGain")?.amount).toBe("606.67");
  });

  it("refuses the database now that it holds data, and changes nothing", async () => {
    const rows = await everyRow(restored.pool);
    await expect(restoreArchive(restored.pool, archive)).rejects.toThrow(
      /^Restore refused: the database already holds data \(.*users.*\)\. Add --force to replace all of it with the archive\. Nothing was written\.$/,
    );
    expect(await everyRow(restored.pool)).toEqual(rows);
  });

  it("replaces the data with --force: rows added since are gone, sessions too, and the answers are the archive's again", async () => {
    const agent = await signIn(restored.app);
    await agent.post("/api/stocks").send({ symbol: "NEW", name: "Added After Ltd", lastPrice: 1 }).expect(201);
    expect(await readAccount(agent)).not.toEqual(before);

    await restoreArchive(restored.pool, archive, { force: true });
    // The session from before the restore is gone: everyone signs in again.
    expect((await agent.get("/api/portfolio")).status).toBe(401);
    expect(await readAccount(await signIn(restored.app))).toEqual(before);
  });
});

describe("versions", () => {
  it("refuses an archive made at a migration this version does not have, before touching the database", async () => {
    const { manifest, sections } = await openArchive(archive);
    const newer = path.join(dir, "newer.backup");
    const writer = new ArchiveWriter(newer);
    await writer.writeManifest({
      ...manifest,
      migration: { ...manifest.migration, idx: 99, tag: "0099_from-the-future", when: manifest.migration.when + 1 },
    });
    for await (const { table, data } of sections) await writer.writeSection(table.name, data);
    await writer.close();
    const target = await emptyDatabase();
    try {
      await expect(restoreArchive(target.pool, newer)).rejects.toThrow(
        /^Restore refused: the archive was made at migration 0099_from-the-future, which this version of the app does not have; restore it with that version or a newer one\. Nothing was written\.$/,
      );
      expect(await tableNames(target.pool)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it("archives only columns whose binary COPY form is the same in every database", async () => {
    // Binary COPY writes an array's element type and a record's field types by OID. Built-in types
    // have the same OID everywhere; an enum or composite made by a migration gets a new one in every
    // database, and a restore elsewhere would refuse its rows. A migration that adds such a column
    // needs that table written as text (docs/decisions/017-backup-and-restore.md).
    const { rows } = await source.pool.query<{ column: string }>(
      `select c.relname || '.' || a.attname as column
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_type t on t.oid = a.atttypid
         left join pg_type element on element.oid = t.typelem
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and (t.typtype = 'c' or (t.typcategory = 'A' and (element.oid >= 16384 or element.typtype = 'c')))`,
    );
    expect(rows.map((r) => r.column)).toEqual([]);
    const { rows: arrays } = await source.pool.query<{ column: string }>(
      `select c.relname || '.' || a.attname as column from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and a.atttypid = 'text[]'::regtype`,
    );
    expect(arrays.map((r) => r.column)).toContain("journal_entries.tags");
  });

  it("refuses to back up a database migrated by a newer version, or one with no migrations, writing no file", async () => {
    const target = await emptyDatabase();
    const file = path.join(dir, "refused.backup");
    try {
      await expect(backupDatabase(target.pool, file)).rejects.toThrow(/^Backup refused: the database has no migrations applied/);
      await restoreArchive(target.pool, archive);
      await target.pool.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', 9999999999999)");
      await expect(backupDatabase(target.pool, file)).rejects.toThrow(
        /^Backup refused: the database was migrated by a newer version of the app than this one/,
      );
      expect(readdirSync(dir).filter((name) => name.includes("refused"))).toEqual([]);
    } finally {
      await target.close();
    }
  });
});

describe("a damaged archive", () => {
  it("is refused with one line before anything is written: an empty database stays without a single table", async () => {
    const whole = readFileSync(archive);
    const truncated = path.join(dir, "truncated.backup");
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const target = await emptyDatabase();
    try {
      const refusal = restoreArchive(target.pool, truncated);
      await expect(refusal).rejects.toBeInstanceOf(RestoreRefused);
      await expect(refusal).rejects.toThrow(
        /^Restore refused: .*truncated\.backup is not a usable backup: it is truncated[^\n]*Nothing was written\.$/,
      );
      expect(await tableNames(target.pool)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it("whose last section was changed after writing is found by the load's checksum, rolled back, and the old data stays whole", async () => {
    // Every row still parses and every count agrees, so only the checksum, read after the last
    // section was loaded and before the commit, can tell; the tables were dropped by then.
    const bytes = zlib.gunzipSync(readFileSync(archive));
    const at = bytes.lastIndexOf("@", bytes.lastIndexOf("\nEND sha256="));
    bytes[at] = "#".charCodeAt(0);
    const altered = path.join(dir, "altered.backup");
    writeFileSync(altered, zlib.gzipSync(bytes));

    const target = await startTestApp();
    opened.push(target);
    const { agent } = await target.signedInAgent();
    await fillAccount(agent, "D");
    const rows = await everyRow(target.pool);
    const refusal = restoreArchive(target.pool, altered, { force: true });
    await expect(refusal).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refusal).rejects.toThrow(
      /^Restore refused: .*altered\.backup is not a usable backup: its checksum does not match\. Nothing was written\.$/,
    );
    expect(await everyRow(target.pool)).toEqual(rows);
    expect((await agent.get("/api/portfolio")).status).toBe(200);
  });

  it("that fails inside the load (a journal entry of a stock that is not there) rolls back, leaving the old data whole", async () => {
    // A well-formed archive with a good checksum whose rows break a foreign key: the failure comes
    // after the tables were dropped and reloaded, inside the transaction.
    const { manifest, sections } = await openArchive(archive);
    const broken = path.join(dir, "broken.backup");
    const writer = new ArchiveWriter(broken);
    const tables = manifest.tables.map((t) => (t.name === "stocks" ? { ...t, rows: 0 } : t));
    await writer.writeManifest({ ...manifest, tables });
    for await (const { table, data } of sections) {
      const keep = table.name !== "stocks";
      await writer.writeSection(
        table.name,
        (async function* () {
          for await (const chunk of data) if (keep) yield chunk;
          if (!keep) yield binaryCopy([]);
        })(),
      );
    }
    await writer.close();

    const target = await startTestApp();
    opened.push(target);
    const { agent } = await target.signedInAgent();
    await fillAccount(agent, "C");
    const rows = await everyRow(target.pool);
    await expect(restoreArchive(target.pool, broken, { force: true })).rejects.toThrow(
      /^Restore failed and was rolled back, nothing was written: .*foreign key/,
    );
    expect(await everyRow(target.pool)).toEqual(rows);
    expect((await agent.get("/api/portfolio")).status).toBe(200);
  });
});
