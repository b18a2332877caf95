import { describe, expect, it } from "vitest";
import { parseMorningstarPaste } from "./morningstar-paste";
import { fixtureText } from "./test-fixtures";

describe("parseMorningstarPaste", () => {
  it("reads a web-table copy: BOM, CRLF, trailing tabs, NBSP, A$/AUD, thousands, exchange forms", () => {
    const text = fixtureText("morningstar/ok/web-table-tabs.txt");
    // Guard the fixture itself: an editor that "fixes" it would silently weaken this test.
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("\r\n");
    expect(text).toContain("\u00A0");
    expect(parseMorningstarPaste(text)).toEqual({
      rows: [
        { symbol: "BHP", lastPrice: 45.2, fairValue: 42, uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" },
        { symbol: "COH", lastPrice: 289.5, fairValue: 1012, uncertainty: "Low", economicMoat: "Wide", financialHealth: "Strong" },
        { symbol: "WES", lastPrice: 71.35, fairValue: 65, uncertainty: "Medium", economicMoat: "Narrow", financialHealth: "Moderate" },
        { symbol: "WOW", lastPrice: null, fairValue: 38.5, uncertainty: "Very High", economicMoat: "None", financialHealth: null },
        { symbol: "ANZ", lastPrice: 29.8, fairValue: 27.5, uncertainty: "High", economicMoat: "None", financialHealth: "Weak" },
        { symbol: "S32", lastPrice: 3.12, fairValue: 3.4, uncertainty: "Extreme", economicMoat: "None", financialHealth: null },
      ],
      errors: [],
    });
  });

  it("reads a headerless CSV in the spec's column order, with quoted commas and short rows", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/ok/no-header.csv"))).toEqual({
      rows: [
        { symbol: "BHP", lastPrice: 45.2, fairValue: 42, uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" },
        {
          symbol: "COH",
          lastPrice: 289.5,
          fairValue: 1012,
          uncertainty: "Low",
          economicMoat: "Wide",
          financialHealth: "Moderate, improving",
        },
        { symbol: "TLS", lastPrice: 4.05, fairValue: 4.4, uncertainty: null, economicMoat: null, financialHealth: null },
      ],
      errors: [],
    });
  });

  it("finds a header below a title, maps aliases in any order, skips a repeated header and merges an identical repeat", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/ok/title-and-aliases.tsv"))).toEqual({
      rows: [
        { symbol: "RIO", lastPrice: 119.45, fairValue: 128, uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" },
        { symbol: "BHP", lastPrice: 45.2, fairValue: 42, uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" },
        { symbol: "WDS", lastPrice: 23.86, fairValue: 37, uncertainty: "High", economicMoat: "Narrow", financialHealth: "Moderate" },
      ],
      errors: [],
    });
  });

  it("reports every bad row by line and still imports the good ones", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/not-ok/bad-values.txt"))).toEqual({
      rows: [
        { symbol: "BHP", lastPrice: 45.2, fairValue: 42, uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" },
        { symbol: "ANZ", lastPrice: 29.8, fairValue: 27.5, uncertainty: "High", economicMoat: "None", financialHealth: "Weak" },
      ],
      errors: [
        { line: 3, reason: "fair value 'abc' is not a number" },
        { line: 4, reason: "fair value is missing" },
        { line: 5, reason: "last price '−280.10' is negative" },
        { line: 6, reason: "fair value '2,000,000' is too large (over 1,000,000)" },
        { line: 7, reason: "'BHP GROUP' is not an ASX code" },
        { line: 8, reason: "fair value '0' must be above zero" },
        { line: 10, reason: "last price 'Infinity' is not a number; fair value 'NaN' is not a number" },
        { line: 11, reason: "BHP is already on line 2 with different values" },
        { line: 12, reason: "ASX code is missing" },
      ],
    });
  });

  it("refuses a header without a Fair Value column instead of guessing", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/not-ok/header-without-fair-value.txt"))).toEqual({
      rows: [],
      errors: [
        {
          line: 1,
          reason: "the header row has no Fair Value column (found: Code, Last, Price Target, Uncertainty), so no rows were read",
        },
      ],
    });
  });

  it("reports a data row pasted above the header instead of dropping it, and passes over a title", () => {
    const text = "My watchlist\nBHP\t45.20\t42.00\nCode\tLast\tFair Value\nCSL\t282.15\t300.00\n";
    expect(parseMorningstarPaste(text)).toEqual({
      rows: [
        { symbol: "CSL", lastPrice: 282.15, fairValue: 300, uncertainty: null, economicMoat: null, financialHealth: null },
      ],
      errors: [{ line: 2, reason: "this line is above the header row, so it was not read" }],
    });
  });

  it("keeps an unrecognised rating as typed and reports a header with nothing below it", () => {
    expect(parseMorningstarPaste("CBA\t152.30\t105.00\tModerate-ish\tconstructor\n").rows).toEqual([
      {
        symbol: "CBA",
        lastPrice: 152.3,
        fairValue: 105,
        uncertainty: "Moderate-ish",
        economicMoat: "constructor",
        financialHealth: null,
      },
    ]);
    expect(parseMorningstarPaste("Code\tFair Value\r\n\r\n")).toEqual({
      rows: [],
      errors: [{ line: 1, reason: "the header row has no data rows below it" }],
    });
    expect(parseMorningstarPaste("  \n\t\n")).toEqual({ rows: [], errors: [] });
  });
});
