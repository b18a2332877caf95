// One pg Pool and one Drizzle instance per app. DATABASE_URL wins; otherwise the embedded server.
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema";
import type { Logger } from "../logger";
import { startEmbeddedPostgres } from "./embedded-postgres";

export type Database = NodePgDatabase<typeof schema>;
/** A Drizzle transaction or the database itself: storage functions accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  url: string;
  close(): Promise<void>;
}

export function connect(url: string, logger: Logger, stopServer?: () => Promise<void>): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // Dates and times as text in ISO form whatever the server's configuration says: what pg's parsers read.
    options: "-c datestyle=ISO,YMD",
  });
  let closed = false;
  // An idle client losing its server (PostgreSQL restarted) must not crash the process. Once closing,
  // it is expected: pool.end() resolves before its clients' sockets have closed, so stopping the
  // embedded server right after can still cut one ("terminating connection due to administrator
  // command"), which is no news worth a warning on a CLI's output.
  pool.on("error", (error) => {
    if (!closed) logger.warn("PostgreSQL connection lost", { error: error.message });
  });
  const db = drizzle(pool, { schema });
  return {
    pool,
    db,
    url,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await stopServer?.();
    },
  };
}

/**
 * Runs `fn` while this process holds a session advisory lock on its own connection, so app instances
 * doing the same thing at the same moment (migrating one database at start-up) take turns.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [key]);
    try {
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [key]).catch((error: Error) => (failed = error));
    }
  } finally {
    // A connection whose unlock failed is destroyed, which drops the lock with it.
    client.release(failed);
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }, logger: Logger): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connect(options.databaseUrl, logger);
  const embedded = await startEmbeddedPostgres(options.dataDir, logger);
  return connect(embedded.url, logger, embedded.stop);
}
