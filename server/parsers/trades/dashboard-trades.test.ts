import { describe, expect, it } from "vitest";
import { type TradeCsvRow, formatTradesCsv } from "./dashboard-trades";
import { parseTradeFile } from "./trade-file";

const base: TradeCsvRow = {
  symbol: "CSL",
  type: "BUY",
  tradeDate: "2023-08-01",
  units: "100.000000",
  price: "280.500000",
  brokerage: "19.950000",
  ratioFrom: null,
  ratioTo: null,
  acquiredOn: null,
  note: null,
  dedupeKey: "commsec:131002233",
};

const trades: TradeCsvRow[] = [
  base,
  {
    ...base,
    type: "SELL",
    tradeDate: "2024-09-02",
    units: "40",
    price: "301.25",
    brokerage: "0",
    note: "Trimmed, after results",
    dedupeKey: null,
  },
  {
    ...base,
    symbol: "TLS",
    type: "OPENING_BALANCE",
    tradeDate: "2019-07-01",
    units: "2500.000000",
    price: "3.950000",
    brokerage: "0.000000",
    acquiredOn: "2011-11-25",
    note: '=HYPERLINK("http://x")',
    dedupeKey: "-1",
  },
  {
    ...base,
    symbol: "TLS",
    type: "SPLIT",
    tradeDate: "2024-10-15",
    units: null,
    price: null,
    brokerage: "0.000000",
    ratioFrom: 1,
    ratioTo: 2,
    note: "'quoted",
    dedupeKey: "@ref",
  },
  {
    ...base,
    symbol: "PLS",
    type: "CONSOLIDATION",
    tradeDate: "2024-11-20",
    units: null,
    price: null,
    brokerage: "0",
    ratioFrom: 10,
    ratioTo: 1,
    note: "+61",
    dedupeKey: null,
  },
];

describe("formatTradesCsv", () => {
  it("writes the header, ISO dates, canonical decimals and ratios, protecting every cell that opens like a formula", () => {
    expect(formatTradesCsv(trades)).toBe(
      [
        "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference",
        "2023-08-01,CSL,BUY,100,280.5,19.95,,,,commsec:131002233",
        '2024-09-02,CSL,SELL,40,301.25,0,,,"Trimmed, after results",',
        `2019-07-01,TLS,OPENING_BALANCE,2500,3.95,0,,2011-11-25,"'=HYPERLINK(""http://x"")",'-1`,
        "2024-10-15,TLS,SPLIT,,,,1:2,,''quoted,'@ref",
        "2024-11-20,PLS,CONSOLIDATION,,,,10:1,,'+61,",
        "",
      ].join("\r\n"),
    );
  });

  it("writes only the header for no trades", () => {
    expect(formatTradesCsv([])).toBe("Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference\r\n");
  });

  it("with corporate actions, ends each line with those touching the trade, and the import reads the file the same", () => {
    const text = formatTradesCsv(trades, (trade) => (trade.type === "SELL" ? "" : `return of capital 2024-12-01 (${trade.symbol})`));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference,Corporate actions");
    expect(lines[1].endsWith(",return of capital 2024-12-01 (CSL)")).toBe(true);
    const withColumn = parseTradeFile(text);
    const without = parseTradeFile(formatTradesCsv(trades));
    expect(withColumn.errors).toEqual([]);
    expect(withColumn.rows).toEqual(without.rows);
  });

  it("is read back as the same trades, the written apostrophes removed", () => {
    const result = parseTradeFile(formatTradesCsv(trades));
    expect(result.errors).toEqual([]);
    expect(result.rows.map(({ line, note, dedupeKey }) => ({ line, note, dedupeKey }))).toEqual([
      { line: 2, note: undefined, dedupeKey: "commsec:131002233" },
      { line: 3, note: "Trimmed, after results", dedupeKey: expect.stringMatching(/^dashboard-trades:/) as unknown as string },
      { line: 4, note: '=HYPERLINK("http://x")', dedupeKey: "-1" },
      { line: 5, note: "'quoted", dedupeKey: "@ref" },
      { line: 6, note: "+61", dedupeKey: expect.stringMatching(/^dashboard-trades:/) as unknown as string },
    ]);
  });
});
