// The four paste imports as the hostile-request routes see them (json-bodies.property.test.ts): their
// paths and headers, pastes that often import, and the check that an accepted import landed whole.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type request from "supertest";
import { expect } from "vitest";
import type { PasteSource } from "@shared/contracts/imports";
import { fairValues, importBatches } from "@shared/schema";
import { PASTE_AMOUNTS, PASTE_CODES, PASTE_HEADERS, hostileNumberText, hostileString } from "@shared/testing/hostile";
import { parseBellPotterPaste, parseIntelligentInvestorPaste, parseMorningstarPaste, parseMotleyFoolPaste } from "../../parsers";
import { planBellPotter, planIntelligentInvestorPaste, planMorningstarPaste, planMotleyFoolPaste } from "../../services/import-mapping";
import type { PlanContext } from "../../services/import-plan";
import type { TestApp } from "../support/test-app";

const PLAN_CONTEXT: PlanContext = { currentMonth: "2026-01-01", listed: new Map() };
const PLANS: Record<PasteSource, (text: string) => { fairValues: unknown[]; rowsImported: number }> = {
  morningstar: (text) => planMorningstarPaste(parseMorningstarPaste(text), PLAN_CONTEXT),
  "intelligent-investor": (text) => planIntelligentInvestorPaste(parseIntelligentInvestorPaste(text), PLAN_CONTEXT),
  "motley-fool": (text) => planMotleyFoolPaste(parseMotleyFoolPaste(text), PLAN_CONTEXT),
  "bell-potter": (text) => {
    const parsed = parseBellPotterPaste(text);
    return parsed.failure ? { fairValues: [], rowsImported: 0 } : planBellPotter(parsed, PLAN_CONTEXT);
  },
};
export const PASTE_PATHS: Record<PasteSource, string> = {
  morningstar: "/api/import/morningstar",
  "intelligent-investor": "/api/import/intelligent-investor",
  "motley-fool": "/api/import/motley-fool",
  "bell-potter": "/api/import/bell-potter-paste",
};
export const PASTE_HEADER_OF: Record<PasteSource, readonly string[]> = {
  morningstar: PASTE_HEADERS.morningstar,
  "intelligent-investor": PASTE_HEADERS.intelligentInvestor,
  "motley-fool": PASTE_HEADERS.motleyFool,
  "bell-potter": PASTE_HEADERS.bellPotter,
};

/** One paste per source that imports whole: each route's first request, so an import is always accepted. */
export const WHOLE_PASTE: Record<PasteSource, string> = {
  morningstar: "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health\nBHP\t45.20\t48.00\tMedium\tWide\tStrong",
  "intelligent-investor": "Ticker\tName\tBuy Below\tSell Above\nBHP\tBHP Group\t40.00\t55.00",
  "motley-fool": "Code\tBuy Under\tTarget Price\nBHP\t45.00\t52.00",
  "bell-potter": "Security\tTarget Price\tLast Price\tSource\nBHP\t48.00\t45.20\tBell Potter",
};

const GOOD_CODES = ["BHP", "S32", "A2M", "XRO", "bhp.ax", "CBA AU", "WES"];
const GOOD_AMOUNTS = ["45.2", "$48.00", "A$12", "1,234.50", "0.5"];

/**
 * A paste that is often importable: a real header, then rows of codes and amounts, mostly good
 * ones, with hostile cells and codes among them, so both whole imports and half-bad ones happen.
 */
export function importablePaste(source: PasteSource): fc.Arbitrary<string> {
  const cell = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...GOOD_AMOUNTS) },
    { weight: 1, arbitrary: fc.constantFrom(...PASTE_AMOUNTS) },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileNumberText },
  );
  const code = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...GOOD_CODES) },
    { weight: 1, arbitrary: fc.constantFrom(...PASTE_CODES) },
  );
  const row = fc.tuple(code, fc.array(cell, { minLength: 2, maxLength: 5 })).map(([symbol, cells]) => [symbol, ...cells]);
  return fc.tuple(fc.constantFrom(...PASTE_HEADER_OF[source]), fc.array(row, { minLength: 1, maxLength: 6 })).map(([header, rows]) => {
    const separator = header.includes("\t") ? "\t" : ",";
    return [
      header,
      ...rows.map((cells) => cells.map((c) => (separator === "," && c.includes(",") ? `"${c.replace(/"/g, '""')}"` : c)).join(separator)),
    ].join("\n");
  });
}

/** An accepted paste import wrote its batch with the answer's counts and exactly the planned fair values. */
export async function importLandedWhole(db: TestApp["db"], source: PasteSource, text: string, response: request.Response) {
  const { batchId, totalRecords, skipped } = response.body as { batchId: string; totalRecords: number; skipped: unknown[] };
  const [batch] = await db.select().from(importBatches).where(eq(importBatches.id, batchId));
  expect(batch, "the batch row").toBeDefined();
  expect([batch.rowsImported, batch.rowsSkipped]).toEqual([totalRecords, skipped.length]);
  const plan = PLANS[source](text);
  expect(totalRecords).toBe(plan.rowsImported);
  const stored = await db.select().from(fairValues).where(eq(fairValues.batchId, batchId));
  expect(stored).toHaveLength(plan.fairValues.length);
  for (const value of stored) {
    expect(Number.isFinite(value.fairValue)).toBe(true);
    expect(value.fairValue).toBeGreaterThan(0);
    expect(value.fairValue).toBeLessThanOrEqual(1_000_000);
  }
}
