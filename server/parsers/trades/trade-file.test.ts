import { describe, expect, it } from "vitest";
import { logger } from "../../logger";
import { parseDividendCsv } from "../dividends-csv";
import { createOffThreadParser } from "../off-thread";
import { fixtureText } from "../test-fixtures";
import { TRADE_FILE_HINT, TRADE_FORMAT_NAMES, parseTradeFile } from "./trade-file";
import type { TradeFormat } from "./types";

/** A hashed key: the format's prefix and 32 hex digits. */
const hashedKey = (format: TradeFormat) => expect.stringMatching(new RegExp(`^${format}:[0-9a-f]{32}$`)) as unknown as string;

describe("parseTradeFile: the app's own trades CSV", () => {
  it("reads its header however it is spelt (BOM, spaces, case), every type, protected notes and references", () => {
    const text = fixtureText("trades/ok/dashboard-trades.csv");
    expect(text.startsWith("\uFEFF Trade Date , CODE,type")).toBe(true);
    const hashed = hashedKey("dashboard-trades");
    expect(parseTradeFile(text)).toEqual({
      format: "dashboard-trades",
      rows: [
        {
          line: 2,
          symbol: "CSL",
          type: "BUY",
          tradeDate: "2023-08-01",
          units: "100",
          price: "280.5",
          brokerage: "19.95",
          dedupeKey: "commsec:131002233",
        },
        {
          line: 3,
          symbol: "CSL",
          type: "SELL",
          tradeDate: "2024-09-02",
          units: "40",
          price: "301.25",
          brokerage: "29.95",
          note: "Trimmed, after results",
          dedupeKey: hashed,
        },
        {
          line: 4,
          symbol: "TLS",
          type: "OPENING_BALANCE",
          tradeDate: "2019-07-01",
          units: "2500",
          price: "3.95",
          brokerage: "0",
          acquiredOn: "2011-11-25",
          note: "Transferred in",
          dedupeKey: hashed,
        },
        {
          line: 5,
          symbol: "TLS",
          type: "SPLIT",
          tradeDate: "2024-10-15",
          units: null,
          price: null,
          brokerage: "0",
          ratioFrom: 1,
          ratioTo: 2,
          dedupeKey: hashed,
        },
        {
          line: 6,
          symbol: "PLS",
          type: "CONSOLIDATION",
          tradeDate: "2024-11-20",
          units: null,
          price: null,
          brokerage: "0",
          ratioFrom: 10,
          ratioTo: 1,
          note: "=not a formula",
          dedupeKey: hashed,
        },
        {
          line: 7,
          symbol: "WES",
          type: "BUY",
          tradeDate: "2024-11-25",
          units: "10",
          price: "70",
          brokerage: "10",
          note: "-5% stop noted",
          dedupeKey: "sharesight:SS-1009",
        },
        {
          line: 8,
          symbol: "CSL",
          type: "SELL",
          tradeDate: "2024-12-02",
          units: "10",
          price: "295",
          brokerage: "0",
          note: "' quoted note",
          dedupeKey: hashed,
        },
      ],
      skipped: [],
      errors: [],
      failure: null,
    });
  });

  it("names every bad value with its line and a reason a user understands", () => {
    expect(parseTradeFile(fixtureText("trades/not-ok/bad-values.csv"))).toEqual({
      format: "dashboard-trades",
      rows: [
        { line: 21, symbol: "BHP", type: "BUY", tradeDate: "2024-03-05", units: "10", price: "45", brokerage: "9.5", dedupeKey: "REF-1" },
      ],
      skipped: [{ line: 22, reason: "Reference 'REF-1' repeats line 21" }],
      errors: [
        { line: 2, reason: "CSL: Units '0' must be more than 0" },
        { line: 3, reason: "CSL: Price '-1.50' must be more than 0" },
        { line: 4, reason: "CSL: Units '1.1234567' has more than 6 decimal places" },
        { line: 5, reason: "CSL: Brokerage '-5' must be 0 or more" },
        { line: 6, reason: "CSL: Trade Date '31/02/2024' is not a real date" },
        { line: 7, reason: "CSL: Trade Date '1/02/24' has a two-digit year: write the year with four digits" },
        { line: 8, reason: "CSL: Trade Date '2024-13-01' is not a real date" },
        {
          line: 9,
          reason: "CSL: Trade Date 'March 3, 2024' is not a date this app reads: write it day-first (d/mm/yyyy) or ISO (yyyy-mm-dd)",
        },
        { line: 10, reason: "BHP LTD: Code 'BHP LTD' is not an ASX code (1 to 6 letters or digits, like BHP)" },
        { line: 11, reason: "No Code given" },
        { line: 12, reason: "BHP: Type 'DRP' is not one of BUY, SELL, OPENING_BALANCE, SPLIT, CONSOLIDATION" },
        { line: 13, reason: "BHP: Price 'abc' is not a number" },
        { line: 14, reason: "BHP: Price '1e3' is not a number" },
        {
          line: 15,
          reason: "this line has 11 cells but the header has 10 (a number with a thousands separator, like 1,000, must be in quotes)",
        },
        {
          line: 16,
          reason: "BHP: Units '100' must be blank for a SPLIT; Ratio '2:1': a SPLIT gives more units (like 1:2); 2:1 is a CONSOLIDATION",
        },
        { line: 17, reason: "BHP: Ratio '1:02:00' is a time: a spreadsheet turned the ratio into one; type it again as from:to, like 1:2" },
        { line: 18, reason: "BHP: Ratio '1:2' must be blank for a BUY" },
        { line: 19, reason: "BHP: Acquired On '2024-04-01' is after the Trade Date: an opening balance was acquired on or before it" },
        { line: 20, reason: "BHP: Price '2000000' is more than 1,000,000" },
        { line: 23, reason: "BHP: Reference 'REF-1' is already on line 21 with different values" },
        { line: 24, reason: "BHP: No Units given; No Price given" },
      ],
      failure: null,
    });
  });
});

describe("parseTradeFile: dates and headers", () => {
  it("refuses a month-first date, and every other slash date of that file naming the line that proves it", () => {
    const because =
      "is not read: line 2's '11/14/2024' shows this file writes dates month first, so this one could mean another day; " +
      "export the file with day-first (d/mm/yyyy) or ISO (yyyy-mm-dd) dates";
    expect(parseTradeFile(fixtureText("trades/not-ok/month-first.csv"))).toEqual({
      format: "commsec-transactions",
      // An ISO date cannot be misread, so its row imports.
      rows: [
        {
          line: 6,
          symbol: "WES",
          type: "BUY",
          tradeDate: "2024-01-03",
          units: "250",
          price: "63.45",
          brokerage: "29.95",
          dedupeKey: hashedKey("commsec-transactions"),
        },
      ],
      skipped: [{ line: 3, reason: "not a trade: 'DIRECT CREDIT INTEREST'" }],
      errors: [
        {
          line: 2,
          reason:
            "BHP: Date '11/14/2024' is month first (there is no month 14): this app reads dates day-first (d/mm/yyyy) or ISO (yyyy-mm-dd) and never guesses",
        },
        { line: 4, reason: `DEM: Date '8/5/2024' ${because}` },
        { line: 5, reason: `CBA: Date '4/9/2024' ${because}` },
        {
          line: 7,
          reason:
            "CBA: Date '2/13/2020' is month first (there is no month 13): this app reads dates day-first (d/mm/yyyy) or ISO (yyyy-mm-dd) and never guesses",
        },
      ],
      failure: null,
    });
  });

  it("answers an unknown header with the accepted formats, by name", () => {
    const result = parseTradeFile(fixtureText("trades/not-ok/unknown-header.csv"));
    expect(result).toEqual({
      format: null,
      rows: [],
      skipped: [],
      errors: [],
      failure: {
        error:
          "The first line is not the header of a trade file this app reads: " +
          "'Account,ASXCode,Confirmations,OrderType,As at Date,TradeDate,SettlementDate,Price,Quantity,Brokerage,GST'",
        hint: TRADE_FILE_HINT,
        sample: "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference\n2024-03-01,CSL,BUY,50,132.00,19.95,,,,",
      },
    });
    expect(TRADE_FILE_HINT).toBe(
      "Accepted formats: CommSec Transactions, CommSec Confirmations, SelfWealth Movements, Sharesight trade file and " +
        "ASX Fair Value Dashboard trades CSV. Upload the file as the broker or Sharesight exports it, with its header row as the first line.",
    );
  });

  it("answers an empty file, or one of blank lines, as empty", () => {
    for (const text of ["", "\uFEFF", "\r\n\r\n ,, \n"]) expect(parseTradeFile(text).failure?.error).toBe("The file is empty");
  });

  it("names each format for the user", () => {
    expect(TRADE_FORMAT_NAMES).toEqual({
      "commsec-transactions": "CommSec Transactions",
      "commsec-confirmations": "CommSec Confirmations",
      "selfwealth-movements": "SelfWealth Movements",
      sharesight: "Sharesight trade file",
      "dashboard-trades": "ASX Fair Value Dashboard trades CSV",
    });
  });

  it.each([
    ["CommSec Transactions", "commsec-transactions", "DATE , reference,DETAILS,Debit ($),credit($),Balance($)"],
    [
      "CommSec Confirmations without the space",
      "commsec-confirmations",
      "Confirmation Number,Trade Date,Buy/Sell,Security,Units,Average Price ($),Brokerage (inc GST)",
    ],
    ["SelfWealth Movements", "selfwealth-movements", "trade date,action,reference,code,units,average price,brokerage"],
    [
      "Sharesight with suffixes, no identifier",
      "sharesight",
      "Trade Date,Instrument Code,Market Code,Quantity,Price,Transaction Type,Brokerage (optional)",
    ],
    ["the app's trades CSV, required columns only", "dashboard-trades", "Trade Date,Code,Type,Units,Price"],
  ])("recognises %s from its header", (_name, format, header) => {
    for (const ending of ["\n", "\r\n"]) expect(parseTradeFile(`\uFEFF${header}${ending}`)).toMatchObject({ format, failure: null });
  });
});

describe("parseTradeFile: rows that are no data", () => {
  it("skips a repeated header (two exports joined) and refuses a row with more cells than the header", () => {
    const header = " Trade Date ,Code,Type,Units,Price";
    const text = [header, "2024-03-01,CSL,BUY,10,132", "trade date,CODE,type,units,price", "2024-03-02,CSL,BUY,1,500,132"].join("\n");
    expect(parseTradeFile(text)).toMatchObject({
      rows: [{ line: 2, symbol: "CSL", units: "10" }],
      skipped: [{ line: 3, reason: "the header row again" }],
      errors: [
        {
          line: 4,
          reason: "this line has 6 cells but the header has 5 (a number with a thousands separator, like 1,000, must be in quotes)",
        },
      ],
    });
  });
});

// Imports parse off the main thread (off-thread.ts); the worker must answer what the parser answers.
describe("the trade and dividend parsers in the parse worker", { timeout: 30_000 }, () => {
  it("answer exactly what they answer on the main thread", async () => {
    const parser = createOffThreadParser({ logger });
    try {
      const trades = fixtureText("trades/ok/commsec-transactions.csv");
      const dividends = fixtureText("dividends/not-ok/dividends-good-and-bad.csv");
      const [tradeFile, dividendCsv] = await Promise.all([parser.run("tradeFile", trades), parser.run("dividendCsv", dividends)]);
      expect(tradeFile).toEqual(parseTradeFile(trades));
      expect(dividendCsv).toEqual(parseDividendCsv(dividends));
    } finally {
      await parser.close();
    }
  });
});
