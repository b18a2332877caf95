import { describe, expect, it } from "vitest";
import { formatPercent } from "./format";
import {
  SECTOR_PALETTE,
  sectorAnalytics,
  sectorColor,
  sectorName,
  sectorShare,
  sectorValues,
  symbolsBySector,
  totalValue,
  type AnalyticsStock,
} from "./sectors";

describe("sectorName", () => {
  it.each([
    ["Materials", "Materials"],
    ["  Banks ", "Banks"],
    ["", "Unclassified"],
    ["   ", "Unclassified"],
    [null, "Unclassified"],
    [undefined, "Unclassified"],
  ])("%j -> %s", (sector, expected) => expect(sectorName(sector)).toBe(expected));
});

describe("sectorColor", () => {
  it.each([
    // hash("") = 0 → index 0.
    ["", SECTOR_PALETTE[0]],
    // hash("A") = 65; 65 mod 12 = 5.
    ["A", SECTOR_PALETTE[5]],
    // hash("B") = 66; 66 mod 12 = 6.
    ["B", SECTOR_PALETTE[6]],
    // hash("Ab") = 65 × 31 + 98 = 2113; 2113 mod 12 = 1.
    ["Ab", SECTOR_PALETTE[1]],
  ])("%j -> palette colour", (name, expected) => expect(sectorColor(name)).toBe(expected));

  it("is stable for a name and always from the palette, even for long names that overflow 32 bits", () => {
    const long = "Consumer Discretionary Distribution & Retail".repeat(5);
    expect(sectorColor(long)).toBe(sectorColor(long));
    for (const name of [long, "Materials", "Banks", "Unclassified", "Énergie"]) expect(SECTOR_PALETTE).toContain(sectorColor(name));
  });
});

const stocks = [
  { id: "bhp", symbol: "BHP", sector: "Materials" },
  { id: "rio", symbol: "RIO", sector: " Materials " },
  { id: "cba", symbol: "CBA", sector: "Banks" },
  { id: "xro", symbol: "XRO", sector: null },
  { id: "wes", symbol: "WES", sector: "Retailing" },
];

describe("sectorValues", () => {
  it("sums allocations per sector, drops empty sectors and sorts biggest first", () => {
    const allocations = [
      { stockId: "bhp", amount: 10_000 },
      { stockId: "rio", amount: 2_500.5 },
      { stockId: "cba", amount: 20_000 },
      { stockId: "xro", amount: 1_000 },
      { stockId: "wes", amount: 0 }, // a zero allocation draws no slice
      { stockId: "not-in-portfolio", amount: 99_999 }, // ignored: not one of the given stocks
    ];
    // Materials 10,000 + 2,500.5 = 12,500.5 (" Materials " groups with "Materials"); Banks 20,000;
    // Unclassified 1,000; Retailing 0 → dropped.
    expect(sectorValues(stocks, allocations)).toEqual([
      { name: "Banks", value: 20_000 },
      { name: "Materials", value: 12_500.5 },
      { name: "Unclassified", value: 1_000 },
    ]);
  });

  it("breaks ties by name and removes float noise", () => {
    const allocations = [
      { stockId: "bhp", amount: 0.1 },
      { stockId: "rio", amount: 0.2 },
      { stockId: "cba", amount: 0.3 },
    ];
    // 0.1 + 0.2 is 0.30000000000000004 in doubles; it ties with Banks' 0.3, and "Banks" < "Materials".
    expect(sectorValues(stocks, allocations)).toEqual([
      { name: "Banks", value: 0.3 },
      { name: "Materials", value: 0.3 },
    ]);
  });

  it("is empty without allocations", () => {
    expect(sectorValues(stocks, [])).toEqual([]);
  });
});

describe("sectorAnalytics", () => {
  const analyticsStocks: AnalyticsStock[] = [
    { id: "bhp", sector: "Materials", brokerCount: 2, currentVsBrokerAvg: -25 },
    { id: "rio", sector: "Materials", brokerCount: 1, currentVsBrokerAvg: -5 },
    { id: "fmg", sector: "Materials", brokerCount: 0, currentVsBrokerAvg: null },
    { id: "cba", sector: "Banks", brokerCount: 4, currentVsBrokerAvg: 12 },
    { id: "xro", sector: "", brokerCount: 0, currentVsBrokerAvg: null },
  ];

  it("counts every portfolio stock, sums allocations and averages the undervaluation of stocks with brokers", () => {
    const result = sectorAnalytics(analyticsStocks, [
      { stockId: "bhp", amount: 6_000 },
      { stockId: "fmg", amount: 4_000 },
      { stockId: "cba", amount: 15_000 },
    ]);
    expect(result).toEqual([
      // Banks: 1 stock, 15,000; −(12) = −12.
      { name: "Banks", color: sectorColor("Banks"), stockCount: 1, value: 15_000, avgUndervaluation: -12 },
      // Materials: 3 stocks, 6,000 + 4,000 = 10,000; mean(25, 5) = 15 (FMG has no broker values).
      { name: "Materials", color: sectorColor("Materials"), stockCount: 3, value: 10_000, avgUndervaluation: 15 },
      // Unclassified: XRO only, no allocation, no brokers → value 0, average null.
      { name: "Unclassified", color: sectorColor("Unclassified"), stockCount: 1, value: 0, avgUndervaluation: null },
    ]);
  });

  it("skips a stock whose brokers exist but whose figure is missing (no usable price)", () => {
    const [only] = sectorAnalytics(
      [
        { id: "a", sector: "Energy", brokerCount: 1, currentVsBrokerAvg: null },
        { id: "b", sector: "Energy", brokerCount: 2, currentVsBrokerAvg: -10.5 },
      ],
      [],
    );
    expect(only).toMatchObject({ stockCount: 2, value: 0, avgUndervaluation: 10.5 });
  });

  it("is empty without stocks", () => {
    expect(sectorAnalytics([], [{ stockId: "x", amount: 5 }])).toEqual([]);
  });
});

describe("totalValue and sectorShare", () => {
  it("adds values without float noise", () => {
    expect(totalValue([{ value: 0.1 }, { value: 0.2 }])).toBe(0.3);
    expect(totalValue([])).toBe(0);
  });

  it.each([
    // 20,000 / 33,500.5 = 0.59700…, shown as 59.7 %.
    [20_000, 33_500.5, 59.7, "59.7%"],
    // 1 / 3 = 33.33… → 33.3 %.
    [1, 3, 33.3, "33.3%"],
    // 2 / 3 = 66.66… → 66.7 %.
    [2, 3, 66.7, "66.7%"],
    [5, 5, 100, "100.0%"],
    [5, 0, 0, "0.0%"],
  ])("%s of %s -> %s", (value, total, share, label) => {
    expect(sectorShare(value, total)).toBe(share);
    expect(formatPercent(sectorShare(value, total))).toBe(label);
  });
});

describe("symbolsBySector", () => {
  it("groups symbols alphabetically under the chart's sector names", () => {
    const grouped = symbolsBySector(stocks);
    expect(Object.fromEntries(grouped)).toEqual({
      Materials: ["BHP", "RIO"],
      Banks: ["CBA"],
      Unclassified: ["XRO"],
      Retailing: ["WES"],
    });
  });
});
