// The broker and Sharesight formats, value by value over their fixtures (fixtures/trades/README.md).
import { describe, expect, it } from "vitest";
import { fixtureText } from "../test-fixtures";
import { parseTradeFile } from "./trade-file";
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
