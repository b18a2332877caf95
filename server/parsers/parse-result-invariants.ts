// What every parse result must keep, as expect() checks (hostile-input.property.test.ts): clean and
// bounded text, amounts and percentages the import can store, errors naming real lines.
import { expect } from "vitest";
import { FORBIDDEN_TEXT } from "@shared/testing/hostile";
import type { BellPotterRow } from "./bell-potter-rows";
import { MAX_AMOUNT, MAX_TEXT_CHARS } from "./cells";
import type { ParseResult } from "./types";

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

/** Nothing reached Object.prototype: no new key, and a fresh object still has none of its own. */
export function expectPrototypeUntouched() {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
  expect(Object.keys({})).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

export const ASX_CODE = /^[A-Z0-9]{1,6}$/;
export const MAX_REASON_CHARS = 1_000;

export function expectText(value: unknown, max = MAX_TEXT_CHARS) {
  expect(typeof value).toBe("string");
  const text = value as string;
  expect(text.length, text.slice(0, 80)).toBeGreaterThan(0);
  expect(text.length, text.slice(0, 80)).toBeLessThanOrEqual(max);
  expect(FORBIDDEN_TEXT.test(text), JSON.stringify(text.slice(0, 80))).toBe(false);
  expect(text).toBe(text.trim());
}

export const expectOptionalText = (value: unknown, max = MAX_TEXT_CHARS) => (value === null ? undefined : expectText(value, max));

/** A price, target or fair value as stored: finite, above zero, at most MAX_AMOUNT. */
export function expectAmount(value: unknown) {
  expect(typeof value).toBe("number");
  expect(Number.isFinite(value), String(value)).toBe(true);
  expect(value as number).toBeGreaterThan(0);
  expect(value as number).toBeLessThanOrEqual(MAX_AMOUNT);
}

export const expectOptionalAmount = (value: unknown) => (value === null ? undefined : expectAmount(value));

export function expectPercent(value: unknown, min = 0) {
  expect(typeof value).toBe("number");
  expect(Number.isFinite(value), String(value)).toBe(true);
  expect(value as number).toBeGreaterThanOrEqual(min);
  expect(value as number).toBeLessThanOrEqual(100);
  expect(Object.is(value, -0)).toBe(false);
}

/** Rows and errors are arrays; every error names a line that exists and gives a bounded reason. */
export function expectResultShape(result: ParseResult<unknown>, lastLine: number) {
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
export const lastLineOf = (text: string) => Math.max(1, text.replace(/^\uFEFF/, "").split(/\r\n?|\n/).length);

export function expectBellPotterRow(row: BellPotterRow) {
  expect(row.symbol).toMatch(ASX_CODE);
  expectAmount(row.targetPrice);
  expectOptionalAmount(row.lastPrice);
  expectOptionalText(row.name);
  expectOptionalText(row.recommendation);
  expect(["bell-potter", "bell-potter-consensus"]).toContain(row.source);
}

// ---------------------------------------------------------------------------------------------
// "Every ASX code recognised in a paste either imports or is named in `skipped` with its line and
// reason" (issue 18). The codes are found here without any parser, so a parser that drops one is
// caught rather than excused by its own reading.
// ---------------------------------------------------------------------------------------------

/** Words shaped like codes that the layouts use as words. */
const NOT_CODES = new Set([
  "BUY",
  "HOLD",
  "SELL",
  "MED",
  "LOW",
  "MEDIUM",
  "HIGH",
  "WIDE",
  "NARROW",
  "NONE",
  "STRONG",
  "WEAK",
  "NEW",
  "ETF",
  "LTD",
  "NL",
  "PLC",
  "AUD",
  "ASX",
  "USD",
  "GROUP",
  "BP",
]);
const CODE = /^(?=[A-Z0-9]*[A-Z])[A-Z0-9]{1,6}$/;
// A Morningstar card's heading, or a price or fair-value label alone on its line.
const CARD_OPENING = /^(?:price\s+vs\.?\s+fair\s+value|last\s+close|fair\s+value(?:\s+estimate)?)$/i;
// Words of a company name, then its code: no colon, digit-led time or sentence punctuation.
const COMPANY_TITLE = /^[A-Z][\w&.'’ -]*\s\(?[A-Z][A-Z0-9]{0,5}\)?$/;
const NUMBER_CELL = /^[$A(−-]*\d/;

function keep(codes: Set<string>, raw: string | undefined) {
  const code = (raw ?? "").toUpperCase();
  if (CODE.test(code) && !NOT_CODES.has(code)) codes.add(code);
}

/**
 * The ASX codes a paste names plainly: "ASX: CODE" in any case, "CODE.AX" / "CODE.ASX", an
 * upper-case code in a cell of a table row that holds a number, a line ending " - CODE" or "(CODE)", and the
 * title line a few lines above a Morningstar card.
 */
export function codesNamedIn(text: string): string[] {
  const codes = new Set<string>();
  for (const match of text.matchAll(/\bX?ASX\s*:\s*([A-Za-z0-9]{1,6})\b/gi)) keep(codes, match[1]);
  for (const match of text.matchAll(/\b([A-Za-z0-9]{1,6})\.(?:AX|ASX)\b/gi)) keep(codes, match[1]);
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r\n?|\n/)
    .map((line) => line.replace(/\u00A0/g, " ").trim());
  const filled = lines.filter((line) => line !== "");
  for (const [index, line] of filled.entries()) {
    const cells = line.split(line.includes("\t") ? "\t" : ",").map((cell) => cell.replace(/"/g, "").trim());
    const row = cells.length > 1 && cells.some((cell) => NUMBER_CELL.test(cell));
    for (const cell of row ? cells : []) if (CODE.test(cell)) keep(codes, cell);
    for (const cell of cells) {
      const dashed = /\s[-–—]\s*([A-Z][A-Z0-9]{1,5})$/.exec(cell) ?? /\(([A-Z][A-Z0-9]{1,5})\)$/.exec(cell);
      if (dashed) keep(codes, dashed[1]);
    }
    // A title ("BHP Group Ltd BHP") a few lines above a card's heading or its price or value label.
    const cardBelow = filled.slice(index + 1, index + 11).some((below) => CARD_OPENING.test(below));
    if (cardBelow && COMPANY_TITLE.test(line)) keep(codes, /\s([A-Z0-9]{1,6})\)?$/.exec(line)?.[1]);
  }
  return [...codes].sort();
}

/** Each code is a row's symbol, or a word of some error's reason (which names a line). */
export function expectEveryCodeAccountedFor(result: ParseResult<{ symbol: string }>, codes: readonly string[], context: string) {
  const imported = new Set(result.rows.map((row) => row.symbol));
  const missing = codes.filter(
    (code) =>
      !imported.has(code) &&
      !result.errors.some((error) => new RegExp(String.raw`(^|[^A-Za-z0-9])${code}([^A-Za-z0-9]|$)`, "i").test(error.reason)),
  );
  expect(missing, `${context}: codes neither imported nor named in the errors`).toEqual([]);
}
