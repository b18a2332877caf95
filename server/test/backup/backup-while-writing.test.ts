// A backup taken while 10 clients write through the API is one snapshot: the manifest's counts are
// what another connection sees in that same snapshot (imported into it with SET TRANSACTION SNAPSHOT
// at the moment the backup took it), although the writers went on writing before any row was copied;
// and rows written together are archived together (each import batch with exactly its fair values).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase } from "../../backup/backup";
import { rowCounts } from "../../backup/catalog";
import { startTestApp, type TestApp } from "../support/test-app";
import type { Agent } from "../support/imports";
import { archiveRows } from "./support";

const CLIENTS = 10;
const CODES = ["BHP", "CSL", "CBA", "NAB", "WBC", "ANZ", "WES", "WOW", "RIO", "FMG", "TLS", "MQG"];
const dir = mkdtempSync(path.join(os.tmpdir(), "asx-backup-writing-"));
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One client: pastes of 1–3 rows (a batch, maybe new stocks, its fair values), then a journal entry. */
async function writeUntilStopped(agent: Agent, index: number, stop: { now: boolean }, done: { writes: number }) {
  let round = 0;
  while (!stop.now) {
    round += 1;
    const rows = Array.from({ length: 1 + (round % 3) }, (_, k) => CODES[(index + round + k) % CODES.length]);
    const text = [...new Set(rows)].map((code) => `${code},${10 + round},${12 + round},Medium,Wide,Strong`).join("\n");
    const imported = await agent.post("/api/import/morningstar").send({ text });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const stocks = await agent.get("/api/stocks");
    const journal = await agent
      .post("/api/journal")
      .send({ stockId: stocks.body[0].id, side: "long", openedAt: "2024-01-05", entryPrice: 10 + round, thesis: `Round ${round}` });
    expect(journal.status, JSON.stringify(journal.body)).toBe(201);
    done.writes += 2;
  }
}

describe("backup while 10 clients write", () => {
  it("archives one consistent snapshot: counts equal the manifest and the same snapshot read elsewhere", async () => {
    const agents = await Promise.all(Array.from({ length: CLIENTS }, async () => (await app.signedInAgent()).agent));
    const stop = { now: false };
    const done = { writes: 0 };
    const writers = agents.map((agent, i) => writeUntilStopped(agent, i, stop, done));
    while (done.writes < 40) await new Promise((r) => setTimeout(r, 20));

    let atSnapshot: Map<string, number> | undefined;
    let writesDuringBackup = 0;
    const file = path.join(dir, "while-writing.backup");
    const backup = backupDatabase(app.pool, file, {
      async onSnapshot(snapshotId) {
        // Another connection of the app's pool: the snapshot id is all it shares with the backup.
        const reader = await app.pool.connect();
        try {
          await reader.query("begin isolation level repeatable read read only");
          await reader.query(`set transaction snapshot '${snapshotId}'`);
          atSnapshot = await rowCounts(reader, ["users", "stocks", "fair_values", "import_batches", "journal_entries", "access_logs"]);
          await reader.query("commit");
        } finally {
          reader.release();
        }
        // The writers go on before any row is copied: a backup that read "now" would see their rows.
        const from = done.writes;
        while (done.writes < from + 20) await new Promise((r) => setTimeout(r, 20));
        writesDuringBackup = done.writes - from;
      },
    });
    // Writers stop whatever the backup did, and any write that failed fails the test.
    await backup.finally(() => (stop.now = true)).catch(() => {});
    await Promise.all(writers);
    const { manifest } = await backup;

    expect(writesDuringBackup).toBeGreaterThanOrEqual(20);
    const counted = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    expect(atSnapshot!.size).toBe(6);
    for (const [table, rows] of atSnapshot!) expect(counted[table], table).toBe(rows);

    // The archive holds what its manifest says, and less than the database holds now.
    const { tables } = await archiveRows(file, app.pool);
    for (const t of manifest.tables) expect(tables[t.name].rows.length, t.name).toBe(t.rows);
    const client = await app.pool.connect();
    const now = await rowCounts(client, ["fair_values", "journal_entries"]).finally(() => client.release());
    expect(now.get("fair_values")!).toBeGreaterThan(counted.fair_values);
    expect(now.get("journal_entries")!).toBeGreaterThan(counted.journal_entries);

    // Written together, archived together: every batch with exactly the fair values it imported.
    const column = (table: string, name: string) => tables[table].columns.indexOf(name);
    const perBatch = new Map<string, number>();
    for (const row of tables.fair_values.rows) {
      const batch = row[column("fair_values", "batch_id")];
      perBatch.set(batch, (perBatch.get(batch) ?? 0) + 1);
    }
    expect(tables.import_batches.rows.length).toBeGreaterThan(10);
    for (const batch of tables.import_batches.rows) {
      const id = batch[column("import_batches", "id")];
      expect(perBatch.get(id) ?? 0, `batch ${id}`).toBe(Number(batch[column("import_batches", "rows_imported")]));
      perBatch.delete(id);
    }
    expect([...perBatch.keys()]).toEqual([]);
    const stockIds = new Set(tables.stocks.rows.map((r) => r[column("stocks", "id")]));
    for (const entry of tables.journal_entries.rows) expect(stockIds.has(entry[column("journal_entries", "stock_id")])).toBe(true);
  }, 120_000);
});
