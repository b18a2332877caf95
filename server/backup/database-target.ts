// Which PostgreSQL the backup and restore commands talk to, as the app would pick it: DATABASE_URL;
// else the embedded server of an app running on DATA_DIR (never a second server on a folder in use);
// else the embedded server started here for the command's length and stopped after.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { connect, type DatabaseHandle } from "../db/connection";
import { runningEmbeddedServer, startEmbeddedPostgres } from "../db/embedded-postgres";
import type { Logger } from "../logger";
import { BackupError } from "./backup";

export interface DatabaseTarget {
  handle: DatabaseHandle;
  /** For the command's summary line. */
  description: string;
}

const hasEmbeddedDatabase = (dataDir: string) => existsSync(path.join(dataDir, "pg", "PG_VERSION"));

/** Whether openDatabaseTarget would create a new embedded database (in a DATA_DIR that has none). */
export function createsDatabase(config: Pick<Config, "DATABASE_URL" | "DATA_DIR">): boolean {
  return !config.DATABASE_URL && !runningEmbeddedServer(config.DATA_DIR) && !hasEmbeddedDatabase(config.DATA_DIR);
}

export async function openDatabaseTarget(
  config: Pick<Config, "DATABASE_URL" | "DATA_DIR">,
  logger: Logger,
  purpose: "backup" | "restore",
): Promise<DatabaseTarget> {
  if (config.DATABASE_URL) return { handle: connect(config.DATABASE_URL, logger), description: "DATABASE_URL" };
  const running = runningEmbeddedServer(config.DATA_DIR);
  if (running) {
    return { handle: connect(running, logger), description: `the embedded PostgreSQL of the app running on ${config.DATA_DIR}` };
  }
  if (purpose === "backup" && !hasEmbeddedDatabase(config.DATA_DIR)) {
    throw new BackupError(
      `Backup refused: there is no database in ${config.DATA_DIR} (set DATA_DIR or DATABASE_URL to the one to back up).`,
    );
  }
  const embedded = await startEmbeddedPostgres(config.DATA_DIR, logger);
  return { handle: connect(embedded.url, logger, embedded.stop), description: `the embedded PostgreSQL in ${config.DATA_DIR}` };
}
