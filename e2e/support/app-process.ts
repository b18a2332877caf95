// The production build's server in a process of its own, as `npm start` runs it, on a given database
// with a fresh data folder: the browser layer's apps (e2e/support/global-setup.ts) and a test's own
// app that it stops under a page (e2e/support/own-server.ts). No vitest import: the global setup uses it.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freeLoopbackPort } from "../../server/db/embedded-postgres";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The lowest cost the app accepts: the layer registers and signs in some 250 times, about 60 s of CPU
 * at the default 12 and a quarter of it at 10 (docs/decisions/003-test-layers.md).
 */
export const E2E_BCRYPT_ROUNDS = 10;

export interface AppProcess {
  baseURL: string;
  port: number;
  /** SIGTERM, and resolves once the process has exited (its port then refuses connections); removes its data folder. */
  stop(): Promise<void>;
}

export interface AppProcessOptions {
  databaseUrl: string;
  /** A fixed port, so an app started again is the same server to an open page. */
  port?: number;
  marketDataBaseUrl: string;
  /** Fixed, so sessions outlive a restart; otherwise the app makes one in its data folder. */
  sessionSecret?: string;
}

export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "asx-e2e-app-"));
  chmodSync(dataDir, 0o755);
  const port = options.port ?? (await freeLoopbackPort());
  let output = "";
  const child = spawn(process.execPath, [path.join(root, "dist/server/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      ...(options.sessionSecret ? { SESSION_SECRET: options.sessionSecret } : {}),
      MARKET_DATA_BASE_URL: options.marketDataBaseUrl,
      AUTH_RATE_LIMIT: "1000",
      BCRYPT_ROUNDS: String(E2E_BCRYPT_ROUNDS),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  // Ready, not just healthy: the app listens before its migrations are applied.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${output}`);
    const ready = await fetch(`${baseURL}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The app did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    port,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
