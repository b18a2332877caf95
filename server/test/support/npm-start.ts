// `npm start` as people run it (README): npm's own process, the package's "start" script through
// npm's shell, and the app under it. Used by server/test/npm-start.test.ts (on a stand-in package
// whose start script and scripts/start.mjs are the project's own and whose "build" loads the server
// bundle the API layer built, so dist/ is never touched) and stress/npm-start.test.ts (the project itself).
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectDir } from "./server-process";

export interface NpmStart {
  /** npm's own process (the one a service manager signals), or the wrapper that runs it. */
  npm: ChildProcess;
  /** Resolves to the base URL once the app answers /api/ready; rejects if npm exits first. */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The app process holding DATA_DIR (server/db/embedded-postgres.ts writes its pid there). */
export function appPid(dataDir: string): number | null {
  const file = path.join(dataDir, "app.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").trim()) : null;
}

export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/**
 * Runs `npm start` in `cwd` on `dataDir`; the port is 0 (any free one) unless `env` gives one.
 * `wrapper` is a command that runs npm for it (stress/npm-start.test.ts: a PID namespace).
 */
export function startNpm(cwd: string, dataDir: string, env: Record<string, string> = {}, wrapper: string[] = []): NpmStart {
  // NODE_ENV as a person's shell has it: unset, so start.mjs makes it production.
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const [command, ...args] = [...wrapper, "npm", "start"];
  const npm = spawn(command, args, {
    cwd,
    env: {
      ...inherited,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      npm_config_update_notifier: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  npm.stdout!.on("data", (c) => (output += c));
  npm.stderr!.on("data", (c) => (output += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const ready = (async () => {
    for (;;) {
      if (npm.exitCode !== null || npm.signalCode !== null) throw new Error(`npm start exited before the app was ready:\n${output}`);
      const url = /listening on (http:\/\/[^"\s]+)/.exec(output)?.[1]?.replace("localhost", "127.0.0.1");
      if (url) {
        const res = await fetch(`${url}/api/ready`).catch(() => null);
        if (res?.ok) return url;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  ready.catch(() => {}); // awaited by the tests that expect the app to come up
  return { npm, ready, exited, output: () => output };
}

/**
 * A package beside the project for `npm start` without a build: the project's package.json "start"
 * script and scripts/start.mjs (with build-state.mjs) as they are, and a dist/ that start.mjs takes
 * for a fresh build, whose server entry loads `serverBundle` (the server built from the current sources).
 */
export function standInPackage(serverBundle: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "asx-npm-start-"));
  const { scripts } = JSON.parse(readFileSync(path.join(projectDir, "package.json"), "utf8")) as { scripts: { start: string } };
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "asx-npm-start-stand-in", private: true, type: "module", scripts: { start: scripts.start } }),
  );
  mkdirSync(path.join(dir, "scripts"));
  for (const file of ["start.mjs", "build-state.mjs"])
    copyFileSync(path.join(projectDir, "scripts", file), path.join(dir, "scripts", file));
  mkdirSync(path.join(dir, "dist/server"), { recursive: true });
  mkdirSync(path.join(dir, "dist/public"), { recursive: true });
  writeFileSync(path.join(dir, "dist/server/index.js"), `await import(${JSON.stringify(pathToFileURL(serverBundle).href)});\n`);
  writeFileSync(path.join(dir, "dist/server/parse-worker.js"), "");
  writeFileSync(path.join(dir, "dist/public/index.html"), "<!doctype html><title>stand-in</title>\n");
  // Written last: build-state.mjs compares the stamp with the sources (none here).
  writeFileSync(path.join(dir, "dist/.build-stamp"), new Date().toISOString() + "\n");
  return dir;
}
