import { describe, expect, it } from "vitest";
import { csvFileProblem, importNoticeText, previewSummary, skippedLineText, validateImportForm } from "./import-form";

describe("validateImportForm", () => {
  it("gives the body for a date and a list; a paste has no file name", () => {
    expect(validateImportForm({ asOfDate: "2024-08-31", text: "1 A PTY LTD 10 1%", fileName: null })).toEqual({
      body: { asOfDate: "2024-08-31", text: "1 A PTY LTD 10 1%", fileName: null },
    });
    expect(validateImportForm({ asOfDate: "2024-08-31", text: "x", fileName: "top20.csv" })).toEqual({
      body: { asOfDate: "2024-08-31", text: "x", fileName: "top20.csv" },
    });
  });

  it("names the date and the text with the server's words", () => {
    expect(validateImportForm({ asOfDate: "", text: " ", fileName: null })).toEqual({
      errors: { asOfDate: "As-of date must be a date like 2024-06-30", text: "Paste a shareholder list or choose a CSV file first" },
    });
    expect(validateImportForm({ asOfDate: "2024-02-30", text: "x", fileName: null })).toEqual({
      errors: { asOfDate: "As-of date must be a date like 2024-06-30" },
    });
  });
});

describe("csvFileProblem", () => {
  it.each([
    [{ name: "top20.csv", size: 2_000 }, null],
    [{ name: "TOP20.TXT", size: 2_000 }, null],
    [{ name: "top20.xlsx", size: 2_000 }, "Choose a .csv or .txt file"],
    [{ name: "top20.csv", size: 262_145 }, "The file is too large (the limit is 256 KB)"],
  ])("%j → %s", (file, expected) => {
    expect(csvFileProblem(file)).toBe(expected);
  });
});

describe("texts", () => {
  it("summarises a preview", () => {
    const row = { line: 1, rank: 1, name: "A", shares: 1, percentage: 1, change: null };
    expect(previewSummary({ rows: [row], errors: [] })).toBe("1 holder read");
    expect(previewSummary({ rows: [row, row], errors: [{ line: 3, reason: "x" }] })).toBe("2 holders read · 1 line skipped");
  });

  it("names skipped lines and counts them in the notice", () => {
    expect(skippedLineText({ line: 5, reason: "percentage '140%' is over 100%" })).toBe("Line 5: percentage '140%' is over 100%");
    expect(skippedLineText({ line: 0, reason: "no rows" })).toBe("no rows");
    expect(importNoticeText({ message: "Imported 3 shareholders for BHP", skipped: [] })).toBe("Imported 3 shareholders for BHP");
    expect(
      importNoticeText({
        message: "Imported 3 shareholders for BHP",
        skipped: [
          { line: 5, reason: "x" },
          { line: 6, reason: "y" },
        ],
      }),
    ).toBe("Imported 3 shareholders for BHP (2 lines skipped)");
  });
});
