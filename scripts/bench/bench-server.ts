// The app under test runs inside the bench process: a fresh embedded PostgreSQL in a temporary
// folder, the migrations, and createApp() on that pool listening on a loopback port, serving the
// production build as server/index.ts does. "Through the same pool" and statement counts are then
// exact: every statement the app sends goes through this process's pg.
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import http, { type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createApp } from "../../server/app";
import { connect, type DatabaseHandle } from "../../server/db/connection";
import { freeLoopbackPort, startEmbeddedPostgres } from "../../server/db/embedded-postgres";
import { runMigrations } from "../../server/db/migrate";
import { quietLogger } from "./quiet-logger";

export interface BenchServer {
  baseUrl: string;
  database: DatabaseHandle;
  postgresVersion: string;
  close(): Promise<void>;
}

/** `marketDataBaseUrl`: the local Yahoo-format server the alerts and refresh-all figures ask. */
export async function startBenchServer(staticDir: string, marketDataBaseUrl: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "asx-bench-"));
  // PostgreSQL runs as a 'postgres' system user when the bench runs as root; it must reach the folder.
  chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres(dataDir, quietLogger);
  const database = connect(embedded.url, quietLogger, embedded.stop);
  await runMigrations(database.db);
  const { rows } = await database.pool.query<{ server_version: string }>("show server_version");

  const app = createApp({
    db: database.db,
    pool: database.pool,
    config: {
      NODE_ENV: "production",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      MAIL_FROM: "bench@localhost",
      // The local Yahoo-format server (scripts/bench/market-data-process.ts): the alerts figures
      // refresh every price of the large user, the refresh-all figure every price of the importer.
      MARKET_DATA_BASE_URL: marketDataBaseUrl,
      AUTH_RATE_LIMIT: 100_000,
    },
    logger: quietLogger,
    staticDir,
  });
  const port = await freeLoopbackPort();
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve(listening)));
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    postgresVersion: rows[0].server_version,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.refreshJobs.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What Chromium sends: the server picks brotli. Every API figure is taken compressed, as a browser gets it. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** The body as it crossed the wire, and the encoding it came in. */
export interface WireResponse {
  status: number;
  encoding: string | undefined;
  body: Buffer;
}

/** A GET that reads the body without decoding it: the time to the last byte and its size are the wire's. */
export function wireGet(url: string, headers: Record<string, string>): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

export function decodeBody({ encoding, body }: WireResponse): string {
  const plain = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
  return plain.toString("utf8");
}

/** A signed-in HTTP client: logs in through POST /api/auth/login and keeps the session cookie. */
export async function signedInClient(baseUrl: string, credentials: { email: string; password: string }) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (login.status !== 200) throw new Error(`Login as ${credentials.email} failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const request = async (method: string, pathname: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: body === undefined ? { cookie } : { cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text.slice(0, 300)}`);
    return text;
  };
  /** A browser's GET: compressed as the server sends it to Chromium, timed to the last byte (parsing is not). */
  const get = async (pathname: string) => {
    const res = await wireGet(`${baseUrl}${pathname}`, { cookie, "accept-encoding": BROWSER_ACCEPT_ENCODING });
    if (res.status !== 200) throw new Error(`GET ${pathname}: ${res.status} ${decodeBody(res).slice(0, 300)}`);
    return res;
  };
  return {
    cookie,
    get: async (pathname: string) => decodeBody(await get(pathname)),
    /** The answer as it crossed the wire (for its size). */
    getWire: get,
    post: (pathname: string, body: unknown) => request("POST", pathname, body),
  };
}

export type SignedInClient = Awaited<ReturnType<typeof signedInClient>>;
