// `npm start` as the README tells people to run it, stopped as a service manager or a container
// runtime stops it: SIGTERM to npm's pid and nothing else (issue 33 item 6). npm passes the signal
// on to its "start" script; the app must get it and stop cleanly, with its embedded PostgreSQL, so
// that npm exits 0 and the next start on the same DATA_DIR is not refused. Run on the project's own
// build (npm start builds first when dist/ is missing or older than the sources) on a temp DATA_DIR
// and a free port; then once more with npm as PID 1 of its own PID namespace, as `CMD ["npm",
// "start"]` runs in a container (`docker stop` signals PID 1 only, and when it exits the kernel
// kills whatever is left in the namespace, so only a clean stop leaves no postmaster.pid behind).
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freeLoopbackPort } from "../server/db/embedded-postgres";
import { appPid, isAlive, startNpm, waitUntil, type NpmStart } from "../server/test/support/npm-start";
import { projectDir, readPostmasterPid } from "../server/test/support/server-process";
import { recordFigures, round } from "./support/results";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "asx-stress-npm-start-"));
chmodSync(dataDir, 0o755);
const runs: NpmStart[] = [];
const pids: number[] = [];
const figures: Record<string, unknown> = {};

afterAll(() => {
  for (const run of runs) if (run.npm.exitCode === null && run.npm.signalCode === null) run.npm.kill("SIGKILL");
  for (const pid of [...pids, readPostmasterPid(dataDir)])
    if (pid && isAlive(pid))
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* already gone */
      }
  rmSync(dataDir, { recursive: true, force: true });
  recordFigures("npm-start", figures);
});

async function start(wrapper: string[] = []) {
  const run = startNpm(projectDir, dataDir, { PORT: String(await freeLoopbackPort()) }, wrapper);
  runs.push(run);
  const started = performance.now();
  const url = await run.ready;
  return { run, url, readyMs: round(performance.now() - started, 0) };
}

/** The children of a live process, from /proc (Linux). */
const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).map(Number);

/**
 * SIGTERM to npm's pid only (`npm`, when the process started is a wrapper around npm); resolves to
 * how the process started exited (unshare exits as its child did) and how long the stop took.
 */
async function stopNpm(run: NpmStart, npm = run.npm.pid!) {
  const started = performance.now();
  process.kill(npm, "SIGTERM");
  const exit = await run.exited;
  return { exit, stopMs: round(performance.now() - started, 0) };
}

// unshare(1) makes a PID namespace only for root; this project's machines and CI run as root.
const canUnshare = os.userInfo().uid === 0 && spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"]).status === 0;

describe("npm start, stopped with SIGTERM to npm's pid only", () => {
  it("npm exits 0, the app and its PostgreSQL are gone, and a second start on the same DATA_DIR succeeds", async () => {
    const first = await start();
    const app = appPid(dataDir)!;
    const postgres = readPostmasterPid(dataDir)!;
    pids.push(app, postgres);
    expect(isAlive(app) && isAlive(postgres)).toBe(true);

    const stopped = await stopNpm(first.run);
    expect(stopped.exit, first.run.output().slice(-2000)).toEqual({ code: 0, signal: null });
    expect(await waitUntil(() => !isAlive(app) && !isAlive(postgres), 10_000)).toBe(true);
    expect(readPostmasterPid(dataDir)).toBeNull();
    expect(first.run.output()).toMatch(/"msg":"Stopped"/);

    const second = await start();
    expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
    pids.push(appPid(dataDir)!);
    const again = await stopNpm(second.run);
    expect(again.exit).toEqual({ code: 0, signal: null });
    expect(readPostmasterPid(dataDir)).toBeNull();
    Object.assign(figures, { firstReadyMs: first.readyMs, stopMs: stopped.stopMs, secondReadyMs: second.readyMs });
  }, 600_000);

  it.runIf(canUnshare)(
    "as PID 1 of its own PID namespace (a container's CMD): a clean stop, and the next start succeeds",
    async () => {
      const container = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"];
      const first = await start(container);
      // unshare's one child is npm, the namespace's first process: the one `docker stop` signals.
      const npm = childrenOf(first.run.npm.pid!)[0];
      expect(readFileSync(`/proc/${npm}/cmdline`, "utf8").split("\0")[0]).toBe("npm start");
      expect(/^NSpid:\s+\d+\s+(\d+)$/m.exec(readFileSync(`/proc/${npm}/status`, "utf8"))?.[1]).toBe("1");
      const stopped = await stopNpm(first.run, npm);
      expect(stopped.exit, first.run.output().slice(-2000)).toEqual({ code: 0, signal: null });
      // Had PostgreSQL been killed with the namespace rather than stopped, its pid file would remain.
      expect(readPostmasterPid(dataDir)).toBeNull();
      expect(first.run.output()).toMatch(/"msg":"Stopped"/);

      const second = await start(container);
      expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
      expect((await stopNpm(second.run, childrenOf(second.run.npm.pid!)[0])).exit).toEqual({ code: 0, signal: null });
      expect(readPostmasterPid(dataDir)).toBeNull();
      figures.pid1StopMs = stopped.stopMs;
    },
    300_000,
  );
});
