import { describe, expect, it } from "vitest";
import { nextSort } from "@shared/domain/sorting";
import { ALL_BROKERS_VISIBLE } from "@shared/domain/sources";
import { buildColumns } from "./column-definitions";
import { DEFAULT_SORT, effectiveSort, sortTableRows } from "./sort-rows";
import { toStockRows } from "./stock-rows";
import { testStock } from "./test-stock";

const columns = buildColumns({ visibility: ALL_BROKERS_VISIBLE, monthsExpanded: false, brokerTargetsExpanded: false, monthKeys: [] });
const rows = toStockRows(
  [
    testStock({ symbol: "AAA", current5StarVsTrade: 5, dividendYield: 3 }),
    testStock({ symbol: "BBB", current5StarVsTrade: null, dividendYield: 6 }),
    testStock({ symbol: "CCC", current5StarVsTrade: 25, dividendYield: null }),
  ],
  ALL_BROKERS_VISIBLE,
);
const order = (sort: { column: string; direction: "asc" | "desc" }, cols = columns) => sortTableRows(rows, sort, cols).map((r) => r.symbol);

describe("sortTableRows", () => {
  it("defaults to current5StarVsTrade descending with missing values last", () => {
    expect(DEFAULT_SORT).toEqual({ column: "current5StarVsTrade", direction: "desc" });
    expect(order(DEFAULT_SORT)).toEqual(["CCC", "AAA", "BBB"]);
  });

  it("keeps missing values last ascending too", () => {
    expect(order({ column: "current5StarVsTrade", direction: "asc" })).toEqual(["AAA", "CCC", "BBB"]);
    expect(order({ column: "dividendYield", direction: "asc" })).toEqual(["AAA", "BBB", "CCC"]);
  });

  it("a new column starts descending and the active one flips", () => {
    const first = nextSort(DEFAULT_SORT, "dividendYield");
    expect(order(first)).toEqual(["BBB", "AAA", "CCC"]);
    expect(order(nextSort(first, "dividendYield"))).toEqual(["AAA", "BBB", "CCC"]);
  });

  it("falls back to the default when the sorted column is no longer shown", () => {
    const hidden = { column: "fv:bellPotter", direction: "asc" as const };
    const withoutBp = buildColumns({
      visibility: { ...ALL_BROKERS_VISIBLE, bellPotter: false },
      monthsExpanded: false,
      brokerTargetsExpanded: false,
      monthKeys: [],
    });
    expect(effectiveSort(hidden, withoutBp)).toEqual(DEFAULT_SORT);
    expect(effectiveSort({ column: "actions", direction: "asc" }, columns)).toEqual(DEFAULT_SORT);
    expect(order(hidden, withoutBp)).toEqual(["CCC", "AAA", "BBB"]);
  });

  it("does not modify its input", () => {
    const before = rows.map((r) => r.symbol);
    order({ column: "symbol", direction: "desc" });
    expect(rows.map((r) => r.symbol)).toEqual(before);
  });
});
