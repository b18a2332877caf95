// A second app process of a test's own, on the browser tests' database, for tests that must stop
// the server under a page (the offline screen, a refresh-all across a restart). It serves the same
// production build. Started again on the same port, it is the same server to the page.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { lane } from "./lane";
import { freeLoopbackPort } from "../../server/db/embedded-postgres";

const root = path.resolve(import.meta.dirname, "../..");

export interface OwnServer {
  baseURL: string;
  port: number;
  /** SIGTERM, and resolves once the process has exited (its port then refuses connections). */
  stop(): Promise<void>;
}

export async function startOwnServer(options: { port?: number; marketDataBaseUrl?: string } = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "asx-e2e-own-"));
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
      DATABASE_URL: lane().databaseUrl,
      SESSION_SECRET: "own-server-secret-own-server-secret-0123",
      MARKET_DATA_BASE_URL: options.marketDataBaseUrl ?? "http://127.0.0.1:1",
      AUTH_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${output}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The app did not become healthy:\n${output}`);
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
