import { describe, expect, it } from "vitest";
import { parseIntelligentInvestorPaste } from "./intelligent-investor-paste";
import { companyFromLine } from "./intelligent-investor-text";
import { fixtureText } from "./test-fixtures";

describe("parseIntelligentInvestorPaste: free-form stock pages", () => {
  it("reads several company blocks, amounts on the same line or the next, ignoring badges and dates", () => {
    const text = fixtureText("intelligent-investor/ok/stock-pages.txt");
    expect(text).toContain("\r\n");
    expect(text).toContain("\u00A0");
    expect(parseIntelligentInvestorPaste(text)).toEqual({
      rows: [
        {
          symbol: "ASX",
          name: "ASX Limited",
          priceAtReview: 10.92,
          currentPrice: 54.76,
          buyBelow: 50,
          sellAbove: 80,
          maxPortfolioWeight: 5,
        },
        {
          symbol: "BHP",
          name: "BHP Group",
          priceAtReview: 38.15,
          currentPrice: 45.2,
          buyBelow: 42,
          sellAbove: 65,
          maxPortfolioWeight: 6,
        },
        {
          symbol: "WES",
          name: "Wesfarmers Ltd",
          priceAtReview: null,
          currentPrice: 71.35,
          buyBelow: 60,
          sellAbove: null,
          maxPortfolioWeight: null,
        },
        {
          symbol: "CSL",
          name: null,
          priceAtReview: null,
          currentPrice: null,
          buyBelow: null,
          sellAbove: 320,
          maxPortfolioWeight: 4.5,
        },
      ],
      errors: [],
    });
  });

  it("names the company in every error and keeps the good block", () => {
    expect(parseIntelligentInvestorPaste(fixtureText("intelligent-investor/not-ok/stock-pages-errors.txt"))).toEqual({
      rows: [
        {
          symbol: "WOW",
          name: "Woolworths Group Ltd",
          priceAtReview: null,
          currentPrice: null,
          buyBelow: 30,
          sellAbove: 45,
          maxPortfolioWeight: null,
        },
      ],
      errors: [
        { line: 1, reason: "'Buy below $50.00' comes before any company name with its code" },
        { line: 3, reason: "Santos Ltd (STO) has no buy below or sell above price" },
        { line: 9, reason: "Qantas Airways Ltd (QAN): buy below '$abc' is not a number" },
        { line: 10, reason: "Qantas Airways Ltd (QAN): sell above '−$12.00' is negative" },
        { line: 11, reason: "Qantas Airways Ltd (QAN): max portfolio weighting '150%' is over 100%" },
        { line: 15, reason: "Telstra Group (TLS): buy below appears twice with different amounts (lines 14 and 15)" },
        { line: 16, reason: "Telstra Group (TLS): sell above has no amount" },
        { line: 20, reason: "Coles Group (COL): current price '$2,000,000.00' is too large (over 1,000,000)" },
      ],
    });
  });

  it("says so when no company with a code is named at all", () => {
    expect(parseIntelligentInvestorPaste(fixtureText("intelligent-investor/not-ok/no-company.txt"))).toEqual({
      rows: [],
      errors: [
        {
          line: 1,
          reason: "no company name with its code was found (for example 'ASX Limited - ASX' or 'BHP Group (ASX: BHP)')",
        },
      ],
    });
  });
});

describe("parseIntelligentInvestorPaste: CSV", () => {
  it("reads the CSV export with a BOM, CRLF, quoted thousands and % weights", () => {
    const text = fixtureText("intelligent-investor/ok/export.csv");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(parseIntelligentInvestorPaste(text)).toEqual({
      rows: [
        { symbol: "BHP", name: null, priceAtReview: 38.15, currentPrice: 45.2, buyBelow: 42, sellAbove: 65, maxPortfolioWeight: 6 },
        { symbol: "COH", name: null, priceAtReview: 180, currentPrice: 289.5, buyBelow: 250, sellAbove: 1050, maxPortfolioWeight: 3 },
        { symbol: "WES", name: null, priceAtReview: 40.1, currentPrice: 71.35, buyBelow: 60, sellAbove: null, maxPortfolioWeight: 4.5 },
        { symbol: "ASX", name: null, priceAtReview: 10.92, currentPrice: 54.76, buyBelow: null, sellAbove: 80, maxPortfolioWeight: null },
      ],
      errors: [],
    });
  });

  it("reads a headerless CSV in the spec's column order", () => {
    expect(parseIntelligentInvestorPaste(fixtureText("intelligent-investor/ok/no-header.csv"))).toEqual({
      rows: [
        { symbol: "BHP", name: null, priceAtReview: 38.15, currentPrice: 45.2, buyBelow: 42, sellAbove: 65, maxPortfolioWeight: 6 },
        { symbol: "WES", name: null, priceAtReview: 40.1, currentPrice: 71.35, buyBelow: 60, sellAbove: null, maxPortfolioWeight: null },
      ],
      errors: [],
    });
  });

  it("reports bad CSV rows by line", () => {
    expect(parseIntelligentInvestorPaste(fixtureText("intelligent-investor/not-ok/export-errors.csv"))).toEqual({
      rows: [
        { symbol: "BHP", name: null, priceAtReview: 38.15, currentPrice: 45.2, buyBelow: 42, sellAbove: 65, maxPortfolioWeight: 6 },
      ],
      errors: [
        { line: 3, reason: "CBA has no buy below or sell above price" },
        { line: 4, reason: "current price 'seventy' is not a number" },
        { line: 5, reason: "'BHP Group' is not an ASX code" },
        { line: 6, reason: "max portfolio weighting '-2%' is negative" },
        { line: 7, reason: "BHP is already on line 2 with different values" },
      ],
    });
  });

  it("takes a Name column when the CSV has one", () => {
    const text = "Ticker,Name,BuyBelow,SellAbove\nASX,ASX Limited,50.00,80.00\n";
    expect(parseIntelligentInvestorPaste(text).rows).toEqual([
      { symbol: "ASX", name: "ASX Limited", priceAtReview: null, currentPrice: null, buyBelow: 50, sellAbove: 80, maxPortfolioWeight: null },
    ]);
  });
});

describe("companyFromLine", () => {
  it.each([
    ["ASX Limited - ASX", { name: "ASX Limited", symbol: "ASX" }],
    ["BHP Group (ASX: BHP)", { name: "BHP Group", symbol: "BHP" }],
    ["Coles Group - COL.AX", { name: "Coles Group", symbol: "COL" }],
    ["(ASX: CSL)", { name: null, symbol: "CSL" }],
    ["Business risk - MED", null],
    ["HOLD", null],
    ["Rio Tinto - Limited", null],
    ["Some Fund - ETF", null],
    ["Buy below $55.00 (BUY)", null],
    ["at (04 October 2002)", null],
  ])("%s", (line, expected) => {
    expect(companyFromLine(line)).toEqual(expected);
  });
});
