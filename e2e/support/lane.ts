// Browser test files run two at a time (vitest.config.ts), each against an app of its worker's own:
// e2e/support/global-setup.ts starts one per worker, and a file finds its own by the worker's number.
import { inject } from "vitest";

export interface Lane {
  baseURL: string;
  databaseUrl: string;
  /** The lane's Chromium (chromium.connect), kept for the whole run. */
  browserEndpoint: string;
}

export function lane(): Lane {
  const lanes = inject("lanes");
  // vitest numbers its workers 1..maxWorkers (VITEST_POOL_ID); two files never run in one at once.
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  return lanes[(worker - 1) % lanes.length];
}
