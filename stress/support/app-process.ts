// The app as production runs it: a server bundle built fresh from the sources (scripts/build.mjs's
// buildServer) in its own node process (server/test/support/bundle-process.ts), on a DATABASE_URL the
// test controls, serving the API only.
import path from "node:path";
import { startBundleProcess, type BundleProcess } from "../../server/test/support/bundle-process";
import { buildServerBundle } from "../../server/test/support/server-bundle";

export const SESSION_SECRET = "stress-secret-stress-secret-stress-secret-0123";

let bundle: Promise<string> | undefined;

/** The server bundle, built fresh from the current sources once per test file; STRESS_SERVER_BUNDLE runs a given bundle instead. */
export function serverBundle(): Promise<string> {
  if (process.env.STRESS_SERVER_BUNDLE) return Promise.resolve(path.resolve(process.env.STRESS_SERVER_BUNDLE));
  bundle ??= buildServerBundle("asx-stress");
  return bundle;
}

export type AppProcess = BundleProcess;

export async function startAppProcess(options: { databaseUrl: string; env?: Record<string, string> }): Promise<AppProcess> {
  return startBundleProcess({
    file: await serverBundle(),
    databaseUrl: options.databaseUrl,
    // The stress tests talk to the API only.
    apiOnly: true,
    env: { SESSION_SECRET, MARKET_DATA_BASE_URL: "http://127.0.0.1:1", AUTH_RATE_LIMIT: "100000", ...options.env },
  });
}
