// The real start-up path (server/index.ts) on an empty DATA_DIR: embedded PostgreSQL initialised,
// migrations applied, a second app on the same folder refused, recovery after a SIGKILL, clean stop.
import type { ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
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
  if (pid) try { process.kill(pid, "SIGKILL"); } catch { /* already gone */ }
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(env: Record<string, string> = {}) {
  const server = startProcess(dataDir, env);
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
    expect(await res.json()).toEqual({ status: "ok" });
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
