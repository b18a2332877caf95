import { describe, expect, it } from "vitest";
import { ALL_BROKERS_VISIBLE } from "@shared/domain/sources";
import { buildColumns, groupSpans, tableWidth, type ColumnOptions } from "./column-definitions";
import { toStockRow } from "./stock-rows";
import { testStock } from "./test-stock";

const MONTHS = ["2024-09-01", "2024-10-01", "2024-11-01", "2024-12-01", "2025-01-01", "2025-02-01"];
const base: ColumnOptions = { visibility: ALL_BROKERS_VISIBLE, monthsExpanded: false, brokerTargetsExpanded: false, monthKeys: MONTHS };
const headers = (options: Partial<ColumnOptions> = {}) => buildColumns({ ...base, ...options }).map((c) => c.header);

describe("buildColumns", () => {
  it("lists the collapsed table in the spec's order with every broker visible", () => {
    expect(headers()).toEqual([
      "Select all",
      "Symbol",
      "Company",
      "Last $",
      "Prev 6M vs Trade",
      "Current 5* vs Trade",
      "Current vs Fair Price",
      "MS FV",
      "II FV",
      "MF FV",
      "BP FV",
      "MS 6M Avg",
      "II 6M Avg",
      "MF 6M Avg",
      "BP 6M Avg",
      "Months",
      "Broker Avg",
      "Count",
      "Divergence",
      "Rating",
      "Upside $",
      "FV Momentum",
      "vs Broker Avg",
      "Div Yield",
      "MS Uncertainty",
      "MS Moat",
      "MS Health",
      "II Buy Below",
      "II Sell Above",
      "Actions",
    ]);
  });

  it("drops a hidden broker's FV, 6M Avg and target columns", () => {
    const visibility = { ...ALL_BROKERS_VISIBLE, intelligentInvestor: false, bellPotter: false };
    const list = headers({ visibility, brokerTargetsExpanded: true });
    expect(list.filter((h) => /^(MS|II|MF|BP) (FV|6M Avg|vs Current|vs 6M Avg)$/.test(h))).toEqual([
      "MS FV",
      "MF FV",
      "MS 6M Avg",
      "MF 6M Avg",
      "MS vs Current",
      "MS vs 6M Avg",
      "MF vs Current",
      "MF vs 6M Avg",
    ]);
    // The Intelligent Investor levels are stock attributes, not a broker FV column: they stay.
    expect(list).toContain("II Buy Below");
  });

  it("shows no broker columns at all when every broker is hidden", () => {
    const none = { morningstar: false, intelligentInvestor: false, motleyFool: false, bellPotter: false };
    expect(headers({ visibility: none }).some((h) => / (FV|6M Avg)$/.test(h))).toBe(false);
  });

  it("expands the months into six month labels plus 6M Avg $, replacing the n/6 column", () => {
    const list = headers({ monthsExpanded: true });
    expect(list).not.toContain("Months");
    const start = list.indexOf("Sep-24");
    expect(list.slice(start, start + 7)).toEqual(["Sep-24", "Oct-24", "Nov-24", "Dec-24", "Jan-25", "Feb-25", "6M Avg $"]);
    expect(list[start + 7]).toBe("Broker Avg");
  });

  it("expands vs Broker Targets into a vs Current and vs 6M Avg pair per broker, after FV Momentum", () => {
    const list = headers({ brokerTargetsExpanded: true });
    expect(list).not.toContain("vs Broker Avg");
    const start = list.indexOf("FV Momentum") + 1;
    expect(list.slice(start, start + 8)).toEqual([
      "MS vs Current",
      "MS vs 6M Avg",
      "II vs Current",
      "II vs 6M Avg",
      "MF vs Current",
      "MF vs 6M Avg",
      "BP vs Current",
      "BP vs 6M Avg",
    ]);
  });

  it("pins the first four columns with cumulative left offsets (two when compact)", () => {
    const pinned = buildColumns(base).filter((c) => c.pinnedLeft !== undefined);
    expect(pinned.map((c) => [c.id, c.pinnedLeft])).toEqual([
      ["select", 0],
      ["symbol", 40],
      ["company", 124],
      ["lastPrice", 324],
    ]);
    const compact = buildColumns({ ...base, compact: true }).filter((c) => c.pinnedLeft !== undefined);
    expect(compact.map((c) => c.id)).toEqual(["select", "symbol"]);
  });

  it("uses the inverted badge tone exactly for the 'current vs' discount columns", () => {
    const columns = buildColumns({ ...base, brokerTargetsExpanded: true });
    const inverted = columns.filter((c) => c.inverted).map((c) => c.id);
    expect(inverted).toEqual([
      "currentVsFairPrice",
      "vsCurrent:morningstar",
      "vs6MAvg:morningstar",
      "vsCurrent:intelligentInvestor",
      "vs6MAvg:intelligentInvestor",
      "vsCurrent:motleyFool",
      "vs6MAvg:motleyFool",
      "vsCurrent:bellPotter",
      "vs6MAvg:bellPotter",
    ]);
    expect(columns.find((c) => c.id === "current5StarVsTrade")?.inverted).toBeFalsy();
    expect(buildColumns(base).find((c) => c.id === "currentVsBrokerAvg")?.inverted).toBe(true);
  });

  it("makes every column sortable except the checkbox and the actions", () => {
    const unsortable = buildColumns({ ...base, monthsExpanded: true, brokerTargetsExpanded: true }).filter((c) => !c.sortValue);
    expect(unsortable.map((c) => c.id)).toEqual(["select", "actions"]);
  });

  it("reads month values by their MMM-YY label and ranks ratings best-first", () => {
    const columns = buildColumns({ ...base, monthsExpanded: true });
    const row = toStockRow(testStock({ monthlyFVs: { "Oct-24": 41.5 }, morningstarFV: 12, lastPrice: 10 }), ALL_BROKERS_VISIBLE);
    expect(columns.find((c) => c.header === "Oct-24")?.value(row)).toBe(41.5);
    expect(columns.find((c) => c.header === "Sep-24")?.value(row)).toBeNull();
    const rating = columns.find((c) => c.id === "consensusRating");
    // (10 − 12) / 10 × 100 = −20 → Strong Buy, rank 4.
    expect(rating?.value(row)).toBe("Strong Buy");
    expect(rating?.sortValue?.(row)).toBe(4);
  });

  it("groups adjacent columns for the header's group row and sums widths", () => {
    const columns = buildColumns(base);
    expect(groupSpans(columns).map((g) => [g.group, g.span, g.pinned])).toEqual([
      ["stock", 4, true],
      ["vsTrade", 3, false],
      ["brokerFV", 8, false],
      ["months", 1, false],
      ["consensus", 6, false],
      ["brokerTargets", 1, false],
      ["quality", 7, false],
    ]);
    // Compact pinning splits the stock group into its pinned and scrolling parts.
    expect(
      groupSpans(buildColumns({ ...base, compact: true }))
        .slice(0, 2)
        .map((g) => [g.span, g.pinned]),
    ).toEqual([
      [2, true],
      [2, false],
    ]);
    expect(tableWidth(columns)).toBe(columns.reduce((s, c) => s + c.width, 0));
  });
});
