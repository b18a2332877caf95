// The route table of json-bodies.property.test.ts: every route that reads a JSON body, query string
// or path parameter, with who sends it, its generated hostile requests, its runs and what it may write.
// The routes live by area: hostile-routes-account.ts, hostile-routes-stocks.ts, hostile-routes-records.ts.
import type fc from "fast-check";
import type request from "supertest";
import type { TestApp } from "../support/test-app";
import { accountRoutes } from "./hostile-routes-account";
import { recordRoutes } from "./hostile-routes-records";
import { stockRoutes } from "./hostile-routes-stocks";
import type { Method, SeededIds, Sent } from "./hostile-requests";
import type { Fingerprint, Table } from "./table-fingerprints";

export interface Route {
  name: string;
  method: Method;
  as: "user" | "owner" | "anonymous";
  request: fc.Arbitrary<Sent>;
  runs: number;
  /** Tables a 2xx answer may change; anything else changing is a defect. */
  writes?: readonly Table[];
  /** The Content-Type of a 2xx answer when it is not JSON (the export's gzip file). */
  successType?: RegExp;
  /**
   * Requests sent first, within `runs`: on a route whose valid bodies the generator rarely leaves
   * whole, they make sure some request is accepted, so the whole-write checks always run. A function:
   * the seeded ids they name exist only once the test has started.
   */
  examples?: () => readonly Sent[];
  /** Checks an accepted request landed whole. */
  accepted?: (response: request.Response, sent: Sent, before: Fingerprint, after: Fingerprint) => Promise<void> | void;
}

/**
 * What the routes need from the test file. Everything is read lazily (when a value is generated or
 * an answer checked), because the table is built when the file loads, before beforeAll seeds it.
 */
export interface RouteContext {
  /** The seeded rows' ids, filled in by beforeAll. */
  ids: Readonly<SeededIds>;
  /** The signed-in user's email, the one a login can succeed with. */
  userEmail: () => string;
  /** The test app's database, to check that accepted requests landed whole. */
  db: () => TestApp["db"];
}

export function hostileRoutes(ctx: RouteContext): Route[] {
  return [...accountRoutes(ctx), ...stockRoutes(ctx), ...recordRoutes(ctx)];
}
