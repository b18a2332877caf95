import { describe, expect, it } from "vitest";
import { parseMorningstarPaste } from "./morningstar-paste";
import { cardTitle } from "./morningstar-text";
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
        {
          symbol: "BHP",
          name: null,
          lastPrice: 45.2,
          fairValue: 42,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: "Strong",
        },
        {
          symbol: "COH",
          name: null,
          lastPrice: 289.5,
          fairValue: 1012,
          uncertainty: "Low",
          economicMoat: "Wide",
          financialHealth: "Strong",
        },
        {
          symbol: "WES",
          name: null,
          lastPrice: 71.35,
          fairValue: 65,
          uncertainty: "Medium",
          economicMoat: "Narrow",
          financialHealth: "Moderate",
        },
        {
          symbol: "WOW",
          name: null,
          lastPrice: null,
          fairValue: 38.5,
          uncertainty: "Very High",
          economicMoat: "None",
          financialHealth: null,
        },
        { symbol: "ANZ", name: null, lastPrice: 29.8, fairValue: 27.5, uncertainty: "High", economicMoat: "None", financialHealth: "Weak" },
        { symbol: "S32", name: null, lastPrice: 3.12, fairValue: 3.4, uncertainty: "Extreme", economicMoat: "None", financialHealth: null },
      ],
      errors: [],
    });
  });

  it("reads a headerless CSV in the spec's column order, with quoted commas and short rows", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/ok/no-header.csv"))).toEqual({
      rows: [
        {
          symbol: "BHP",
          name: null,
          lastPrice: 45.2,
          fairValue: 42,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: "Strong",
        },
        {
          symbol: "COH",
          name: null,
          lastPrice: 289.5,
          fairValue: 1012,
          uncertainty: "Low",
          economicMoat: "Wide",
          financialHealth: "Moderate, improving",
        },
        { symbol: "TLS", name: null, lastPrice: 4.05, fairValue: 4.4, uncertainty: null, economicMoat: null, financialHealth: null },
      ],
      errors: [],
    });
  });

  it("finds a header below a title, maps aliases in any order, skips a repeated header and merges an identical repeat", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/ok/title-and-aliases.tsv"))).toEqual({
      rows: [
        {
          symbol: "RIO",
          name: "Rio Tinto Ltd",
          lastPrice: 119.45,
          fairValue: 128,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: "Strong",
        },
        {
          symbol: "BHP",
          name: "BHP Group Ltd",
          lastPrice: 45.2,
          fairValue: 42,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: "Strong",
        },
        {
          symbol: "WDS",
          name: "Woodside Energy Group Ltd",
          lastPrice: 23.86,
          fairValue: 37,
          uncertainty: "High",
          economicMoat: "Narrow",
          financialHealth: "Moderate",
        },
      ],
      errors: [],
    });
  });

  it("reports every bad row by line and still imports the good ones", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/not-ok/bad-values.txt"))).toEqual({
      rows: [
        {
          symbol: "BHP",
          name: null,
          lastPrice: 45.2,
          fairValue: 42,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: "Strong",
        },
        { symbol: "ANZ", name: null, lastPrice: 29.8, fairValue: 27.5, uncertainty: "High", economicMoat: "None", financialHealth: "Weak" },
      ],
      errors: [
        { line: 3, reason: "CBA: fair value 'abc' is not a number" },
        { line: 4, reason: "WES: fair value is missing" },
        { line: 5, reason: "CSL: last price '−280.10' is negative" },
        { line: 6, reason: "MQG: fair value '2,000,000' is too large (over 1,000,000)" },
        { line: 7, reason: "'BHP GROUP' is not an ASX code" },
        { line: 8, reason: "TLS: fair value '0' must be above zero" },
        { line: 10, reason: "WOW: last price 'Infinity' is not a number; fair value 'NaN' is not a number" },
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
        { symbol: "CSL", name: null, lastPrice: 282.15, fairValue: 300, uncertainty: null, economicMoat: null, financialHealth: null },
      ],
      errors: [{ line: 2, reason: "BHP: this line is above the header row, so it was not read" }],
    });
  });

  it("keeps an unrecognised rating as typed and reports a header with nothing below it", () => {
    expect(parseMorningstarPaste("CBA\t152.30\t105.00\tModerate-ish\tconstructor\n").rows).toEqual([
      {
        symbol: "CBA",
        name: null,
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

  it("reads a 'Price vs Fair Value' table column as neither the price nor the fair value", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/ok/ratio-before-fair-value.tsv"))).toEqual({
      rows: [
        {
          symbol: "TWE",
          name: "Treasury Wine Estates Ltd",
          lastPrice: 11.02,
          fairValue: 14,
          uncertainty: "Medium",
          economicMoat: "Narrow",
          financialHealth: null,
        },
        {
          symbol: "BXB",
          name: "Brambles Ltd",
          lastPrice: 19.4,
          fairValue: 16.9,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: null,
        },
        {
          symbol: "AMC",
          name: "Amcor PLC",
          lastPrice: 15.1,
          fairValue: 15.6,
          uncertainty: "Medium",
          economicMoat: "Narrow",
          financialHealth: null,
        },
      ],
      errors: [],
    });
    expect(parseMorningstarPaste(fixtureText("morningstar/not-ok/ratio-without-fair-value.tsv"))).toEqual({
      rows: [],
      errors: [
        {
          line: 1,
          reason: "the header row has no Fair Value column (found: Ticker, Price, Price/Fair Value, Uncertainty), so no rows were read",
        },
      ],
    });
  });
});

describe("parseMorningstarPaste: quote-page cards", () => {
  it("reads each card below its title, never taking a star price for the price or the fair value", () => {
    const text = fixtureText("morningstar/ok/quote-cards.txt");
    expect(text).toContain("\r\n");
    expect(text).toContain("\u00A0$268.12");
    expect(parseMorningstarPaste(text)).toEqual({
      rows: [
        // No Financial Health on the card: left empty. 45.90 and 23.80 are the 1- and 5-star prices.
        {
          symbol: "WOW",
          name: "Woolworths Group Ltd",
          lastPrice: 31.85,
          fairValue: 34,
          uncertainty: "Low",
          economicMoat: "Wide",
          financialHealth: null,
        },
        {
          symbol: "COH",
          name: "Cochlear Ltd",
          lastPrice: 268.12,
          fairValue: 235,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: null,
        },
      ],
      errors: [],
    });
  });

  it("names a card without a title ticker, one without a fair value and one with a blank fair value", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/not-ok/quote-cards-errors.txt"))).toEqual({
      rows: [
        {
          symbol: "BXB",
          name: "Brambles Ltd",
          lastPrice: 19.4,
          fairValue: 16.9,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: null,
        },
      ],
      errors: [
        {
          line: 1,
          reason:
            "a 'Price vs Fair Value' card without a line ending with its ticker (such as 'BHP Group Ltd BHP') above it, so it was not read",
        },
        // The 5-Star Price (5.10) is not a fair value.
        { line: 7, reason: "Qantas Airways Ltd (QAN): no fair value in the card, so nothing was imported" },
        { line: 25, reason: "Seek Ltd (SEK): fair value is missing" },
      ],
    });
  });

  it("reads a quote page copied from its header: the title a few lines above the card, Financial Health stored", () => {
    // Issue 33: the title line, a star rating, 'Morningstar Rating', the price and its change, the
    // quote time, 'View Full Chart' and a blank line come before the card. 'AEDT' ends a line but is
    // not a ticker; 56.70 and 29.40 are the 1- and 5-star prices.
    const text = fixtureText("morningstar/ok/quote-page-copy.txt");
    expect(text).toContain("\r\n");
    expect(text).toContain("\u00A0$15.00 AUD");
    expect(parseMorningstarPaste(text)).toEqual({
      rows: [
        {
          symbol: "BHP",
          name: "BHP Group Ltd",
          lastPrice: 44.52,
          fairValue: 42,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: "Strong",
        },
        {
          symbol: "FMG",
          name: "Fortescue Ltd",
          lastPrice: 18.37,
          fairValue: 15,
          uncertainty: "High",
          economicMoat: "None",
          financialHealth: "Moderate",
        },
      ],
      errors: [],
    });
  });

  it("reads cards labelled 'Last Close' and 'Fair Value Estimate', in either order, the ratio never a value", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/ok/fair-value-estimate-cards.txt"))).toEqual({
      rows: [
        // 1.51 is the Price/Fair Value ratio.
        {
          symbol: "CBA",
          name: "Commonwealth Bank of Australia",
          lastPrice: 158.4,
          fairValue: 105,
          uncertainty: "Low",
          economicMoat: "Wide",
          financialHealth: "Strong",
        },
        {
          symbol: "XRO",
          name: "Xero Ltd",
          lastPrice: 171.25,
          fairValue: 150,
          uncertainty: "High",
          economicMoat: "Narrow",
          financialHealth: null,
        },
      ],
      errors: [],
    });
  });

  it("names once a 'Fair Value Estimate' card without a title, one with a blank value and one with only a ratio", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/not-ok/fair-value-estimate-errors.txt"))).toEqual({
      rows: [
        {
          symbol: "WES",
          name: "Wesfarmers Ltd",
          lastPrice: 71.35,
          fairValue: 64.5,
          uncertainty: null,
          economicMoat: "Wide",
          financialHealth: null,
        },
      ],
      errors: [
        {
          line: 1,
          reason: "a 'Last Close' card without a line ending with its ticker (such as 'BHP Group Ltd BHP') above it, so it was not read",
        },
        { line: 12, reason: "Telstra Group Ltd (TLS): fair value is missing" },
        {
          line: 16,
          reason:
            "Orica Ltd (ORI): no fair value in the card (its Price to Fair Value of 1.10 is a ratio, not a value), so nothing was imported",
        },
      ],
    });
  });

  it("reads a quote page copied whole: the tab bar's 'Price vs Fair Value', the premium sentence, $ amounts, date lines and the page after the card", () => {
    // Issue 45 item 6: 'BHP is trading at a 5% premium.' sits between the heading and the Price line,
    // each value has its date on the next line, and the page's prose, trading figures and key
    // statistics follow the card ($44.21 is the previous close, 2.62 the price to sales).
    const text = fixtureText("morningstar/ok/quote-page-whole.txt");
    expect(text).toContain("\r\nBHP is trading at a 5% premium.\r\n");
    expect(parseMorningstarPaste(text)).toEqual({
      rows: [
        {
          symbol: "BHP",
          name: "BHP Group Ltd",
          lastPrice: 44.52,
          fairValue: 42,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: null,
        },
      ],
      errors: [],
    });
  });

  it("reads a card copied with each value on its label's line (tabs), under a discount sentence", () => {
    const text = fixtureText("morningstar/ok/quote-page-same-line.txt");
    expect(text).toContain("\nFMG is trading at a 33% discount.\nLast Close\t$12.35\n");
    expect(parseMorningstarPaste(text)).toEqual({
      rows: [
        // 0.67 is the ratio, 28.90 and 11.10 the star prices, 20 Feb 2026 the estimate's date.
        {
          symbol: "FMG",
          name: "Fortescue Ltd",
          lastPrice: 12.35,
          fairValue: 18.5,
          uncertainty: "High",
          economicMoat: "None",
          financialHealth: "Moderate",
        },
      ],
      errors: [],
    });
  });

  it("reads two quote pages pasted one after the other: a fairly-valued sentence, A$, 'Last Price', NBSP and AUD", () => {
    const text = fixtureText("morningstar/ok/quote-pages-two-stocks.txt");
    expect(text).toContain("\u00A0$65.00\u00A0AUD");
    expect(parseMorningstarPaste(text)).toEqual({
      rows: [
        {
          symbol: "CSL",
          name: "CSL Ltd",
          lastPrice: 268.4,
          fairValue: 275,
          uncertainty: "Medium",
          economicMoat: "Wide",
          financialHealth: null,
        },
        {
          symbol: "WES",
          name: "Wesfarmers Ltd",
          lastPrice: 72.8,
          fairValue: 65,
          uncertainty: "Low",
          economicMoat: "Wide",
          financialHealth: "Strong",
        },
      ],
      errors: [],
    });
  });

  it("names a page copied down to its tab bar only, and a card whose fair value is a dash", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/not-ok/quote-page-errors.txt"))).toEqual({
      rows: [],
      errors: [
        { line: 1, reason: "Telstra Group Ltd (TLS): no fair value in the card, so nothing was imported" },
        { line: 15, reason: "Qantas Airways Ltd (QAN): fair value is missing" },
      ],
    });
  });

  it("reads a title with the code in any form it takes at the end of the line", () => {
    expect(cardTitle("BHP Group Ltd BHP")).toEqual({ name: "BHP Group Ltd", symbol: "BHP" });
    expect(cardTitle("South32 Ltd XASX:S32")).toEqual({ name: "South32 Ltd", symbol: "S32" });
    expect(cardTitle("Cochlear Ltd (COH)")).toEqual({ name: "Cochlear Ltd", symbol: "COH" });
    expect(cardTitle("Amcor PLC")).toBeNull();
    expect(cardTitle("Price vs Fair Value")).toBeNull();
    expect(cardTitle("BHP")).toBeNull();
  });
});

describe("parseMorningstarPaste: article blocks", () => {
  it("takes the code from the heading, or from the prose when it is given with the heading's name; prose prices are never values", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/ok/article-blocks.txt"))).toEqual({
      rows: [
        {
          symbol: "EDV",
          name: "Endeavour Group",
          lastPrice: 3.86,
          fairValue: 5.1,
          uncertainty: "Medium",
          economicMoat: "Narrow",
          financialHealth: null,
        },
        {
          symbol: "SPK",
          name: "Spark New Zealand",
          lastPrice: 2.35,
          fairValue: 3.3,
          uncertainty: "Medium",
          economicMoat: "Narrow",
          financialHealth: null,
        },
        {
          symbol: "LLC",
          name: "Lendlease Group",
          lastPrice: 5.72,
          fairValue: 7.4,
          uncertainty: "High",
          economicMoat: "None",
          financialHealth: null,
        },
      ],
      errors: [],
    });
  });

  it("names a block with only a ratio, a block it cannot link, a code named in passing and a bad amount", () => {
    expect(parseMorningstarPaste(fixtureText("morningstar/not-ok/article-blocks-errors.txt"))).toEqual({
      rows: [
        {
          symbol: "RHC",
          name: "Ramsay Health Care",
          lastPrice: 35.2,
          fairValue: 48,
          uncertainty: "Medium",
          economicMoat: "Narrow",
          financialHealth: null,
        },
      ],
      errors: [
        {
          line: 1,
          reason:
            "TPG Telecom (TPG): no fair value in the block (its Price to Fair Value of 0.78 is a ratio, not a value), so nothing was imported",
        },
        // Ampol's value must not go to Viva Energy, the only code after it, nor to TPG, the code seen last.
        {
          line: 8,
          reason:
            "no ASX code in the heading 'Ampol' and none after it that is given with that name (such as 'Ampol (ASX: ABC)'), so the block was not read",
        },
        { line: 14, reason: "VEA: named in the text without a Morningstar card or block of its own, so nothing was imported" },
        { line: 18, reason: "Bapcor (BAP): fair value '$6.8O' is not a number" },
      ],
    });
  });
});
