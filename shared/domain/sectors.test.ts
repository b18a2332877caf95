import { describe, expect, it } from "vitest";
import { formatPercent } from "./format";
import { contrastRatio, hexToSrgb, oklabDistance, oklchToSrgb } from "../testing/colour";
import { GICS_INDUSTRY_GROUPS } from "../testing/gics";
import {
  SECTOR_PALETTE,
  sectorAnalytics,
  sectorColors,
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

describe("sectorColors", () => {
  it("colours the sorted, distinct sector names with the palette in order", () => {
    // Sorted by code unit: Banks, Energy, Materials, Unclassified (blank and null both read as Unclassified).
    const colors = sectorColors(["Materials", " Energy ", null, "Banks", "Materials", ""]);
    expect([...colors]).toEqual([
      ["Banks", SECTOR_PALETTE[0]],
      ["Energy", SECTOR_PALETTE[1]],
      ["Materials", SECTOR_PALETTE[2]],
      ["Unclassified", SECTOR_PALETTE[3]],
    ]);
  });

  it("does not depend on the order the stocks come in", () => {
    const names = ["Software & Services", "Pharmaceuticals, Biotechnology & Life Sciences", "Energy", "Materials"];
    expect([...sectorColors(names)]).toEqual([...sectorColors([...names].reverse())]);
  });

  it("gives every GICS industry group of the ASX list, plus Unclassified, a colour of its own", () => {
    const colors = sectorColors([...GICS_INDUSTRY_GROUPS, null]);
    expect(colors.size).toBe(GICS_INDUSTRY_GROUPS.length + 1);
    expect(new Set(colors.values()).size).toBe(colors.size);
  });

  it("the pairs the hash used to colour alike now differ", () => {
    const colors = sectorColors(["Materials", "Energy", "Pharmaceuticals, Biotechnology & Life Sciences", "Software & Services"]);
    expect(colors.get("Materials")).not.toBe(colors.get("Energy"));
    expect(colors.get("Pharmaceuticals, Biotechnology & Life Sciences")).not.toBe(colors.get("Software & Services"));
  });

  it("starts the palette again only past its length", () => {
    const names = Array.from({ length: SECTOR_PALETTE.length + 1 }, (_, i) => `Sector ${String(i).padStart(2, "0")}`);
    const colors = [...sectorColors(names).values()];
    expect(new Set(colors.slice(0, SECTOR_PALETTE.length)).size).toBe(SECTOR_PALETTE.length);
    expect(colors[SECTOR_PALETTE.length]).toBe(SECTOR_PALETTE[0]);
  });

  it("is empty for no stocks", () => {
    expect(sectorColors([]).size).toBe(0);
  });
});

describe("SECTOR_PALETTE", () => {
  // The card colours of both themes (client/src/index.css --card), converted from OKLCH to sRGB.
  const LIGHT_CARD = oklchToSrgb(1, 0, 0);
  const DARK_CARD = oklchToSrgb(0.18, 0.006, 285.885);
  const DARK_BACKGROUND = oklchToSrgb(0.141, 0.005, 285.823);

  it("has a colour for every GICS industry group and Unclassified, two spare", () => {
    // The ASX list names 25 GICS industry groups (plus "Not Applic" and "Class Pend" placeholders).
    expect(GICS_INDUSTRY_GROUPS).toHaveLength(25);
    expect(SECTOR_PALETTE.length).toBeGreaterThanOrEqual(GICS_INDUSTRY_GROUPS.length + 1);
  });

  it.each(SECTOR_PALETTE.map((color) => [color]))("%s reaches 3:1 (WCAG non-text contrast) against the cards of both themes", (color) => {
    const rgb = hexToSrgb(color);
    expect(contrastRatio(rgb, LIGHT_CARD)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(rgb, DARK_CARD)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(rgb, DARK_BACKGROUND)).toBeGreaterThanOrEqual(3);
  });

  it("keeps every two colours clearly apart (OKLab distance of at least 0.08; 0.02 is about the least the eye tells apart)", () => {
    let closest = Infinity;
    for (let i = 0; i < SECTOR_PALETTE.length; i++) {
      for (let j = i + 1; j < SECTOR_PALETTE.length; j++) {
        closest = Math.min(closest, oklabDistance(hexToSrgb(SECTOR_PALETTE[i]), hexToSrgb(SECTOR_PALETTE[j])));
      }
    }
    expect(closest).toBeGreaterThanOrEqual(0.08);
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
      // Colours over the sorted sectors Banks, Materials, Unclassified: palette 0, 1, 2.
      // Banks: 1 stock, 15,000; −(12) = −12.
      { name: "Banks", color: SECTOR_PALETTE[0], stockCount: 1, value: 15_000, avgUndervaluation: -12 },
      // Materials: 3 stocks, 6,000 + 4,000 = 10,000; mean(25, 5) = 15 (FMG has no broker values).
      { name: "Materials", color: SECTOR_PALETTE[1], stockCount: 3, value: 10_000, avgUndervaluation: 15 },
      // Unclassified: XRO only, no allocation, no brokers → value 0, average null.
      { name: "Unclassified", color: SECTOR_PALETTE[2], stockCount: 1, value: 0, avgUndervaluation: null },
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
