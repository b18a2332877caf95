// The app as production runs it: the server bundle (built by scripts/build.mjs's buildServer) in
// its own node process, on a DATABASE_URL the test controls.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer } from "../../scripts/build.mjs";
import { freeLoopbackPort } from "../../server/db/embedded-postgres";

const root = path.resolve(import.meta.dirname, "../..");
export const SESSION_SECRET = "stress-secret-stress-secret-stress-secret-0123";

let bundle: Promise<string> | undefined;

/**
 * The server bundle, built fresh from the current sources once per test file. It goes to its own
 * folder under node_modules (so packages resolve and projectRoot() finds migrations), never to dist/,
 * which browser tests may be using. STRESS_SERVER_BUNDLE runs a given bundle instead.
 */
export function serverBundle(): Promise<string> {
  if (process.env.STRESS_SERVER_BUNDLE) return Promise.resolve(path.resolve(process.env.STRESS_SERVER_BUNDLE));
  bundle ??= (async () => {
    const outDir = path.join(root, "node_modules/.cache/asx-stress/server");
    mkdirSync(outDir, { recursive: true });
    await buildServer({ outdir: outDir, quiet: true });
    return path.join(outDir, "index.js");
  })();
  return bundle;
}

export interface AppProcess {
  baseURL: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  alive(): boolean;
  /** Sends a signal and waits for the process to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startAppProcess(options: { databaseUrl: string; env?: Record<string, string> }): Promise<AppProcess> {
  const file = await serverBundle();
  const port = await freeLoopbackPort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "asx-stress-app-"));
  let output = "";
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET,
      // No SPA: the stress tests talk to the API only.
      STATIC_DIR: path.join(dataDir, "no-spa"),
      MARKET_DATA_BASE_URL: "http://127.0.0.1:1",
      AUTH_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  exited.then(() => rmSync(dataDir, { recursive: true, force: true }));

  const app: AppProcess = {
    baseURL: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill(signal) {
      if (app.alive()) child.kill(signal);
      await exited;
    },
  };
  await waitForReady(app);
  return app;
}

async function waitForReady(app: AppProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!app.alive()) throw new Error(`The app exited during start-up:\n${app.output()}`);
    try {
      // Ready, not just healthy: the app listens before its migrations are applied.
      const res = await fetch(`${app.baseURL}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await app.kill("SIGKILL");
  throw new Error(`The app did not become ready:\n${app.output()}`);
}
