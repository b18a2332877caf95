import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import {
  fileRefusedNotice,
  noDataNotice,
  pasteFailureNotice,
  pasteSuccessNotice,
  pasteTooLargeNotice,
  skippedLines,
  warningLines,
  workbookFailureNotice,
  workbookSuccessNotice,
} from "./import-notices";
import { workbookConfig } from "./workbook-kinds";

const apiError = (status: number, body: unknown) =>
  new ApiError(status, "Bad Request", typeof body === "string" ? body : JSON.stringify(body));

describe("skippedLines", () => {
  it("is empty without skipped rows", () => {
    expect(skippedLines(undefined)).toEqual([]);
    expect(skippedLines([])).toEqual([]);
  });

  it("lists one row in the singular", () => {
    expect(skippedLines([{ line: 4, reason: "Fair Value is not a number" }])).toEqual([
      "Skipped 1 row:",
      "Line 4: Fair Value is not a number",
    ]);
  });

  it("lists the first three rows and counts the rest", () => {
    const rows = [2, 3, 5, 8, 9].map((line) => ({ line, reason: `bad ${line}` }));
    expect(skippedLines(rows)).toEqual(["Skipped 5 rows:", "Line 2: bad 2", "Line 3: bad 3", "Line 5: bad 5", "...and 2 more"]);
  });
});

describe("warningLines", () => {
  it("lists rows that imported with a part left out, in the skipped rows' shape", () => {
    expect(warningLines(undefined)).toEqual([]);
    expect(warningLines([{ line: 7, reason: 'Last $ "n/a" is not a number; price not updated' }])).toEqual([
      "Imported with 1 warning:",
      'Line 7: Last $ "n/a" is not a number; price not updated',
    ]);
    const rows = [3, 4, 5, 6].map((line) => ({ line, reason: `w ${line}` }));
    expect(warningLines(rows)).toEqual(["Imported with 4 warnings:", "Line 3: w 3", "Line 4: w 4", "Line 5: w 5", "...and 1 more"]);
  });
});

describe("paste notices", () => {
  it("'No Data' names the source", () => {
    expect(noDataNotice("motley-fool")).toEqual({
      title: "No Data",
      variant: "destructive",
      lines: ["Please paste Motley Fool data first"],
    });
  });

  it("a paste over the limit is refused in the server's words", () => {
    expect(pasteTooLargeNotice()).toEqual({
      title: "Import Failed",
      variant: "destructive",
      lines: ["The pasted text is too large (the limit is 1 MB)"],
    });
  });

  it("success shows the server message", () => {
    expect(pasteSuccessNotice({ message: "Imported 3 Morningstar fair values", totalRecords: 3, skipped: [] })).toEqual({
      title: "Import Successful",
      variant: "success",
      lines: ["Imported 3 Morningstar fair values"],
    });
  });

  it("success without a message counts the records, then lists skipped rows", () => {
    const notice = pasteSuccessNotice({ message: " ", totalRecords: 2, skipped: [{ line: 4, reason: "No code" }] });
    expect(notice.lines).toEqual(["Imported 2 records", "Skipped 1 row:", "Line 4: No code"]);
  });

  it("failure shows the server's error and skipped rows", () => {
    const error = apiError(400, { error: "No rows could be imported", skipped: [{ line: 2, reason: "Last is not a number" }] });
    expect(pasteFailureNotice("Morningstar", error)).toEqual({
      title: "Import Failed",
      variant: "destructive",
      lines: ["No rows could be imported", "Skipped 1 row:", "Line 2: Last is not a number"],
      hint: undefined,
      sample: undefined,
    });
  });

  it.each([
    ["Morningstar", "Failed to import Morningstar data"],
    ["Intelligent Investor", "Failed to import Intelligent Investor data"],
    ["Motley Fool", "Failed to import Motley Fool data"],
    ["Bell Potter", "Failed to import Bell Potter data"],
  ])("failure without a server message falls back for %s", (title, fallback) => {
    expect(pasteFailureNotice(title, new TypeError("Failed to fetch")).lines).toEqual([fallback]);
    expect(pasteFailureNotice(title, apiError(502, "<html>Bad gateway</html>")).lines).toEqual([fallback]);
  });

  it("a Bell Potter failure carries the hint and the sample", () => {
    const sample = "Security,Target Price,Last Price,Recommendation,Source\nBHP.ASX,48.00,45.20,Buy,Bell Potter";
    const error = apiError(400, { error: "Could not find the column Target Price", hint: "Paste the table with its header row", sample });
    const notice = pasteFailureNotice("Bell Potter", error);
    expect(notice.lines).toEqual(["Could not find the column Target Price"]);
    expect(notice.hint).toBe("Paste the table with its header row");
    expect(notice.sample).toBe(sample);
  });

  it("ignores a malformed hint, sample or skipped list", () => {
    const notice = pasteFailureNotice("Bell Potter", apiError(400, { error: "Bad", hint: 3, sample: "", skipped: "x" }));
    expect(notice).toMatchObject({ lines: ["Bad"], hint: undefined, sample: undefined });
  });
});

describe("workbook notices", () => {
  const portfolio = workbookConfig("portfolio");
  const bellPotter = workbookConfig("bell-potter");

  it("success titles differ per workbook and show the server message", () => {
    expect(workbookSuccessNotice(portfolio, { message: "Imported 12 stocks", totalRecords: 12 })).toEqual({
      title: "Import successful!",
      variant: "success",
      lines: ["Imported 12 stocks"],
    });
    expect(workbookSuccessNotice(bellPotter, { message: "Imported 8 recommendations", totalRecords: 8 }).title).toBe(
      "Bell Potter import successful!",
    );
  });

  it("success lists the skipped rows, then the rows imported with a warning (issue 12.6)", () => {
    const result = {
      message: "Imported 5 Portfolio records (1 row skipped)",
      totalRecords: 5,
      skipped: [{ line: 7, reason: "CAR: no fair value in the row, so nothing was imported" }],
      warnings: [{ line: 3, reason: 'Last $ "n/a" is not a number; price not updated' }],
    };
    expect(workbookSuccessNotice(portfolio, result).lines).toEqual([
      "Imported 5 Portfolio records (1 row skipped)",
      "Skipped 1 row:",
      "Line 7: CAR: no fair value in the row, so nothing was imported",
      "Imported with 1 warning:",
      'Line 3: Last $ "n/a" is not a number; price not updated',
    ]);
  });

  it("failure shows the server's error field", () => {
    expect(workbookFailureNotice(portfolio, apiError(400, { error: "No sheet named Portfolio" }))).toEqual({
      title: "Import failed",
      variant: "destructive",
      lines: ["No sheet named Portfolio"],
    });
  });

  it("failure with a server answer but no error field reads 'Upload failed'", () => {
    expect(workbookFailureNotice(bellPotter, apiError(413, "Payload Too Large")).lines).toEqual(["Upload failed"]);
  });

  it("failure without any server answer uses the workbook's fallback", () => {
    expect(workbookFailureNotice(portfolio, new TypeError("Failed to fetch")).lines).toEqual(["Failed to import Excel file"]);
    expect(workbookFailureNotice(bellPotter, new TypeError("Failed to fetch")).lines).toEqual(["Failed to import Bell Potter file"]);
  });

  it("a file refused before upload gets the 'Import failed' title", () => {
    expect(fileRefusedNotice("Only .xlsx and .xls files are accepted")).toEqual({
      title: "Import failed",
      variant: "destructive",
      lines: ["Only .xlsx and .xls files are accepted"],
    });
  });
});
