// json-bodies.property.test.ts's routes of signing in, the owner's decisions on users, the account
// export, and the multipart uploads sent JSON.
import fc from "fast-check";
import { expect } from "vitest";
import { hostileBody, hostileJson, hostileString } from "@shared/testing/hostile";
import { TEST_PASSWORD } from "../support/test-app";
import { idSegment as idSegmentOf, noBody, path, queryString, withBody, type SeededId } from "./hostile-requests";
import type { Route, RouteContext } from "./hostile-routes";

export function accountRoutes(ctx: RouteContext): Route[] {
  const idSegment = (...real: SeededId[]) => idSegmentOf(ctx.ids, ...real);

  return [
    // Sign-in routes, sent by nobody.
    {
      name: "POST /api/auth/register",
      method: "post",
      as: "anonymous",
      runs: 80,
      writes: ["users"],
      request: withBody(
        path("/api/auth/register"),
        hostileBody(
          fc.record({
            email: fc.stringMatching(/^[a-z][a-z0-9.]{2,12}@example\.com$/),
            password: fc.constantFrom("correct-horse-9", "x".repeat(72)),
          }),
          { email: hostileString, password: hostileString },
        ),
      ),
      accepted: (_res, _sent, before, after) => expect(after.users.rows).toBe(before.users.rows + 1),
    },
    {
      name: "POST /api/auth/login",
      method: "post",
      as: "anonymous",
      runs: 80,
      request: withBody(
        path("/api/auth/login"),
        hostileBody(
          fc.record({ email: fc.constant(null).map(() => ctx.userEmail()), password: fc.constantFrom(TEST_PASSWORD, "wrong-password") }),
        ),
      ),
    },
    {
      name: "POST /api/auth/request-reset",
      method: "post",
      as: "anonymous",
      runs: 60,
      writes: ["password_reset_tokens"],
      request: withBody(path("/api/auth/request-reset"), hostileBody(fc.record({ email: fc.constantFrom("nobody@example.com", "x@y.z") }))),
    },
    {
      name: "POST /api/auth/reset-password",
      method: "post",
      as: "anonymous",
      runs: 60,
      request: withBody(
        path("/api/auth/reset-password"),
        hostileBody(fc.record({ token: fc.stringMatching(/^[0-9a-f]{64}$/), password: fc.constant("correct-horse-9") })),
      ),
    },
    {
      name: "POST /api/auth/logout",
      method: "post",
      as: "anonymous",
      runs: 30,
      request: withBody(path("/api/auth/logout"), hostileJson),
    },
    // Owner routes: decisions on users, by id.
    ...(["approve", "reject"] as const).map((kind): Route => ({
      name: `POST /api/auth/users/:id/${kind}`,
      method: "post",
      as: "owner",
      runs: 40,
      request: withBody(
        idSegment().map((id) => `/api/auth/users/${id}/${kind}`),
        hostileJson,
      ),
    })),
    // The account export: a file, with no parameters; any sent is refused, and nothing is written.
    {
      name: "GET /api/export?…",
      method: "get",
      as: "user",
      runs: 20,
      successType: /^application\/gzip$/,
      request: noBody(queryString(["format", "schemaVersion"]).map((q) => `/api/export${q}`)),
    },
    // The workbook uploads and the account import take multipart; a JSON body is refused before anything is read.
    ...["/api/import/excel", "/api/import/bell-potter", "/api/import/archive"].map((url): Route => ({
      name: `POST ${url} (JSON)`,
      method: "post",
      as: "user",
      runs: 20,
      request: withBody(path(url), hostileJson),
    })),
  ];
}
