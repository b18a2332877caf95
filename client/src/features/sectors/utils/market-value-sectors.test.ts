import { describe, expect, it } from "vitest";
import { sectorName } from "@shared/domain/sectors";
import { marketValueBySector } from "./market-value-sectors";

describe("allocation by market value", () => {
  it("sums the holdings by sector exactly, largest first, leaving out a holding without a price", () => {
    const rows = marketValueBySector([
      { symbol: "CSL", sector: "Health Care", marketValue: "1440.10" },
      { symbol: "RMD", sector: "Health Care", marketValue: "0.20" },
      { symbol: "BHP", sector: "Materials", marketValue: "2000" },
      { symbol: "XYZ", sector: "Energy", marketValue: null },
      { symbol: "ABC", sector: null, marketValue: "10" },
    ]);
    expect(rows).toEqual([
      { name: "Materials", value: 2000 },
      // 1440.10 + 0.20 in floats is 1440.3000000000002.
      { name: "Health Care", value: 1440.3 },
      { name: sectorName(null), value: 10 },
    ]);
  });
});
