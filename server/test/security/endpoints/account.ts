// The matrix's rows of health, the account's export and import, and auth: public entry points, the
// session's user, and the owner's user management.
import { oneStockArchive } from "../../support/account-archive";
import { nextSymbol, type Row } from "./table-types";

export const ACCOUNT_ROWS: Row[] = [
  { method: "get", path: "/api/health", access: "public", ok: 200, call: () => ({ url: "/api/health" }) },
  { method: "get", path: "/api/ready", access: "public", ok: 200, call: () => ({ url: "/api/ready" }) },
  // The account's own data out, and an export's data in (docs/decisions/022).
  { method: "get", path: "/api/export", access: "signed-in", ok: 200, call: () => ({ url: "/api/export" }) },
  {
    method: "post",
    path: "/api/import/archive",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/import/archive", file: { bytes: oneStockArchive(nextSymbol("X")), name: "export.json.gz" } }),
  },
  // Auth: public entry points, the session's user, and the owner's user management.
  {
    method: "post",
    path: "/api/auth/register",
    access: "public",
    ok: 201,
    call: () => ({
      url: "/api/auth/register",
      body: { email: `new-${Date.now()}-${Math.random()}@example.com`, password: "a-new-password" },
    }),
  },
  {
    method: "post",
    path: "/api/auth/login",
    access: "public",
    ok: 200,
    call: async (_r, x) => ({ url: "/api/auth/login", body: await x.freshCredentials() }),
  },
  { method: "post", path: "/api/auth/logout", access: "public", ok: 200, call: () => ({ url: "/api/auth/logout" }) },
  {
    method: "post",
    path: "/api/auth/request-reset",
    access: "public",
    ok: 200,
    call: () => ({ url: "/api/auth/request-reset", body: { email: "someone@example.com" } }),
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    access: "public",
    ok: 200,
    call: async (_r, x) => ({ url: "/api/auth/reset-password", body: { token: await x.resetToken(), password: "reset-new-pass" } }),
  },
  { method: "get", path: "/api/auth/me", access: "signed-in", ok: 200, call: () => ({ url: "/api/auth/me" }) },
  { method: "get", path: "/api/auth/pending-users", access: "owner-only", ok: 200, call: () => ({ url: "/api/auth/pending-users" }) },
  { method: "get", path: "/api/auth/users", access: "owner-only", ok: 200, call: () => ({ url: "/api/auth/users" }) },
  {
    method: "post",
    path: "/api/auth/users/:id/approve",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.pendingUserId()}/approve` }),
  },
  {
    method: "post",
    path: "/api/auth/users/:id/reject",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.pendingUserId()}/reject` }),
  },
  // The owner revokes, restores and deletes accounts, and makes reset links (issue 45 items 1, 2).
  {
    method: "post",
    path: "/api/auth/users/:id/disable",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.approvedUserId()}/disable` }),
  },
  {
    method: "post",
    path: "/api/auth/users/:id/enable",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.disabledUserId()}/enable` }),
  },
  {
    method: "post",
    path: "/api/auth/users/:id/reset-link",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.approvedUserId()}/reset-link` }),
  },
  {
    method: "delete",
    path: "/api/auth/users/:id",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.approvedUserId()}` }),
  },
];
