import { describe, expect, it } from "vitest";
import type { ShareholderHolding } from "@shared/contracts/shareholders";
import { effectiveStockId, holderTotals, rankHolders, sortStocksBySymbol } from "./shareholder-rows";

const holder = (name: string, shares: number, percentage: number): ShareholderHolding => ({
  id: name,
  name,
  shares,
  percentage,
  change: null,
  asOfDate: "2024-08-31",
  createdAt: "2024-09-01T00:00:00.000Z",
});

describe("rankHolders", () => {
  it("ranks by shares, largest first, ties by name", () => {
    const ranked = rankHolders([holder("B", 10, 1), holder("A", 10, 1), holder("C", 30, 3)]);
    expect(ranked.map((h) => `${h.rank} ${h.name}`)).toEqual(["1 C", "2 A", "3 B"]);
  });
});

describe("holderTotals", () => {
  it("adds shares and percentages without float noise", () => {
    // 1,234,567,890 + 52,000,000 + 24,100,000 = 1,310,667,890; 24.35 + 1.03 + 0.48 = 25.86
    // (25.860000000000003 in doubles).
    expect(holderTotals([holder("A", 1_234_567_890, 24.35), holder("B", 52_000_000, 1.03), holder("C", 24_100_000, 0.48)])).toEqual({
      shares: 1_310_667_890,
      percentage: 25.86,
    });
    expect(holderTotals([])).toEqual({ shares: 0, percentage: 0 });
  });
});

describe("stock choice", () => {
  const stocks = sortStocksBySymbol([
    { id: "3", symbol: "WES" },
    { id: "1", symbol: "BHP" },
    { id: "2", symbol: "CSL" },
  ]);
  it("sorts by symbol and defaults to the first", () => {
    expect(stocks.map((s) => s.symbol)).toEqual(["BHP", "CSL", "WES"]);
    expect(effectiveStockId(stocks, null)).toBe("1");
  });
  it("keeps a chosen stock while it exists, else falls back to the first", () => {
    expect(effectiveStockId(stocks, "2")).toBe("2");
    expect(effectiveStockId(stocks, "gone")).toBe("1");
    expect(effectiveStockId([], null)).toBeNull();
  });
});
