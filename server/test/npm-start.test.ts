// `npm start` stopped the way a service manager or a container runtime stops it (issue 33 item 6):
// SIGTERM to npm's pid and nothing else. npm passes the signal to the process its shell runs for the
// "start" script; the app must be that process, so it stops cleanly (its embedded PostgreSQL too),
// npm exits 0 and the next start on the same DATA_DIR is not refused. The package here is a
// stand-in with the project's own start script and scripts/start.mjs, loading the server bundle built
// for this run (support/npm-start.ts); stress/npm-start.test.ts runs the same on the project's own build.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { appPid, isAlive, standInPackage, startNpm, waitUntil, type NpmStart } from "./support/npm-start";
import { readPostmasterPid } from "./support/server-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "asx-npm-start-data-"));
chmodSync(dataDir, 0o755);
const packageDir = standInPackage(inject("serverBundle"));
const started: NpmStart[] = [];
const appPids: number[] = [];

afterAll(async () => {
  for (const run of started) if (run.npm.exitCode === null) run.npm.kill("SIGKILL");
  for (const pid of [...appPids, readPostmasterPid(dataDir)])
    if (pid && isAlive(pid))
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* already gone */
      }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(packageDir, { recursive: true, force: true });
});

function start() {
  const run = startNpm(packageDir, dataDir, { STATIC_DIR: path.join(packageDir, "dist/public") });
  started.push(run);
  return run;
}

describe("npm start, stopped with SIGTERM to npm's pid only", () => {
  it("stops the app and its PostgreSQL, npm exits 0, and the next start on the same DATA_DIR comes up", async () => {
    const first = start();
    await first.ready;
    const app = appPid(dataDir)!;
    appPids.push(app);
    const postgres = readPostmasterPid(dataDir)!;

    first.npm.kill("SIGTERM");
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(app)).toBe(false);
    expect(await waitUntil(() => !isAlive(postgres), 5_000)).toBe(true);
    expect(readPostmasterPid(dataDir)).toBeNull();
    expect(first.output()).toMatch(/"signal":"SIGTERM".*"msg":"Shutting down: no new connections/);
    expect(first.output()).toMatch(/"msg":"Stopped"/);

    const second = start();
    const url = await second.ready;
    appPids.push(appPid(dataDir)!);
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    second.npm.kill("SIGTERM");
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(readPostmasterPid(dataDir)).toBeNull();
  }, 120_000);
});
