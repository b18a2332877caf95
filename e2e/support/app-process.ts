// The production build's server in a process of its own, as `npm start` runs it, on a given database
// with a fresh data folder (server/test/support/bundle-process.ts): the browser layer's apps
// (e2e/support/global-setup.ts) and a test's own app that it stops under a page
// (e2e/support/own-server.ts). No vitest import: the global setup uses it.
import path from "node:path";
import { startBundleProcess } from "../../server/test/support/bundle-process";

const serverEntry = path.resolve(import.meta.dirname, "../../dist/server/index.js");

/**
 * The lowest cost the app accepts: the layer registers and signs in some 250 times, about 60 s of CPU
 * at the default 12 and a quarter of it at 10 (docs/decisions/003-test-layers.md).
 */
export const E2E_BCRYPT_ROUNDS = 10;

export interface AppProcess {
  baseURL: string;
  port: number;
  /** SIGTERM, and resolves once the process has exited (its port then refuses connections); removes its data folder. */
  stop(): Promise<void>;
}

export interface AppProcessOptions {
  databaseUrl: string;
  /** A fixed port, so an app started again is the same server to an open page. */
  port?: number;
  marketDataBaseUrl: string;
  /** Fixed, so sessions outlive a restart; otherwise the app makes one in its data folder. */
  sessionSecret?: string;
}

export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const app = await startBundleProcess({
    file: serverEntry,
    databaseUrl: options.databaseUrl,
    port: options.port,
    env: {
      ...(options.sessionSecret ? { SESSION_SECRET: options.sessionSecret } : {}),
      MARKET_DATA_BASE_URL: options.marketDataBaseUrl,
      AUTH_RATE_LIMIT: "1000",
      BCRYPT_ROUNDS: String(E2E_BCRYPT_ROUNDS),
    },
  });
  return { baseURL: app.baseURL, port: app.port, stop: () => app.kill("SIGTERM") };
}
