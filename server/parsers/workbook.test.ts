import { describe, expect, it } from "vitest";
import { listFixtures, fixtureBytes } from "./test-fixtures";
import { detectSpreadsheetKind } from "./workbook";

describe("detectSpreadsheetKind", () => {
  it("recognises every workbook fixture by its bytes, whatever its extension", () => {
    const workbooks = listFixtures().filter((file) => /\.xlsx?$/.test(file) && !file.endsWith("renamed-csv.xlsx"));
    expect(workbooks.length).toBeGreaterThan(10);
    for (const file of workbooks) {
      expect([file, detectSpreadsheetKind(fixtureBytes(file))]).toEqual([file, file.endsWith(".xls") ? "xls" : "xlsx"]);
    }
  });

  it("refuses what is not a spreadsheet", () => {
    expect(detectSpreadsheetKind(fixtureBytes("portfolio/not-ok/renamed-csv.xlsx"))).toBeNull();
    expect(detectSpreadsheetKind(new Uint8Array())).toBeNull();
    expect(detectSpreadsheetKind(Buffer.from("<html><table></table></html>"))).toBeNull();
    // A zip that is not an Office spreadsheet (no [Content_Types].xml, no xl/ folder).
    expect(detectSpreadsheetKind(Buffer.from("PK\x03\x04\x14\x00\x00\x00readme.txt", "latin1"))).toBeNull();
  });

  it("accepts a plain Uint8Array as well as a Buffer", () => {
    const bytes = fixtureBytes("bell-potter/ok/CurrentRecommendations.xlsx");
    expect(detectSpreadsheetKind(new Uint8Array(bytes))).toBe("xlsx");
  });
});
