// Property tests over every parser (issue #8, "Hostile input"): random and hostile pastes, cells and
// workbooks (real .xlsx and .xls bytes built from generated cell arrays, some damaged on purpose)
// never make a parser throw; every row it returns holds finite numbers inside the limits the import
// stores, clean and bounded text, valid codes and months; every error names a real line with a
// bounded reason; and Object.prototype is never touched.
// Pastes in the sources' real layouts (hostile-layouts.ts) must also name every ASX code they hold
// in a row or an error (issue 18). The checks live in parse-result-invariants.ts, the generated
// workbooks in hostile-workbooks.ts.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  FORBIDDEN_TEXT,
  PASTE_HEADERS,
  PASTE_WORDS,
  PROPERTY_RUNS,
  hostileNumber,
  hostileNumberText,
  hostilePaste,
  hostileString,
  runCounter,
} from "@shared/testing/hostile";
import { parseBellPotterPaste } from "./bell-potter-paste";
import { parseBellPotterWorkbook } from "./bell-potter-workbook";
import { cleanText, parseAmountText, readNumber, toAsxSymbol } from "./cells";
import { intelligentInvestorLayout, morningstarLayout, motleyFoolLayout } from "./hostile-layouts";
import { bellPotterBook, build, expectSameWithoutDimension, portfolioBook } from "./hostile-workbooks";
import { parseIntelligentInvestorPaste } from "./intelligent-investor-paste";
import { parseMorningstarPaste } from "./morningstar-paste";
import { parseMotleyFoolPaste } from "./motley-fool-paste";
import {
  ASX_CODE,
  MAX_REASON_CHARS,
  codesNamedIn,
  expectAmount,
  expectBellPotterRow,
  expectEveryCodeAccountedFor,
  expectOptionalAmount,
  expectOptionalText,
  expectPercent,
  expectPrototypeUntouched,
  expectResultShape,
  expectText,
  lastLineOf,
} from "./parse-result-invariants";
import { parsePortfolioWorkbook } from "./portfolio-workbook";
import { MAX_SHARES, parseShareholderList } from "./shareholder-list";
import { readTextTable, splitLines } from "./text-table";
import type { CellValue } from "./types";
import { detectSpreadsheetKind } from "./workbook";

const counter = runCounter();
/** numRuns per property below; their sum is this file's line in PROPERTY_RUNS. */
const RUNS = {
  cells: 800,
  textTable: 400,
  morningstar: 700,
  intelligentInvestor: 700,
  motleyFool: 700,
  morningstarLayouts: 300,
  intelligentInvestorLayouts: 300,
  motleyFoolLayouts: 300,
  bellPotterPaste: 600,
  shareholders: 700,
  portfolioWorkbook: 500,
  bellPotterWorkbook: 450,
  damagedWorkbooks: 400,
  detect: 450,
} as const;

/** Generous: building and reading hundreds of workbooks takes seconds, more on a busy machine. */
const PROPERTY_TIMEOUT = 120_000;

afterAll(() => {
  // Every property ran in full: a lowered numRuns or a skipped property fails here.
  expect(counter.runs).toBe(PROPERTY_RUNS.parsers);
  expect(Object.values(RUNS).reduce((sum, runs) => sum + runs, 0)).toBe(PROPERTY_RUNS.parsers);
});

/** Runs one property with its run count, counting each input seen. */
function check<T>(arbitrary: fc.Arbitrary<T>, runs: number, predicate: (value: T) => void) {
  fc.assert(
    fc.property(arbitrary, (value) => {
      counter.tick();
      predicate(value);
    }),
    { numRuns: runs },
  );
}

// ---------------------------------------------------------------------------------------------
// Pastes: real headers and cells mixed with hostile ones (shared/testing/hostile.ts)
// ---------------------------------------------------------------------------------------------

function expectMorningstar(text: string) {
  const result = parseMorningstarPaste(text);
  expectResultShape(result, lastLineOf(text));
  for (const row of result.rows) {
    expect(row.symbol).toMatch(ASX_CODE);
    expectOptionalText(row.name);
    expectAmount(row.fairValue);
    expectOptionalAmount(row.lastPrice);
    for (const rating of [row.uncertainty, row.economicMoat, row.financialHealth]) expectOptionalText(rating);
  }
  expect(parseMorningstarPaste(text)).toEqual(result);
  return result;
}

function expectIntelligentInvestor(text: string) {
  const result = parseIntelligentInvestorPaste(text);
  expectResultShape(result, lastLineOf(text));
  for (const row of result.rows) {
    expect(row.symbol).toMatch(ASX_CODE);
    expectOptionalText(row.name);
    for (const amount of [row.priceAtReview, row.currentPrice, row.buyBelow, row.sellAbove]) expectOptionalAmount(amount);
    // The fair value rule: the midpoint of both bounds, else Buy Below; a Sell Above alone is refused.
    expect(row.buyBelow).not.toBeNull();
    if (row.maxPortfolioWeight !== null) expectPercent(row.maxPortfolioWeight);
  }
  return result;
}

function expectMotleyFool(text: string) {
  const result = parseMotleyFoolPaste(text);
  expectResultShape(result, lastLineOf(text));
  for (const row of result.rows) {
    expect(row.symbol).toMatch(ASX_CODE);
    expectOptionalText(row.name);
    expectAmount(row.fairValue);
    expect(["buy-under", "target-price"]).toContain(row.kind);
  }
  return result;
}

describe("pastes in the sources' real layouts name every ASX code they hold (issue 18)", () => {
  it("morningstar quote cards and article blocks", { timeout: PROPERTY_TIMEOUT }, () => {
    check(morningstarLayout, RUNS.morningstarLayouts, (text) =>
      expectEveryCodeAccountedFor(expectMorningstar(text), codesNamedIn(text), text),
    );
  });

  it("intelligent investor review boxes", { timeout: PROPERTY_TIMEOUT }, () => {
    check(intelligentInvestorLayout, RUNS.intelligentInvestorLayouts, (text) =>
      expectEveryCodeAccountedFor(expectIntelligentInvestor(text), codesNamedIn(text), text),
    );
  });

  it("motley fool recommendations and broker articles", { timeout: PROPERTY_TIMEOUT }, () => {
    check(motleyFoolLayout, RUNS.motleyFoolLayouts, (text) =>
      expectEveryCodeAccountedFor(expectMotleyFool(text), codesNamedIn(text), text),
    );
  });
});

describe("paste parsers never throw and return only storable rows", () => {
  it("morningstar", { timeout: PROPERTY_TIMEOUT }, () => {
    check(hostilePaste(PASTE_HEADERS.morningstar), RUNS.morningstar, expectMorningstar);
  });

  it("intelligent investor (CSV and page text)", { timeout: PROPERTY_TIMEOUT }, () => {
    check(hostilePaste(PASTE_HEADERS.intelligentInvestor), RUNS.intelligentInvestor, expectIntelligentInvestor);
  });

  it("motley fool", { timeout: PROPERTY_TIMEOUT }, () => {
    check(hostilePaste(PASTE_HEADERS.motleyFool), RUNS.motleyFool, expectMotleyFool);
  });

  it("bell potter paste: rows, or a failure with its hint, never both", { timeout: PROPERTY_TIMEOUT }, () => {
    check(hostilePaste(PASTE_HEADERS.bellPotter), RUNS.bellPotterPaste, (text) => {
      const result = parseBellPotterPaste(text);
      expectResultShape(result, lastLineOf(text));
      if (result.failure) {
        expect(result.rows).toEqual([]);
        expect(result.errors).toEqual([]);
        expectText(result.failure.error, MAX_REASON_CHARS);
      }
      for (const row of result.rows) expectBellPotterRow(row);
    });
  });

  it("shareholder list", { timeout: PROPERTY_TIMEOUT }, () => {
    check(hostilePaste(PASTE_HEADERS.shareholders), RUNS.shareholders, (text) => {
      const result = parseShareholderList(text);
      expectResultShape(result, lastLineOf(text));
      for (const row of result.rows) {
        expect(row.line).toBeGreaterThanOrEqual(1);
        expect(row.line).toBeLessThanOrEqual(lastLineOf(text));
        expectText(row.name, 200);
        expect(Number.isInteger(row.shares)).toBe(true);
        expect(row.shares).toBeGreaterThan(0);
        expect(row.shares).toBeLessThanOrEqual(MAX_SHARES);
        expectPercent(row.percentage);
        if (row.change !== null) expectPercent(Math.abs(row.change));
        if (row.rank !== null) expect(Number.isInteger(row.rank)).toBe(true);
      }
    });
  });
});

describe("the cell and table readers every parser builds on", () => {
  it("read amounts as finite numbers within the limits, or report a problem", { timeout: PROPERTY_TIMEOUT }, () => {
    const cell: fc.Arbitrary<CellValue> = fc.oneof(
      hostileNumberText,
      hostileString,
      hostileNumber,
      fc.boolean(),
      fc.constant(null),
      fc.date(),
    );
    check(fc.tuple(cell, fc.boolean(), fc.boolean()), RUNS.cells, ([value, percent, required]) => {
      const problems: string[] = [];
      const read = readNumber(value, "fair value", problems, { percent, required });
      if (read === null) {
        // A blank cell that is not required is the only silent null.
        if (problems.length === 0) expect(required).toBe(false);
      } else {
        expect(problems).toEqual([]);
        if (percent) expectPercent(read);
        else expectAmount(read);
      }
      for (const problem of problems) expectText(problem, MAX_REASON_CHARS);
      if (typeof value === "string") {
        const amount = parseAmountText(value, { percent });
        if (amount !== null) {
          expect(Number.isFinite(amount)).toBe(true);
          // "(0)" and "-0" are zero: a stored -0 prints as "-0%".
          expect(Object.is(amount, -0), value).toBe(false);
        }
        const symbol = toAsxSymbol(value);
        if (symbol !== null) expect(symbol).toMatch(ASX_CODE);
        const cleaned = cleanText(value);
        expect(FORBIDDEN_TEXT.test(cleaned)).toBe(false);
        expect(cleanText(cleaned)).toBe(cleaned);
      }
      expectPrototypeUntouched();
    });
  });

  it("split any text into clean cells and lines that exist", { timeout: PROPERTY_TIMEOUT }, () => {
    check(hostilePaste(PASTE_WORDS), RUNS.textTable, (text) => {
      const last = lastLineOf(text);
      for (const record of readTextTable(text)) {
        expect(record.line).toBeGreaterThanOrEqual(1);
        expect(record.line).toBeLessThanOrEqual(last);
        for (const cell of record.cells) expect(FORBIDDEN_TEXT.test(String(cell))).toBe(false);
      }
      for (const line of splitLines(text)) {
        expect(line.line).toBeLessThanOrEqual(last);
        expect(FORBIDDEN_TEXT.test(line.text)).toBe(false);
      }
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Workbooks: real .xlsx / .xls bytes from generated cells (hostile-workbooks.ts)
// ---------------------------------------------------------------------------------------------

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])-01$/;

describe("workbook parsers never throw and return only storable rows", () => {
  it("portfolio workbook", { timeout: PROPERTY_TIMEOUT }, () => {
    check(portfolioBook, RUNS.portfolioWorkbook, (generated) => {
      const bytes = build(generated);
      const result = parsePortfolioWorkbook(bytes);
      expectResultShape(result, 1_048_576);
      if (result.failure) {
        expect(result.rows).toEqual([]);
        expectText(result.failure.error, MAX_REASON_CHARS);
      }
      for (const row of result.rows) {
        expect(row.symbol).toMatch(ASX_CODE);
        expectOptionalText(row.name);
        expectOptionalText(row.sector);
        expectOptionalAmount(row.lastPrice);
        expectOptionalAmount(row.iiFairValue);
        expectOptionalAmount(row.iiBuyBelow);
        for (const { month, fairValue } of row.monthly) {
          const match = MONTH_KEY.exec(month);
          expect(match, month).not.toBeNull();
          // PostgreSQL has no year 0, and no fair value is dated before 1900 or after 2100.
          expect(Number(match?.[1])).toBeGreaterThanOrEqual(1900);
          expect(Number(match?.[1])).toBeLessThanOrEqual(2100);
          expectAmount(fairValue);
        }
      }
      expectSameWithoutDimension(generated, bytes, parsePortfolioWorkbook, result);
    });
  });

  it("bell potter workbook", { timeout: PROPERTY_TIMEOUT }, () => {
    check(bellPotterBook, RUNS.bellPotterWorkbook, (generated) => {
      const bytes = build(generated);
      const result = parseBellPotterWorkbook(bytes);
      expectResultShape(result, 1_048_576);
      if (result.failure) {
        expect(result.rows).toEqual([]);
        expectText(result.failure.error, MAX_REASON_CHARS);
      }
      for (const row of result.rows) expectBellPotterRow(row);
      expectSameWithoutDimension(generated, bytes, parseBellPotterWorkbook, result);
    });
  });

  it("damaged workbooks (truncated, bytes flipped or overwritten) are refused or read, never thrown", { timeout: PROPERTY_TIMEOUT }, () => {
    const damage = fc.record({
      generated: fc.oneof(portfolioBook, bellPotterBook),
      cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      flips: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), { maxLength: 12 }),
    });
    check(damage, RUNS.damagedWorkbooks, ({ generated, cut, flips }) => {
      let bytes = build(generated);
      for (const [at, value] of flips) bytes[Math.floor(at * (bytes.length - 1))] = value;
      if (cut !== undefined) bytes = bytes.subarray(0, Math.floor(cut * bytes.length));
      for (const parse of [parsePortfolioWorkbook, parseBellPotterWorkbook]) {
        const result = parse(bytes);
        expectResultShape(result, 1_048_576);
        if (result.failure) expectText(result.failure.error, MAX_REASON_CHARS);
      }
    });
  });

  it("detectSpreadsheetKind answers for any bytes, and only by their content", { timeout: PROPERTY_TIMEOUT }, () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.uint8Array({ maxLength: 64 }).map((tail) => Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), tail])),
      fc.uint8Array({ maxLength: 64 }).map((tail) => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), tail])),
      hostileString.map((text) => Buffer.from(text)),
    );
    check(bytes, RUNS.detect, (value) => {
      const kind = detectSpreadsheetKind(value);
      expect([null, "xlsx", "xls"]).toContain(kind);
      if (kind === "xls") expect(value[0]).toBe(0xd0);
      if (kind === "xlsx") expect(Buffer.from(value).subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    });
  });
});
