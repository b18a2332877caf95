// The app as production runs it: a server bundle built fresh from the sources (scripts/build.mjs's
// buildServer) in its own node process (server/test/support/bundle-process.ts), on a DATABASE_URL the
// test controls, serving the API only.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { buildServer } from "../../scripts/build.mjs";
import { startBundleProcess, type BundleProcess } from "../../server/test/support/bundle-process";

const root = path.resolve(import.meta.dirname, "../..");
export const SESSION_SECRET = "stress-secret-stress-secret-stress-secret-0123";

let bundle: Promise<string> | undefined;

/**
 * The server bundle, built fresh from the current sources once per test file. It goes to its own
 * folder under node_modules (so packages resolve and projectRoot() finds migrations), never to dist/,
 * which browser tests may be using. STRESS_SERVER_BUNDLE runs a given bundle instead.
 */
export function serverBundle(): Promise<string> {
  if (process.env.STRESS_SERVER_BUNDLE) return Promise.resolve(path.resolve(process.env.STRESS_SERVER_BUNDLE));
  bundle ??= (async () => {
    const outDir = path.join(root, "node_modules/.cache/asx-stress/server");
    mkdirSync(outDir, { recursive: true });
    await buildServer({ outdir: outDir, quiet: true });
    return path.join(outDir, "index.js");
  })();
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
