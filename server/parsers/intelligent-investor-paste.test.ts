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
          buyBelow: 250,
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
        { line: 3, reason: "Santos Ltd (STO): no price guide (no buy below or sell above price), so there is no fair value" },
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

describe("parseIntelligentInvestorPaste: review boxes", () => {
  it("reads the guide split over two lines without $, ignoring 'Hold up to' and the meter's price", () => {
    const text = fixtureText("intelligent-investor/ok/review-boxes.txt");
    expect(text).toContain("\r\n");
    expect(text).toContain("below\u00A048.00");
    expect(parseIntelligentInvestorPaste(text)).toEqual({
      rows: [
        // Hold up to 290.00 and 'LONG TERM BUY at $185.50' are neither bound nor price.
        {
          symbol: "COH",
          name: "Cochlear Limited",
          priceAtReview: 185.5,
          currentPrice: 268.12,
          buyBelow: 212,
          sellAbove: 335,
          maxPortfolioWeight: 4,
        },
        {
          symbol: "ALL",
          name: "Aristocrat Leisure Limited",
          priceAtReview: 52.3,
          currentPrice: 61.75,
          buyBelow: 48,
          sellAbove: null,
          maxPortfolioWeight: 5,
        },
      ],
      errors: [],
    });
  });

  it("names a box without a price guide, one with only Sell above and one with a misread amount; keeps the good box", () => {
    expect(parseIntelligentInvestorPaste(fixtureText("intelligent-investor/not-ok/review-boxes-errors.txt"))).toEqual({
      rows: [
        {
          symbol: "CAR",
          name: "Carsales.com Ltd",
          priceAtReview: null,
          currentPrice: 35.6,
          buyBelow: 28,
          sellAbove: 42,
          maxPortfolioWeight: null,
        },
      ],
      errors: [
        {
          line: 3,
          reason: "Woodside Energy Group Ltd (WDS): no price guide (no buy below or sell above price), so there is no fair value",
        },
        {
          line: 14,
          reason:
            "Pro Medicus Limited (PME): a sell above but no buy below price, so there is no fair value (the midpoint of both, else buy below)",
        },
        // '6.5O' (a letter O) is refused whole rather than read as 6.5 or 6.
        // Line 25 is the 'Buy' that opens the split label 'Buy' / 'below 6.5O'.
        { line: 25, reason: "Lynas Rare Earths Limited (LYC): buy below '6.5O' is not a number" },
      ],
    });
  });
});

describe("parseIntelligentInvestorPaste: recommendations list", () => {
  it("takes the code from the Company cell; '-' and empty cells are no guide; Buy below alone is enough", () => {
    const text = fixtureText("intelligent-investor/ok/recommendations-list.txt");
    expect(text).toContain("\t");
    expect(parseIntelligentInvestorPaste(text)).toEqual({
      rows: [
        {
          symbol: "COH",
          name: "Cochlear Limited",
          priceAtReview: 185.5,
          currentPrice: 268.12,
          buyBelow: 212,
          sellAbove: 335,
          maxPortfolioWeight: null,
        },
        {
          symbol: "ALL",
          name: "Aristocrat Leisure Limited",
          priceAtReview: 52.3,
          currentPrice: 61.75,
          buyBelow: 48,
          sellAbove: null,
          maxPortfolioWeight: null,
        },
        {
          symbol: "CAR",
          name: "Carsales.com Ltd",
          priceAtReview: 33.1,
          currentPrice: 35.6,
          buyBelow: 28,
          sellAbove: 42,
          maxPortfolioWeight: null,
        },
      ],
      errors: [],
    });
  });

  it("names rows without a guide, with only Sell above, and a Company cell without a code", () => {
    expect(parseIntelligentInvestorPaste(fixtureText("intelligent-investor/not-ok/recommendations-list-errors.txt"))).toEqual({
      rows: [
        {
          symbol: "SEK",
          name: "Seek Limited",
          priceAtReview: 21.4,
          currentPrice: 24.05,
          buyBelow: 22,
          sellAbove: 30,
          maxPortfolioWeight: null,
        },
      ],
      errors: [
        {
          line: 2,
          reason: "Woodside Energy Group Ltd (WDS): no price guide (no buy below or sell above price), so there is no fair value",
        },
        {
          line: 3,
          reason:
            "Pro Medicus Limited (PME): a sell above but no buy below price, so there is no fair value (the midpoint of both, else buy below)",
        },
        { line: 4, reason: "company 'Lynas Rare Earths Limited' has no ASX code (such as 'Computershare Limited - CPU')" },
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
        { symbol: "ASX", name: null, priceAtReview: 10.92, currentPrice: 54.76, buyBelow: 50, sellAbove: 80, maxPortfolioWeight: null },
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
      rows: [{ symbol: "BHP", name: null, priceAtReview: 38.15, currentPrice: 45.2, buyBelow: 42, sellAbove: 65, maxPortfolioWeight: 6 }],
      errors: [
        { line: 3, reason: "CBA: no price guide (no buy below or sell above price), so there is no fair value" },
        { line: 4, reason: "WES: current price 'seventy' is not a number" },
        { line: 5, reason: "'BHP Group' is not an ASX code" },
        { line: 6, reason: "TLS: max portfolio weighting '-2%' is negative" },
        { line: 7, reason: "BHP is already on line 2 with different values" },
        { line: 8, reason: "MQG: a sell above but no buy below price, so there is no fair value (the midpoint of both, else buy below)" },
      ],
    });
  });

  it("skips a row with a Sell Above but no Buy Below by line: neither the midpoint nor Buy Below exists", () => {
    const text = "Ticker,BuyBelow,SellAbove\nNAB,30.00,42.00\nMQG,,240.00\n";
    expect(parseIntelligentInvestorPaste(text)).toEqual({
      rows: [{ symbol: "NAB", name: null, priceAtReview: null, currentPrice: null, buyBelow: 30, sellAbove: 42, maxPortfolioWeight: null }],
      errors: [
        { line: 3, reason: "MQG: a sell above but no buy below price, so there is no fair value (the midpoint of both, else buy below)" },
      ],
    });
  });

  it("takes a Name column when the CSV has one", () => {
    const text = "Ticker,Name,BuyBelow,SellAbove\nASX,ASX Limited,50.00,80.00\n";
    expect(parseIntelligentInvestorPaste(text).rows).toEqual([
      {
        symbol: "ASX",
        name: "ASX Limited",
        priceAtReview: null,
        currentPrice: null,
        buyBelow: 50,
        sellAbove: 80,
        maxPortfolioWeight: null,
      },
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
