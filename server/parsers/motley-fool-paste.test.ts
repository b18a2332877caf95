import { describe, expect, it } from "vitest";
import { parseMotleyFoolPaste } from "./motley-fool-paste";
import { fixtureText } from "./test-fixtures";

describe("parseMotleyFoolPaste", () => {
  it("gives each amount to the code named most recently before it, across lines and layouts", () => {
    const text = fixtureText("motley-fool/ok/recommendations.txt");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("\r\n");
    expect(parseMotleyFoolPaste(text)).toEqual({
      rows: [
        { symbol: "BHP", name: "BHP Group Ltd", fairValue: 45, kind: "buy-under" },
        // Named in passing ("We are upgrading CSL Ltd (ASX:CSL).") or by a bare code: no name is taken.
        { symbol: "CSL", name: null, fairValue: 320.5, kind: "target-price" },
        { symbol: "WES", name: "Wesfarmers Ltd", fairValue: 65, kind: "buy-under" },
        { symbol: "XRO", name: null, fairValue: 185, kind: "target-price" },
        { symbol: "TLS", name: "Telstra Group", fairValue: 4.2, kind: "buy-under" },
      ],
      errors: [],
    });
  });

  it("reads a copied scorecard table with Buy Under / Target Price columns (Buy under wins when both are filled)", () => {
    expect(parseMotleyFoolPaste(fixtureText("motley-fool/ok/scorecard-table.txt"))).toEqual({
      rows: [
        { symbol: "BHP", name: "BHP Group", fairValue: 45, kind: "buy-under" },
        { symbol: "CSL", name: "CSL Ltd", fairValue: 320.5, kind: "target-price" },
        { symbol: "WES", name: "Wesfarmers", fairValue: 65, kind: "buy-under" },
      ],
      errors: [],
    });
  });

  it("reads a table row's code cell even when the code is also a word ('NOW', 'NEW')", () => {
    expect(parseMotleyFoolPaste("NOW\tTarget price\t12.50\nNEW\tBuy under\t0\n")).toEqual({
      rows: [{ symbol: "NOW", name: null, fairValue: 12.5, kind: "target-price" }],
      errors: [{ line: 2, reason: "NEW: buy under '0' must be above zero" }],
    });
  });

  it("reports amounts it cannot place or read, by line", () => {
    expect(parseMotleyFoolPaste(fixtureText("motley-fool/not-ok/amount-problems.txt"))).toEqual({
      rows: [{ symbol: "TLS", name: "Telstra Group", fairValue: 4.2, kind: "buy-under" }],
      errors: [
        { line: 1, reason: "'buy under $10.00' comes before any stock code" },
        { line: 2, reason: "'buy under $190.00' follows NASDAQ: AAPL, which is not an ASX code" },
        { line: 3, reason: "QAN: buy under is missing" },
        { line: 4, reason: "STO: target price '$abc' is not a number" },
        { line: 5, reason: "FMG: target price '−$5.00' is negative" },
        { line: 6, reason: "PLS: buy under '$2,500,000' is too large (over 1,000,000)" },
        { line: 8, reason: "TLS is already on line 7 with different values" },
        { line: 9, reason: "ORG: target price has no amount" },
      ],
    });
  });

  it("says so when the text names no code with an amount", () => {
    expect(parseMotleyFoolPaste(fixtureText("motley-fool/not-ok/no-codes.txt"))).toEqual({
      rows: [],
      errors: [{ line: 1, reason: "no stock code with a 'Buy under' or 'Target price' amount was found" }],
    });
  });

  it("does not take capitalised words or prose mentions of a label for data", () => {
    const text =
      "BUY: our favourite miner\nBHP Group (ASX: BHP) - we may buy under our new framework soon\nThe buy under price is $45.00\n";
    expect(parseMotleyFoolPaste(text)).toEqual({
      rows: [{ symbol: "BHP", name: "BHP Group", fairValue: 45, kind: "buy-under" }],
      errors: [],
    });
  });

  it("gives a line opening with a lower-case code and a dash, colon or pipe its own stock (issue 12.4)", () => {
    const text =
      "Commonwealth Bank (ASX: CBA) - Buy under $98.00\nnab - Buy under $1,015.50\nwbc: Target price $31.40\nanz | buy under $27.10\n";
    expect(parseMotleyFoolPaste(text)).toEqual({
      rows: [
        { symbol: "CBA", name: "Commonwealth Bank", fairValue: 98, kind: "buy-under" },
        { symbol: "NAB", name: null, fairValue: 1015.5, kind: "buy-under" },
        { symbol: "WBC", name: null, fairValue: 31.4, kind: "target-price" },
        { symbol: "ANZ", name: null, fairValue: 27.1, kind: "buy-under" },
      ],
      errors: [],
    });
  });

  it("gives a line opening with a code in any case and then an amount its own stock, so no message blames the stock before", () => {
    const text = "XRO - Buy under $150.00\ncba 98.00 buy under\nNAB $31.20\nwbc: $27.10\nanz A$28.40\n";
    expect(parseMotleyFoolPaste(text)).toEqual({
      rows: [{ symbol: "XRO", name: null, fairValue: 150, kind: "buy-under" }],
      errors: [
        { line: 2, reason: "CBA: buy under has no amount" },
        { line: 3, reason: "NAB: named without a 'Buy under' or 'Target price' amount, so nothing was imported" },
        { line: 4, reason: "WBC: named without a 'Buy under' or 'Target price' amount, so nothing was imported" },
        { line: 5, reason: "ANZ: named without a 'Buy under' or 'Target price' amount, so nothing was imported" },
      ],
    });
  });

  it("does not take a line's opening word for a code when a price in prose or a quarter follows it", () => {
    const text = "XRO - Buy under $150.00\nprice: $151.60\nQ3 2024 was strong\nvalue $3.20 per share\npaid $2.10 per share in dividends\n";
    expect(parseMotleyFoolPaste(text)).toEqual({ rows: [{ symbol: "XRO", name: null, fairValue: 150, kind: "buy-under" }], errors: [] });
  });

  it("reads cents, skips other exchanges' codes, '(previously $x)' and current-price mentions", () => {
    const text = fixtureText("motley-fool/ok/article-cents-and-mentions.txt");
    expect(text).toContain("\r\n");
    expect(parseMotleyFoolPaste(text)).toEqual({
      rows: [
        // Intuit's NASDAQ code does not end Xero's block; $151.60 (last traded) and $150.00 (previously) are not values.
        { symbol: "XRO", name: "Xero Ltd", fairValue: 165, kind: "buy-under" },
        // "At today's price of $7.20" is the price, not the value.
        { symbol: "PDN", name: "Paladin Energy Ltd", fairValue: 8.4, kind: "buy-under" },
        // 90 cents is $0.90, not $90; 95 cents is $0.95.
        { symbol: "LKE", name: "Lake Resources NL", fairValue: 0.9, kind: "buy-under" },
        { symbol: "MSB", name: "Mesoblast Limited", fairValue: 0.95, kind: "target-price" },
      ],
      errors: [],
    });
  });

  it("names every broker target as skipped (not a Motley Fool value) and never gives it to the broker's own code", () => {
    expect(parseMotleyFoolPaste(fixtureText("motley-fool/not-ok/broker-article.txt"))).toEqual({
      rows: [],
      errors: [
        {
          line: 5,
          reason:
            "PDN: the $13.40 price target is a broker's (Macquarie), quoted in the article, not a Motley Fool valuation, so it was not imported",
        },
        { line: 5, reason: "MQG: named as the broker whose price target is quoted, not as a stock with a value, so nothing was imported" },
        {
          line: 9,
          reason:
            "LOV: the $36.00 price target is a broker's (Goldman Sachs), quoted in the article, not a Motley Fool valuation, so it was not imported",
        },
        {
          line: 13,
          reason:
            "ZIP: the $3.25 price target is a broker's (Morgans), quoted in the article, not a Motley Fool valuation, so it was not imported",
        },
      ],
    });
  });

  it("names the stock an article is about, not a broker, when its name starts like one, and says whose target was skipped", () => {
    // Issue 33: an article about Macquarie (MQG) quoting Goldman Sachs' target. MQG opens line 1, so
    // it is the stock, not "the broker whose price target is quoted", and the target comes after it.
    const text = fixtureText("motley-fool/not-ok/broker-target-on-the-subject.txt");
    expect(text).toContain("\r\n");
    expect(parseMotleyFoolPaste(text)).toEqual({
      rows: [],
      errors: [
        {
          line: 9,
          reason:
            "MQG: the $235.00 price target is a broker's (Goldman Sachs), quoted in the article, not a Motley Fool valuation, so it was not imported",
        },
      ],
    });
  });

  it("reads the Fool's own calls on companies whose names are brokers' names", () => {
    expect(parseMotleyFoolPaste(fixtureText("motley-fool/ok/broker-named-companies.txt"))).toEqual({
      rows: [
        { symbol: "MQG", name: "Macquarie Group Ltd", fairValue: 230, kind: "target-price" },
        { symbol: "EZL", name: "Euroz Hartleys Group Ltd", fairValue: 1.2, kind: "buy-under" },
      ],
      errors: [],
    });
  });

  it("names a Hold without an amount, a code named in passing, two codes sharing one amount and a foreign listing's amount", () => {
    expect(parseMotleyFoolPaste(fixtureText("motley-fool/not-ok/hold-and-mentions.txt"))).toEqual({
      rows: [{ symbol: "PME", name: "Pro Medicus Limited", fairValue: 155, kind: "buy-under" }],
      errors: [
        { line: 3, reason: "BRG: a Hold with no 'Buy under' or 'Target price' amount, so nothing was imported" },
        { line: 8, reason: "MSB: named without a 'Buy under' or 'Target price' amount, so nothing was imported" },
        {
          line: 12,
          reason:
            "RKN: 'buy under $21.00' follows RKN and XRO in one passage, so which stock it belongs to is unclear; nothing was imported",
        },
        { line: 15, reason: "'buy under $190.00' follows NASDAQ: AAPL, which is not an ASX code" },
      ],
    });
  });
});
