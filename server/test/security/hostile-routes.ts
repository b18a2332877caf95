// The route table of json-bodies.property.test.ts: every route that reads a JSON body, query string
// or path parameter, with who sends it, its generated hostile requests, its runs and what it may write.
import { and, eq, isNull } from "drizzle-orm";
import fc from "fast-check";
import type request from "supertest";
import { expect } from "vitest";
import { PASTE_SOURCES } from "@shared/contracts/imports";
import { ALERT_KINDS } from "@shared/domain/alerts";
import { alertSettings, alerts, importBatches, portfolioAllocations, shareholders, stocks } from "@shared/schema";
import {
  PASTE_HEADERS,
  controlText,
  hostileBody,
  hostileDateText,
  hostileJson,
  hostilePaste,
  hostileString,
} from "@shared/testing/hostile";
import { TEST_PASSWORD, type TestApp } from "../support/test-app";
import { PASTE_HEADER_OF, PASTE_PATHS, importLandedWhole, importablePaste } from "./hostile-paste-imports";
import {
  SEEDED_OPENED_AT,
  dateFrom,
  idSegment as idSegmentOf,
  money,
  newSymbol,
  noBody,
  numberish,
  path,
  queryString,
  realId,
  cleanShareholderList,
  shareholderList,
  validDate,
  withBody,
  type Method,
  type SeededId,
  type SeededIds,
  type Sent,
} from "./hostile-requests";
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
  const idSegment = (...real: SeededId[]) => idSegmentOf(ctx.ids, ...real);
  const realStock = () => realId(ctx.ids, "portfolioStock", "trackedStock");

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
    // Stocks.
    {
      name: "POST /api/stocks",
      method: "post",
      as: "user",
      runs: 150,
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
    {
      name: "DELETE /api/stocks/:id",
      method: "delete",
      as: "user",
      runs: 40,
      request: noBody(idSegment().map((id) => `/api/stocks/${id}`)),
    },
    {
      name: "PATCH /api/stocks/:id/toggle-portfolio",
      method: "patch",
      as: "user",
      runs: 30,
      request: withBody(
        idSegment().map((id) => `/api/stocks/${id}/toggle-portfolio`),
        hostileJson,
      ),
    },
    {
      name: "GET /api/stocks/:id/shareholders",
      method: "get",
      as: "user",
      runs: 20,
      request: noBody(idSegment("portfolioStock").map((id) => `/api/stocks/${id}/shareholders`)),
    },
    {
      name: "GET /api/stocks/refresh-all/:id",
      method: "get",
      as: "user",
      runs: 10,
      request: noBody(idSegment().map((id) => `/api/stocks/refresh-all/${id}`)),
    },
    {
      name: "GET /api/stocks/:id/history",
      method: "get",
      as: "user",
      runs: 20,
      request: noBody(idSegment("portfolioStock").map((id) => `/api/stocks/${id}/history`)),
    },
    {
      name: "POST /api/stocks/:id/refresh",
      method: "post",
      as: "user",
      runs: 30,
      request: withBody(
        idSegment().map((id) => `/api/stocks/${id}/refresh`),
        hostileJson,
      ),
    },
    // Portfolio, allocations and the lists with query strings.
    {
      name: "GET /api/portfolio?…",
      method: "get",
      as: "user",
      runs: 40,
      request: noBody(queryString(["isPortfolio"]).map((q) => `/api/portfolio${q}`)),
    },
    {
      name: "GET /api/fair-values?…",
      method: "get",
      as: "user",
      runs: 40,
      request: noBody(queryString(["batchId"]).map((q) => `/api/fair-values${q}`)),
    },
    {
      name: "POST /api/portfolio/allocations",
      method: "post",
      as: "user",
      runs: 120,
      writes: ["portfolio_allocations"],
      request: withBody(
        path("/api/portfolio/allocations"),
        hostileBody(fc.record({ stockId: realStock(), amount: money }), { amount: numberish }),
      ),
      accepted: async (res) => {
        const [row] = await ctx.db().select().from(portfolioAllocations).where(eq(portfolioAllocations.stockId, res.body.stockId));
        expect(row.amount).toBe(res.body.amount);
        expect(Number.isFinite(row.amount)).toBe(true);
      },
    },
    {
      name: "DELETE /api/portfolio/allocations/:stockId",
      method: "delete",
      as: "user",
      runs: 30,
      request: noBody(idSegment().map((id) => `/api/portfolio/allocations/${id}`)),
    },
    // Alerts, their settings and a stock's alert target.
    {
      name: "GET /api/alerts?…",
      method: "get",
      as: "user",
      runs: 60,
      request: noBody(
        fc
          .oneof(
            queryString(["unread", "kind", "stockId", "limit"]),
            fc
              .record(
                {
                  unread: fc.constantFrom("true", "false"),
                  kind: fc.constantFrom(...ALERT_KINDS),
                  stockId: realStock(),
                  limit: fc.constantFrom("1", "10", "500"),
                },
                { requiredKeys: [] },
              )
              .map((q) => (Object.keys(q).length ? `?${new URLSearchParams(q as Record<string, string>)}` : "")),
          )
          .map((q) => `/api/alerts${q}`),
      ),
    },
    {
      name: "POST /api/alerts/read",
      method: "post",
      as: "user",
      runs: 60,
      writes: ["alerts"],
      request: withBody(
        path("/api/alerts/read"),
        hostileBody(fc.record({ ids: fc.array(realId(ctx.ids, "alert"), { minLength: 1, maxLength: 2 }) }, { requiredKeys: [] }), {
          ids: fc.array(fc.oneof(fc.uuid(), hostileString), { maxLength: 3 }),
        }),
      ),
      accepted: async (res) => {
        expect(Number.isInteger(res.body.marked)).toBe(true);
        const unread = await ctx
          .db()
          .select()
          .from(alerts)
          .where(and(eq(alerts.id, ctx.ids.alert), isNull(alerts.readAt)));
        expect(unread).toEqual([]);
        // Unread again, so the next run has something to mark.
        await ctx.db().update(alerts).set({ readAt: null }).where(eq(alerts.id, ctx.ids.alert));
      },
    },
    {
      name: "PUT /api/alerts/settings",
      method: "put",
      as: "user",
      runs: 100,
      writes: ["alert_settings"],
      request: withBody(
        path("/api/alerts/settings"),
        hostileBody(
          fc.record(
            {
              kinds: fc.dictionary(fc.constantFrom(...ALERT_KINDS), fc.boolean(), { maxKeys: 3 }).map((k) => ({ ...k })),
              fvChangePercent: fc.oneof(fc.double({ min: 0.1, max: 100, noNaN: true }), fc.constantFrom("5", "12.5")),
              scope: fc.constantFrom("all", "portfolio"),
              emailDigest: fc.constantFrom("off", "daily"),
            },
            { requiredKeys: [] },
          ),
          { fvChangePercent: numberish, kinds: fc.dictionary(hostileString, fc.oneof(fc.boolean(), hostileString), { maxKeys: 2 }) },
        ),
      ),
      accepted: async (res) => {
        const [row] = await ctx.db().select().from(alertSettings);
        expect(row.fvChangePercent).toBe(res.body.fvChangePercent);
        expect(row.fvChangePercent).toBeGreaterThanOrEqual(0.1);
        expect(row.fvChangePercent).toBeLessThanOrEqual(100);
        expect(["all", "portfolio"]).toContain(row.scope);
        expect(row.target).toBe(res.body.kinds.target);
      },
    },
    {
      name: "PUT /api/stocks/:id/alert-target",
      method: "put",
      as: "user",
      runs: 100,
      writes: ["stocks", "alert_states"],
      request: withBody(
        // Mostly the user's own stocks, so that valid bodies reach the write.
        fc
          .oneof({ weight: 3, arbitrary: realStock() }, { weight: 2, arbitrary: idSegment() })
          .map((id) => `/api/stocks/${id}/alert-target`),
        hostileBody(
          // Valid targets: below under above, or either side left empty.
          fc.oneof(
            fc
              .tuple(fc.double({ min: 0.01, max: 500_000, noNaN: true }), fc.double({ min: 0.01, max: 500_000, noNaN: true }))
              .filter(([a, b]) => a !== b)
              .map(([a, b]) => ({ below: Math.min(a, b), above: Math.max(a, b) })),
            fc.record({ below: money, above: fc.constant(null) }),
            fc.record({ below: fc.constant(null), above: money }),
            fc.constant({ below: null, above: null }),
          ),
          { below: numberish, above: numberish },
        ),
      ),
      accepted: async (res, sent) => {
        const id = decodeURIComponent(sent.path.split("/")[3]);
        const [row] = await ctx.db().select().from(stocks).where(eq(stocks.id, id));
        expect({ below: row.alertBelow, above: row.alertAbove }).toEqual(res.body);
        for (const level of [row.alertBelow, row.alertAbove]) if (level !== null) expect(level).toBeGreaterThan(0);
        if (row.alertBelow !== null && row.alertAbove !== null) expect(row.alertBelow).toBeLessThan(row.alertAbove);
      },
    },
    // Corporate actions (issue 46): a demerger of the seeded WES (100 bought 2 Jan 2018) into a code
    // the user has, or of a stock not held.
    {
      name: "POST /api/corporate-actions?dryRun=…",
      method: "post",
      as: "user",
      runs: 40,
      writes: ["corporate_actions", "stocks"],
      request: withBody(
        fc.constantFrom("/api/corporate-actions", "/api/corporate-actions?dryRun=true", "/api/corporate-actions?dryRun=maybe"),
        hostileBody(
          fc.record({
            type: fc.constant("DEMERGER"),
            stockId: realStock(),
            exDate: fc.constant("2018-11-21"),
            effectiveDate: fc.constant("2018-11-28"),
            // Codes the user has: a new one would queue its price job, whose writes could land in another route's run.
            newSymbol: fc.constantFrom("CBA", "BHP"),
            newName: fc.constantFrom("Coles Group Limited"),
            newSharesPerOld: fc.constantFrom("1", "1:4", 0.5),
            headCostBasePercent: fc.constantFrom("71.09", 71.09),
            demergedCostBasePercent: fc.constantFrom("28.91", "28.9"),
          }),
          {
            exDate: hostileDateText,
            effectiveDate: hostileDateText,
            newSharesPerOld: numberish,
            headCostBasePercent: numberish,
            demergedCostBasePercent: numberish,
            newSymbol: controlText,
            newName: controlText,
            capitalReturnPerShare: numberish,
          },
        ),
      ),
      accepted: (_res, sent, before, after) => {
        const dryRun = sent.path.endsWith("dryRun=true");
        expect(after.corporate_actions.rows).toBe(before.corporate_actions.rows + (dryRun ? 0 : 1));
        if (dryRun) expect(after.stocks).toEqual(before.stocks);
      },
    },
    {
      name: "DELETE /api/corporate-actions/:id",
      method: "delete",
      as: "user",
      runs: 20,
      request: noBody(idSegment().map((id) => `/api/corporate-actions/${id}`)),
    },
    // Journal.
    {
      name: "POST /api/journal",
      method: "post",
      as: "user",
      runs: 110,
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
          fc.record({ thesis: fc.constantFrom("Still cheap"), entryPrice: money, closedAt: dateFrom(SEEDED_OPENED_AT), exitPrice: money }),
          {
            entryPrice: numberish,
            exitPrice: numberish,
            closedAt: hostileDateText,
            openedAt: hostileDateText,
            stockId: realStock(),
            thesis: controlText,
          },
        ),
      ),
      accepted: (_res, _sent, before, after) => expect(after.journal_entries.rows).toBe(before.journal_entries.rows),
    },
    {
      name: "GET /api/journal/:id",
      method: "get",
      as: "user",
      runs: 30,
      request: noBody(idSegment("journalEntry").map((id) => `/api/journal/${id}`)),
    },
    {
      name: "DELETE /api/journal/:id",
      method: "delete",
      as: "user",
      runs: 30,
      request: noBody(idSegment().map((id) => `/api/journal/${id}`)),
    },
    // Fair-value, shareholder and journal deletes, and import undo.
    {
      name: "DELETE /api/fair-values/:id",
      method: "delete",
      as: "user",
      runs: 30,
      request: noBody(idSegment().map((id) => `/api/fair-values/${id}`)),
    },
    {
      name: "DELETE /api/shareholders/:id",
      method: "delete",
      as: "user",
      runs: 30,
      request: noBody(idSegment().map((id) => `/api/shareholders/${id}`)),
    },
    {
      name: "DELETE /api/import/batches/:id",
      method: "delete",
      as: "user",
      runs: 30,
      request: noBody(idSegment().map((id) => `/api/import/batches/${id}`)),
    },
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
      // One request in four is a clean list on a real stock: the hostile ones alone were accepted about
      // 4 times in 120, so a run with none (and so no whole-write check) came once in 50.
      request: fc.oneof(
        {
          weight: 3,
          arbitrary: withBody(
            idSegment("portfolioStock", "trackedStock").map((id) => `/api/stocks/${id}/shareholders`),
            hostileBody(
              fc.record({
                asOfDate: validDate,
                text: fc.oneof(shareholderList, hostilePaste(PASTE_HEADERS.shareholders)),
                fileName: fc.constantFrom("top20.csv", ""),
              }),
              { asOfDate: hostileDateText, fileName: controlText },
            ),
          ),
        },
        {
          weight: 1,
          arbitrary: withBody(
            realStock().map((id) => `/api/stocks/${id}/shareholders`),
            fc.record({ asOfDate: validDate, text: cleanShareholderList, fileName: fc.constant("top20.csv") }),
          ),
        },
      ),
      accepted: async (res) => {
        const stored = await ctx.db().select().from(shareholders).where(eq(shareholders.batchId, res.body.batchId));
        expect(stored).toHaveLength(res.body.totalRecords);
        const [batch] = await ctx.db().select().from(importBatches).where(eq(importBatches.id, res.body.batchId));
        expect([batch.rowsImported, batch.rowsSkipped]).toEqual([res.body.totalRecords, res.body.skipped.length]);
        for (const row of stored) expect(row.name).not.toMatch(/\u0000/);
      },
    },
    // The four paste imports.
    ...PASTE_SOURCES.map((source): Route => ({
      name: `POST ${PASTE_PATHS[source]}`,
      method: "post",
      as: "user",
      runs: 90,
      // An import evaluates its stocks' alerts in the same transaction, and keeps the prices it replaced.
      writes: ["stocks", "import_batches", "import_replaced_prices", "fair_values", "alert_states", "alerts"],
      request: withBody(
        path(PASTE_PATHS[source]),
        hostileBody(fc.record({ text: fc.oneof(importablePaste(source), hostilePaste(PASTE_HEADER_OF[source])) })),
      ),
      accepted: (res, sent) => importLandedWhole(ctx.db(), source, (sent.body as { json: { text: string } }).json.text, res),
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
