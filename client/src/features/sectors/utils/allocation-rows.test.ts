import { describe, expect, it } from "vitest";
import { SECTOR_PALETTE } from "@shared/domain/sectors";
import { allocationRows, sectorBreakdown, unallocatedStocks, type AllocationStock } from "./allocation-rows";

const stock = (id: string, symbol: string, sector: string | null): AllocationStock => ({
  id,
  symbol,
  name: `${symbol} Ltd`,
  sector,
  lastPrice: 10,
});
const stocks = [stock("3", "WES", "Retailing"), stock("1", "BHP", "Materials"), stock("2", "CBA", "Banks"), stock("4", "XRO", null)];

describe("allocationRows", () => {
  it("joins allocations to their stocks by symbol and skips unknown stocks", () => {
    const rows = allocationRows(stocks, [
      { stockId: "3", amount: 300 },
      { stockId: "1", amount: 100 },
      { stockId: "gone", amount: 5 },
    ]);
    expect(rows.map((r) => [r.symbol, r.amount])).toEqual([
      ["BHP", 100],
      ["WES", 300],
    ]);
  });
});

describe("unallocatedStocks", () => {
  it("offers only stocks without an allocation, by symbol", () => {
    expect(unallocatedStocks(stocks, [{ stockId: "2", amount: 0 }]).map((s) => s.symbol)).toEqual(["BHP", "WES", "XRO"]);
    expect(
      unallocatedStocks(
        stocks,
        stocks.map((s) => ({ stockId: s.id, amount: 1 })),
      ),
    ).toEqual([]);
  });
});

describe("sectorBreakdown", () => {
  it("gives each sector its share to one decimal, its symbols and colour, and the total", () => {
    const { lines, total } = sectorBreakdown(
      [
        { name: "Banks", value: 20_000 },
        { name: "Materials", value: 12_500 },
        { name: "Unclassified", value: 1_000 },
      ],
      stocks,
    );
    // Total 33,500. Banks 20,000 / 33,500 = 59.70 %; Materials 12,500 / 33,500 = 37.31 %;
    // Unclassified 1,000 / 33,500 = 2.99 % → 3.0 %.
    expect(total).toBe(33_500);
    // Colours over the portfolio's sorted sectors (Banks, Materials, Retailing, Unclassified): palette 0–3;
    // Retailing has no value here but still holds its place, so its colour matches the analysis card's.
    expect(lines).toEqual([
      { name: "Banks", value: 20_000, color: SECTOR_PALETTE[0], percent: 59.7, symbols: ["CBA"] },
      { name: "Materials", value: 12_500, color: SECTOR_PALETTE[1], percent: 37.3, symbols: ["BHP"] },
      { name: "Unclassified", value: 1_000, color: SECTOR_PALETTE[3], percent: 3, symbols: ["XRO"] },
    ]);
  });

  it("is empty with a zero total when there are no sectors", () => {
    expect(sectorBreakdown([], stocks)).toEqual({ lines: [], total: 0 });
  });
});
