// Browser tests run against the production build served by the real server process, as `npm start`
// runs it. PostgreSQL (embedded, in a fresh folder) is started here and handed to the server through
// DATABASE_URL, so tests can also seed rows the UI has no way to create yet (server/test covers
// the server starting its own embedded database).
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freeLoopbackPort, startEmbeddedPostgres } from "../../server/db/embedded-postgres";
import { logger } from "../../server/logger";
import { startMarketDataServer } from "../../server/test/support/market-data-server";
import { CHROMIUM_PATH, OWNER } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, "../..");

/** Ready, not just healthy: the app listens before its migrations are applied. */
async function waitForReady(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited during start-up:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not become ready:\n${output()}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM_PATH} (apt-get install chromium); .ci/run installs it.`);
  }
  const { buildIsStale } = await import("../../scripts/build-state.mjs");
  if (buildIsStale()) {
    const { buildAll } = await import("../../scripts/build.mjs");
    await buildAll({ quiet: true });
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "asx-e2e-"));
  chmodSync(dataDir, 0o755);
  const database = await startEmbeddedPostgres(dataDir, logger);
  // Market data comes from a local server speaking Yahoo's wire format; tests never reach the internet.
  const marketData = await startMarketDataServer({ marketTime: () => new Date() });
  const port = await freeLoopbackPort();
  let output = "";
  const server = spawn(process.execPath, [path.join(root, "dist/server/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      MARKET_DATA_BASE_URL: marketData.url,
      AUTH_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForReady(baseURL, server, () => output);

  // The first account becomes the owner; every browser test signs in as it when it needs to.
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  if (res.status !== 201) throw new Error(`Registering the owner failed: ${res.status} ${await res.text()}`);

  project.provide("baseURL", baseURL);
  project.provide("databaseUrl", database.url);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
    await database.stop();
    await marketData.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
