import { describe, expect, it } from "vitest";
import { parsePortfolioWorkbook } from "./portfolio-workbook";
import { fixtureBytes } from "./test-fixtures";

const months = (values: [string, number][]) => values.map(([month, fairValue]) => ({ month, fairValue }));

const TEXT_MONTH_ROWS = [
  {
    symbol: "BHP",
    name: "BHP Group Limited",
    sector: "Materials",
    lastPrice: 45.2,
    monthly: months([
      ["2024-10-01", 41],
      ["2024-11-01", 41.5],
      ["2024-12-01", 42],
      ["2025-01-01", 42],
      ["2025-02-01", 42.5],
      ["2025-03-01", 43],
    ]),
    iiFairValue: 52.5,
    iiBuyBelow: 42,
  },
  {
    symbol: "CSL",
    name: "CSL Limited",
    sector: "Health Care",
    lastPrice: 282.15,
    monthly: months([
      ["2024-10-01", 300],
      ["2024-11-01", 305],
      ["2024-12-01", 305],
      ["2025-01-01", 310],
      ["2025-02-01", 310],
      ["2025-03-01", 312],
    ]),
    iiFairValue: null,
    iiBuyBelow: 250,
  },
  {
    // "$71.35" and "64.50" were typed as text; Nov-24 is blank; the II cell holds #N/A.
    symbol: "WES",
    name: "Wesfarmers Limited",
    sector: "Consumer Discretionary",
    lastPrice: 71.35,
    monthly: months([
      ["2024-10-01", 60],
      ["2024-12-01", 62],
      ["2025-01-01", 63],
      ["2025-02-01", 64.5],
      ["2025-03-01", 65],
    ]),
    iiFairValue: null,
    iiBuyBelow: null,
  },
  {
    symbol: "TLS",
    name: "Telstra Group Limited",
    sector: null,
    lastPrice: 4.05,
    monthly: months([
      ["2024-10-01", 3.9],
      ["2024-11-01", 3.9],
      ["2024-12-01", 4],
      ["2025-01-01", 4],
      ["2025-02-01", 4.1],
      ["2025-03-01", 4.1],
    ]),
    iiFairValue: 4.3,
    iiBuyBelow: 3.8,
  },
  {
    symbol: "XRO",
    name: "Xero Limited",
    sector: "Software & Services",
    lastPrice: null,
    monthly: months([
      ["2025-01-01", 155],
      ["2025-02-01", 158],
      ["2025-03-01", 160],
    ]),
    iiFairValue: null,
    iiBuyBelow: null,
  },
];

const DATE_MONTH_ROWS = [
  {
    symbol: "BHP",
    name: null,
    sector: "Materials",
    lastPrice: 45.2,
    monthly: months([
      ["2025-01-01", 42],
      ["2025-02-01", 42.5],
      ["2025-03-01", 43],
    ]),
    iiFairValue: null,
    iiBuyBelow: 42,
  },
  {
    symbol: "CSL",
    name: null,
    sector: "Health Care",
    lastPrice: 282.15,
    monthly: months([
      ["2025-01-01", 310],
      ["2025-02-01", 310],
      ["2025-03-01", 312],
    ]),
    iiFairValue: null,
    iiBuyBelow: 250,
  },
];

describe("parsePortfolioWorkbook", () => {
  it.each(["xlsx", "xls"])("reads MMM-YY text headers below a title, on the second sheet (.%s)", (format) => {
    expect(parsePortfolioWorkbook(fixtureBytes(`portfolio/ok/portfolio-text-months.${format}`))).toEqual({
      rows: TEXT_MONTH_ROWS,
      errors: [],
      warnings: [],
      failure: null,
    });
  });

  it.each(["xlsx", "xls"])("reads month headers that LibreOffice turned into dates, sheet 'portfolio' (.%s)", (format) => {
    expect(parsePortfolioWorkbook(fixtureBytes(`portfolio/ok/portfolio-date-months.${format}`))).toEqual({
      rows: DATE_MONTH_ROWS,
      errors: [],
      warnings: [],
      failure: null,
    });
  });

  it("reads date headers formatted MMM-YY by what they show, even mid-month (sheet 'PORTFOLIO')", () => {
    expect(parsePortfolioWorkbook(fixtureBytes("portfolio/ok/portfolio-formatted-dates.xlsx"))).toEqual({
      rows: [
        {
          symbol: "RIO",
          name: "Rio Tinto Limited",
          sector: null,
          lastPrice: 119.45,
          monthly: months([
            ["2024-12-01", 125],
            ["2025-01-01", 126],
            ["2025-02-01", 128],
          ]),
          iiFairValue: 130,
          iiBuyBelow: null,
        },
        {
          symbol: "WDS",
          name: "Woodside Energy Group Ltd",
          sector: null,
          lastPrice: 23.86,
          monthly: months([
            ["2024-12-01", 36],
            ["2025-01-01", 37],
            ["2025-02-01", 37],
          ]),
          iiFairValue: null,
          iiBuyBelow: null,
        },
      ],
      errors: [],
      warnings: [],
      failure: null,
    });
  });

  it.each(["xlsx", "xls"])("reports bad rows by spreadsheet row and keeps the good one (.%s)", (format) => {
    expect(parsePortfolioWorkbook(fixtureBytes(`portfolio/not-ok/bad-rows.${format}`))).toEqual({
      rows: [
        {
          symbol: "BHP",
          name: "BHP Group Limited",
          sector: null,
          lastPrice: 45.2,
          monthly: months([
            ["2025-02-01", 42.5],
            ["2025-03-01", 43],
          ]),
          iiFairValue: null,
          iiBuyBelow: 42,
        },
      ],
      errors: [
        { line: 3, reason: "CBA: Feb-25 fair value 'abc' is not a number" },
        { line: 4, reason: "WES: last price '-71.35' is negative" },
        { line: 5, reason: "CSL: Mar-25 fair value '2000000' is too large (over 1,000,000)" },
        { line: 6, reason: "'BHP GROUP' is not an ASX code" },
        { line: 7, reason: "ASX code is missing" },
        { line: 8, reason: "BHP is already on row 2 with different values" },
        { line: 9, reason: "TLS: buy below '0' must be above zero" },
        { line: 10, reason: "ANZ: last price '#DIV/0!' is not a number; buy below 'TRUE' is not a number" },
      ],
      warnings: [],
      failure: null,
    });
  });

  it("reports a Last $ that is not a number per row, imports that row's fair values, and names a row with nothing to import (issue 12.6)", () => {
    const row = (symbol: string, name: string, lastPrice: number | null, values: [number, number], iiBuyBelow: number | null = null) => ({
      symbol,
      name,
      sector: null,
      lastPrice,
      monthly: months([
        ["2025-04-01", values[0]],
        ["2025-05-01", values[1]],
      ]),
      iiFairValue: null,
      iiBuyBelow,
    });
    expect(parsePortfolioWorkbook(fixtureBytes("portfolio/not-ok/last-price-not-a-number.xlsx"))).toEqual({
      rows: [
        row("SEK", "Seek Limited", 24.05, [26.5, 27]),
        row("IEL", "IDP Education Limited", null, [19.5, 18.8]),
        row("NWL", "Netwealth Group Limited", null, [30, 31], 29),
        row("PNI", "Pinnacle Investment Management Group Limited", null, [22, 22.5]),
        // A blank Last $ is no price, and says nothing.
        row("ALL", "Aristocrat Leisure Limited", null, [60, 61]),
      ],
      warnings: [
        { line: 3, reason: 'Last $ "n/a" is not a number; price not updated' },
        { line: 4, reason: 'Last $ "#N/A" is not a number; price not updated' },
        { line: 5, reason: 'Last $ "-" is not a number; price not updated' },
      ],
      errors: [{ line: 7, reason: "CAR: last price 'n/a' is not a number; no fair value in the row, so nothing was imported" }],
      failure: null,
    });
  });

  it.each(["xlsx", "xls"])("fails without a sheet named Portfolio, listing the sheets (.%s)", (format) => {
    expect(parsePortfolioWorkbook(fixtureBytes(`portfolio/not-ok/no-portfolio-sheet.${format}`))).toEqual({
      rows: [],
      errors: [],
      failure: { error: "No sheet named 'Portfolio'. Sheets found: Holdings, Watchlist" },
    });
  });

  it("refuses US-locale dates made from a typed 'Mar-25' rather than file values under the wrong month", () => {
    expect(parsePortfolioWorkbook(fixtureBytes("portfolio/not-ok/us-locale-dates.xlsx")).failure).toEqual({
      error:
        "The header of column C is the date 2026-03-25 (shown as 03/25/26), not a month: " +
        "type month headers as text such as Mar-25, or as the first day of the month",
    });
  });

  it.each([
    ["missing-last-price.xlsx", "Could not find the column Last $ in sheet 'Portfolio'"],
    ["no-month-columns.xls", "Sheet 'Portfolio' has no monthly fair-value columns (headers such as Mar-25)"],
    ["too-many-rows.xlsx", "Sheet 'Portfolio' is too large: its used range A1:C20002 has 20,002 rows (the limit is 20,000)"],
    ["too-many-rows.xls", "Sheet 'Portfolio' is too large: its used range A1:C20002 has 20,002 rows (the limit is 20,000)"],
    ["too-many-columns.xlsx", "Sheet 'Portfolio' is too large: its used range A1:WC2 has 601 columns (the limit is 500)"],
    ["renamed-csv.xlsx", "The file is not an Excel workbook (.xlsx or .xls)"],
  ])("fails on %s", (file, error) => {
    expect(parsePortfolioWorkbook(fixtureBytes(`portfolio/not-ok/${file}`))).toEqual({ rows: [], errors: [], failure: { error } });
  });

  it("fails on a file that only looks like a workbook", () => {
    const fakeXls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
    expect(parsePortfolioWorkbook(fakeXls).failure).toEqual({ error: "The file could not be read as an Excel workbook" });
    expect(parsePortfolioWorkbook(new Uint8Array()).failure).toEqual({ error: "The file is not an Excel workbook (.xlsx or .xls)" });
  });
});
