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
        { symbol: "BHP", fairValue: 45, kind: "buy-under" },
        { symbol: "CSL", fairValue: 320.5, kind: "target-price" },
        { symbol: "WES", fairValue: 65, kind: "buy-under" },
        { symbol: "XRO", fairValue: 185, kind: "target-price" },
        { symbol: "TLS", fairValue: 4.2, kind: "buy-under" },
      ],
      errors: [],
    });
  });

  it("reads a copied scorecard table with Buy Under / Target Price columns (Buy under wins when both are filled)", () => {
    expect(parseMotleyFoolPaste(fixtureText("motley-fool/ok/scorecard-table.txt"))).toEqual({
      rows: [
        { symbol: "BHP", fairValue: 45, kind: "buy-under" },
        { symbol: "CSL", fairValue: 320.5, kind: "target-price" },
        { symbol: "WES", fairValue: 65, kind: "buy-under" },
      ],
      errors: [],
    });
  });

  it("reports amounts it cannot place or read, by line", () => {
    expect(parseMotleyFoolPaste(fixtureText("motley-fool/not-ok/amount-problems.txt"))).toEqual({
      rows: [{ symbol: "TLS", fairValue: 4.2, kind: "buy-under" }],
      errors: [
        { line: 1, reason: "'buy under $10.00' comes before any stock code" },
        { line: 2, reason: "'buy under $190.00' follows NASDAQ: AAPL, which is not an ASX code" },
        { line: 3, reason: "QAN: buy under is missing" },
        { line: 4, reason: "STO: target price '$abc' is not a number" },
        { line: 5, reason: "FMG: target price '−$5.00' is negative" },
        { line: 6, reason: "PLS: buy under '$2,500,000' is too large (over 1,000,000)" },
        { line: 8, reason: "TLS is already on line 7 with different values" },
        { line: 9, reason: "target price for ORG has no amount" },
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
    const text = "BUY: our favourite miner\nBHP Group (ASX: BHP) - we may buy under our new framework soon\nThe buy under price is $45.00\n";
    expect(parseMotleyFoolPaste(text)).toEqual({ rows: [{ symbol: "BHP", fairValue: 45, kind: "buy-under" }], errors: [] });
  });
});
