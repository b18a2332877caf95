import { describe, expect, it } from "vitest";
import { EXCEL_ACCEPT, isExcelFileName, workbookFileProblem } from "./excel-file";

describe("isExcelFileName", () => {
  it.each([
    ["portfolio.xlsx", true],
    ["CurrentRecommendations.xls", true],
    ["SHOUTING.XLSX", true],
    ["trailing-space.xls ", true],
    ["report.csv", false],
    ["macro.xlsm", false],
    ["archive.xlsx.zip", false],
    ["xlsx", false],
    ["", false],
  ])("%j -> %s", (name, expected) => {
    expect(isExcelFileName(name)).toBe(expected);
  });

  it("workbookFileProblem names the first reason to refuse a file", () => {
    const MB = 1024 * 1024;
    expect(workbookFileProblem({ name: "portfolio.xlsx", size: 10 * MB })).toBeNull();
    expect(workbookFileProblem({ name: "portfolio.xlsx", size: 10 * MB + 1 })).toBe("The file is too large (the limit is 10 MB)");
    expect(workbookFileProblem({ name: "portfolio.csv", size: 10 })).toBe("Only .xlsx and .xls files are accepted");
  });

  it("the chooser accepts the same two extensions", () => {
    expect(EXCEL_ACCEPT).toBe(".xlsx,.xls");
  });
});
