// The examples the /upload paste panels show (shared/contracts/import-layouts.ts) must import
// exactly: every line a row, nothing skipped.
import { describe, expect, it } from "vitest";
import { PASTE_LAYOUT_EXAMPLES } from "@shared/contracts/import-layouts";
import { parseBellPotterPaste } from "./bell-potter-paste";
import { parseIntelligentInvestorPaste } from "./intelligent-investor-paste";
import { parseMorningstarPaste } from "./morningstar-paste";
import { parseMotleyFoolPaste } from "./motley-fool-paste";

const examples = Object.entries(PASTE_LAYOUT_EXAMPLES).flatMap(([source, layouts]) =>
  layouts.map((layout) => [source, layout.layout, layout.example] as const),
);

describe("the paste panels' layout examples", () => {
  it("cover the layouts each parser reads", () => {
    expect(Object.fromEntries(Object.entries(PASTE_LAYOUT_EXAMPLES).map(([source, layouts]) => [source, layouts.length]))).toEqual({
      morningstar: 3,
      "intelligent-investor": 3,
      "motley-fool": 2,
      "bell-potter": 1,
    });
  });

  it("Morningstar: table, card and article each give BHP or EDV exactly", () => {
    const [table, card, article] = PASTE_LAYOUT_EXAMPLES.morningstar.map((layout) => parseMorningstarPaste(layout.example));
    const bhp = { symbol: "BHP", lastPrice: 45.2, fairValue: 42, uncertainty: "Medium", economicMoat: "Wide" };
    expect(table).toEqual({ rows: [{ ...bhp, name: null, financialHealth: "Strong" }], errors: [] });
    expect(card).toEqual({ rows: [{ ...bhp, name: "BHP Group Ltd", financialHealth: "Strong" }], errors: [] });
    expect(article).toEqual({
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
      ],
      errors: [],
    });
  });

  it("Intelligent Investor: export, list and review box each give CPU's guide", () => {
    const results = PASTE_LAYOUT_EXAMPLES["intelligent-investor"].map((layout) => parseIntelligentInvestorPaste(layout.example));
    const cpu = { symbol: "CPU", currentPrice: 27.47, buyBelow: 8, sellAbove: 16 };
    expect(results).toEqual([
      { rows: [{ ...cpu, name: null, priceAtReview: 10.24, maxPortfolioWeight: 6 }], errors: [] },
      { rows: [{ ...cpu, name: "Computershare Limited", priceAtReview: 10.24, maxPortfolioWeight: null }], errors: [] },
      { rows: [{ ...cpu, name: "Computershare Limited", priceAtReview: null, maxPortfolioWeight: null }], errors: [] },
    ]);
  });

  it("Motley Fool: text (with a lower-case code and cents) and a scorecard", () => {
    const [text, table] = PASTE_LAYOUT_EXAMPLES["motley-fool"].map((layout) => parseMotleyFoolPaste(layout.example));
    expect(text).toEqual({
      rows: [
        { symbol: "XRO", name: "Xero Ltd", fairValue: 165, kind: "buy-under" },
        { symbol: "CBA", name: null, fairValue: 1015.5, kind: "target-price" },
        { symbol: "LKE", name: "Lake Resources NL", fairValue: 0.9, kind: "buy-under" },
      ],
      errors: [],
    });
    expect(table).toEqual({ rows: [{ symbol: "XRO", name: "Xero Ltd", fairValue: 165, kind: "buy-under" }], errors: [] });
  });

  it.each(examples.filter(([source]) => source === "bell-potter"))("Bell Potter: %s — %s", (_source, _layout, example) => {
    expect(parseBellPotterPaste(example)).toEqual({
      rows: [{ symbol: "BHP", name: "BHP Group Limited", targetPrice: 48, lastPrice: 45.2, recommendation: "Buy", source: "bell-potter" }],
      errors: [],
      failure: null,
    });
  });
});
