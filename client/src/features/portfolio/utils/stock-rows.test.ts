import { describe, expect, it } from "vitest";
import { ALL_BROKERS_VISIBLE } from "@shared/domain/sources";
import { toStockRow, toStockRows } from "./stock-rows";
import { testStock } from "./test-stock";

// Last price 10; brokers MS 12, II 14, MF 16, BP 8. The server sends all-broker figures; the row
// must recompute them over the visible brokers only.
const stock = testStock({
  symbol: "BHP",
  name: "BHP Group (ASX: BHP)",
  lastPrice: 10,
  morningstarFV: 12,
  intelligentInvestorFV: 14,
  motleyFoolFV: 16,
  bellPotterFV: 8,
  morningstarPrev6MAvg: 11,
  monthlyFVs: { "Jan-25": 11, "Feb-25": 12 },
  brokerAvg: 12.5,
  brokerCount: 4,
  consensusRating: "Strong Buy",
});

describe("toStockRow", () => {
  it("averages all four brokers when all are visible", () => {
    const row = toStockRow(stock, ALL_BROKERS_VISIBLE);
    // mean(12, 14, 16, 8) = 12.5; (10 − 12.5) / 10 × 100 = −25 → Strong Buy; upside 12.5 − 10 = 2.5.
    expect(row.brokerAvg).toBe(12.5);
    expect(row.brokerCount).toBe(4);
    expect(row.currentVsBrokerAvg).toBe(-25);
    expect(row.upsidePotential).toBe(2.5);
    expect(row.consensusRating).toBe("Strong Buy");
    // population SD of (12, 14, 16, 8) = sqrt((0.25 + 2.25 + 12.25 + 20.25) / 4) = sqrt(8.75) ≈ 2.958; / 12.5 × 100 ≈ 23.66.
    expect(row.divergence).toBeCloseTo(23.664, 2);
  });

  it("recomputes over the visible brokers only", () => {
    const row = toStockRow(stock, { ...ALL_BROKERS_VISIBLE, intelligentInvestor: false, motleyFool: false });
    // mean(12, 8) = 10 → (10 − 10) / 10 × 100 = 0 → Hold; SD of (12, 8) = 2 → 2 / 10 × 100 = 20.
    expect(row.brokerAvg).toBe(10);
    expect(row.brokerCount).toBe(2);
    expect(row.currentVsBrokerAvg).toBe(0);
    expect(row.upsidePotential).toBe(0);
    expect(row.consensusRating).toBe("Hold");
    expect(row.divergence).toBe(20);
  });

  it("gives N/A and no divergence with a single or no visible broker", () => {
    const one = toStockRow(stock, { morningstar: true, intelligentInvestor: false, motleyFool: false, bellPotter: false });
    expect(one.brokerCount).toBe(1);
    expect(one.divergence).toBeNull();
    const none = toStockRow(stock, { morningstar: false, intelligentInvestor: false, motleyFool: false, bellPotter: false });
    expect(none).toMatchObject({
      brokerAvg: null,
      brokerCount: 0,
      currentVsBrokerAvg: null,
      upsidePotential: null,
      consensusRating: "N/A",
    });
  });

  it("computes clamped per-broker discounts against the FV and the 6M average", () => {
    const row = toStockRow(
      testStock({ lastPrice: 10, morningstarFV: 12, morningstarPrev6MAvg: 11, motleyFoolFV: 500 }),
      ALL_BROKERS_VISIBLE,
    );
    expect(row.vsCurrent.morningstar).toBe(-20); // (10 − 12) / 10 × 100
    expect(row.vs6MAvg.morningstar).toBe(-10); // (10 − 11) / 10 × 100
    expect(row.vsCurrent.motleyFool).toBe(-999); // (10 − 500) / 10 × 100 = −4900, clamped
    expect(row.vsCurrent.intelligentInvestor).toBeNull();
  });

  it("cleans the name, counts months with data and builds the search text", () => {
    const row = toStockRow(stock, ALL_BROKERS_VISIBLE);
    expect(row.cleanName).toBe("BHP Group");
    expect(row.monthsWithData).toBe(2);
    expect(row.searchText).toContain("bhp group");
  });

  it("maps a list in order", () => {
    const rows = toStockRows([stock, testStock({ symbol: "CBA" })], ALL_BROKERS_VISIBLE);
    expect(rows.map((r) => r.symbol)).toEqual(["BHP", "CBA"]);
  });
});
