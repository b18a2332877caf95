// A second app process of a test's own, on the browser tests' database, for tests that must stop
// the server under a page (the offline screen, a refresh-all across a restart). It serves the same
// production build. Started again on the same port, it is the same server to the page.
import { startAppProcess, type AppProcess } from "./app-process";
import { lane } from "./lane";

export type OwnServer = AppProcess;

export function startOwnServer(options: { port?: number; marketDataBaseUrl?: string } = {}): Promise<OwnServer> {
  return startAppProcess({
    databaseUrl: lane().databaseUrl,
    port: options.port,
    marketDataBaseUrl: options.marketDataBaseUrl ?? "http://127.0.0.1:1",
    sessionSecret: "own-server-secret-own-server-secret-0123",
  });
}
