import { describe, expect, it } from "vitest";
import { sectorColors, sectorName } from "@shared/domain/sectors";
import { marketValueAnalytics, marketValueBySector, type HeldValue } from "./market-value-sectors";

const held = (overrides: Partial<HeldValue> & Pick<HeldValue, "symbol">): HeldValue => ({
  stockId: overrides.symbol,
  sector: null,
  marketValue: null,
  lastPrice: null,
  brokerAvg: null,
  ...overrides,
});

describe("allocation by market value", () => {
  it("sums the holdings by sector exactly, largest first, leaving out a holding without a price", () => {
    const rows = marketValueBySector([
      held({ symbol: "CSL", sector: "Health Care", marketValue: "1440.10" }),
      held({ symbol: "RMD", sector: "Health Care", marketValue: "0.20" }),
      held({ symbol: "BHP", sector: "Materials", marketValue: "2000" }),
      held({ symbol: "XYZ", sector: "Energy", marketValue: null }),
      held({ symbol: "ABC", sector: null, marketValue: "10" }),
    ]);
    expect(rows).toEqual([
      { name: "Materials", value: 2000 },
      // 1440.10 + 0.20 in floats is 1440.3000000000002.
      { name: "Health Care", value: 1440.3 },
      { name: sectorName(null), value: 10 },
    ]);
  });
});

describe("Sector Value Analysis by market value (issue 44 item 23)", () => {
  // The dashboard's colours: the portfolio's sectors, WES's among them though it is not held.
  const colors = sectorColors(["Materials", "Banks", "Consumer Discretionary", null]);
  const holdings = [
    // 500 × 45.20; currentVsBrokerAvg = (45.20 − 42) / 45.20 = +7.08 %, so −7.1 % undervalued.
    held({ symbol: "BHP", sector: "Materials", marketValue: "22600.00", lastPrice: "45.20", brokerAvg: "42" }),
    // (100 − 110) / 100 = −10 %: +10 % undervalued. The sector's mean: (−7.0796 + 10) / 2 = +1.46 %.
    held({ symbol: "RIO", sector: "Materials", marketValue: "1000.10", lastPrice: "100", brokerAvg: "110" }),
    held({ symbol: "CBA", sector: "Banks", marketValue: "15000.00", lastPrice: "150", brokerAvg: "100" }),
    // No fair value: counted, valued, not in the average.
    held({ symbol: "VAS", sector: null, marketValue: "1560.00", lastPrice: "104", brokerAvg: null }),
    // No price yet: no market value, still one of the sector's stocks.
    held({ symbol: "NEW", sector: "Banks", marketValue: null, lastPrice: null, brokerAvg: "10" }),
  ];

  it("gives each held sector its market value, its held stocks and their average undervaluation, in the portfolio's colours", () => {
    const rows = marketValueAnalytics(holdings, colors);
    expect(rows.map((row) => [row.name, row.value, row.stockCount, row.avgUndervaluation?.toFixed(2) ?? null])).toEqual([
      ["Materials", 23600.1, 2, "1.46"],
      // −(150 − 100) / 150 = −33.33 %.
      ["Banks", 15000, 2, "-33.33"],
      [sectorName(null), 1560, 1, null],
    ]);
    expect(rows.map((row) => row.color)).toEqual([colors.get("Materials"), colors.get("Banks"), colors.get(sectorName(null))]);
  });

  it("gives nothing without holdings", () => {
    expect(marketValueAnalytics([], colors)).toEqual([]);
  });
});
