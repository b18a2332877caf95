// Issue 18 end to end: every pasted fixture of the four sources, sent through its import route as a
// user would paste it. What the parser read is exactly what is stored (each symbol's current-month
// value under its source, nothing else), and every line the parser refused comes back in `skipped`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fairValues, stocks } from "@shared/schema";
import {
  intelligentInvestorFairValue,
  parseBellPotterPaste,
  parseIntelligentInvestorPaste,
  parseMorningstarPaste,
  parseMotleyFoolPaste,
} from "../parsers";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-15T00:00:00Z");
const CURRENT_MONTH = "2026-11-01";
const FIXTURES = path.join(import.meta.dirname, "../parsers/fixtures");

type Expected = { values: Record<string, number>; errors: { line: number; reason: string }[] };

/** "SYMBOL source" → value, as the parser reads the text; and its refused lines. */
const SOURCES: Record<string, { route: string; expected: (text: string) => Expected }> = {
  morningstar: {
    route: "/api/import/morningstar",
    expected: (text) => {
      const parsed = parseMorningstarPaste(text);
      return { values: Object.fromEntries(parsed.rows.map((r) => [`${r.symbol} morningstar`, r.fairValue])), errors: parsed.errors };
    },
  },
  "intelligent-investor": {
    route: "/api/import/intelligent-investor",
    expected: (text) => {
      const parsed = parseIntelligentInvestorPaste(text);
      const values = parsed.rows.map((r) => [`${r.symbol} intelligent-investor`, intelligentInvestorFairValue(r.buyBelow, r.sellAbove)]);
      return { values: Object.fromEntries(values.filter(([, v]) => v !== null)), errors: parsed.errors };
    },
  },
  "motley-fool": {
    route: "/api/import/motley-fool",
    expected: (text) => {
      const parsed = parseMotleyFoolPaste(text);
      return { values: Object.fromEntries(parsed.rows.map((r) => [`${r.symbol} motley-fool`, r.fairValue])), errors: parsed.errors };
    },
  },
  "bell-potter": {
    route: "/api/import/bell-potter-paste",
    expected: (text) => {
      const parsed = parseBellPotterPaste(text);
      if ("error" in parsed) throw new Error(`${parsed.error}`);
      return { values: Object.fromEntries(parsed.rows.map((r) => [`${r.symbol} ${r.source}`, r.targetPrice])), errors: parsed.errors };
    },
  },
};

const pasted = Object.keys(SOURCES).flatMap((source) =>
  ["ok", "not-ok"].flatMap((folder) =>
    readdirSync(path.join(FIXTURES, source, folder))
      .filter((name) => /\.(txt|csv|tsv)$/.test(name))
      .map((name) => ({ source, file: `${source}/${folder}/${name}` })),
  ),
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

describe("every pasted page layout, through the API (issue 18)", () => {
  it("covers the pasted fixtures of all four sources", () => {
    expect(pasted.length).toBeGreaterThanOrEqual(30);
    expect(new Set(pasted.map((p) => p.source)).size).toBe(4);
  });

  it.each(pasted)("$file: stores exactly what the parser read, and names every line it refused", async ({ source, file }) => {
    const text = readFileSync(path.join(FIXTURES, file), "utf8");
    let expected: Expected;
    try {
      expected = SOURCES[source].expected(text);
    } catch {
      // A Bell Potter paste without a usable header: 400 with the parser's error, nothing stored.
      const { agent } = await t.signedInAgent();
      const res = await agent.post(SOURCES[source].route).send({ text });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String), hint: expect.any(String), sample: expect.any(String) });
      return;
    }
    const { agent, user } = await t.signedInAgent();
    const res = await agent.post(SOURCES[source].route).send({ text });
    const imported = Object.keys(expected.values).length;
    expect(res.status).toBe(imported > 0 ? 200 : 400);
    expect(res.body.skipped).toEqual(expect.arrayContaining(expected.errors.map(({ line, reason }) => ({ line, reason }))));
    const rows = await t.db
      .select({ symbol: stocks.symbol, source: fairValues.source, value: fairValues.fairValue })
      .from(fairValues)
      .innerJoin(stocks, eq(stocks.id, fairValues.stockId))
      .where(and(eq(stocks.userId, user.id), eq(fairValues.asOfMonth, CURRENT_MONTH)));
    expect(Object.fromEntries(rows.map((r) => [`${r.symbol} ${r.source}`, r.value]))).toEqual(expected.values);
  });
});
