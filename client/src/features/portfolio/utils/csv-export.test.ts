import { describe, expect, it } from "vitest";
import { ALL_BROKERS_VISIBLE } from "@shared/domain/sources";
import { buildColumns } from "./column-definitions";
import { buildCsv, csvFileName, exportableColumns } from "./csv-export";
import { toStockRows } from "./stock-rows";
import { testStock } from "./test-stock";

const columns = buildColumns({ visibility: ALL_BROKERS_VISIBLE, monthsExpanded: false, brokerTargetsExpanded: false, monthKeys: [] });

describe("buildCsv", () => {
  const rows = toStockRows(
    [
      testStock({ symbol: "BHP", name: "BHP Group (ASX: BHP)", lastPrice: 1234, morningstarFV: 1000, current5StarVsTrade: 12.34 }),
      testStock({ symbol: "EVL", name: '=HYPERLINK("http://x") Ltd', lastPrice: 5, currentVsFairPrice: -7.25 }),
    ],
    ALL_BROKERS_VISIBLE,
  );
  const lines = buildCsv(columns, rows).split("\r\n");

  it("leaves out the checkbox and action columns", () => {
    const exported = exportableColumns(columns).map((c) => c.id);
    expect(exported).not.toContain("select");
    expect(exported).not.toContain("actions");
    expect(lines[0].startsWith("Symbol,Company,Last $,Prev 6M vs Trade,Current 5* vs Trade,")).toBe(true);
  });

  it("writes the displayed text, rows in the given order, missing values empty", () => {
    expect(lines).toHaveLength(3);
    const first = lines[1].split(",");
    expect(first.slice(0, 2)).toEqual(["BHP", "BHP Group"]);
    // "$1,234.00" holds a comma, so it is quoted; 5-star +12.3% is neutralised because of its "+".
    expect(lines[1]).toContain('"$1,234.00"');
    expect(lines[1]).toContain(",'+12.3%,");
    // Last $ then an empty Prev 6M vs Trade (missing).
    expect(lines[1]).toContain('"$1,234.00",,');
  });

  it("neutralises formula-looking names and negative figures", () => {
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"") Ltd"`);
    expect(lines[2]).toContain(",'-7.3%,");
  });
});

describe("csvFileName", () => {
  it("dates the file by the local day", () => {
    expect(csvFileName("portfolio", new Date(2025, 2, 5, 10))).toBe("portfolio-2025-03-05.csv");
  });
});
