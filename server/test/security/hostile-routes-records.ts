// json-bodies.property.test.ts's routes of the journal, deletes of fair values, shareholders and
// imports, shareholder lists and the four paste imports.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import { PASTE_SOURCES } from "@shared/contracts/imports";
import { importBatches, shareholders } from "@shared/schema";
import { PASTE_HEADERS, controlText, hostileBody, hostileDateText, hostilePaste } from "@shared/testing/hostile";
import { PASTE_HEADER_OF, PASTE_PATHS, WHOLE_PASTE, importLandedWhole, importablePaste } from "./hostile-paste-imports";
import {
  SEEDED_OPENED_AT,
  dateFrom,
  idSegment as idSegmentOf,
  money,
  noBody,
  numberish,
  path,
  realId,
  cleanShareholderList,
  shareholderList,
  validDate,
  withBody,
  type SeededId,
} from "./hostile-requests";
import type { Route, RouteContext } from "./hostile-routes";

export function recordRoutes(ctx: RouteContext): Route[] {
  const idSegment = (...real: SeededId[]) => idSegmentOf(ctx.ids, ...real);
  const realStock = () => realId(ctx.ids, "portfolioStock", "trackedStock");

  return [
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
      examples: () => [{ path: PASTE_PATHS[source], body: { json: { text: WHOLE_PASTE[source] } } }],
      accepted: (res, sent) => importLandedWhole(ctx.db(), source, (sent.body as { json: { text: string } }).json.text, res),
    })),
  ];
}
