import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connect } from "../../db/connection";
import { startEmbeddedPostgres } from "../../db/embedded-postgres";
import { runMigrations } from "../../db/migrate";
import { logger } from "../../logger";
import { buildServerBundle } from "./server-bundle";
import { adminQuery, TEMPLATE_DATABASE, withDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    postgresServerUrl: string;
    /** The server bundle the process-level tests start (support/server-process.ts). */
    serverBundle: string;
  }
}

export default async function setup(project: TestProject) {
  // Built once for the run: two files starting servers at once would otherwise build into one folder.
  // esbuild works while PostgreSQL starts and the template's migrations run (decision 064).
  const serverBundle = buildServerBundle("asx-api");
  serverBundle.catch(() => undefined); // awaited below; a failed start-up first must not leave it unhandled
  let serverUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "asx-api-test-"));
    // The server may run as the 'postgres' system user, which must be able to enter the folder.
    chmodSync(dir, 0o755);
    const embedded = await startEmbeddedPostgres(dir, logger);
    serverUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await adminQuery(serverUrl, `drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await adminQuery(serverUrl, `create database ${TEMPLATE_DATABASE}`);
  const template = connect(withDatabase(serverUrl, TEMPLATE_DATABASE), logger);
  await runMigrations(template.db);
  await template.close();
  project.provide("postgresServerUrl", serverUrl);
  project.provide("serverBundle", await serverBundle);
  return async () => {
    await adminQuery(serverUrl, `drop database if exists ${TEMPLATE_DATABASE} with (force)`).catch(() => {});
    await stop();
  };
}
