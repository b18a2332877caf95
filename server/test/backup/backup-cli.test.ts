// `npm run backup` and `npm run restore` as processes, as a self-hoster runs them: on the embedded
// database of an app that is running (through its server, never a second one) and of one that is
// stopped (started and stopped again), into a fresh DATA_DIR where the old password signs in, and on
// DATABASE_URL. Damaged archives, filled databases and account exports are refused with one line
// and exit code 1.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openArchive } from "../../backup/archive";
import { holdsUserData } from "../../backup/catalog";
import { USAGE } from "../../backup/cli-arguments";
import { appObjectNames, readMigrationSteps } from "../../db/migration-steps";
import { downloadExport } from "../support/account-archive";
import { projectDir, readPostmasterPid, startServer, type ServerProcess } from "../support/server-process";
import { startTestApp } from "../support/test-app";
import { createEmptyDatabase } from "../support/test-database";

const root = mkdtempSync(path.join(os.tmpdir(), "asx-backup-cli-"));
chmodSync(root, 0o755);
const servers: ServerProcess[] = [];
const PASSWORD = "old-password-123";
const EMAIL = "owner@example.com";

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await new Promise((r) => setTimeout(r, 300));
  for (const name of ["a", "b"]) {
    const pid = readPostmasterPid(path.join(root, name));
    if (pid)
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* already gone */
      }
  }
  rmSync(root, { recursive: true, force: true });
});

function dataDir(name: string) {
  return path.join(root, name);
}

/** Runs `npm run backup|restore -- …` (the same entry, without npm's own start-up). */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/backup/cli.ts", ...args], {
      cwd: projectDir,
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (c) => (stdout += c));
    child.stderr!.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

async function start(name: string) {
  const server = startServer(dataDir(name));
  servers.push(server);
  return { server, url: await server.listening };
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

/** Signs in through POST /api/auth/login and returns a fetch that sends the session cookie. */
async function signIn(url: string, password = PASSWORD) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password }),
  });
  if (login.status !== 200) return { status: login.status, call: null };
  const cookie = login.headers
    .getSetCookie()
    .map((h) => h.split(";")[0])
    .join("; ");
  const call = async (method: string, pathname: string, body?: unknown) => {
    const res = await fetch(`${url}${pathname}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };
  return { status: 200, call };
}

/** Every table the migrations create but the passing ones (sessions, rate-limit counters). */
const BACKED_UP_TABLES = appObjectNames().tables.filter(holdsUserData).length;
const counts = async (file: string) => Object.fromEntries((await openArchive(file)).manifest.tables.map((t) => [t.name, t.rows]));

describe("backup and restore on the embedded database", () => {
  const whileRunning = path.join(root, "while-running.backup");
  const whileStopped = path.join(root, "while-stopped.backup");
  let portfolio: unknown;

  it("backs up through the running app's PostgreSQL, then the stopped app's folder by starting and stopping its own", async () => {
    const { server, url } = await start("a");
    const registered = await fetch(`${url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(registered.status).toBe(201);
    const { call } = await signIn(url);
    expect((await call!("POST", "/api/stocks", { symbol: "BHP", name: "BHP Group", lastPrice: 45.2 })).status).toBe(201);
    expect((await call!("POST", "/api/import/morningstar", { text: "BHP,45.20,48.00,Medium,Wide,Strong" })).status).toBe(200);
    portfolio = (await call!("GET", "/api/portfolio")).body;

    const running = await cli(["backup", whileRunning], { DATA_DIR: dataDir("a") });
    expect(running.stderr).toBe("");
    expect(running.code).toBe(0);
    expect(running.stdout).toMatch(
      new RegExp(
        `^Backup written to .*while-running\\.backup: \\d+ rows in ${BACKED_UP_TABLES} tables at migration \\S+, .* from the embedded PostgreSQL of the app running on .*/a, in [\\d.]+ s\\.\\n$`,
      ),
    );
    // The app was not disturbed: still serving, still the only server on the folder.
    expect((await call!("GET", "/api/portfolio")).body).toEqual(portfolio);

    await stop(server);
    const stopped = await cli(["backup", whileStopped], { DATA_DIR: dataDir("a") });
    expect(stopped.code, stopped.stderr).toBe(0);
    expect(stopped.stdout).toMatch(/from the embedded PostgreSQL in .*\/a, in/);
    // Its own server was stopped and the folder released.
    expect(readPostmasterPid(dataDir("a"))).toBeNull();
    expect(existsSync(path.join(dataDir("a"), "app.pid"))).toBe(false);

    const before = await counts(whileRunning);
    expect(before.users).toBe(1);
    expect(before.fair_values).toBe(1);
    expect(await counts(whileStopped)).toEqual(before);
  }, 120_000);

  it("restores into a fresh DATA_DIR, where the old password signs in and the portfolio is the same", async () => {
    const restored = await cli(["restore", whileStopped], { DATA_DIR: dataDir("b") });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      new RegExp(
        `^Restored .* rows in ${BACKED_UP_TABLES} tables into the embedded PostgreSQL in .*/b, migrated to ${readMigrationSteps().at(-1)!.tag}, in [\\d.]+ s\\. Everyone signs in again\\.\\n$`,
      ),
    );
    expect(readPostmasterPid(dataDir("b"))).toBeNull();

    const { url } = await start("b");
    expect((await signIn(url, "wrong-password-1")).status).toBe(401);
    const { status, call } = await signIn(url);
    expect(status).toBe(200);
    expect((await call!("GET", "/api/portfolio")).body).toEqual(portfolio);
  }, 120_000);

  it("refuses to restore over the running app's data without --force, with one line, changing nothing", async () => {
    const refused = await cli(["restore", whileRunning], { DATA_DIR: dataDir("b") });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toMatch(
      /^Restore refused: the database already holds data \([a-z_, ]+\)\. Add --force to replace all of it with the archive\. Nothing was written\.\n$/,
    );
    const url = await servers.at(-1)!.listening;
    const { call } = await signIn(url);
    expect((await call!("GET", "/api/portfolio")).body).toEqual(portfolio);
    await stop(servers.at(-1)!);
  }, 60_000);

  it("refuses a truncated archive with one line, before even creating the DATA_DIR", async () => {
    const truncated = path.join(root, "truncated.backup");
    const whole = readFileSync(whileRunning);
    writeFileSync(truncated, whole.subarray(0, whole.length - 20));
    const refused = await cli(["restore", truncated], { DATA_DIR: dataDir("c") });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Restore refused: .*truncated\.backup is not a usable backup: .*\. Nothing was written\.\n$/);
    expect(existsSync(dataDir("c"))).toBe(false);
  }, 60_000);

  // Issue 33 item 7: a Settings export was refused as "a line far longer than any backup writes".
  it("refuses an account export (Settings → Export my data) by name, saying where it is imported", async () => {
    const app = await startTestApp();
    try {
      const { agent } = await app.signedInAgent();
      await agent.post("/api/stocks").send({ symbol: "BHP", name: "BHP Group", lastPrice: 45.2 }).expect(201);
      const { res, bytes } = await downloadExport(agent);
      expect(res.status).toBe(200);
      const file = path.join(root, "asx-fair-value-export-2026-11-23.json.gz");
      writeFileSync(file, bytes);
      const refused = await cli(["restore", file], { DATA_DIR: dataDir("c") });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toBe(
        `Restore refused: ${file} is not a usable backup: it is an account export (Settings → Export my data), which holds one user's data, not a backup of the app; sign in and load it with Settings → Import data (POST /api/import/archive). Nothing was written.\n`,
      );
      expect(existsSync(dataDir("c"))).toBe(false);
    } finally {
      await app.close();
    }
  }, 60_000);

  it("answers a wrong command line with the usage and exit code 2 (the cases: cli-arguments.test.ts)", async () => {
    const run = await cli(["restore", "a.backup", "b.backup"], { DATA_DIR: dataDir("c") });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${USAGE}\n`);
  }, 60_000);
});

describe("backup and restore on DATABASE_URL", () => {
  it("restores into an empty database and backs the same rows up again", async () => {
    const source = path.join(root, "while-stopped.backup");
    const database = await createEmptyDatabase(inject("postgresServerUrl"));
    try {
      const restored = await cli(["restore", source], { DATABASE_URL: database.url, DATA_DIR: dataDir("unused") });
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/ into DATABASE_URL, migrated to /);
      const again = path.join(root, "from-url.backup");
      const backup = await cli(["backup", again], { DATABASE_URL: database.url, DATA_DIR: dataDir("unused") });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/ from DATABASE_URL, in /);
      expect(await counts(again)).toEqual(await counts(source));
      // Neither command touched DATA_DIR when DATABASE_URL was given.
      expect(existsSync(dataDir("unused"))).toBe(false);
    } finally {
      await database.drop();
    }
  }, 60_000);
});
