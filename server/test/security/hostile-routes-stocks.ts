// json-bodies.property.test.ts's routes of stocks, the portfolio, allocations, alerts and their
// settings, a stock's alert target, and corporate actions.
import { and, eq, isNull } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import { ALERT_KINDS } from "@shared/domain/alerts";
import { alertSettings, alerts, portfolioAllocations, stocks } from "@shared/schema";
import { controlText, hostileBody, hostileDateText, hostileJson, hostileString } from "@shared/testing/hostile";
import {
  idSegment as idSegmentOf,
  money,
  newSymbol,
  noBody,
  numberish,
  path,
  queryString,
  realId,
  withBody,
  type SeededId,
} from "./hostile-requests";
import type { Route, RouteContext } from "./hostile-routes";

export function stockRoutes(ctx: RouteContext): Route[] {
  const idSegment = (...real: SeededId[]) => idSegmentOf(ctx.ids, ...real);
  const realStock = () => realId(ctx.ids, "portfolioStock", "trackedStock");

  return [
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
      // One whole demerger, previewed: about one generated request in fifty is accepted.
      examples: () => [
        {
          path: "/api/corporate-actions?dryRun=true",
          body: {
            json: {
              type: "DEMERGER",
              stockId: ctx.ids.portfolioStock,
              exDate: "2018-11-21",
              effectiveDate: "2018-11-28",
              newSymbol: "CBA",
              newName: "Coles Group Limited",
              newSharesPerOld: "1",
              headCostBasePercent: "71.09",
              demergedCostBasePercent: "28.91",
            },
          },
        },
      ],
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
  ];
}
