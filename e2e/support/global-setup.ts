// Browser tests run against the production build served by the real server process, as `npm start`
// runs it. PostgreSQL (embedded, in a fresh folder) is started here and handed to the server through
// DATABASE_URL, so tests can also seed rows the UI has no way to create yet (server/test covers
// the server starting its own embedded database).
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { freeLoopbackPort, startEmbeddedPostgres } from "../../server/db/embedded-postgres";
import { logger } from "../../server/logger";
import { startMarketDataServer } from "../../server/test/support/market-data-server";
import { CHROMIUM_PATH, OWNER } from "./constants";
import type { Lane } from "./lane";

declare module "vitest" {
  export interface ProvidedContext {
    /** One app per worker (e2e/support/lane.ts): files running side by side never share an account or rows. */
    lanes: Lane[];
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

/** One app process with its own database (in the shared cluster), data folder, market data and owner. */
async function startLane(cluster: { url: string }, index: number) {
  const databaseUrl = await createLaneDatabase(cluster.url, index);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `asx-e2e-lane${index}-`));
  chmodSync(dataDir, 0o755);
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
      DATABASE_URL: databaseUrl,
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

  const lane: Lane = { baseURL, databaseUrl };
  return {
    lane,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
      await marketData.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of the lane's own in the embedded cluster, named after the lane. */
async function createLaneDatabase(clusterUrl: string, index: number): Promise<string> {
  const url = new URL(clusterUrl);
  const name = `e2e_lane_${index}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
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

  const clusterDir = mkdtempSync(path.join(os.tmpdir(), "asx-e2e-"));
  chmodSync(clusterDir, 0o755);
  const cluster = await startEmbeddedPostgres(clusterDir, logger);
  // As many apps as the project runs files at once (maxWorkers), so each worker has one to itself.
  const count = Math.max(1, project.config.maxWorkers);
  const lanes = await Promise.all(Array.from({ length: count }, (_, i) => startLane(cluster, i + 1)));
  project.provide(
    "lanes",
    lanes.map((started) => started.lane),
  );
  return async () => {
    await Promise.all(lanes.map((started) => started.stop()));
    await cluster.stop();
    rmSync(clusterDir, { recursive: true, force: true });
  };
}
