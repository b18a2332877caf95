// The real start-up path (server/index.ts) on an empty DATA_DIR: embedded PostgreSQL initialised,
// migrations applied, a second app on the same folder refused, recovery after a SIGKILL, clean stop.
import type { ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPostmasterPid as readPid, startServer as startProcess } from "./support/server-process";

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

function startServer(env: Record<string, string> = {}, dir = dataDir) {
  const server = startProcess(dir, env);
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
