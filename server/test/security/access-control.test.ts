// Access control over the whole API, table-driven (issue #8): every endpoint the app really serves
// (read from Express's router stacks, so a new route without a row here fails the first test) ×
// {anonymous, pending, rejected, approved user A, another approved user B, owner}.
//   anonymous → 401 · a session whose user became pending/rejected → 401 (signing in: 403)
//   another user's ids → 404 for reads, updates and deletes, and their rows stay as they were
//   owner-only → 403 for everyone signed in but the owner · lists never show another user's rows.
// The per-feature tests (stocks, history, journal, allocations, import-batches) check the same rules
// one route at a time; this file is the complete matrix.
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fairValues, importBatches, journalEntries, portfolioAllocations, shareholders, stocks, users } from "@shared/schema";
import { startMarketDataServer, type MarketDataServer } from "../support/market-data-server";
import { startTestApp, TEST_PASSWORD, type TestApp } from "../support/test-app";

type Method = "get" | "post" | "patch" | "delete";

/** Everything one user owns, created through the API; the rows' ids fill in the paths. */
interface Resources {
  userId: string;
  /** A portfolio stock carrying every kind of child row below. */
  stockId: string;
  symbol: string;
  sector: string;
  name: string;
  /** A stock in Other Stocks, so the isPortfolio=false list has a row too. */
  otherStockId: string;
  fairValueId: string;
  fairValueBatchId: string;
  shareholderId: string;
  shareholderBatchId: string;
  journalEntryId: string;
}

interface Call {
  url: string;
  body?: object;
  file?: { bytes: Buffer; name: string };
}

type Resource = "stock" | "fair value" | "shareholder" | "journal entry" | "allocation" | "import batch";

/**
 * public: no session needed. signed-in: any approved user, on nothing but their own data.
 * owner-only: the owner alone. owns: the path or body names a resource of the caller's.
 */
type Access = "public" | "signed-in" | "owner-only" | { owns: Resource };

interface Row {
  method: Method;
  path: string;
  access: Access;
  /** The request, for the given user's resources (a fresh set per successful call). */
  call: (r: Resources, extra: Extra) => Call | Promise<Call>;
  /** Status of the call on the caller's own resources. */
  ok: number;
}

interface Extra {
  pendingUserId: () => Promise<string>;
  freshCredentials: () => Promise<{ email: string; password: string }>;
  resetToken: () => Promise<string>;
}

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../parsers/fixtures", name));
const MORNINGSTAR_HEADER = "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health";
const holdersText = (tag: string) => `1 ${tag} NOMINEES PTY LTD 1,000,000 10.00%\n2 ${tag} CUSTODY LIMITED 500,000 5.00%`;
const journalBody = (stockId: string) => ({ stockId, side: "long", openedAt: "2024-01-05", entryPrice: 10, thesis: "A thesis" });

const ROWS: Row[] = [
  { method: "get", path: "/api/health", access: "public", ok: 200, call: () => ({ url: "/api/health" }) },
  // Auth: public entry points, the session's user, and the owner's user management.
  {
    method: "post",
    path: "/api/auth/register",
    access: "public",
    ok: 201,
    call: () => ({ url: "/api/auth/register", body: { email: `new-${Date.now()}-${Math.random()}@example.com`, password: "a-new-password" } }),
  },
  { method: "post", path: "/api/auth/login", access: "public", ok: 200, call: async (_r, x) => ({ url: "/api/auth/login", body: await x.freshCredentials() }) },
  { method: "post", path: "/api/auth/logout", access: "public", ok: 200, call: () => ({ url: "/api/auth/logout" }) },
  { method: "post", path: "/api/auth/request-reset", access: "public", ok: 200, call: () => ({ url: "/api/auth/request-reset", body: { email: "someone@example.com" } }) },
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
  { method: "post", path: "/api/auth/users/:id/approve", access: "owner-only", ok: 200, call: async (_r, x) => ({ url: `/api/auth/users/${await x.pendingUserId()}/approve` }) },
  { method: "post", path: "/api/auth/users/:id/reject", access: "owner-only", ok: 200, call: async (_r, x) => ({ url: `/api/auth/users/${await x.pendingUserId()}/reject` }) },
  // Stocks and price refresh.
  { method: "get", path: "/api/stocks", access: "signed-in", ok: 200, call: () => ({ url: "/api/stocks" }) },
  {
    method: "post",
    path: "/api/stocks",
    access: "signed-in",
    ok: 201,
    call: () => ({ url: "/api/stocks", body: { symbol: nextSymbol("N"), name: "New Ltd", lastPrice: 3 } }),
  },
  { method: "delete", path: "/api/stocks/:id", access: { owns: "stock" }, ok: 200, call: (r) => ({ url: `/api/stocks/${r.stockId}` }) },
  { method: "patch", path: "/api/stocks/:id/toggle-portfolio", access: { owns: "stock" }, ok: 200, call: (r) => ({ url: `/api/stocks/${r.stockId}/toggle-portfolio` }) },
  { method: "get", path: "/api/stocks/:id/shareholders", access: { owns: "stock" }, ok: 200, call: (r) => ({ url: `/api/stocks/${r.stockId}/shareholders` }) },
  {
    method: "post",
    path: "/api/stocks/:id/shareholders",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/shareholders`, body: { asOfDate: "2024-06-30", text: holdersText("INTRUDER") } }),
  },
  { method: "post", path: "/api/stocks/refresh-all", access: "signed-in", ok: 200, call: () => ({ url: "/api/stocks/refresh-all" }) },
  { method: "get", path: "/api/stocks/refresh-all/progress", access: "signed-in", ok: 200, call: () => ({ url: "/api/stocks/refresh-all/progress" }) },
  { method: "post", path: "/api/stocks/:id/refresh", access: { owns: "stock" }, ok: 200, call: (r) => ({ url: `/api/stocks/${r.stockId}/refresh` }) },
  // Portfolio, allocations and sectors.
  { method: "get", path: "/api/portfolio", access: "signed-in", ok: 200, call: () => ({ url: "/api/portfolio" }) },
  { method: "get", path: "/api/portfolio/allocations", access: "signed-in", ok: 200, call: () => ({ url: "/api/portfolio/allocations" }) },
  {
    method: "post",
    path: "/api/portfolio/allocations",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: "/api/portfolio/allocations", body: { stockId: r.stockId, amount: 999 } }),
  },
  { method: "delete", path: "/api/portfolio/allocations/:stockId", access: { owns: "allocation" }, ok: 200, call: (r) => ({ url: `/api/portfolio/allocations/${r.stockId}` }) },
  { method: "get", path: "/api/portfolio/sectors", access: "signed-in", ok: 200, call: () => ({ url: "/api/portfolio/sectors" }) },
  { method: "get", path: "/api/portfolio/sector-analytics", access: "signed-in", ok: 200, call: () => ({ url: "/api/portfolio/sector-analytics" }) },
  // Imports and their history.
  {
    method: "post",
    path: "/api/import/morningstar",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/morningstar", body: { text: `${MORNINGSTAR_HEADER}\n${r.symbol}\t10\t14\tLow\tWide\tStrong` } }),
  },
  {
    method: "post",
    path: "/api/import/intelligent-investor",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/intelligent-investor", body: { text: `Ticker,PriceAtReview,CurrentPrice,BuyBelow,SellAbove,MaxPortfolioWeight\n${r.symbol},9,10,11,20,5%` } }),
  },
  { method: "post", path: "/api/import/motley-fool", access: "signed-in", ok: 200, call: (r) => ({ url: "/api/import/motley-fool", body: { text: `${r.name} (ASX: ${r.symbol}) Buy under $12` } }) },
  {
    method: "post",
    path: "/api/import/bell-potter-paste",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/bell-potter-paste", body: { text: `Security,Target Price,Last Price,Recommendation,Source\n${r.symbol}.ASX,12.00,10.00,Buy,Bell Potter` } }),
  },
  {
    method: "post",
    path: "/api/import/excel",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/import/excel", file: { bytes: fixture("portfolio/ok/portfolio-text-months.xlsx"), name: "portfolio.xlsx" } }),
  },
  {
    method: "post",
    path: "/api/import/bell-potter",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/import/bell-potter", file: { bytes: fixture("bell-potter/ok/CurrentRecommendations.xlsx"), name: "CurrentRecommendations.xlsx" } }),
  },
  { method: "get", path: "/api/import/batches", access: "signed-in", ok: 200, call: () => ({ url: "/api/import/batches" }) },
  { method: "delete", path: "/api/import/batches/:id", access: { owns: "import batch" }, ok: 200, call: (r) => ({ url: `/api/import/batches/${r.fairValueBatchId}` }) },
  // Data History.
  { method: "get", path: "/api/fair-values", access: "signed-in", ok: 200, call: () => ({ url: "/api/fair-values" }) },
  { method: "delete", path: "/api/fair-values/:id", access: { owns: "fair value" }, ok: 200, call: (r) => ({ url: `/api/fair-values/${r.fairValueId}` }) },
  { method: "post", path: "/api/shareholders/preview", access: "signed-in", ok: 200, call: () => ({ url: "/api/shareholders/preview", body: { text: holdersText("PREVIEW") } }) },
  { method: "get", path: "/api/shareholders", access: "signed-in", ok: 200, call: () => ({ url: "/api/shareholders" }) },
  { method: "delete", path: "/api/shareholders/:id", access: { owns: "shareholder" }, ok: 200, call: (r) => ({ url: `/api/shareholders/${r.shareholderId}` }) },
  // Journal.
  { method: "post", path: "/api/journal", access: { owns: "stock" }, ok: 201, call: (r) => ({ url: "/api/journal", body: journalBody(r.stockId) }) },
  { method: "get", path: "/api/journal", access: "signed-in", ok: 200, call: () => ({ url: "/api/journal" }) },
  { method: "get", path: "/api/journal/:id", access: { owns: "journal entry" }, ok: 200, call: (r) => ({ url: `/api/journal/${r.journalEntryId}` }) },
  { method: "patch", path: "/api/journal/:id", access: { owns: "journal entry" }, ok: 200, call: (r) => ({ url: `/api/journal/${r.journalEntryId}`, body: { notes: "edited by someone" } }) },
  { method: "delete", path: "/api/journal/:id", access: { owns: "journal entry" }, ok: 200, call: (r) => ({ url: `/api/journal/${r.journalEntryId}` }) },
];

const label = (row: Pick<Row, "method" | "path">) => `${row.method.toUpperCase()} ${row.path}`;
const isOwned = (access: Access): access is { owns: Resource } => typeof access === "object";
const needsSession = (row: Row) => row.access !== "public";

let symbolCount = 0;
function nextSymbol(prefix: string) {
  symbolCount += 1;
  return `${prefix}${symbolCount}`.slice(0, 6);
}

/**
 * Every "METHOD /path" the app answers, walked from Express 5's router stacks: a route layer has
 * `route` (path and methods); a mounted router is a layer whose handle has its own `stack`, and its
 * mount path is the layer's `rawPath` (router 2.x). A path that is not a plain string (a RegExp)
 * fails the walk, so such a route cannot hide from the table.
 */
function servedEndpoints(app: Express): string[] {
  type Layer = { route?: { path: unknown; methods: Record<string, boolean> }; rawPath?: unknown; handle?: { stack?: Layer[] } };
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== "string") throw new Error(`A route under ${prefix || "/"} has a non-string path: ${String(layer.route.path)}`);
        for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${prefix}${layer.route.path === "/" && prefix ? "" : layer.route.path}`);
      } else if (Array.isArray(layer.handle?.stack)) {
        if (typeof layer.rawPath !== "string") throw new Error(`A router under ${prefix || "/"} is mounted on a non-string path`);
        walk(layer.handle.stack, prefix + (layer.rawPath === "/" ? "" : layer.rawPath));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
  return found.sort();
}

const cookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("asx.sid="))?.split(";")[0];

let t: TestApp;
let market: MarketDataServer;

async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await request(t.app).post("/api/auth/login").send({ email, password });
  expect(res.status, `sign-in of ${email}`).toBe(200);
  return cookieOf(res)!;
}

async function send(method: Method, call: Call, cookie?: string) {
  let req = request(t.app)[method](call.url);
  if (cookie) req = req.set("Cookie", cookie);
  if (call.file) return req.attach("file", call.file.bytes, call.file.name);
  return call.body === undefined ? req : req.send(call.body);
}

async function ok(res: request.Response | Promise<request.Response>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

/** A full set of rows for one user, made through the API as that user. */
async function seed(cookie: string, userId: string, tag: string): Promise<Resources> {
  const symbol = nextSymbol(tag.slice(0, 2));
  const name = `${tag} Holdings Ltd`;
  const sector = `${tag} Sector`;
  const as = <T>(method: Method, call: Call, status = 200) => ok(send(method, call, cookie), status) as Promise<T>;
  const stock = await as<{ id: string }>("post", { url: "/api/stocks", body: { symbol, name, sector, lastPrice: 10 } }, 201);
  const other = await as<{ id: string }>("post", { url: "/api/stocks", body: { symbol: nextSymbol(tag.slice(0, 2)), name: `${tag} Other Ltd`, lastPrice: 5 } }, 201);
  await as("patch", { url: `/api/stocks/${other.id}/toggle-portfolio` });
  const imported = await as<{ batchId: string }>("post", { url: "/api/import/morningstar", body: { text: `${MORNINGSTAR_HEADER}\n${symbol}\t10\t12\tLow\tWide\tStrong` } });
  const [fairValue] = await as<{ id: string }[]>("get", { url: `/api/fair-values?batchId=${imported.batchId}` });
  const holders = await as<{ batchId: string }>("post", { url: `/api/stocks/${stock.id}/shareholders`, body: { asOfDate: "2024-01-31", text: holdersText(tag) } });
  const [holder] = await as<{ id: string }[]>("get", { url: "/api/shareholders" });
  const entry = await as<{ id: string }>("post", { url: "/api/journal", body: journalBody(stock.id) }, 201);
  await as("post", { url: "/api/portfolio/allocations", body: { stockId: stock.id, amount: 1000 } });
  return {
    userId,
    stockId: stock.id,
    symbol,
    sector,
    name,
    otherStockId: other.id,
    fairValueId: fairValue.id,
    fairValueBatchId: imported.batchId,
    shareholderId: holder.id,
    shareholderBatchId: holders.batchId,
    journalEntryId: entry.id,
  };
}

/** Every stored row of a user's data, to prove nothing of it changed. */
async function snapshot(userId: string) {
  const stockRows = await t.db.select().from(stocks).where(eq(stocks.userId, userId)).orderBy(stocks.id);
  const ids = stockRows.map((s) => s.id);
  return JSON.stringify({
    user: await t.db.select().from(users).where(eq(users.id, userId)),
    stocks: stockRows,
    fairValues: await t.db.select().from(fairValues).where(inArray(fairValues.stockId, ids)).orderBy(fairValues.id),
    shareholders: await t.db.select().from(shareholders).where(inArray(shareholders.stockId, ids)).orderBy(shareholders.id),
    journal: await t.db.select().from(journalEntries).where(inArray(journalEntries.stockId, ids)).orderBy(journalEntries.id),
    allocations: await t.db.select().from(portfolioAllocations).where(eq(portfolioAllocations.userId, userId)).orderBy(portfolioAllocations.id),
    batches: await t.db.select().from(importBatches).where(eq(importBatches.userId, userId)).orderBy(importBatches.id),
  });
}

interface Principal {
  name: string;
  cookie?: string;
}

let owner: Principal & { id: string };
let userA: Principal & { id: string };
let userB: Principal & { id: string };
let pending: Principal;
let rejected: Principal;
let victim: Resources;
let extra: Extra;

beforeAll(async () => {
  market = await startMarketDataServer();
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url } });
  const ownerRow = await t.createUser({ role: "owner" });
  const aRow = await t.createUser();
  const bRow = await t.createUser();
  owner = { name: "owner", id: ownerRow.id, cookie: await signIn(ownerRow.email) };
  userA = { name: "approved user A", id: aRow.id, cookie: await signIn(aRow.email) };
  userB = { name: "approved user B", id: bRow.id, cookie: await signIn(bRow.email) };
  // Signed in while approved, then the owner's decision changed: the session must stop working.
  for (const status of ["pending", "rejected"] as const) {
    const row = await t.createUser();
    const cookie = await signIn(row.email);
    await t.db.update(users).set({ status }).where(eq(users.id, row.id));
    if (status === "pending") pending = { name: "pending (was signed in)", cookie };
    else rejected = { name: "rejected (was signed in)", cookie };
  }
  victim = await seed(userB.cookie!, userB.id, "VICTIM");
  extra = {
    pendingUserId: async () => (await t.createUser({ status: "pending" })).id,
    freshCredentials: async () => ({ email: (await t.createUser()).email, password: TEST_PASSWORD }),
    resetToken: async () => {
      const user = await t.createUser();
      // Outside production without a mail transport the token comes back in the answer.
      const res = await request(t.app).post("/api/auth/request-reset").send({ email: user.email });
      return res.body.resetToken as string;
    },
  };
});
afterAll(async () => {
  await t?.close();
  await market?.close();
});

describe("the endpoint table", () => {
  it("has exactly one row per endpoint the app serves: a new route without a row fails here", () => {
    const served = servedEndpoints(t.app);
    const table = ROWS.map(label).sort();
    expect(new Set(table).size, "a row is listed twice").toBe(table.length);
    expect(served.filter((e) => !table.includes(e)), "endpoints without a row").toEqual([]);
    expect(table.filter((e) => !served.includes(e)), "rows without an endpoint").toEqual([]);
    // The walk really reaches the routers (so the comparison above is not between two empty lists).
    expect(served.length).toBe(ROWS.length);
    expect(served).toContain("DELETE /api/journal/:id");
  });
});

describe("anonymous", () => {
  it("gets 401 from every endpoint that needs a session, before any body is read", async () => {
    for (const row of ROWS.filter(needsSession)) {
      const res = await send(row.method, await row.call(victim, extra));
      expect(res.status, label(row)).toBe(401);
      expect(res.body, label(row)).toEqual({ error: "Not authenticated" });
    }
  });

  it("can use every public endpoint", async () => {
    for (const row of ROWS.filter((r) => !needsSession(r))) {
      const res = await send(row.method, await row.call(victim, extra));
      expect(res.status, `${label(row)}: ${JSON.stringify(res.body)}`).toBe(row.ok);
    }
  });
});

describe("pending and rejected users", () => {
  it("get 401 everywhere with a session made before the owner's decision changed", async () => {
    for (const principal of [pending, rejected]) {
      for (const row of ROWS.filter(needsSession)) {
        const res = await send(row.method, await row.call(victim, extra), principal.cookie);
        expect(res.status, `${principal.name}: ${label(row)}`).toBe(401);
      }
    }
  });

  it("get 403 and no session when they try to sign in", async () => {
    for (const status of ["pending", "rejected"] as const) {
      const user = await t.createUser({ status });
      const res = await request(t.app).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
      expect(res.status, status).toBe(403);
      expect(cookieOf(res), status).toBeUndefined();
    }
  });
});

describe("owner-only endpoints", () => {
  it("are 403 for approved users who are not the owner, and change nothing", async () => {
    for (const principal of [userA, userB]) {
      for (const row of ROWS.filter((r) => r.access === "owner-only")) {
        const call = await row.call(victim, extra);
        const res = await send(row.method, call, principal.cookie);
        expect(res.status, `${principal.name}: ${label(row)}`).toBe(403);
        expect(res.body).toEqual({ error: "Only the owner can do this" });
        const target = /users\/([^/]+)\//.exec(call.url)?.[1];
        if (target) {
          const [stored] = await t.db.select().from(users).where(eq(users.id, target));
          expect(stored.status, `${label(row)} left the user pending`).toBe("pending");
        }
      }
    }
  });

  it("work for the owner", async () => {
    for (const row of ROWS.filter((r) => r.access === "owner-only")) {
      const res = await send(row.method, await row.call(victim, extra), owner.cookie);
      expect(res.status, `${label(row)}: ${JSON.stringify(res.body)}`).toBe(row.ok);
    }
  });
});

describe("another user's ids", () => {
  it("are 404 to read, update and delete, for user A and the owner alike, and the rows stay as they were", async () => {
    const before = await snapshot(victim.userId);
    const owned = ROWS.filter((r) => isOwned(r.access));
    expect(owned.map((r) => (r.access as { owns: Resource }).owns).sort()).toEqual(
      expect.arrayContaining(["stock", "fair value", "shareholder", "journal entry", "allocation", "import batch"]),
    );
    for (const principal of [userA, owner]) {
      for (const row of owned) {
        const res = await send(row.method, await row.call(victim, extra), principal.cookie);
        expect(res.status, `${principal.name}: ${label(row)} → ${JSON.stringify(res.body)}`).toBe(404);
      }
    }
    // An import batch that wrote shareholder rows is as much B's as the fair-value one.
    expect((await send("delete", { url: `/api/import/batches/${victim.shareholderBatchId}` }, userA.cookie)).status).toBe(404);
    expect(await snapshot(victim.userId)).toBe(before);
  });

  it("cannot be reached by moving one's own journal entry or allocation onto them", async () => {
    const mine = await seed(userA.cookie!, userA.id, "MOVER");
    const before = await snapshot(victim.userId);
    const moved = await send("patch", { url: `/api/journal/${mine.journalEntryId}`, body: { stockId: victim.stockId } }, userA.cookie);
    expect(moved.status).toBe(404);
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, mine.journalEntryId));
    expect(entry.stockId).toBe(mine.stockId);
    expect(await snapshot(victim.userId)).toBe(before);
  });

  it("stay out of every list: user A never sees user B's rows", async () => {
    const mine = await seed(userA.cookie!, userA.id, "LISTER");
    const theirs = [victim.stockId, victim.otherStockId, victim.fairValueId, victim.fairValueBatchId, victim.shareholderId, victim.shareholderBatchId, victim.journalEntryId, victim.userId, victim.name, victim.sector];
    const lists: [string, string][] = [
      ["/api/auth/me", mine.userId],
      ["/api/stocks", mine.stockId],
      ["/api/portfolio", mine.stockId],
      ["/api/portfolio?isPortfolio=false", mine.otherStockId],
      ["/api/portfolio/allocations", mine.stockId],
      ["/api/portfolio/sectors", mine.sector],
      ["/api/portfolio/sector-analytics", mine.sector],
      ["/api/import/batches", mine.fairValueBatchId],
      ["/api/fair-values", mine.fairValueId],
      [`/api/fair-values?batchId=${mine.fairValueBatchId}`, mine.fairValueId],
      ["/api/shareholders", mine.shareholderId],
      ["/api/journal", mine.journalEntryId],
    ];
    for (const [url, own] of lists) {
      const text = JSON.stringify(await ok(send("get", { url }, userA.cookie)));
      expect(text, `${url} shows the user's own row`).toContain(own);
      for (const id of theirs) expect(text, `${url} leaks ${id}`).not.toContain(id);
    }
    // Filtering by another user's batch lists nothing rather than that batch's rows.
    expect(await ok(send("get", { url: `/api/fair-values?batchId=${victim.fairValueBatchId}` }, userA.cookie))).toEqual([]);
    const progress = await ok(send("get", { url: "/api/stocks/refresh-all/progress" }, userA.cookie));
    expect(JSON.stringify(progress)).not.toContain(victim.stockId);
  });
});

describe("a signed-in user on their own data", () => {
  it("gets the endpoint's success status everywhere (so the 401/403/404s above are about access, not broken calls)", async () => {
    for (const row of ROWS.filter((r) => r.access === "signed-in" || isOwned(r.access))) {
      // A fresh set per call: deletes and undo consume what they act on.
      const mine = await seed(userA.cookie!, userA.id, "OWNER");
      const res = await send(row.method, await row.call(mine, extra), userA.cookie);
      expect(res.status, `${label(row)}: ${JSON.stringify(res.body)}`).toBe(row.ok);
    }
    // The session of a user whose rows were all created above is still the same user.
    expect((await ok(send("get", { url: "/api/auth/me" }, userA.cookie))).id).toBe(userA.id);
  });
});
