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

  it("leaves out the checkbox and action columns; a percentage column's header says %", () => {
    const exported = exportableColumns(columns).map((c) => c.id);
    expect(exported).not.toContain("select");
    expect(exported).not.toContain("actions");
    expect(lines[0].startsWith("Symbol,Company,Last $,Prev 6M vs Trade %,Current 5* vs Trade %,Current vs Fair Price %,")).toBe(true);
    expect(lines[0]).toContain(",Months (of 6),");
  });

  it("writes figures as numbers a spreadsheet sums, rounded as on screen; text as shown; missing values empty", () => {
    expect(lines).toHaveLength(3);
    const header = lines[0].split(",");
    const first = lines[1].split(",");
    const cell = (name: string) => first[header.indexOf(name)];
    expect(first.slice(0, 2)).toEqual(["BHP", "BHP Group"]);
    // $1,234.00 on screen: the number 1234.00; +12.3% on screen: 12.3 under a header ending in %.
    expect(cell("Last $")).toBe("1234.00");
    expect(cell("Current 5* vs Trade %")).toBe("12.3");
    expect(cell("MS FV")).toBe("1000.00");
    expect(cell("Prev 6M vs Trade %")).toBe("");
  });

  it("writes a negative figure as a negative number, and neutralises formula-looking text", () => {
    const header = lines[0].split(",");
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"") Ltd"`);
    const second = lines[2].replace(/"[^"]*"/g, "name").split(",");
    expect(second[header.indexOf("Current vs Fair Price %")]).toBe("-7.3");
    // No cell a spreadsheet would run: any cell opening with a trigger is a plain number.
    const cells = lines.flatMap((line) => line.split(","));
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell))).toEqual([]);
  });
});

describe("csvFileName", () => {
  it("dates the file by the local day", () => {
    expect(csvFileName("portfolio", new Date(2025, 2, 5, 10))).toBe("portfolio-2025-03-05.csv");
  });
});
