import { describe, expect, it } from "vitest";
import { logger } from "../../logger";
import { parseDividendCsv } from "../dividends-csv";
import { createOffThreadParser } from "../off-thread";
import { fixtureText } from "../test-fixtures";
import { TRADE_FILE_HINT, TRADE_FORMAT_NAMES, parseTradeFile } from "./trade-file";
import type { ParsedTrade, TradeFormat } from "./types";

type Row = [line: number, symbol: string, type: ParsedTrade["type"], tradeDate: string, units: string, price: string, brokerage: string];

/** Rows whose key is a hash: each key is the format's prefix and 32 hex digits, all different. */
function hashedRows(format: TradeFormat, list: Row[]): ParsedTrade[] {
  return list.map(([line, symbol, type, tradeDate, units, price, brokerage]) => ({
    line,
    symbol,
    type,
    tradeDate,
    units,
    price,
    brokerage,
    dedupeKey: expect.stringMatching(new RegExp(`^${format}:[0-9a-f]{32}$`)) as unknown as string,
  }));
}

const keysOf = (rows: readonly ParsedTrade[]) => rows.map((row) => row.dedupeKey);

describe("parseTradeFile: CommSec Transactions", () => {
  const text = fixtureText("trades/ok/commsec-transactions.csv");

  it("reads B/S rows (1,000 units, 6-decimal prices, single-digit days), works out brokerage and skips every other row by line", () => {
    // Guard the fixture: an editor that "fixes" it would weaken this test.
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("\r\n");
    const result = parseTradeFile(text);
    expect(result).toEqual({
      format: "commsec-transactions",
      rows: hashedRows("commsec-transactions", [
        [2, "CSL", "SELL", "2024-11-28", "40", "301.25", "29.95"], // 12,050.00 − 12,020.05
        [3, "BHP", "BUY", "2024-11-14", "1000", "42.18", "50.62"], // 42,230.62 − 42,180.00
        // A share purchase plan: 1,395 × 14.335 = 19,997.325 against a debit of 19,997.33, exactly.
        [5, "DEM", "BUY", "2024-08-05", "1395", "14.335", "0.005"],
        [7, "CBA", "SELL", "2024-04-09", "102", "124.73", "29.95"],
        [8, "NAB", "BUY", "2024-01-03", "100", "33.1", "19.95"],
        [9, "NAB", "BUY", "2024-01-03", "100", "33.1", "19.95"],
        [10, "CBA", "SELL", "2020-02-13", "102", "88.73", "20"], // 9,050.46 − 9,030.46
        [11, "CSL", "BUY", "2017-06-02", "50", "132", "20"], // 6,620 − 50 × 132
      ]),
      skipped: [
        { line: 4, reason: "not a trade: 'DIRECT CREDIT INTEREST'" },
        { line: 6, reason: "not a trade: 'BPAY ATO 551234567890'" },
        { line: 12, reason: "not a trade: 'TRANSFER FROM 062-000 12345678'" },
      ],
      errors: [],
      failure: null,
    });
  });

  it("gives two identical trades on one day two keys, and the same keys when the file is read again", () => {
    const first = parseTradeFile(text).rows;
    const nab = first.filter((row) => row.symbol === "NAB");
    expect(nab).toHaveLength(2);
    expect(nab[0].dedupeKey).not.toBe(nab[1].dedupeKey);
    expect(new Set(keysOf(first)).size).toBe(first.length);
    expect(keysOf(parseTradeFile(text).rows)).toEqual(keysOf(first));
    // A stored trade's key must never change between versions, or a re-import would add it again.
    expect(first[0].dedupeKey).toBe("commsec-transactions:924d2764220604234900e8ac594d8c15");
  });

  it("keys a trade by what it is, not by how the file spells it or where it sits", () => {
    const header = "Date,Reference,Details,Debit($),Credit($),Balance($)";
    const a = parseTradeFile(`${header}\n3/01/2024,C1,B 100 NAB @ 33.100000,3329.95,,0\n1/02/2024,,INTEREST,,1.00,0`);
    const b = parseTradeFile(`${header}\r\n1/02/2024,,INTEREST,,1.00,0\r\n03/01/2024,C9,b 100 nab @ 33.10,"$3,329.95",,0`);
    expect(keysOf(b.rows)).toEqual(keysOf(a.rows));
  });

  it("reports a row that looks like a trade but cannot be read, and one with no cash or both amounts", () => {
    const text = [
      "Date,Reference,Details,Debit($),Credit($),Balance($)",
      "2/06/2017,C1,B 50 CSL,6620,,0",
      "2/06/2017,C2,B 50 CSL @ 132.00,,,0",
      "2/06/2017,C3,S 50 CSL @ 132.00,6620,6580,0",
      "2/06/2017,C4,B 0 CSL @ 132.00,20,,0",
      "2/06/2017,C5,B 50 CSL! @ 132.00,6620,,0",
      ",C6,,,,0",
    ].join("\n");
    expect(parseTradeFile(text)).toEqual({
      format: "commsec-transactions",
      rows: [],
      skipped: [{ line: 7, reason: "not a trade: no Details" }],
      errors: [
        { line: 2, reason: "Details 'B 50 CSL' is not read as a trade (expected like 'B 50 CSL @ 132.00')" },
        { line: 3, reason: "CSL: no cash amount: a trade has its amount in Debit($) or Credit($)" },
        { line: 4, reason: "CSL: both Debit($) and Credit($) hold an amount: a trade has one" },
        { line: 5, reason: "CSL: Units '0' must be more than 0" },
        { line: 6, reason: "CSL!: Code 'CSL!' is not an ASX code (1 to 6 letters or digits, like BHP)" },
      ],
      failure: null,
    });
  });
});

describe("parseTradeFile: CommSec Confirmations", () => {
  it("reads 'Buy/ Sell' and 'Brokerage (inc GST.)', keys by Confirmation Number, skips a cancelled and a repeated confirmation", () => {
    expect(parseTradeFile(fixtureText("trades/ok/commsec-confirmations.csv"))).toEqual({
      format: "commsec-confirmations",
      rows: [
        {
          line: 2,
          symbol: "BHP",
          type: "BUY",
          tradeDate: "2024-11-14",
          units: "1000",
          price: "42.18",
          brokerage: "50.62",
          dedupeKey: "commsec:131002233",
        },
        {
          line: 3,
          symbol: "CSL",
          type: "SELL",
          tradeDate: "2024-10-28",
          units: "40",
          price: "301.25",
          brokerage: "29.95",
          dedupeKey: "commsec:131001987",
        },
        {
          line: 5,
          symbol: "CBA",
          type: "SELL",
          tradeDate: "2024-04-09",
          units: "102",
          price: "124.73",
          brokerage: "29.95",
          dedupeKey: "commsec:130870001",
        },
        // "vas.ax" → VAS; "$29.95" and a quoted "2,000".
        {
          line: 7,
          symbol: "VAS",
          type: "BUY",
          tradeDate: "2024-01-02",
          units: "15",
          price: "91.02",
          brokerage: "10",
          dedupeKey: "commsec:130650432",
        },
        {
          line: 8,
          symbol: "A2M",
          type: "BUY",
          tradeDate: "2024-01-02",
          units: "2000",
          price: "4.5",
          brokerage: "29.95",
          dedupeKey: "commsec:130650433",
        },
      ],
      skipped: [
        { line: 4, reason: "Confirmation Status 'Cancelled': a cancelled trade is not imported" },
        { line: 6, reason: "Confirmation Number '130870001' repeats line 5" },
      ],
      errors: [],
      failure: null,
    });
  });

  it("refuses an unknown side and a confirmation number repeated with other values", () => {
    const text = [
      "Confirmation Number,Order Number,Trade Date,Buy/ Sell,Security,Units,Average Price ($),Brokerage (inc GST.),Net Proceeds ($),Settlement Date,Confirmation Status",
      "1,N1,1/01/2020,X,Z1P,100,8.5,19.95,869.95,3/01/2020,Confirmed",
      "2,N2,1/01/2020,B,Z1P,100,8.5,19.95,869.95,3/01/2020,Confirmed",
      "2,N2,1/01/2020,B,Z1P,200,8.5,19.95,1719.95,3/01/2020,Confirmed",
    ].join("\r\n");
    const result = parseTradeFile(text);
    expect(result.rows.map((row) => [row.line, row.dedupeKey])).toEqual([[3, "commsec:2"]]);
    expect(result.errors).toEqual([
      { line: 2, reason: "Z1P: Buy/ Sell 'X' is not B, S, Buy or Sell" },
      { line: 4, reason: "Z1P: Confirmation Number '2' is already on line 3 with different values" },
    ]);
  });
});

describe("parseTradeFile: SelfWealth Movements", () => {
  it("reads ' 00:00:00' dates and a blank brokerage, refuses an 'In' row with what to do, skips an 'Out' row", () => {
    const text = fixtureText("trades/ok/selfwealth-movements.csv");
    expect(text).toContain(" 00:00:00");
    expect(parseTradeFile(text)).toEqual({
      format: "selfwealth-movements",
      rows: [
        {
          line: 2,
          symbol: "VAS",
          type: "BUY",
          tradeDate: "2024-02-13",
          units: "100",
          price: "94.5",
          brokerage: "9.5",
          dedupeKey: "selfwealth:1000001",
        },
        {
          line: 4,
          symbol: "IOZ",
          type: "BUY",
          tradeDate: "2024-06-11",
          units: "40",
          price: "31.25",
          brokerage: "9.5",
          dedupeKey: "selfwealth:1000003",
        },
        {
          line: 5,
          symbol: "VAS",
          type: "SELL",
          tradeDate: "2024-08-06",
          units: "8",
          price: "99.125",
          brokerage: "9.5",
          dedupeKey: "selfwealth:1000004",
        },
        {
          line: 7,
          symbol: "NDQ",
          type: "BUY",
          tradeDate: "2021-11-23",
          units: "20",
          price: "34.25",
          brokerage: "0",
          dedupeKey: "selfwealth:T2000001",
        },
      ],
      skipped: [{ line: 6, reason: "IOZ: 'Out' is a transfer to another broker, not a sale; the units stay yours" }],
      errors: [
        {
          line: 3,
          reason:
            "IOZ: 'In' is a transfer in, which has no price: if these 5 units are not in your trades yet, add them as an opening balance with their cost base",
        },
      ],
      failure: null,
    });
  });
});

describe("parseTradeFile: Sharesight", () => {
  it("reads the file with ' (optional)' suffixes and a Unique Identifier: ASX in any case, .AX codes, $ signs, opening balances", () => {
    expect(parseTradeFile(fixtureText("trades/ok/sharesight-trades-optional.csv"))).toEqual({
      format: "sharesight",
      rows: [
        {
          line: 2,
          symbol: "WOW",
          type: "BUY",
          tradeDate: "2023-08-01",
          units: "100",
          price: "35.12",
          brokerage: "19.95",
          note: "First parcel",
          dedupeKey: "sharesight:SS-1001",
        },
        {
          line: 3,
          symbol: "WOW",
          type: "BUY",
          tradeDate: "2024-09-02",
          units: "50",
          price: "37.4",
          brokerage: "19.95",
          dedupeKey: "sharesight:SS-1002",
        },
        {
          line: 4,
          symbol: "WOW",
          type: "SELL",
          tradeDate: "2025-03-03",
          units: "120",
          price: "33.05",
          brokerage: "19.95",
          note: "Sold, rebalancing",
          dedupeKey: "sharesight:SS-1003",
        },
        {
          line: 5,
          symbol: "TLS",
          type: "OPENING_BALANCE",
          tradeDate: "2019-07-01",
          units: "2500",
          price: "3.95",
          brokerage: "0",
          acquiredOn: "2019-07-01",
          note: "Transferred from my old broker",
          dedupeKey: "sharesight:SS-1004",
        },
        {
          line: 6,
          symbol: "VAS",
          type: "BUY",
          tradeDate: "2022-07-01",
          units: "15",
          price: "91.02",
          brokerage: "9.5",
          dedupeKey: "sharesight:SS-1005",
        },
      ],
      skipped: [],
      errors: [],
      failure: null,
    });
  });

  it("reads the file without suffixes or identifier; an unknown type, another market or currency is an error row", () => {
    const result = parseTradeFile(fixtureText("trades/not-ok/sharesight-trades-unknown-type.csv"));
    expect(result).toEqual({
      format: "sharesight",
      rows: hashedRows("sharesight", [
        [2, "NAB", "BUY", "2024-03-14", "200", "33.1", "9.5"],
        [3, "NAB", "BUY", "2024-03-14", "200", "33.1", "9.5"],
        [4, "NAB", "SELL", "2024-05-02", "150", "35.8", "9.5"],
      ]),
      skipped: [],
      errors: [
        {
          line: 5,
          reason: "NAB: Transaction Type 'BONUS' is not one this app reads: BUY, SELL or OPENING_BALANCE; Price '0' must be more than 0",
        },
        {
          line: 6,
          reason:
            "AAPL: Market Code 'NASDAQ' must be ASX; Exchange Rate '1.52': only trades in Australian dollars are read (leave it blank or 1); " +
            "Brokerage Currency 'USD': only brokerage in Australian dollars (AUD) is read",
        },
        { line: 7, reason: "BHP: Transaction Type 'DRP' is not one this app reads: BUY, SELL or OPENING_BALANCE" },
        { line: 8, reason: "BHP: No Transaction Type given" },
      ],
      failure: null,
    });
    // Two orders filled alike on one day stay two trades.
    expect(result.rows[0].dedupeKey).not.toBe(result.rows[1].dedupeKey);
  });
});

describe("parseTradeFile: the app's own trades CSV", () => {
  it("reads its header however it is spelt (BOM, spaces, case), every type, protected notes and references", () => {
    const text = fixtureText("trades/ok/dashboard-trades.csv");
    expect(text.startsWith("\uFEFF Trade Date , CODE,type")).toBe(true);
    const hashed = expect.stringMatching(/^dashboard-trades:[0-9a-f]{32}$/) as unknown as string;
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
      rows: hashedRows("commsec-transactions", [[6, "WES", "BUY", "2024-01-03", "250", "63.45", "29.95"]]),
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
