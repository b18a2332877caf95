import { describe, expect, it } from "vitest";
import { DIVIDEND_CSV_HEADER, type ParsedDividend, parseDividendCsv } from "./dividends-csv";
import { fixtureText } from "./test-fixtures";

type Expected = [
  line: number,
  symbol: string,
  exDate: string,
  payDate: string | null,
  amountPerShare: string,
  frankingPercent: string,
  units: string | null,
  drpUnits: string | null,
  drpPrice: string | null,
];
const dividends = (list: Expected[]): ParsedDividend[] =>
  list.map(([line, symbol, exDate, payDate, amountPerShare, frankingPercent, units, drpUnits, drpPrice]) => ({
    line,
    symbol,
    exDate,
    payDate,
    amountPerShare,
    frankingPercent,
    units,
    drpUnits,
    drpPrice,
    dedupeKey: expect.stringMatching(/^dividends-csv:[0-9a-f]{32}$/) as unknown as string,
  }));

describe("parseDividendCsv", () => {
  const text = fixtureText("dividends/not-ok/dividends-good-and-bad.csv");

  it("reads the good rows (day-first and ISO dates, blanks, $ and %, a DRP) and names every bad one with its line", () => {
    expect(parseDividendCsv(text)).toEqual({
      rows: dividends([
        [2, "CBA", "2024-08-14", "2024-09-26", "2.5", "100", "100", null, null],
        [3, "BHP", "2024-09-05", "2024-09-26", "0.7445", "100", null, null, null],
        [4, "WES", "2024-09-03", null, "1.03", "100", "250", null, null],
        [5, "ANZ", "2024-05-14", "2024-07-01", "0.83", "70", "1000", "12", "27.45"],
        [6, "VAS", "2024-07-01", "2024-07-16", "0.9121", "14.12", "15", null, null],
        [7, "TLS", "2024-08-28", "2024-09-26", "0.09", "100", "2500", null, null],
      ]),
      skipped: [{ line: 8, reason: "CBA: the same dividend as line 2" }],
      errors: [
        { line: 9, reason: "NAB: DRP Units and DRP Price go together: give both or neither" },
        { line: 10, reason: "WOW: Pay Date '26/08/2024' is before the Ex Date" },
        { line: 11, reason: "CSL: Amount Per Share '0' must be more than 0" },
        { line: 12, reason: "XRO: Ex Date '31/02/2024' is not a real date" },
        { line: 13, reason: "MQG: Franking % '120' is more than 100" },
        { line: 14, reason: "RIO: Franking % '100.125' has more than 2 decimal places" },
        { line: 15, reason: "FMG: DRP Units × DRP Price (2000) is more than the dividend's cash (1080)" },
        { line: 16, reason: "TOOLONGCODE: Code 'TOOLONGCODE' is not an ASX code (1 to 6 letters or digits, like BHP)" },
        { line: 17, reason: "S32: No Franking % given" },
        { line: 18, reason: "CBA: the dividend of 2.5 a share with Ex Date 2024-08-14 is already on line 2 with different values" },
      ],
      failure: null,
    });
  });

  it("keys a dividend by code, ex-date and amount: the same on a second read, different for another amount on one ex-date", () => {
    const first = parseDividendCsv(text).rows;
    expect(parseDividendCsv(text).rows.map((row) => row.dedupeKey)).toEqual(first.map((row) => row.dedupeKey));
    expect(new Set(first.map((row) => row.dedupeKey)).size).toBe(first.length);
    const special = parseDividendCsv(
      `${DIVIDEND_CSV_HEADER}\nCBA,14/08/2024,,2.50,100,,,\nCBA,2024-08-14,,0.50,100,,,\ncba.ax,2024-08-14,,2.500,100,,,`,
    );
    expect(special.rows.map((row) => row.line)).toEqual([2, 3]);
    expect(special.rows[0].dedupeKey).not.toBe(special.rows[1].dedupeKey);
    // Written another way, the same dividend: skipped, not imported twice.
    expect(special.skipped).toEqual([{ line: 4, reason: "CBA: the same dividend as line 2" }]);
  });

  it("refuses a month-first file's slash dates, naming the line that proves it", () => {
    const result = parseDividendCsv(
      `${DIVIDEND_CSV_HEADER}\r\nCBA,8/14/2024,9/26/2024,2.50,100,,,\r\nWES,9/3/2024,,1.03,100,,,\r\nBHP,2024-09-05,,0.7445,100,,,`,
    );
    expect(result.rows.map((row) => row.symbol)).toEqual(["BHP"]);
    expect(result.errors).toEqual([
      {
        line: 2,
        reason:
          "CBA: Ex Date '8/14/2024' is month first (there is no month 14): this app reads dates day-first (d/mm/yyyy) or ISO (yyyy-mm-dd) and never guesses; " +
          "Pay Date '9/26/2024' is month first (there is no month 26): this app reads dates day-first (d/mm/yyyy) or ISO (yyyy-mm-dd) and never guesses",
      },
      {
        line: 3,
        reason:
          "WES: Ex Date '9/3/2024' is not read: line 2's '8/14/2024' shows this file writes dates month first, so this one could mean another day; " +
          "export the file with day-first (d/mm/yyyy) or ISO (yyyy-mm-dd) dates",
      },
    ]);
  });

  it("answers another header, or an empty file, with the header it needs", () => {
    const hint = `The first line must be the header ${DIVIDEND_CSV_HEADER}; Pay Date, Units, DRP Units and DRP Price may be left blank`;
    const sample = `${DIVIDEND_CSV_HEADER}\nCBA,2024-08-14,2024-09-26,2.50,100,100,,`;
    expect(parseDividendCsv("Code,Date,Dividend\nCBA,2024-08-14,2.50")).toEqual({
      rows: [],
      skipped: [],
      errors: [],
      failure: { error: "The first line is not the dividend CSV's header: 'Code,Date,Dividend'", hint, sample },
    });
    expect(parseDividendCsv("\uFEFF\r\n").failure).toEqual({ error: "The file is empty", hint, sample });
  });

  it("reads the header however it is spelt, with only the required columns", () => {
    expect(parseDividendCsv("\uFEFF code , EX DATE,amount per share,Franking\nCBA,14/08/2024,2.50,100%").rows).toEqual(
      dividends([[2, "CBA", "2024-08-14", null, "2.5", "100", null, null, null]]),
    );
  });
});
