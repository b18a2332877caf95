// One account out and in (issue #17, docs/decisions/022): GET /api/export of the large user (the
// whole ASX list, 36 months of four sources: ~330k rows) and POST /api/import/archive of that file
// into a fresh account, through the running app, timed from request to last byte of the answer;
// plus the import's SQL statements beside those of a one-stock file's, which must be the same.
// Runs after the backup figures, so the accounts it fills are not part of what the backup measured.
import bcrypt from "bcrypt";
import type pg from "pg";
import { countStatements } from "../../server/test/support/statement-counter";
import { BENCH_PASSWORD, type BenchUser } from "./dataset";
import { median } from "./stats";

export interface AccountArchiveFigures {
  exportMs: number;
  importMs: number;
  fileBytes: number;
  /** Rows in the file: stocks, fair values, shareholders, journal entries, allocations. */
  rows: number;
  importStatements: number;
  importStatementsOneStock: number;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`Login as ${email} failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

async function exportFile(baseUrl: string, cookie: string): Promise<Buffer> {
  const res = await fetch(`${baseUrl}/api/export`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /api/export: ${res.status} ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

async function importFile(baseUrl: string, cookie: string, file: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)], { type: "application/gzip" }), "export.json.gz");
  const res = await fetch(`${baseUrl}/api/import/archive`, { method: "POST", headers: { cookie }, body: form });
  const body = (await res.json()) as { totalRecords?: number; error?: string };
  if (res.status !== 200) throw new Error(`POST /api/import/archive: ${res.status} ${body.error}`);
  return body;
}

/** A fresh approved account to import into, signed in. */
async function freshAccount(pool: pg.Pool, baseUrl: string, tag: string): Promise<{ id: string; cookie: string }> {
  const email = `bench-archive-${tag}-${Date.now()}@bench.test`;
  const { rows } = await pool.query<{ id: string }>(
    "insert into users (email, password, role, status) values ($1, $2, 'user', 'approved') returning id",
    [email, bcrypt.hashSync(BENCH_PASSWORD, 4)],
  );
  return { id: rows[0].id, cookie: await signIn(baseUrl, email) };
}

export async function measureAccountArchive(
  baseUrl: string,
  pool: pg.Pool,
  large: BenchUser,
  runs: { exports: number; imports: number },
): Promise<AccountArchiveFigures> {
  const cookie = await signIn(baseUrl, large.email);
  let file = await exportFile(baseUrl, cookie); // untimed: the first call's JIT and cold cache
  const exportSamples: number[] = [];
  for (let run = 0; run < runs.exports; run++) {
    const started = performance.now();
    file = await exportFile(baseUrl, cookie);
    exportSamples.push(performance.now() - started);
  }

  // The constant part: a one-stock account's file, imported into a fresh account.
  const one = await freshAccount(pool, baseUrl, "one-source");
  await pool.query(`insert into stocks (user_id, symbol, name, last_price) values ($1, 'ONE', 'One Ltd', 1)`, [one.id]);
  const oneFile = await exportFile(baseUrl, one.cookie);
  const oneTarget = await freshAccount(pool, baseUrl, "one-target");
  const { statements: importStatementsOneStock } = await countStatements(() => importFile(baseUrl, oneTarget.cookie, oneFile));

  const importSamples: number[] = [];
  let importStatements = 0;
  let rows = 0;
  for (let run = 0; run < runs.imports; run++) {
    const target = await freshAccount(pool, baseUrl, `run${run}`);
    const started = performance.now();
    const { result, statements } = await countStatements(() => importFile(baseUrl, target.cookie, file));
    importSamples.push(performance.now() - started);
    importStatements = statements;
    rows = result.totalRecords ?? 0;
  }
  return {
    exportMs: median(exportSamples),
    importMs: median(importSamples),
    fileBytes: file.length,
    rows,
    importStatements,
    importStatementsOneStock,
  };
}
