// The server bundle (scripts/build.mjs) in a node process of its own, as `npm start` runs it: on a
// DATABASE_URL the caller names, with a fresh data folder, waited for until /api/ready answers. The
// browser layer's apps (e2e/support/app-process.ts) and the stress tests' (stress/support/app-process.ts)
// are this with their own settings. No vitest import: the browser layer's global setup uses it.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freeLoopbackPort } from "../../db/embedded-postgres";

export interface BundleProcessOptions {
  /** The built server entry (dist/server/index.js, or a bundle of the test's own). */
  file: string;
  databaseUrl: string;
  /** A fixed port, so a process started again is the same server to an open page; else a free one. */
  port?: number;
  /** Serve the API only, without the SPA. */
  apiOnly?: boolean;
  /** Further environment variables (SESSION_SECRET, MARKET_DATA_BASE_URL, AUTH_RATE_LIMIT, …). */
  env?: Record<string, string>;
}

export interface BundleProcess {
  baseURL: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  alive(): boolean;
  /** Sends `signal` (SIGTERM: the graceful stop) and resolves once the process has exited and its data folder is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function startBundleProcess(options: BundleProcessOptions): Promise<BundleProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "asx-app-"));
  chmodSync(dataDir, 0o755);
  const port = options.port ?? (await freeLoopbackPort());
  let output = "";
  const child = spawn(process.execPath, [options.file], {
    // Its own folder, so a `.env` a developer keeps in the project is not read (server/env-file.ts).
    cwd: dataDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      ...(options.apiOnly ? { STATIC_DIR: path.join(dataDir, "no-spa") } : {}),
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve())).then(() =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
  const app: BundleProcess = {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill(signal = "SIGTERM") {
      if (app.alive()) child.kill(signal);
      await exited;
    },
  };
  await waitForReady(app);
  return app;
}

/** Ready, not just healthy: the app listens before its migrations are applied. */
async function waitForReady(app: BundleProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!app.alive()) throw new Error(`The app exited during start-up:\n${app.output()}`);
    const ready = await fetch(`${app.baseURL}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await app.kill("SIGKILL");
  throw new Error(`The app did not become ready:\n${app.output()}`);
}
