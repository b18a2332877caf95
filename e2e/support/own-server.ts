// A second app process of a test's own, for tests that must stop the server under a page (the
// offline screen, a refresh-all across a restart). It serves the same production build. Started
// again on the same port, it is the same server to the page. By default it shares the lane's
// database; `ownDatabase()` gives it one no other app reads, e.g. so that only it runs the refresh
// jobs its page starts (any app on a database may claim a queued job).
import { randomBytes } from "node:crypto";
import { startAppProcess, type AppProcess } from "./app-process";
import { createDatabase } from "./databases";
import { lane } from "./lane";

export type OwnServer = AppProcess;

/** A new, empty database beside the lane's; the app started on it applies the migrations. */
export function ownDatabase(): Promise<string> {
  const laneDatabase = new URL(lane().databaseUrl).pathname.slice(1);
  return createDatabase(lane().databaseUrl, `${laneDatabase}_own_${randomBytes(6).toString("hex")}`);
}

export function startOwnServer(options: { port?: number; marketDataBaseUrl?: string; databaseUrl?: string } = {}): Promise<OwnServer> {
  return startAppProcess({
    databaseUrl: options.databaseUrl ?? lane().databaseUrl,
    port: options.port,
    marketDataBaseUrl: options.marketDataBaseUrl ?? "http://127.0.0.1:1",
    sessionSecret: "own-server-secret-own-server-secret-0123",
  });
}
