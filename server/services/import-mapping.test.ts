import { describe, expect, it } from "vitest";
import type { PortfolioWorkbookRow } from "../parsers";
import {
  planBellPotter,
  planIntelligentInvestorPaste,
  planMorningstarPaste,
  planMotleyFoolPaste,
  planPortfolioWorkbook,
} from "./import-mapping";
import type { PlanContext } from "./import-plan";
import { importMessage } from "./imports";

const context: PlanContext = {
  currentMonth: "2026-11-01",
  listed: new Map([
    ["BHP", { name: "BHP Group Limited", sector: "Materials" }],
    ["CSL", { name: "CSL Limited", sector: "Pharmaceuticals, Biotechnology & Life Sciences" }],
  ]),
};

describe("planMorningstarPaste", () => {
  it("files each row under the current month with its ratings, and keeps the parser's errors", () => {
    const plan = planMorningstarPaste(
      {
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
          { symbol: "NEWCO", name: null, lastPrice: null, fairValue: 3.5, uncertainty: null, economicMoat: null, financialHealth: null },
        ],
        errors: [{ line: 4, reason: "fair value is missing" }],
      },
      context,
    );
    expect(plan).toEqual({
      stocks: [
        // No name in the data: the ASX list's, else the symbol.
        { symbol: "BHP", name: "BHP Group Limited", nameOrigin: "asx-list", sector: "Materials", lastPrice: 45.2, placeholderPrice: 45.2 },
        // No price in the data: the fair value stands in for a new stock's price.
        { symbol: "NEWCO", name: "NEWCO", nameOrigin: "symbol", sector: null, lastPrice: null, placeholderPrice: 3.5 },
      ],
      fairValues: [
        {
          symbol: "BHP",
          source: "morningstar",
          asOfMonth: "2026-11-01",
          fairValue: 42,
          meta: { uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" },
        },
        {
          symbol: "NEWCO",
          source: "morningstar",
          asOfMonth: "2026-11-01",
          fairValue: 3.5,
          meta: { uncertainty: null, economicMoat: null, financialHealth: null },
        },
      ],
      rowsImported: 2,
      skipped: [{ line: 4, reason: "fair value is missing" }],
      warnings: [],
    });
  });
});

describe("planIntelligentInvestorPaste", () => {
  it("stores the midpoint with every level in meta, and the current price as the last price", () => {
    const plan = planIntelligentInvestorPaste(
      {
        rows: [
          {
            symbol: "BHP",
            name: "BHP Group",
            priceAtReview: 38.15,
            currentPrice: 45.2,
            buyBelow: 42,
            sellAbove: 65,
            maxPortfolioWeight: 6,
          },
        ],
        errors: [],
      },
      context,
    );
    expect(plan.stocks).toEqual([
      { symbol: "BHP", name: "BHP Group", nameOrigin: "data", sector: "Materials", lastPrice: 45.2, placeholderPrice: 45.2 },
    ]);
    expect(plan.fairValues).toEqual([
      {
        symbol: "BHP",
        source: "intelligent-investor",
        asOfMonth: "2026-11-01",
        fairValue: 53.5,
        meta: { buy_below: 42, sell_above: 65, max_weight: 6, price_at_review: 38.15 },
      },
    ]);
  });
});

describe("planMotleyFoolPaste", () => {
  it("stores the amount with its kind; Motley Fool gives no price", () => {
    const plan = planMotleyFoolPaste(
      { rows: [{ symbol: "CSL", name: "CSL Ltd", fairValue: 320.5, kind: "target-price" }], errors: [] },
      context,
    );
    expect(plan.stocks).toEqual([
      {
        symbol: "CSL",
        name: "CSL Ltd",
        nameOrigin: "data",
        sector: "Pharmaceuticals, Biotechnology & Life Sciences",
        lastPrice: null,
        placeholderPrice: 320.5,
      },
    ]);
    expect(plan.fairValues).toEqual([
      { symbol: "CSL", source: "motley-fool", asOfMonth: "2026-11-01", fairValue: 320.5, meta: { kind: "target-price" } },
    ]);
  });
});

describe("planBellPotter", () => {
  it("makes one stock of a code's Bell Potter and Consensus rows, each value under its own source", () => {
    const plan = planBellPotter(
      {
        rows: [
          { symbol: "WTC", name: null, targetPrice: 125, lastPrice: null, recommendation: null, source: "bell-potter-consensus" },
          { symbol: "WTC", name: "WiseTech Global", targetPrice: 120, lastPrice: 110, recommendation: "Buy", source: "bell-potter" },
        ],
        errors: [],
      },
      context,
    );
    // The Consensus row gave no name, so the Bell Potter row's name is taken.
    expect(plan.stocks).toEqual([
      { symbol: "WTC", name: "WiseTech Global", nameOrigin: "data", sector: null, lastPrice: 110, placeholderPrice: 125 },
    ]);
    expect(plan.fairValues).toEqual([
      { symbol: "WTC", source: "bell-potter-consensus", asOfMonth: "2026-11-01", fairValue: 125, meta: { recommendation: null } },
      { symbol: "WTC", source: "bell-potter", asOfMonth: "2026-11-01", fairValue: 120, meta: { recommendation: "Buy" } },
    ]);
    expect(plan.rowsImported).toBe(2);
  });
});

describe("planPortfolioWorkbook", () => {
  const row = (values: Partial<PortfolioWorkbookRow>): PortfolioWorkbookRow => ({
    symbol: "BHP",
    name: null,
    sector: null,
    lastPrice: null,
    monthly: [],
    iiFairValue: null,
    iiBuyBelow: null,
    ...values,
  });

  it("files monthly values under their months and the II value under the current month", () => {
    const plan = planPortfolioWorkbook(
      {
        rows: [
          row({
            name: "BHP Group",
            sector: "Mining",
            lastPrice: 45.2,
            monthly: [
              { month: "2025-02-01", fairValue: 42.5 },
              { month: "2025-03-01", fairValue: 43 },
            ],
            iiFairValue: 52.5,
            iiBuyBelow: 42,
          }),
          // No Last $: the latest monthly value is the new stock's placeholder price.
          row({
            symbol: "XRO",
            sector: "Software",
            monthly: [
              { month: "2025-01-01", fairValue: 155 },
              { month: "2025-03-01", fairValue: 160 },
            ],
          }),
          // Buy Below alone is the II fair value.
          row({ symbol: "CSL", lastPrice: 282.15, iiBuyBelow: 250 }),
        ],
        errors: [],
      },
      context,
    );
    expect(plan.stocks).toEqual([
      // The ASX list's sector wins over the workbook's own column; the column fills in for unlisted codes.
      { symbol: "BHP", name: "BHP Group", nameOrigin: "data", sector: "Materials", lastPrice: 45.2, placeholderPrice: 45.2 },
      { symbol: "XRO", name: "XRO", nameOrigin: "symbol", sector: "Software", lastPrice: null, placeholderPrice: 160 },
      {
        symbol: "CSL",
        name: "CSL Limited",
        nameOrigin: "asx-list",
        sector: "Pharmaceuticals, Biotechnology & Life Sciences",
        lastPrice: 282.15,
        placeholderPrice: 282.15,
      },
    ]);
    expect(plan.fairValues).toEqual([
      { symbol: "BHP", source: "morningstar", asOfMonth: "2025-03-01", fairValue: 43, meta: null },
      { symbol: "BHP", source: "morningstar", asOfMonth: "2025-02-01", fairValue: 42.5, meta: null },
      {
        symbol: "BHP",
        source: "intelligent-investor",
        asOfMonth: "2026-11-01",
        fairValue: 52.5,
        meta: { buy_below: 42, sell_above: null, max_weight: null, price_at_review: null },
      },
      { symbol: "XRO", source: "morningstar", asOfMonth: "2025-03-01", fairValue: 160, meta: null },
      { symbol: "XRO", source: "morningstar", asOfMonth: "2025-01-01", fairValue: 155, meta: null },
      {
        symbol: "CSL",
        source: "intelligent-investor",
        asOfMonth: "2026-11-01",
        fairValue: 250,
        meta: { buy_below: 250, sell_above: null, max_weight: null, price_at_review: null },
      },
    ]);
    expect(plan.rowsImported).toBe(3);
  });

  it("skips a row with neither a price nor a value: there is nothing to store and no price for a new stock", () => {
    const plan = planPortfolioWorkbook({ rows: [row({ symbol: "EMPTY" })], errors: [{ line: 7, reason: "bad" }] }, context);
    expect(plan).toEqual({
      stocks: [],
      fairValues: [],
      rowsImported: 0,
      skipped: [
        { line: 0, reason: "EMPTY has no last price and no fair value, so nothing was imported" },
        { line: 7, reason: "bad" },
      ],
      warnings: [],
    });
  });
});

describe("PlanBuilder", () => {
  it("keeps the parser's warnings beside its errors: the warned rows still import", () => {
    const plan = planMorningstarPaste(
      {
        rows: [{ symbol: "BHP", name: null, lastPrice: null, fairValue: 42, uncertainty: null, economicMoat: null, financialHealth: null }],
        errors: [{ line: 5, reason: "CBA: fair value is missing" }],
        warnings: [{ line: 2, reason: 'Last "n/a" is not a number; price not updated' }],
      },
      context,
    );
    expect(plan.rowsImported).toBe(1);
    expect(plan.skipped).toEqual([{ line: 5, reason: "CBA: fair value is missing" }]);
    expect(plan.warnings).toEqual([{ line: 2, reason: 'Last "n/a" is not a number; price not updated' }]);
  });
});

describe("importMessage", () => {
  it("names the source and counts, singular for one", () => {
    expect(importMessage("morningstar", 12, 0)).toBe("Imported 12 Morningstar records");
    expect(importMessage("intelligent-investor", 1, 1)).toBe("Imported 1 Intelligent Investor record (1 row skipped)");
    expect(importMessage("portfolio-workbook", 5, 3)).toBe("Imported 5 Portfolio records (3 rows skipped)");
  });
});
