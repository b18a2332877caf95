// Property tests over every route that reads a JSON body, query string or path parameter (issue #8,
// "Hostile input"): generated hostile requests, many of them valid bodies with one field made
// hostile, sent by a signed-in user (the owner for owner routes, nobody for sign-in routes). For
// every one: the answer is below 500 and JSON with a plain error message when refused; a refused
// request changes no row of any user table (count and content fingerprinted); an accepted one
// changes only what its route writes, and an accepted import landed whole (every planned fair value
// stored under its batch, the batch's counts matching the answer); Object.prototype of the server
// process is never touched.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASTE_SOURCES, type PasteSource } from "@shared/contracts/imports";
import { fairValues, importBatches, portfolioAllocations, shareholders } from "@shared/schema";
import {
  HOSTILE_RAW_JSON,
  PASTE_AMOUNTS,
  PASTE_CODES,
  PASTE_HEADERS,
  PROPERTY_RUNS,
  controlText,
  hostileBody,
  hostileDateText,
  hostileJson,
  hostileNumber,
  hostileNumberText,
  hostilePaste,
  hostileString,
  runCounter,
} from "@shared/testing/hostile";
import {
  parseBellPotterPaste,
  parseIntelligentInvestorPaste,
  parseMorningstarPaste,
  parseMotleyFoolPaste,
} from "../../parsers";
import { planBellPotter, planIntelligentInvestorPaste, planMorningstarPaste, planMotleyFoolPaste } from "../../services/import-mapping";
import type { PlanContext } from "../../services/import-plan";
import { startTestApp, TEST_PASSWORD, type TestApp } from "../support/test-app";

// ---------------------------------------------------------------------------------------------
// The app, its users and a little data for the real ids some requests use
// ---------------------------------------------------------------------------------------------

type Agent = ReturnType<typeof request.agent>;

let t: TestApp;
let user: Agent;
let owner: Agent;
let userEmail: string;
const ids = { portfolioStock: "", trackedStock: "", journalEntry: "", batch: "", fairValue: "", shareholder: "", pendingUser: "" };

beforeAll(async () => {
  t = await startTestApp({ config: { AUTH_RATE_LIMIT: 1_000_000 } });
  const signedIn = await t.signedInAgent();
  user = signedIn.agent;
  userEmail = signedIn.user.email;
  owner = (await t.signedInAgent({ role: "owner" })).agent;
  ids.pendingUser = (await t.createUser({ status: "pending" })).id;

  const stock = await user.post("/api/stocks").send({ symbol: "WES", name: "Wesfarmers", lastPrice: 60 }).expect(201);
  ids.portfolioStock = stock.body.id;
  const batch = await user.post("/api/import/morningstar").send({ text: "Code,Last,Fair Value\nBHP,45,50\nCBA,100,90" }).expect(200);
  ids.batch = batch.body.batchId;
  const history = await user.get("/api/fair-values").expect(200);
  ids.fairValue = history.body[0].id;
  ids.trackedStock = history.body[0].stockId;
  const entry = await user
    .post("/api/journal")
    .send({ stockId: ids.portfolioStock, side: "long", openedAt: "2024-01-31", entryPrice: 55, thesis: "Retail" })
    .expect(201);
  ids.journalEntry = entry.body.id;
  await user
    .post(`/api/stocks/${ids.portfolioStock}/shareholders`)
    .send({ asOfDate: "2024-06-30", text: "1 HSBC CUSTODY NOMINEES LIMITED 1,234,567 24.35%" })
    .expect(200);
  ids.shareholder = (await user.get("/api/shareholders").expect(200)).body[0].id;
  await user.post("/api/portfolio/allocations").send({ stockId: ids.portfolioStock, amount: 5000 }).expect(200);
});

afterAll(async () => {
  await t?.close();
  // Every route ran in full: a lowered numRuns or a skipped route fails here.
  expect(counter.runs).toBe(PROPERTY_RUNS.api);
});

// ---------------------------------------------------------------------------------------------
// Fingerprints: every user table's row count and a hash of its content
// ---------------------------------------------------------------------------------------------

// The session table changes on every request (rolling sessions) and access_logs records refused
// sign-ins by design; every other table holds user data and must not move on a refused request.
const TABLES = ["users", "password_reset_tokens", "stocks", "import_batches", "fair_values", "shareholders", "journal_entries", "portfolio_allocations"] as const;
type Table = (typeof TABLES)[number];
type Fingerprint = Record<Table, { rows: number; hash: string }>;

async function fingerprint(): Promise<Fingerprint> {
  const parts = TABLES.map(
    (table) => sql`select ${table} as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(table)} t`,
  );
  const result = await t.db.execute<{ name: Table; rows: number; hash: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(result.rows.map((row) => [row.name, { rows: row.rows, hash: row.hash }])) as Fingerprint;
}

function changedTables(before: Fingerprint, after: Fingerprint): Table[] {
  return TABLES.filter((table) => before[table].rows !== after[table].rows || before[table].hash !== after[table].hash);
}

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

type Method = "get" | "post" | "patch" | "delete";
type Body = { json: unknown } | { raw: string } | null;

interface Sent {
  path: string;
  body: Body;
}

interface Route {
  name: string;
  method: Method;
  as: "user" | "owner" | "anonymous";
  request: fc.Arbitrary<Sent>;
  runs: number;
  /** Tables a 2xx answer may change; anything else changing is a defect. */
  writes?: readonly Table[];
  /** Checks an accepted request landed whole. */
  accepted?: (response: request.Response, sent: Sent, before: Fingerprint, after: Fingerprint) => Promise<void> | void;
}

/** Encodes a hostile path segment; lone surrogates (which encodeURIComponent refuses) go as raw bad UTF-8. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

const RAW_SEGMENTS = ["%", "%zz", "%00", "..", ".", "%2e%2e", "%2F", "a%2Fb", "%E0%A4%A", "%C0%AE", "__proto__", "constructor", "00000000-0000-0000-0000-000000000000", "00000000-0000-4000-8000-000000000000"];

/** One of the seeded ids, read when a value is generated (the routes are listed before beforeAll runs). */
const realId = (...keys: (keyof typeof ids)[]) => fc.constantFrom(...keys).map((key) => ids[key]);

/**
 * A path parameter: random ids, hostile text, broken escapes, and (when given) the user's real ids.
 * Destructive routes get no real ids, so the data the other routes use stays in place.
 */
function idSegment(...real: (keyof typeof ids)[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString.map(segment) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    ...(real.length > 0 ? [{ weight: 2, arbitrary: realId(...real) }] : []),
  );
}

/** A JSON body: mostly the route's hostile bodies, sometimes broken or abusive raw JSON. */
function jsonBody(bodies: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 8, arbitrary: bodies.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_RAW_JSON).map((raw) => ({ raw })) },
  );
}

/** A query string of hostile keys and values, repeated keys and bracket keys included. */
function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys, ...keys.map((k) => `${k}[]`), ...keys.map((k) => `${k}[x]`), "__proto__", "constructor[prototype][polluted]"), hostileString.map(segment));
  const value = fc.oneof(fc.constantFrom("true", "false", "", "%", "%00"), fc.uuid(), hostileString.map(segment));
  return fc.array(fc.tuple(key, value), { maxLength: 4 }).map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));
}

const money = fc.oneof(fc.double({ min: 0.01, max: 1_000_000, noNaN: true }), fc.constantFrom("12.50", "0.5"));
const validDate = fc.date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const numberish = fc.oneof(hostileNumber, hostileNumberText);
const realStock = () => realId("portfolioStock", "trackedStock");
const newSymbol = fc.stringMatching(/^[A-Z][A-Z0-9]{2,4}$/);

const PLAN_CONTEXT: PlanContext = { currentMonth: "2026-01-01", listedSectors: new Map() };
const PLANS: Record<PasteSource, (text: string) => { fairValues: unknown[]; rowsImported: number }> = {
  morningstar: (text) => planMorningstarPaste(parseMorningstarPaste(text), PLAN_CONTEXT),
  "intelligent-investor": (text) => planIntelligentInvestorPaste(parseIntelligentInvestorPaste(text), PLAN_CONTEXT),
  "motley-fool": (text) => planMotleyFoolPaste(parseMotleyFoolPaste(text), PLAN_CONTEXT),
  "bell-potter": (text) => {
    const parsed = parseBellPotterPaste(text);
    return parsed.failure ? { fairValues: [], rowsImported: 0 } : planBellPotter(parsed, PLAN_CONTEXT);
  },
};
const PASTE_PATHS: Record<PasteSource, string> = {
  morningstar: "/api/import/morningstar",
  "intelligent-investor": "/api/import/intelligent-investor",
  "motley-fool": "/api/import/motley-fool",
  "bell-potter": "/api/import/bell-potter-paste",
};
const PASTE_HEADER_OF: Record<PasteSource, readonly string[]> = {
  morningstar: PASTE_HEADERS.morningstar,
  "intelligent-investor": PASTE_HEADERS.intelligentInvestor,
  "motley-fool": PASTE_HEADERS.motleyFool,
  "bell-potter": PASTE_HEADERS.bellPotter,
};

const GOOD_CODES = ["BHP", "S32", "A2M", "XRO", "bhp.ax", "CBA AU", "WES"];
const GOOD_AMOUNTS = ["45.2", "$48.00", "A$12", "1,234.50", "0.5"];

/**
 * A paste that is often importable: a real header, then rows of codes and amounts, mostly good
 * ones, with hostile cells and codes among them, so both whole imports and half-bad ones happen.
 */
function importablePaste(source: PasteSource): fc.Arbitrary<string> {
  const cell = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...GOOD_AMOUNTS) },
    { weight: 1, arbitrary: fc.constantFrom(...PASTE_AMOUNTS) },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileNumberText },
  );
  const code = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...GOOD_CODES) }, { weight: 1, arbitrary: fc.constantFrom(...PASTE_CODES) });
  const row = fc.tuple(code, fc.array(cell, { minLength: 2, maxLength: 5 })).map(([symbol, cells]) => [symbol, ...cells]);
  return fc
    .tuple(fc.constantFrom(...PASTE_HEADER_OF[source]), fc.array(row, { minLength: 1, maxLength: 6 }))
    .map(([header, rows]) => {
      const separator = header.includes("\t") ? "\t" : ",";
      return [header, ...rows.map((cells) => cells.map((c) => (separator === "," && c.includes(",") ? `"${c.replace(/"/g, '""')}"` : c)).join(separator))].join("\n");
    });
}

/** An accepted paste import wrote its batch with the answer's counts and exactly the planned fair values. */
async function importLandedWhole(source: PasteSource, text: string, response: request.Response) {
  const { batchId, totalRecords, skipped } = response.body as { batchId: string; totalRecords: number; skipped: unknown[] };
  const [batch] = await t.db.select().from(importBatches).where(eq(importBatches.id, batchId));
  expect(batch, "the batch row").toBeDefined();
  expect([batch.rowsImported, batch.rowsSkipped]).toEqual([totalRecords, skipped.length]);
  const plan = PLANS[source](text);
  expect(totalRecords).toBe(plan.rowsImported);
  const stored = await t.db.select().from(fairValues).where(eq(fairValues.batchId, batchId));
  expect(stored).toHaveLength(plan.fairValues.length);
  for (const value of stored) {
    expect(Number.isFinite(value.fairValue)).toBe(true);
    expect(value.fairValue).toBeGreaterThan(0);
    expect(value.fairValue).toBeLessThanOrEqual(1_000_000);
  }
}

/** A top-20 list, mostly well formed ("3 NAME 1,234,567 1.23%"), with hostile names and numbers among the lines. */
const shareholderList = fc
  .array(
    fc.tuple(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom("HSBC CUSTODY NOMINEES LIMITED", "ARGO INVESTMENTS LIMITED", "SMITH, JOHN & JANE") }, { weight: 1, arbitrary: hostileString }),
      fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 2_000_000_000 }).map((n) => n.toLocaleString("en-AU")) }, { weight: 1, arbitrary: hostileNumberText }),
      fc.oneof({ weight: 4, arbitrary: fc.double({ min: 0, max: 100, noNaN: true }).map((p) => `${p.toFixed(2)}%`) }, { weight: 1, arbitrary: hostileNumberText }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((rows) => rows.map(([name, shares, percent], index) => `${index + 1} ${name} ${shares} ${percent}`).join("\n"));

const path = (fixed: string) => fc.constant(fixed);
const withBody = (paths: fc.Arbitrary<string>, bodies: fc.Arbitrary<unknown>): fc.Arbitrary<Sent> =>
  fc.tuple(paths, jsonBody(bodies)).map(([p, body]) => ({ path: p, body }));
const noBody = (paths: fc.Arbitrary<string>): fc.Arbitrary<Sent> => paths.map((p) => ({ path: p, body: null }));

const ROUTES: Route[] = [
  // Sign-in routes, sent by nobody.
  {
    name: "POST /api/auth/register",
    method: "post",
    as: "anonymous",
    runs: 120,
    writes: ["users"],
    request: withBody(
      path("/api/auth/register"),
      hostileBody(fc.record({ email: fc.stringMatching(/^[a-z][a-z0-9.]{2,12}@example\.com$/), password: fc.constantFrom("correct-horse-9", "x".repeat(72)) }), { email: hostileString, password: hostileString }),
    ),
    accepted: (_res, _sent, before, after) => expect(after.users.rows).toBe(before.users.rows + 1),
  },
  {
    name: "POST /api/auth/login",
    method: "post",
    as: "anonymous",
    runs: 100,
    request: withBody(path("/api/auth/login"), hostileBody(fc.record({ email: fc.constant(null).map(() => userEmail), password: fc.constantFrom(TEST_PASSWORD, "wrong-password") }))),
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
    request: withBody(path("/api/auth/reset-password"), hostileBody(fc.record({ token: fc.stringMatching(/^[0-9a-f]{64}$/), password: fc.constant("correct-horse-9") }))),
  },
  {
    name: "POST /api/auth/logout",
    method: "post",
    as: "anonymous",
    runs: 30,
    request: withBody(path("/api/auth/logout"), hostileJson),
  },
  // Owner routes: decisions on users, by id.
  ...(["approve", "reject"] as const).map(
    (kind): Route => ({
      name: `POST /api/auth/users/:id/${kind}`,
      method: "post",
      as: "owner",
      runs: 40,
      request: withBody(idSegment().map((id) => `/api/auth/users/${id}/${kind}`), hostileJson),
    }),
  ),
  // Stocks.
  {
    name: "POST /api/stocks",
    method: "post",
    as: "user",
    runs: 170,
    writes: ["stocks"],
    request: withBody(
      path("/api/stocks"),
      hostileBody(
        fc.record({
          symbol: newSymbol,
          name: fc.constantFrom("Hostile Holdings", "Ünïcode Ltd"),
          sector: fc.option(fc.constantFrom("Materials", "Banks"), { nil: null }),
          lastPrice: money,
          dividendYield: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
        }),
        { lastPrice: numberish, dividendYield: numberish, name: controlText, sector: controlText },
      ),
    ),
    accepted: (res, _sent, before, after) => {
      expect(after.stocks.rows).toBe(before.stocks.rows + 1);
      expect(res.body.lastPrice).toBeGreaterThan(0);
      expect(res.body.name).not.toMatch(/\u0000/);
    },
  },
  { name: "DELETE /api/stocks/:id", method: "delete", as: "user", runs: 40, request: noBody(idSegment().map((id) => `/api/stocks/${id}`)) },
  { name: "PATCH /api/stocks/:id/toggle-portfolio", method: "patch", as: "user", runs: 30, request: withBody(idSegment().map((id) => `/api/stocks/${id}/toggle-portfolio`), hostileJson) },
  { name: "GET /api/stocks/:id/shareholders", method: "get", as: "user", runs: 30, request: noBody(idSegment("portfolioStock").map((id) => `/api/stocks/${id}/shareholders`)) },
  { name: "POST /api/stocks/:id/refresh", method: "post", as: "user", runs: 30, request: withBody(idSegment().map((id) => `/api/stocks/${id}/refresh`), hostileJson) },
  // Portfolio, allocations and the lists with query strings.
  { name: "GET /api/portfolio?…", method: "get", as: "user", runs: 40, request: noBody(queryString(["isPortfolio"]).map((q) => `/api/portfolio${q}`)) },
  { name: "GET /api/fair-values?…", method: "get", as: "user", runs: 40, request: noBody(queryString(["batchId"]).map((q) => `/api/fair-values${q}`)) },
  {
    name: "POST /api/portfolio/allocations",
    method: "post",
    as: "user",
    runs: 120,
    writes: ["portfolio_allocations"],
    request: withBody(path("/api/portfolio/allocations"), hostileBody(fc.record({ stockId: realStock(), amount: money }), { amount: numberish })),
    accepted: async (res) => {
      const [row] = await t.db.select().from(portfolioAllocations).where(eq(portfolioAllocations.stockId, res.body.stockId));
      expect(row.amount).toBe(res.body.amount);
      expect(Number.isFinite(row.amount)).toBe(true);
    },
  },
  { name: "DELETE /api/portfolio/allocations/:stockId", method: "delete", as: "user", runs: 30, request: noBody(idSegment().map((id) => `/api/portfolio/allocations/${id}`)) },
  // Journal.
  {
    name: "POST /api/journal",
    method: "post",
    as: "user",
    runs: 150,
    writes: ["journal_entries"],
    request: withBody(
      path("/api/journal"),
      hostileBody(
        fc.record({
          stockId: realStock(),
          side: fc.constantFrom("long", "short"),
          openedAt: validDate,
          entryPrice: money,
          shares: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
          stopPrice: fc.option(money, { nil: null }),
          thesis: fc.constantFrom("Cheap", "Two\nlines"),
          catalysts: fc.array(fc.constantFrom("Results", "Buyback"), { maxLength: 2 }),
          tags: fc.array(fc.constantFrom("mining", "yield"), { maxLength: 2 }),
          notes: fc.option(fc.constantFrom("Watch the iron ore price"), { nil: null }),
        }),
        {
          entryPrice: numberish,
          stopPrice: numberish,
          shares: numberish,
          openedAt: hostileDateText,
          closedAt: hostileDateText,
          exitPrice: numberish,
          thesis: controlText,
          notes: controlText,
          catalysts: fc.array(controlText, { minLength: 1, maxLength: 2 }),
          tags: fc.array(controlText, { minLength: 1, maxLength: 2 }),
        },
      ),
    ),
    accepted: (_res, _sent, before, after) => expect(after.journal_entries.rows).toBe(before.journal_entries.rows + 1),
  },
  {
    name: "PATCH /api/journal/:id",
    method: "patch",
    as: "user",
    runs: 120,
    writes: ["journal_entries"],
    request: withBody(
      idSegment("journalEntry").map((id) => `/api/journal/${id}`),
      hostileBody(
        fc.record({ thesis: fc.constantFrom("Still cheap"), entryPrice: money, closedAt: validDate, exitPrice: money }),
        { entryPrice: numberish, exitPrice: numberish, closedAt: hostileDateText, openedAt: hostileDateText, stockId: realStock(), thesis: controlText },
      ),
    ),
    accepted: (_res, _sent, before, after) => expect(after.journal_entries.rows).toBe(before.journal_entries.rows),
  },
  { name: "GET /api/journal/:id", method: "get", as: "user", runs: 30, request: noBody(idSegment("journalEntry").map((id) => `/api/journal/${id}`)) },
  { name: "DELETE /api/journal/:id", method: "delete", as: "user", runs: 30, request: noBody(idSegment().map((id) => `/api/journal/${id}`)) },
  // Data History deletes and import undo.
  { name: "DELETE /api/fair-values/:id", method: "delete", as: "user", runs: 30, request: noBody(idSegment().map((id) => `/api/fair-values/${id}`)) },
  { name: "DELETE /api/shareholders/:id", method: "delete", as: "user", runs: 30, request: noBody(idSegment().map((id) => `/api/shareholders/${id}`)) },
  { name: "DELETE /api/import/batches/:id", method: "delete", as: "user", runs: 30, request: noBody(idSegment().map((id) => `/api/import/batches/${id}`)) },
  // Shareholder lists.
  {
    name: "POST /api/shareholders/preview",
    method: "post",
    as: "user",
    runs: 80,
    request: withBody(path("/api/shareholders/preview"), hostileBody(fc.record({ text: hostilePaste(PASTE_HEADERS.shareholders) }))),
  },
  {
    name: "POST /api/stocks/:id/shareholders",
    method: "post",
    as: "user",
    runs: 120,
    writes: ["shareholders", "import_batches"],
    request: withBody(
      idSegment("portfolioStock", "trackedStock").map((id) => `/api/stocks/${id}/shareholders`),
      hostileBody(
        fc.record({ asOfDate: validDate, text: fc.oneof(shareholderList, hostilePaste(PASTE_HEADERS.shareholders)), fileName: fc.constantFrom("top20.csv", "") }),
        { asOfDate: hostileDateText, fileName: controlText },
      ),
    ),
    accepted: async (res) => {
      const stored = await t.db.select().from(shareholders).where(eq(shareholders.batchId, res.body.batchId));
      expect(stored).toHaveLength(res.body.totalRecords);
      const [batch] = await t.db.select().from(importBatches).where(eq(importBatches.id, res.body.batchId));
      expect([batch.rowsImported, batch.rowsSkipped]).toEqual([res.body.totalRecords, res.body.skipped.length]);
      for (const row of stored) expect(row.name).not.toMatch(/\u0000/);
    },
  },
  // The four paste imports.
  ...PASTE_SOURCES.map(
    (source): Route => ({
      name: `POST ${PASTE_PATHS[source]}`,
      method: "post",
      as: "user",
      runs: 90,
      writes: ["stocks", "import_batches", "fair_values"],
      request: withBody(path(PASTE_PATHS[source]), hostileBody(fc.record({ text: fc.oneof(importablePaste(source), hostilePaste(PASTE_HEADER_OF[source])) }))),
      accepted: (res, sent) => importLandedWhole(source, ((sent.body as { json: { text: string } }).json).text, res),
    }),
  ),
  // The workbook uploads take multipart; a JSON body is refused before anything is read.
  ...["/api/import/excel", "/api/import/bell-potter"].map(
    (url): Route => ({ name: `POST ${url} (JSON)`, method: "post", as: "user", runs: 20, request: withBody(path(url), hostileJson) }),
  ),
];

const counter = runCounter();

function send(route: Route, sent: Sent) {
  const agent = route.as === "user" ? user : route.as === "owner" ? owner : request(t.app);
  const pending = agent[route.method](sent.path);
  if (sent.body === null) return pending;
  // Serialised here, so primitives and own "__proto__" keys go out exactly as JSON.stringify writes them.
  const text = "raw" in sent.body ? sent.body.raw : JSON.stringify(sent.body.json);
  return pending.set("Content-Type", "application/json").send(text);
}

describe("hostile JSON bodies, query strings and path parameters", () => {
  it("covers every route and this file's share of the 10,000 generated inputs", () => {
    expect(ROUTES.reduce((sum, route) => sum + route.runs, 0)).toBe(PROPERTY_RUNS.api);
    expect(ROUTES.length).toBeGreaterThanOrEqual(30);
  });

  for (const route of ROUTES) {
    it(`${route.name}: < 500, JSON errors, no partial writes`, { timeout: 180_000 }, async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(route.request, async (sent) => {
          counter.tick();
          const before = await fingerprint();
          const res = await send(route, sent);
          const after = await fingerprint();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const what = `${route.method.toUpperCase()} ${sent.path} ${JSON.stringify(sent.body)?.slice(0, 300)} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
          expect(res.status, what).toBeLessThan(500);
          // Node's HTTP parser answers 431 itself, with no body, when the request line and headers
          // pass 16 KB (a 10,000-character id, percent-encoded); Express never sees the request.
          const byNode = res.status === 431;
          if (!byNode) expect(res.headers["content-type"], what).toMatch(/^application\/json/);
          const changed = changedTables(before, after);
          if (res.status >= 400) {
            if (!byNode) {
              expect(typeof res.body.error, what).toBe("string");
              expect(res.body.error.length, what).toBeGreaterThan(0);
            }
            expect(changed, `refused but wrote: ${what}`).toEqual([]);
          } else {
            for (const table of changed) expect(route.writes ?? [], `wrote ${table}: ${what}`).toContain(table);
            await route.accepted?.(res, sent, before, after);
          }
          expect(Object.getOwnPropertyNames(Object.prototype).sort(), what).toEqual(PROTOTYPE_KEYS);
          expect(({} as Record<string, unknown>).polluted, what).toBeUndefined();
        }),
        { numRuns: route.runs },
      );
      // Never vacuous: some requests were refused (the hostile ones reached a rule), and on a route
      // that writes, some were accepted (so the whole-write checks ran).
      const summary = JSON.stringify([...statuses]);
      expect([...statuses.keys()].some((status) => status >= 400), summary).toBe(true);
      if (route.accepted) expect([...statuses.keys()].some((status) => status < 300), summary).toBe(true);
      if (process.env.HOSTILE_SUMMARY) console.log(route.name, summary);
    });
  }
});
