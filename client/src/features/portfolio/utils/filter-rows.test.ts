import { describe, expect, it } from "vitest";
import { ALL_BROKERS_VISIBLE } from "@shared/domain/sources";
import { ALL_SECTORS, distinctSectors, filterRows } from "./filter-rows";
import { toStockRows } from "./stock-rows";
import { testStock } from "./test-stock";

const rows = toStockRows(
  [
    testStock({ symbol: "BHP", name: "BHP Group", sector: "Materials" }),
    testStock({ symbol: "CBA", name: "Commonwealth Bank of Australia", sector: "Banks" }),
    testStock({ symbol: "RIO", name: "Rio Tinto - RIO", sector: "Materials" }),
    testStock({ symbol: "XYZ", name: "Unsectored Ltd", sector: null }),
  ],
  ALL_BROKERS_VISIBLE,
);
const symbols = (list: { symbol: string }[]) => list.map((r) => r.symbol);

describe("filterRows", () => {
  it("returns the same array when nothing filters", () => {
    expect(filterRows(rows, {})).toBe(rows);
    expect(filterRows(rows, { sector: ALL_SECTORS, search: "   " })).toBe(rows);
  });

  it("filters by exact sector", () => {
    expect(symbols(filterRows(rows, { sector: "Materials" }))).toEqual(["BHP", "RIO"]);
  });

  it("matches symbol or name case-insensitively, trimming the search", () => {
    expect(symbols(filterRows(rows, { search: " cba " }))).toEqual(["CBA"]);
    expect(symbols(filterRows(rows, { search: "bank" }))).toEqual(["CBA"]);
    expect(symbols(filterRows(rows, { search: "TINTO" }))).toEqual(["RIO"]);
    expect(symbols(filterRows(rows, { search: "nothing" }))).toEqual([]);
  });

  it("finds a stock by a code it had before a code change (WPL for WDS)", () => {
    const renamed = toStockRows([testStock({ symbol: "WDS", name: "Woodside Energy Group", formerSymbols: ["WPL"] })], ALL_BROKERS_VISIBLE);
    expect(symbols(filterRows(renamed, { search: "wpl" }))).toEqual(["WDS"]);
    expect(symbols(filterRows(renamed, { search: "WDS" }))).toEqual(["WDS"]);
  });

  it("combines sector and search", () => {
    expect(symbols(filterRows(rows, { sector: "Materials", search: "rio" }))).toEqual(["RIO"]);
    expect(symbols(filterRows(rows, { sector: "Banks", search: "rio" }))).toEqual([]);
  });
});

describe("distinctSectors", () => {
  it("lists each sector once, sorted, skipping blanks", () => {
    expect(distinctSectors([...rows, { sector: "  " }, { sector: "Banks" }])).toEqual(["Banks", "Materials"]);
  });
});
