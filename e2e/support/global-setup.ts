// Browser tests run against the production build served by the real server process, as `npm start`
// runs it. PostgreSQL (embedded, in a fresh folder) is started here and handed to the server through
// DATABASE_URL, so tests can also seed rows the UI has no way to create yet (server/test covers
// the server starting its own embedded database).
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../server/db/embedded-postgres";
import { logger } from "../../server/logger";
import { startMarketDataServer } from "../../server/test/support/market-data-server";
import { startAppProcess } from "./app-process";
import { launchTestBrowserServer } from "./chromium";
import { CHROMIUM_PATH, OWNER } from "./constants";
import { createDatabase } from "./databases";
import type { Lane } from "./lane";

declare module "vitest" {
  export interface ProvidedContext {
    /** One app per worker (e2e/support/lane.ts): files running side by side never share an account or rows. */
    lanes: Lane[];
  }
}

/** One app with its own database (in the shared cluster), data folder, market data, owner and Chromium. */
async function startLane(cluster: { url: string }, index: number) {
  const databaseUrl = await createDatabase(cluster.url, `e2e_lane_${index}`);
  // Market data comes from a local server speaking Yahoo's wire format; tests never reach the internet.
  const marketData = await startMarketDataServer({ marketTime: () => new Date() });
  const app = await startAppProcess({ databaseUrl, marketDataBaseUrl: marketData.url });
  const browser = await launchTestBrowserServer();

  // The first account becomes the owner; every browser test signs in as it when it needs to.
  const res = await fetch(`${app.baseURL}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  if (res.status !== 201) throw new Error(`Registering the owner failed: ${res.status} ${await res.text()}`);

  const lane: Lane = { baseURL: app.baseURL, databaseUrl, browserEndpoint: browser.wsEndpoint() };
  return {
    lane,
    async stop() {
      await browser.close();
      await app.stop();
      await marketData.close();
    },
  };
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}: apt-get install chromium (.ci/run installs it), or set CHROMIUM_PATH to another Chromium.`,
    );
  }
  // The build (when stale) and PostgreSQL's start run side by side: the apps need both (decision 064).
  const build = (async () => {
    const { buildIsStale } = await import("../../scripts/build-state.mjs");
    if (!buildIsStale()) return;
    const { buildAll } = await import("../../scripts/build.mjs");
    await buildAll({ quiet: true });
  })();
  build.catch(() => undefined); // awaited below; a failed start first must not leave it unhandled

  const clusterDir = mkdtempSync(path.join(os.tmpdir(), "asx-e2e-"));
  chmodSync(clusterDir, 0o755);
  const cluster = await startEmbeddedPostgres(clusterDir, logger);
  await build;
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
