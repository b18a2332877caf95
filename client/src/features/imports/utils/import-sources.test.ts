import { describe, expect, it } from "vitest";
import { isBlankPaste, noDataMessage, PASTE_PANEL_SOURCES, pasteSourceConfig } from "./import-sources";

describe("paste sources", () => {
  it("lists the four sources in sidebar order with their endpoints", () => {
    expect(PASTE_PANEL_SOURCES.map((s) => [s.title, s.endpoint])).toEqual([
      ["Morningstar", "/api/import/morningstar"],
      ["Intelligent Investor", "/api/import/intelligent-investor"],
      ["Motley Fool", "/api/import/motley-fool"],
      ["Bell Potter", "/api/import/bell-potter-paste"],
    ]);
  });

  it("links out only for Intelligent Investor and Bell Potter", () => {
    expect(PASTE_PANEL_SOURCES.filter((s) => s.link).map((s) => s.link?.href)).toEqual([
      "https://www.intelligentinvestor.com.au/recommendations",
      "https://bellpotter.com.au/research/",
    ]);
  });

  it("words the 'No Data' notice per source", () => {
    expect(PASTE_PANEL_SOURCES.map((s) => noDataMessage(s.source))).toEqual([
      "Please paste Morningstar data first",
      "Please paste Intelligent Investor data first",
      "Please paste Motley Fool data first",
      "Please paste Bell Potter data first",
    ]);
    expect(pasteSourceConfig("motley-fool").title).toBe("Motley Fool");
  });

  it("keeps the spec's expected-content lines and adds one example per accepted layout", () => {
    expect(PASTE_PANEL_SOURCES.map((s) => s.instructions)).toEqual([
      ["Columns: Code, Last, Fair Value, Uncertainty, Economic Moat, Financial Health."],
      [
        "Either CSV with Ticker, PriceAtReview, CurrentPrice, BuyBelow, SellAbove, MaxPortfolioWeight;",
        "or free-form text giving company name and code, price at review, current price, buy below, sell above, max portfolio weighting %.",
      ],
      ["Text with the stock code and 'Buy under' or 'Target price' amounts."],
      ["CSV with Security, Target Price, Last Price, Recommendation, Source."],
    ]);
    expect(PASTE_PANEL_SOURCES.map((s) => s.layouts.map((layout) => layout.layout))).toEqual([
      [
        "A table, copied or as CSV (the header row is optional)",
        "A quote page, copied whole or from its title line down through the 'Price vs Fair Value' card",
        "Article blocks, the code in the heading or in the text after the block",
      ],
      ["The CSV export", "The recommendations list, the code in the Company cell", "A stock's review box or page"],
      ["Recommendation text: a code, then 'Buy under' or 'Target price' (cents too)", "A scorecard table"],
      ["The recommendations table, copied or as CSV (title lines and extra columns are fine)"],
    ]);
    expect(pasteSourceConfig("motley-fool").note).toBe(
      "A broker's price target quoted in an article is listed as skipped, not imported as a Motley Fool value.",
    );
  });

  it.each([
    ["", true],
    ["  \n\t ", true],
    ["BHP\t41.20", false],
  ])("isBlankPaste(%j) -> %s", (text, expected) => {
    expect(isBlankPaste(text)).toBe(expected);
  });
});
