// Property tests over every parser (issue #8, "Hostile input"): random and hostile pastes, cells and
// workbooks (real .xlsx and .xls bytes built from generated cell arrays, some damaged on purpose)
// never make a parser throw; every row it returns holds finite numbers inside the limits the import
// stores, clean and bounded text, valid codes and months; every error names a real line with a
// bounded reason; and Object.prototype is never touched.
import fc from "fast-check";
import * as XLSX from "xlsx";
import { afterAll, describe, expect, it } from "vitest";
import {
  FORBIDDEN_TEXT,
  PASTE_AMOUNTS,
  PASTE_CODES,
  PASTE_HEADERS,
  PASTE_WORDS,
  PROPERTY_RUNS,
  hostileNumber,
  longField,
  hostileNumberText,
  hostilePaste,
  hostileString,
  runCounter,
} from "@shared/testing/hostile";
import { parseBellPotterPaste } from "./bell-potter-paste";
import type { BellPotterRow } from "./bell-potter-rows";
import { parseBellPotterWorkbook } from "./bell-potter-workbook";
import { MAX_AMOUNT, MAX_TEXT_CHARS, cleanText, parseAmountText, readNumber, toAsxSymbol } from "./cells";
import { parseIntelligentInvestorPaste } from "./intelligent-investor-paste";
import { parseMorningstarPaste } from "./morningstar-paste";
import { parseMotleyFoolPaste } from "./motley-fool-paste";
import { parsePortfolioWorkbook } from "./portfolio-workbook";
import { MAX_SHARES, parseShareholderList } from "./shareholder-list";
import { readTextTable, splitLines } from "./text-table";
import type { CellValue, ParseResult } from "./types";
import { detectSpreadsheetKind } from "./workbook";

const counter = runCounter();
/** numRuns per property below; their sum is this file's line in PROPERTY_RUNS. */
const RUNS = {
  cells: 800,
  textTable: 400,
  morningstar: 700,
  intelligentInvestor: 700,
  motleyFool: 700,
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
// Invariants every parse result keeps
// ---------------------------------------------------------------------------------------------

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

/** Nothing reached Object.prototype: no new key, and a fresh object still has none of its own. */
function expectPrototypeUntouched() {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
  expect(Object.keys({})).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

const ASX_CODE = /^[A-Z0-9]{1,6}$/;
const MAX_REASON_CHARS = 1_000;

function expectText(value: unknown, max = MAX_TEXT_CHARS) {
  expect(typeof value).toBe("string");
  const text = value as string;
  expect(text.length, text.slice(0, 80)).toBeGreaterThan(0);
  expect(text.length, text.slice(0, 80)).toBeLessThanOrEqual(max);
  expect(FORBIDDEN_TEXT.test(text), JSON.stringify(text.slice(0, 80))).toBe(false);
  expect(text).toBe(text.trim());
}

const expectOptionalText = (value: unknown, max = MAX_TEXT_CHARS) => (value === null ? undefined : expectText(value, max));

/** A price, target or fair value as stored: finite, above zero, at most MAX_AMOUNT. */
function expectAmount(value: unknown) {
  expect(typeof value).toBe("number");
  expect(Number.isFinite(value), String(value)).toBe(true);
  expect(value as number).toBeGreaterThan(0);
  expect(value as number).toBeLessThanOrEqual(MAX_AMOUNT);
}

const expectOptionalAmount = (value: unknown) => (value === null ? undefined : expectAmount(value));

function expectPercent(value: unknown, min = 0) {
  expect(typeof value).toBe("number");
  expect(Number.isFinite(value), String(value)).toBe(true);
  expect(value as number).toBeGreaterThanOrEqual(min);
  expect(value as number).toBeLessThanOrEqual(100);
  expect(Object.is(value, -0)).toBe(false);
}

/** Rows and errors are arrays; every error names a line that exists and gives a bounded reason. */
function expectResultShape(result: ParseResult<unknown>, lastLine: number) {
  expect(Array.isArray(result.rows)).toBe(true);
  expect(Array.isArray(result.errors)).toBe(true);
  for (const error of result.errors) {
    expect(Object.keys(error).sort()).toEqual(["line", "reason"]);
    expect(Number.isInteger(error.line)).toBe(true);
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.line).toBeLessThanOrEqual(lastLine);
    expectText(error.reason, MAX_REASON_CHARS);
  }
  expectPrototypeUntouched();
}

/** The last line number of a paste, counted the way the parsers count (CRLF and CR are one break). */
const lastLineOf = (text: string) => Math.max(1, text.replace(/^\uFEFF/, "").split(/\r\n?|\n/).length);

// ---------------------------------------------------------------------------------------------
// Pastes: real headers and cells mixed with hostile ones (shared/testing/hostile.ts)
// ---------------------------------------------------------------------------------------------

function expectMorningstar(text: string) {
  const result = parseMorningstarPaste(text);
  expectResultShape(result, lastLineOf(text));
  for (const row of result.rows) {
    expect(row.symbol).toMatch(ASX_CODE);
    expectAmount(row.fairValue);
    expectOptionalAmount(row.lastPrice);
    for (const rating of [row.uncertainty, row.economicMoat, row.financialHealth]) expectOptionalText(rating);
  }
  expect(parseMorningstarPaste(text)).toEqual(result);
}

function expectBellPotterRow(row: BellPotterRow) {
  expect(row.symbol).toMatch(ASX_CODE);
  expectAmount(row.targetPrice);
  expectOptionalAmount(row.lastPrice);
  expectOptionalText(row.name);
  expectOptionalText(row.recommendation);
  expect(["bell-potter", "bell-potter-consensus"]).toContain(row.source);
}

describe("paste parsers never throw and return only storable rows", () => {
  it("morningstar", { timeout: PROPERTY_TIMEOUT }, () => {
    check(hostilePaste(PASTE_HEADERS.morningstar), RUNS.morningstar, expectMorningstar);
  });

  it("intelligent investor (CSV and page text)", { timeout: PROPERTY_TIMEOUT }, () => {
    check(hostilePaste(PASTE_HEADERS.intelligentInvestor), RUNS.intelligentInvestor, (text) => {
      const result = parseIntelligentInvestorPaste(text);
      expectResultShape(result, lastLineOf(text));
      for (const row of result.rows) {
        expect(row.symbol).toMatch(ASX_CODE);
        expectOptionalText(row.name);
        for (const amount of [row.priceAtReview, row.currentPrice, row.buyBelow, row.sellAbove]) expectOptionalAmount(amount);
        expect(row.buyBelow !== null || row.sellAbove !== null).toBe(true);
        if (row.maxPortfolioWeight !== null) expectPercent(row.maxPortfolioWeight);
      }
    });
  });

  it("motley fool", { timeout: PROPERTY_TIMEOUT }, () => {
    check(hostilePaste(PASTE_HEADERS.motleyFool), RUNS.motleyFool, (text) => {
      const result = parseMotleyFoolPaste(text);
      expectResultShape(result, lastLineOf(text));
      for (const row of result.rows) {
        expect(row.symbol).toMatch(ASX_CODE);
        expectAmount(row.fairValue);
        expect(["buy-under", "target-price"]).toContain(row.kind);
      }
    });
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
    const cell: fc.Arbitrary<CellValue> = fc.oneof(hostileNumberText, hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.date());
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
// Workbooks: real .xlsx / .xls bytes from generated cells
// ---------------------------------------------------------------------------------------------

const workbookCell: fc.Arbitrary<CellValue> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PASTE_CODES, ...PASTE_AMOUNTS, ...PASTE_WORDS) },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.date({ min: new Date("1800-01-01"), max: new Date("3000-01-01") }) },
);

const MONTH_HEADERS: CellValue[] = ["Mar-25", "Apr 2025", "May-25", "Jun 0000", "Jul-1899", "Aug 2101", "Sep-25", new Date(Date.UTC(2025, 9, 1)), new Date(Date.UTC(1, 0, 1))];
const SHEET_NAMES = ["Portfolio", "portfolio", "CurrentRecommendations", "Sheet1", "__proto__", "constructor", "toString"];

type BookType = "xlsx" | "biff8";

interface GeneratedBook {
  sheetName: string;
  header: CellValue[];
  rows: CellValue[][];
  bookType: BookType;
}

function book(header: fc.Arbitrary<CellValue[]>, row: fc.Arbitrary<CellValue[]>): fc.Arbitrary<GeneratedBook> {
  return fc.record({
    sheetName: fc.constantFrom(...SHEET_NAMES),
    header,
    rows: fc.array(row, { maxLength: 12 }),
    bookType: fc.constantFrom<BookType>("xlsx", "xlsx", "biff8"),
  });
}

/** Mostly what the column should hold, sometimes hostile: rows get past the other checks often enough. */
const mostly = <T extends CellValue>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: good as fc.Arbitrary<CellValue> }, { weight: 1, arbitrary: workbookCell });
const goodCode = fc.constantFrom("BHP", "S32", "A2M", "XRO", "bhp.ax", "CBA AU");
const goodAmount = fc.oneof(fc.double({ min: 0.01, max: 1_000_000, noNaN: true }), fc.constantFrom("$48.00", "A$12", "45.2"));
/** A name or sector cell: usually ordinary, sometimes 10,000 characters or hostile. */
const textCell = fc.oneof({ weight: 3, arbitrary: fc.constantFrom("BHP Group", "Materials", null) }, { weight: 1, arbitrary: longField }, { weight: 1, arbitrary: hostileString });

const portfolioBook = fc
  .tuple(fc.subarray(MONTH_HEADERS, { minLength: 1, maxLength: 4 }), fc.array(workbookCell, { maxLength: 2 }))
  .chain(([months, extra]) =>
    book(
      fc.constant<CellValue[]>(["ASX Code", "Company", "Sector", "Last $", ...months, "Intelligent Investor Fair Value", ...extra]),
      fc
        .tuple(mostly(goodCode), textCell, textCell, mostly(goodAmount), fc.array(mostly(goodAmount), { minLength: months.length + 1, maxLength: months.length + 1 + extra.length }))
        .map(([code, name, sector, last, values]) => [code, name, sector, last, ...values]),
    ),
  );

const bellPotterBook = book(
  fc.constant<CellValue[]>(["Security", "Description", "Target Price", "Last Price", "Recommendation", "Source"]),
  fc
    .tuple(mostly(goodCode), textCell, mostly(goodAmount), mostly(goodAmount), textCell, mostly(fc.constantFrom("Bell Potter", "Consensus", null)))
    .map((cells) => [...cells]),
);

/** Rewrites one zip entry of an .xlsx, keeping the rest as SheetJS wrote it. */
function rewriteEntry(bytes: Buffer, suffix: string, change: (xml: string) => string): Buffer {
  const zip = XLSX.CFB.read(bytes, { type: "buffer" });
  const index = zip.FullPaths.findIndex((entry: string) => entry.endsWith(suffix));
  const entry = zip.FileIndex[index];
  entry.content = Buffer.from(change(Buffer.from(entry.content as Uint8Array).toString("utf8")));
  return Buffer.from(XLSX.CFB.write(zip, { type: "buffer", fileType: "zip" }) as Uint8Array);
}

function build(generated: GeneratedBook): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([generated.header, ...generated.rows]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, generated.sheetName);
  return Buffer.from(XLSX.write(workbook, { type: "buffer", bookType: generated.bookType }) as Uint8Array);
}

/** The same .xlsx without its <dimension> element, which the format makes optional and some writers omit. */
const withoutDimension = (bytes: Buffer) => rewriteEntry(bytes, "sheet1.xml", (xml) => xml.replace(/<dimension [^>]*\/>/, ""));

/** An .xlsx reads the same with or without its declared used range: no row is lost or invented. */
function expectSameWithoutDimension(generated: GeneratedBook, bytes: Buffer, parse: (bytes: Buffer) => unknown, result: unknown) {
  if (generated.bookType === "xlsx") expect(parse(withoutDimension(bytes))).toEqual(result);
}

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
