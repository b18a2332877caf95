import { describe, expect, it } from "vitest";
import { parseShareholderList, type ShareholderListRow } from "./shareholder-list";
import { fixtureText } from "./test-fixtures";

type Expected = [line: number, rank: number | null, name: string, shares: number, percentage: number, change: number | null];
const rows = (list: Expected[]): ShareholderListRow[] =>
  list.map(([line, rank, name, shares, percentage, change]) => ({ line, rank, name, shares, percentage, change }));

describe("parseShareholderList", () => {
  it("reads an annual report's top 20 copied from a PDF: spaces, wrapped name, repeated header, totals", () => {
    const text = fixtureText("shareholders/ok/annual-report.txt");
    // Guard the fixture: an editor that "fixes" it would silently weaken this test.
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("\r\n");
    expect(text).toContain("\u00A0");
    expect(parseShareholderList(text)).toEqual({
      rows: rows([
        [5, 1, "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED", 1_234_567_890, 24.35, null],
        [6, 2, "J P MORGAN NOMINEES AUSTRALIA PTY LIMITED", 880_112_301, 17.36, null],
        [7, 3, "CITICORP NOMINEES PTY LIMITED", 412_009_118, 8.13, null],
        [8, 4, "BNP PARIBAS NOMINEES PTY LTD <AGENCY LENDING DRP A/C>", 101_500_000, 2, null],
        [9, 5, "SMITH, JOHN & JANE <SMITH FAMILY S/F A/C>", 52_000_000, 1.03, null],
        // The trailing "2" stays in the name: only the last number carries the '%'.
        [10, 6, "EQUITY TRUSTEES LIMITED FUND NO 2", 31_250_000, 0.62, null],
        // Wrapped onto line 12 in the copy; joined and numbered from its first line.
        [11, 7, "NETWEALTH INVESTMENTS LIMITED <WRAP SERVICES A/C>", 25_000_100, 0.49, null],
        [13, 8, "ARGO INVESTMENTS LIMITED", 24_100_000, 0.48, null],
        [14, 9, "AUSTRALIAN FOUNDATION INVESTMENT COMPANY LIMITED", 20_000_000, 0.39, null],
        [15, 10, "NATIONAL NOMINEES LIMITED", 19_876_543, 0.39, null],
        [18, 11, "BKI INVESTMENT COMPANY LIMITED", 15_000_000, 0.3, null],
        [19, 12, "MILTON CORPORATION LIMITED", 14_500_000, 0.29, null],
        [20, 13, "DJERRIWARRH INVESTMENTS PTY LTD", 12_345_678, 0.24, null],
        [21, 14, "WARBONT NOMINEES PTY LTD <UNPAID ENTREPOT A/C>", 11_000_000, 0.22, null],
        [22, 15, "MUTUAL TRUST PTY LTD", 10_500_000, 0.21, null],
        [23, 16, "IOOF INVESTMENT SERVICES LIMITED <IPS SUPERFUND A/C>", 9_999_999, 0.2, null],
        [24, 17, "UBS NOMINEES PTY LTD", 9_000_000, 0.18, null],
        [25, 18, "NAVIGATOR AUSTRALIA LTD <MLC INVESTMENT SETT A/C>", 8_750_000, 0.17, null],
        [26, 19, "SOLIUM NOMINEES (AUSTRALIA) PTY LTD <VSA A/C>", 8_000_000, 0.16, null],
        [27, 20, "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED - A/C 2", 7_500_000, 0.15, null],
      ]),
      errors: [],
    });
  });

  it("reads a web table with its header by column name: title above, signed, bracketed and blank changes, a total row", () => {
    expect(parseShareholderList(fixtureText("shareholders/ok/web-table-tabs.txt"))).toEqual({
      rows: rows([
        [3, 1, "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED", 1_234_567_890, 24.35, 0.12],
        [4, 2, "J P MORGAN NOMINEES AUSTRALIA PTY LIMITED", 880_112_301, 17.36, -0.5],
        [5, 3, "CITICORP NOMINEES PTY LIMITED", 412_009_118, 8.13, -0.25],
        [6, 4, "SMITH, JOHN & JANE <SMITH FAMILY S/F A/C>", 52_000_000, 1.03, null],
        [7, 5, "ARGO INVESTMENTS LIMITED", 24_100_000, 0.48, 0],
      ]),
      errors: [],
    });
  });

  it("reads a CSV export (Name, Shares, Percentage, Change) with quoted commas and no rank column", () => {
    const text = fixtureText("shareholders/ok/export.csv");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(parseShareholderList(text)).toEqual({
      rows: rows([
        [2, null, "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED", 1_234_567_890, 24.35, 0.12],
        [3, null, "J P MORGAN NOMINEES AUSTRALIA PTY LIMITED", 880_112_301, 17.36, -0.5],
        [4, null, "SMITH, JOHN & JANE <SMITH FAMILY S/F A/C>", 52_000_000, 1.03, null],
        [5, null, "ARGO INVESTMENTS LIMITED", 24_100_000, 0.48, null],
      ]),
      errors: [],
    });
  });

  it("reads a headerless tab-separated list without ranks, from the right", () => {
    expect(parseShareholderList(fixtureText("shareholders/ok/no-header-tabs.txt"))).toEqual({
      rows: rows([
        [1, null, "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED", 1_234_567_890, 24.35, null],
        [2, null, "ARGO INVESTMENTS LIMITED", 24_100_000, 0.48, 0.02],
      ]),
      errors: [],
    });
  });

  it("names every bad line of a pasted list and keeps the good ones", () => {
    expect(parseShareholderList(fixtureText("shareholders/not-ok/bad-lines.txt"))).toEqual({
      rows: rows([
        [2, 1, "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED", 1_234_567_890, 24.35, null],
        [12, 10, "DJERRIWARRH INVESTMENTS PTY LTD", 12_345_678, 0.24, null],
      ]),
      errors: [
        { line: 3, reason: "no shares and percentage at the end of the line" },
        { line: 4, reason: "shares '412,009,118.5' is not a whole number" },
        { line: 5, reason: "percentage '140%' is over 100%" },
        { line: 6, reason: "shares '0' must be above zero" },
        { line: 7, reason: "rank 1 is already on line 2" },
        { line: 8, reason: "holder name is missing" },
        { line: 9, reason: "holder name '***' has no letters" },
        { line: 10, reason: "change '+250%' is more than 100 points" },
        { line: 11, reason: "no shares and percentage at the end of the line" },
        { line: 13, reason: "percentage '-5%' is negative" },
        // A footer with a date below the list is reported rather than silently dropped.
        { line: 14, reason: "no shares and percentage at the end of the line" },
      ],
    });
  });

  it("names every bad CSV row, including unquoted thousands separators", () => {
    expect(parseShareholderList(fixtureText("shareholders/not-ok/bad-rows.csv"))).toEqual({
      rows: rows([
        [2, 1, "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED", 1_234_567_890, 24.35, 0.12],
        [9, 8, "ARGO INVESTMENTS LIMITED", 24_100_000, 0.48, -0.02],
      ]),
      errors: [
        { line: 3, reason: "this line has more cells than the header (in a CSV, numbers with thousands separators must be in quotes)" },
        { line: 4, reason: "shares are missing" },
        { line: 5, reason: "rank 'x' is not a whole number" },
        { line: 6, reason: "holder name is missing" },
        { line: 7, reason: "percentage 'abc' is not a number" },
        { line: 8, reason: "change 'up' is not a number" },
      ],
    });
  });

  it("finds nothing in prose, and nothing in blank text", () => {
    expect(parseShareholderList(fixtureText("shareholders/not-ok/no-holders.txt"))).toEqual({ rows: [], errors: [] });
    expect(parseShareholderList("  \n\t\n")).toEqual({ rows: [], errors: [] });
  });

  it("reads a percentage given without '%' and a change after it", () => {
    expect(parseShareholderList("1 HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED 1,234,567,890 24.35 -0.10")).toEqual({
      rows: rows([[1, 1, "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED", 1_234_567_890, 24.35, -0.1]]),
      errors: [],
    });
  });

  it("does not join a title with a leading number onto the first holder", () => {
    expect(parseShareholderList("20 Largest Shareholders\n1 ARGO INVESTMENTS LIMITED 24,100,000 0.48%")).toEqual({
      rows: rows([[2, 1, "ARGO INVESTMENTS LIMITED", 24_100_000, 0.48, null]]),
      errors: [],
    });
  });

  it("reports a first holder whose numbers cannot be read rather than taking it for a title", () => {
    expect(parseShareholderList("Top holders\n1 UBS NOMINEES PTY LTD abc 1%\n2 ARGO INVESTMENTS LIMITED 24,100,000 0.48%")).toEqual({
      rows: rows([[3, 2, "ARGO INVESTMENTS LIMITED", 24_100_000, 0.48, null]]),
      errors: [{ line: 2, reason: "no shares and percentage at the end of the line" }],
    });
  });

  it("keeps a holder named twice (two accounts) but not a rank given twice", () => {
    const text =
      "1 CITICORP NOMINEES PTY LIMITED 10,000 1.00%\n2 CITICORP NOMINEES PTY LIMITED 5,000 0.50%\n2 UBS NOMINEES PTY LTD 4,000 0.40%";
    expect(parseShareholderList(text)).toEqual({
      rows: rows([
        [1, 1, "CITICORP NOMINEES PTY LIMITED", 10_000, 1, null],
        [2, 2, "CITICORP NOMINEES PTY LIMITED", 5_000, 0.5, null],
      ]),
      errors: [{ line: 3, reason: "rank 2 is already on line 2" }],
    });
  });
});
