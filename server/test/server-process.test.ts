// The real start-up path (server/index.ts) on an empty DATA_DIR: embedded PostgreSQL initialised,
// migrations applied, a second app on the same folder refused, recovery after a SIGKILL, clean stop.
import type { ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { RESET_TOKENS_SHOWN_WARNING } from "../reset-token-exposure";
import { readPostmasterPid as readPid, startServer as startProcess } from "./support/server-process";
import { createDatabaseFromTemplate } from "./support/test-database";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "asx-process-"));
chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await new Promise((r) => setTimeout(r, 300));
  const pid = readPostmasterPid();
  if (pid)
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(env: Record<string, string> = {}, dir = dataDir, cwd?: string) {
  const server = startProcess(dir, env, cwd);
  children.push(server.child);
  return server;
}

const readPostmasterPid = () => readPid(dataDir);

describe("the server process on the embedded database", () => {
  let first: ReturnType<typeof startServer>;

  it("initialises PostgreSQL in an empty DATA_DIR and answers the health check", async () => {
    first = startServer();
    const url = await first.listening;
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", databaseLatencyMs: expect.any(Number) });
    expect(existsSync(path.join(dataDir, "pg", "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(true);
    expect(first.output()).not.toContain(RESET_TOKENS_SHOWN_WARNING);
  }, 60_000);

  it("refuses a second app on the same DATA_DIR with one clear line", async () => {
    const second = startServer();
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toMatch(/Another app instance \(pid \d+\) is already using .*Stop it, or set DATA_DIR to another folder\./);
  }, 30_000);

  it("starts again after the app was killed (SIGKILL), stopping the orphaned PostgreSQL", async () => {
    first.child.kill("SIGKILL");
    await first.exited;
    const orphan = readPostmasterPid();
    expect(orphan).not.toBeNull();
    const again = startServer();
    const url = await again.listening;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // Shut down cleanly: exit code 0 and PostgreSQL stopped (its pid file removed).
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
    expect(readPostmasterPid()).toBeNull();
  }, 60_000);

  it("stops start-up with one line naming a bad variable", async () => {
    const bad = startServer({ PORT: "not-a-port" });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toMatch(/^Invalid environment variable PORT: /);
  }, 30_000);

  // Issue 45 item 8: `env $(cat .env) npm start` failed on the file's own comment lines.
  it("reads .env from the folder it starts in, comments and all; the environment wins over the file", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "asx-dotenv-"));
    try {
      writeFileSync(
        path.join(folder, ".env"),
        "# Copied from .env.example\n\n# HTTP port\nPORT=not-a-port\nPRICE_REFRESH_SCHEDULE=hourly # not a schedule\n",
      );
      // PORT=0 from the environment wins over the file's bad PORT; the file's bad schedule is read.
      const app = startServer({}, dataDir, folder);
      expect(await app.exited).toBe(1);
      expect(app.output().trim()).toBe(
        `Invalid environment variable PRICE_REFRESH_SCHEDULE: Invalid option: expected one of "off"|"daily"`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});

// Issue 45 item 1: outside production without mail the Forgot password page shows the reset token;
// the server then listens on loopback alone, and says at start-up what that means.
describe("reset tokens shown outside production", () => {
  it("are named in a warning at start-up", async () => {
    const database = await createDatabaseFromTemplate(inject("postgresServerUrl"));
    const dir = mkdtempSync(path.join(os.tmpdir(), "asx-dev-"));
    try {
      const app = startServer({ NODE_ENV: "development", HOST: "127.0.0.1", SMTP_URL: "", DATABASE_URL: database.url }, dir);
      await app.listening;
      expect(app.output()).toContain(RESET_TOKENS_SHOWN_WARNING);
      app.child.kill("SIGTERM");
      expect(await app.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  }, 60_000);
});

// Issue #12 item 17: `DATA_DIR=$(mktemp -d) npm start` as root. mktemp makes the folder 0700, and
// PostgreSQL, which refuses to run as root, runs as the system user 'postgres', which could not
// enter it: initdb failed with "Permission denied".
describe("a private (0700) DATA_DIR", () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), "asx-private-"));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("starts: PostgreSQL's user may enter the folder, and nothing in it becomes readable to others", async () => {
    chmodSync(parent, 0o755);
    const dir = mkdtempSync(path.join(parent, "data-"));
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const app = startServer({}, dir);
    const url = await app.listening;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // Entering (x) is all that was added; listing and reading stay the owner's.
    expect(statSync(dir).mode & 0o077 & ~0o011).toBe(0);
    for (const secret of ["session-secret", "pg-password"]) expect(statSync(path.join(dir, secret)).mode & 0o077).toBe(0);
    app.child.kill("SIGTERM");
    expect(await app.exited).toBe(0);
  }, 90_000);

  // Only root hands PostgreSQL to another user; this project's machines and CI run as root.
  it.runIf(os.userInfo().uid === 0)(
    "stops with one line saying what to do when a folder above DATA_DIR is closed to PostgreSQL's user",
    async () => {
      const closed = mkdtempSync(path.join(parent, "closed-"));
      chmodSync(closed, 0o700);
      const app = startServer({}, path.join(closed, "data"));
      expect(await app.exited).toBe(1);
      const lines = app.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toBe(
        `PostgreSQL runs as the system user 'postgres' (the app runs as root) and cannot enter ${closed}: allow it (chmod o+x ${closed}) or set DATA_DIR to a folder outside it.`,
      );
    },
    30_000,
  );
});
