// The app is killed (SIGKILL) in the middle of the largest paste import. After a restart nothing of
// that import is there, and everything imported before it is, exactly.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PASTE_CHARS } from "@shared/contracts/imports";
import { startAppProcess, type AppProcess } from "./support/app-process";
import { signIn, type ApiClient } from "./support/http-client";
import { sqlPool, startStressPostgres, type StressPostgres } from "./support/postgres";
import { recordFigures, round } from "./support/results";
import { STRESS_PASSWORD, createApprovedUsers, type StressUser } from "./support/users";

const FIRST_BATCH_ROWS = 40;
const firstSymbols = Array.from({ length: FIRST_BATCH_ROWS }, (_, i) => `F${String(i).padStart(3, "0")}`);
const morningstarLine = (symbol: string, price: number) => `${symbol},${price},${price + 2},Medium,Wide,Strong`;

/** As many rows as fit in the largest paste allowed; it starts by re-pricing the first batch's stocks. */
function largestPaste() {
  const lines = firstSymbols.map((symbol) => morningstarLine(symbol, 99));
  let length = lines.join("\n").length;
  for (let i = 0; ; i++) {
    const line = morningstarLine(`Q${i.toString(36).toUpperCase().padStart(4, "0")}`, 5);
    if (length + 1 + line.length > MAX_PASTE_CHARS) break;
    lines.push(line);
    length += 1 + line.length;
  }
  return { text: lines.join("\n"), rows: lines.length };
}

let database: StressPostgres;
let sql: pg.Pool;
const apps: AppProcess[] = [];
let user: StressUser;

beforeAll(async () => {
  database = await startStressPostgres();
  apps.push(await startAppProcess({ databaseUrl: database.url }));
  sql = sqlPool(database.url);
  [user] = await createApprovedUsers(sql, 1, "killed-import");
});

afterAll(async () => {
  for (const app of apps) await app.kill("SIGTERM");
  await sql?.end();
  await database?.destroy();
});

/** What the user has: batches, stocks with prices, fair-value rows. */
async function snapshot(userId: string) {
  const batches = await sql.query("select id, rows_imported from import_batches where user_id = $1 order by id", [userId]);
  const stocks = await sql.query(
    "select id, symbol, last_price, updated_at, created_by_batch_id from stocks where user_id = $1 order by symbol",
    [userId],
  );
  const fairValues = await sql.query(
    "select f.id, f.fair_value, f.batch_id from fair_values f join stocks s on s.id = f.stock_id where s.user_id = $1 order by f.id",
    [userId],
  );
  return { batches: batches.rows, stocks: stocks.rows, fairValues: fairValues.rows };
}

/** Waits for the app's backend to be running an INSERT of fair values, the import's last stage. */
async function waitForImportInsert(watcher: pg.Client, limitMs: number) {
  const started = performance.now();
  let polls = 0;
  while (performance.now() - started < limitMs) {
    polls++;
    const { rows } = await watcher.query(
      `select pid from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state = 'active'
         and query ~* '^\\s*insert\\s+into\\s+"?fair_values"?'`,
    );
    if (rows[0]) return { pid: rows[0].pid as number, polls };
  }
  return undefined;
}

describe("the app killed in the middle of a large import", () => {
  it("keeps nothing of the killed import and everything before it", async () => {
    const client: ApiClient = await signIn(apps[0].baseURL, user.email, STRESS_PASSWORD);
    const first = await client.post("/api/import/morningstar", { text: firstSymbols.map((s) => morningstarLine(s, 10)).join("\n") });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.totalRecords).toBe(FIRST_BATCH_ROWS);
    const before = await snapshot(user.id);
    expect([before.batches.length, before.stocks.length, before.fairValues.length]).toEqual([1, FIRST_BATCH_ROWS, FIRST_BATCH_ROWS]);

    const paste = largestPaste();
    const watcher = new pg.Client({ connectionString: database.url });
    // If the test fails before it ends the watcher, stopping PostgreSQL must not throw elsewhere.
    watcher.on("error", () => {});
    await watcher.connect();
    const sent = performance.now();
    const pending = client.post("/api/import/morningstar", { text: paste.text }, 120_000).then(
      (res) => ({ answered: res.status }),
      (error: Error) => ({ failed: error.message }),
    );
    const running = await waitForImportInsert(watcher, 60_000);
    expect(running, "the import never reached its fair-value inserts").toBeDefined();
    const killedAfterMs = performance.now() - sent;
    await apps[0].kill("SIGKILL");
    expect(apps[0].child.signalCode).toBe("SIGKILL");
    // The client never got an answer: the import was really cut off, not finished first.
    expect(await pending).toEqual({ failed: expect.any(String) });

    // PostgreSQL notices the lost client and ends that backend, rolling its transaction back.
    const killed = performance.now();
    let backendGoneAfterMs: number | undefined;
    while (performance.now() - killed < 30_000) {
      const { rowCount } = await watcher.query("select 1 from pg_stat_activity where pid = $1", [running!.pid]);
      if (rowCount === 0) {
        backendGoneAfterMs = performance.now() - killed;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    await watcher.end();
    expect(backendGoneAfterMs, "the killed app's backend is still there").toBeDefined();

    const restartStarted = performance.now();
    apps.push(await startAppProcess({ databaseUrl: database.url }));
    const restartMs = performance.now() - restartStarted;
    const restarted = await snapshot(user.id);
    const rowsLeftFromKilledImport =
      restarted.batches.length +
      restarted.stocks.length +
      restarted.fairValues.length -
      (before.batches.length + before.stocks.length + before.fairValues.length);
    expect(restarted).toEqual(before);
    // The same session still works on the restarted app (sessions live in PostgreSQL), and the API
    // agrees: one batch, the first one.
    const again = client.on(apps[1].baseURL);
    const batches = await again.get("/api/import/batches");
    expect(batches.status).toBe(200);
    expect(batches.body.map((b: { id: string }) => b.id)).toEqual([first.body.batchId]);

    // The paste itself was good: run to the end, the same import writes every row.
    const fullStarted = performance.now();
    const full = await again.post("/api/import/morningstar", { text: paste.text }, 120_000);
    const fullImportMs = performance.now() - fullStarted;
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body.totalRecords).toBe(paste.rows);
    const after = await snapshot(user.id);
    expect([after.batches.length, after.stocks.length, after.fairValues.length]).toEqual([2, paste.rows, FIRST_BATCH_ROWS + paste.rows]);

    recordFigures("killed-import", {
      pasteChars: paste.text.length,
      pasteRows: paste.rows,
      killedAfterMs: round(killedAfterMs),
      watcherPolls: running!.polls,
      backendGoneAfterMs: round(backendGoneAfterMs!),
      restartMs: round(restartMs),
      fullImportMs: round(fullImportMs),
      rowsLeftFromKilledImport,
    });
  });
});
