// Property tests of the trade and dividend files: the app's trades CSV reads back exactly what it
// wrote; dedupe keys do not depend on the order of a file's lines; and hostile files never make a
// parser throw, while every row they yield is storable and every skip or error names a real line.
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileDateText, hostileNumberText, hostileString } from "@shared/testing/hostile";
import { cleanText } from "../cells";
import { parseDividendCsv } from "../dividends-csv";
import { ASX_CODE, expectPrototypeUntouched, expectResultShape, lastLineOf } from "../parse-result-invariants";
import { DASHBOARD_TRADES_HEADER, type TradeCsvRow, formatTradesCsv } from "./dashboard-trades";
import { Exact } from "./decimals";
import { parseTradeFile } from "./trade-file";
import type { ParsedTrade, TradeType } from "./types";

const RUNS = { roundTrip: 300, order: 200, hostileTrades: 600, hostileDividends: 300 };
/** Generous: hundreds of generated files take seconds, more on a busy machine. */
const PROPERTY_TIMEOUT = { timeout: 120_000 };

// ---------------------------------------------------------------------------------------------
// Generated trades, as the database hands them to the export (numeric(20,6) → six places)
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const isoDay = (day: number) => new Date(Date.UTC(1990, 0, 1) + day * DAY_MS).toISOString().slice(0, 10);
const day = fc.integer({ min: 0, max: 50 * 366 });

/** A positive amount with six places, at most `maxWhole` before the point. */
const amount = (maxWhole: bigint, least: 0 | 1) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: maxWhole - 1n }), fc.integer({ min: 0, max: 999_999 }))
    .filter(([whole, fraction]) => whole + BigInt(fraction) >= BigInt(least))
    .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(6, "0")}`);

/** Free text as a note or reference holds it: cleaned, and often opening like a formula. */
const freeText = fc
  .oneof(
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.constantFrom("=1+1", "'=x", "''", "'", "-5% stop", "@SUM(A1)", "+61 2 9999", "a, b", 'say "hi"', "line\nbreak", "\ttabbed"),
    fc.tuple(fc.constantFrom("=", "'", "-", "+", "@"), fc.string({ maxLength: 20 })).map(([first, rest]) => first + rest),
  )
  .map(cleanText)
  .filter((text) => text.length <= 150);

const tradeRow: fc.Arbitrary<TradeCsvRow> = fc
  .record({
    symbol: fc.stringMatching(/^[A-Z0-9]{1,6}$/),
    type: fc.constantFrom<TradeType>("BUY", "SELL", "OPENING_BALANCE", "SPLIT", "CONSOLIDATION"),
    tradeDay: day,
    heldDays: fc.integer({ min: 0, max: 5000 }),
    units: amount(1_000_000_000_000n, 1),
    price: amount(1_000_000n, 1),
    brokerage: amount(100_000n, 0),
    ratio: fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 })).filter(([a, b]) => a !== b),
    note: fc.option(freeText, { nil: null }),
    reference: fc.option(freeText, { nil: null }),
  })
  .map(({ symbol, type, tradeDay, heldDays, units, price, brokerage, ratio, note, reference }) => {
    const ratioType = type === "SPLIT" || type === "CONSOLIDATION";
    const [small, large] = ratio[0] < ratio[1] ? ratio : [ratio[1], ratio[0]];
    return {
      symbol,
      type,
      tradeDate: isoDay(tradeDay),
      units: ratioType ? null : units,
      price: ratioType ? null : price,
      // A sale's brokerage is at most its value (contracts/trades.ts): the app stores no other sale.
      brokerage: ratioType || (type === "SELL" && new Exact(brokerage).greaterThan(new Exact(units).times(price))) ? "0.000000" : brokerage,
      ratioFrom: !ratioType ? null : type === "SPLIT" ? small : large,
      ratioTo: !ratioType ? null : type === "SPLIT" ? large : small,
      acquiredOn: type === "OPENING_BALANCE" ? isoDay(Math.max(0, tradeDay - heldDays)) : null,
      note: note === "" ? null : note,
      dedupeKey: reference === null ? null : reference,
    };
  });

/** Trades whose references are unique within the file, as stored keys are. */
const tradeList = fc
  .array(tradeRow, { maxLength: 25 })
  .map((trades) =>
    trades.map((trade, index) => (trade.dedupeKey === null ? trade : { ...trade, dedupeKey: `${trade.dedupeKey}#${index}` })),
  );

const exact = (value: string | null) => (value === null ? null : new Exact(value).toFixed());

/** A parsed row as the writer's input shape, decimals compared by value. */
function asWritten(row: ParsedTrade): Omit<TradeCsvRow, "dedupeKey"> {
  return {
    symbol: row.symbol,
    type: row.type,
    tradeDate: row.tradeDate,
    units: row.units,
    price: row.price,
    brokerage: row.brokerage,
    ratioFrom: row.ratioFrom ?? null,
    ratioTo: row.ratioTo ?? null,
    acquiredOn: row.acquiredOn ?? null,
    note: row.note ?? null,
  };
}

describe("the app's trades CSV", PROPERTY_TIMEOUT, () => {
  it("reads back exactly the trades it wrote: every type, formula-like notes, references and none", () => {
    fc.assert(
      fc.property(tradeList, (trades) => {
        const result = parseTradeFile(formatTradesCsv(trades));
        expect(result.format).toBe("dashboard-trades");
        expect(result.errors).toEqual([]);
        expect(result.skipped).toEqual([]);
        expect(result.rows.map(asWritten)).toEqual(
          trades.map(({ dedupeKey: _key, ...trade }) => ({
            ...trade,
            units: exact(trade.units),
            price: exact(trade.price),
            brokerage: exact(trade.brokerage),
          })),
        );
        result.rows.forEach((row, index) => {
          expect(row.line).toBe(index + 2);
          const reference = trades[index].dedupeKey;
          if (reference === null) expect(row.dedupeKey).toMatch(/^dashboard-trades:[0-9a-f]{32}$/);
          else expect(row.dedupeKey).toBe(reference);
        });
        expect(new Set(result.rows.map((row) => row.dedupeKey)).size).toBe(trades.length);
      }),
      { numRuns: RUNS.roundTrip },
    );
  });

  it("never writes a cell a spreadsheet would run as a formula", () => {
    fc.assert(
      fc.property(tradeList, (trades) => {
        const text = formatTradesCsv(trades);
        expect(text.split("\r\n")[0]).toBe(DASHBOARD_TRADES_HEADER);
        const cells = (parse(text, { relax_column_count: true }) as string[][]).flat();
        for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
      { numRuns: RUNS.roundTrip },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Keys do not depend on line order
// ---------------------------------------------------------------------------------------------

const commsecLine = fc
  .tuple(
    day,
    fc.constantFrom("B", "S"),
    fc.integer({ min: 1, max: 3 }),
    fc.constantFrom("NAB", "CBA"),
    fc.constantFrom("33.10", "33.1", "34"),
  )
  .map(([tradeDay, side, units, code, price]) => {
    const [year, month, dayOfMonth] = isoDay(tradeDay % 40).split("-");
    const cash = new Exact(units).times(price).plus(side === "B" ? "9.5" : "-9.5");
    return `${Number(dayOfMonth)}/${month}/${year},C1,${side} ${units} ${code} @ ${price},${side === "B" ? cash : ""},${side === "S" ? cash : ""},0`;
  });

describe("dedupe keys", PROPERTY_TIMEOUT, () => {
  it("are the same set however the file's lines are ordered, identical trades included", () => {
    fc.assert(
      fc.property(
        fc
          .array(commsecLine, { minLength: 1, maxLength: 30 })
          .chain((lines) => fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        ([lines, shuffled]) => {
          const header = "Date,Reference,Details,Debit($),Credit($),Balance($)";
          const keys = (data: string[]) =>
            parseTradeFile([header, ...data].join("\n"))
              .rows.map((row) => row.dedupeKey)
              .sort();
          const original = keys(lines);
          expect(original).toHaveLength(lines.length);
          expect(new Set(original).size).toBe(lines.length);
          expect(keys(shuffled)).toEqual(original);
        },
      ),
      { numRuns: RUNS.order },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Hostile files
// ---------------------------------------------------------------------------------------------

/** Each format's header with good rows; generated files mutate the rows' cells so they reach the row rules. */
const SAMPLES: { header: string; rows: string[][] }[] = [
  { header: "Date,Reference,Details,Debit($),Credit($),Balance($)", rows: [["2/06/2017", "C1", "B 50 CSL @ 132.00", "6620", "", "0"]] },
  {
    header:
      "Confirmation Number,Order Number,Trade Date,Buy/ Sell,Security,Units,Average Price ($),Brokerage (inc GST.),Net Proceeds ($),Settlement Date,Confirmation Status",
    rows: [["1", "N1", "1/01/2020", "B", "Z1P", "100", "8.5", "19.95", "869.95", "3/01/2020", "Confirmed"]],
  },
  {
    header: "Trade Date,Settlement Date,Action,Reference,Code,Name,Units,Average Price,Consideration,Brokerage,Total",
    rows: [["2024-02-13 00:00:00", "2024-02-15 00:00:00", "Buy", "1000001", "VAS", "VANGUARD", "100", "94.5", "9450", "9.50", "9459.50"]],
  },
  {
    header:
      "Unique Identifier,Trade Date,Instrument Code,Market Code,Quantity,Price,Transaction Type,Exchange Rate (optional),Brokerage (optional),Brokerage Currency (optional),Comments (optional)",
    rows: [["SS-1", "2023-08-01", "WOW", "ASX", "100", "35.12", "OPENING_BALANCE", "", "19.95", "AUD", "note"]],
  },
  {
    header: DASHBOARD_TRADES_HEADER,
    rows: [
      ["2024-10-15", "TLS", "SPLIT", "", "", "", "1:2", "", "", ""],
      ["2019-07-01", "TLS", "OPENING_BALANCE", "2500", "3.95", "0", "", "2011-11-25", "'=x", "ref"],
    ],
  },
];
const DIVIDENDS = {
  header: "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price",
  rows: [["ANZ", "14/05/2024", "1/07/2024", "0.83", "70", "1000", "12", "27.45"]],
};
const fileCell = fc
  .tuple(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          "CSL",
          "bhp.ax",
          "TOOLONGCODE",
          "B",
          "S",
          "Buy",
          "Sell",
          "In",
          "BUY",
          "SPLIT",
          "OPENING_BALANCE",
          "ASX",
          "1:2",
          "10:1",
        ),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom("B 50 CSL @ 132.00", "S 1,000 BHP @ 45.120000", "B 0 X @ 0", "DIRECT CREDIT INTEREST", "Cancelled"),
      },
      { weight: 3, arbitrary: fc.constantFrom("2/06/2017", "03/15/2024", "31/02/2024", "2024-02-13 00:00:00", "1/02/24") },
      { weight: 2, arbitrary: hostileDateText },
      { weight: 3, arbitrary: hostileNumberText },
      { weight: 3, arbitrary: hostileString },
    ),
    fc.constantFrom("plain", "plain", "quoted", "unclosed"),
  )
  .map(([cell, quoting]) => (quoting === "quoted" ? `"${cell.replace(/"/g, '""')}"` : quoting === "unclosed" ? `"${cell}` : cell));

/** A good row with some cells swapped for hostile ones (or the row cut short or run long). */
const mutatedRow = (row: readonly string[]) =>
  fc
    .tuple(
      fc.array(fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fileCell }), {
        minLength: row.length,
        maxLength: row.length,
      }),
      fc.oneof({ weight: 8, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fileCell, { minLength: 1, maxLength: 2 }) }),
    )
    .map(([swaps, extra]) => [...row.map((cell, index) => swaps[index] ?? cell), ...extra].join(","));

const hostileFile = (samples: readonly { header: string; rows: string[][] }[]) =>
  fc
    .constantFrom(...samples)
    .chain(({ header, rows }) =>
      fc.tuple(
        fc.constant(header),
        fc.array(fc.oneof(fc.constantFrom(...rows).chain(mutatedRow), fileCell), { maxLength: 12 }),
        fc.constantFrom("\n", "\r\n", "\r"),
        fc.boolean(),
      ),
    )
    .map(([header, lines, ending, bom]) => `${bom ? "\uFEFF" : ""}${[header, ...lines].join(ending)}`);

const CANONICAL = /^(?:0|[1-9]\d*)(?:\.\d{0,5}[1-9])?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (text: string) => ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

function expectStorableTrade(row: ParsedTrade) {
  expect(row.symbol).toMatch(ASX_CODE);
  expect(realDay(row.tradeDate), row.tradeDate).toBe(true);
  expect(row.brokerage).toMatch(CANONICAL);
  if (row.type === "SPLIT" || row.type === "CONSOLIDATION") {
    expect([row.units, row.price]).toEqual([null, null]);
    expect(Number.isInteger(row.ratioFrom) && Number.isInteger(row.ratioTo)).toBe(true);
  } else {
    for (const value of [row.units, row.price]) {
      expect(value).toMatch(CANONICAL);
      expect(new Exact(value as string).greaterThan(0)).toBe(true);
    }
  }
  expect(row.dedupeKey.length).toBeGreaterThan(0);
  expect(row.dedupeKey.length).toBeLessThanOrEqual(220);
}

describe("hostile files", PROPERTY_TIMEOUT, () => {
  it("never make the trade-file parser throw; rows are storable and every skip and error names a real line", () => {
    let rowsSeen = 0;
    fc.assert(
      fc.property(fc.oneof({ weight: 5, arbitrary: hostileFile(SAMPLES) }, { weight: 1, arbitrary: hostileString }), (text) => {
        const result = parseTradeFile(text);
        const lastLine = lastLineOf(text);
        expectResultShape({ rows: result.rows, errors: [...result.errors, ...result.skipped] }, lastLine);
        for (const row of result.rows) {
          expectStorableTrade(row);
          expect(row.line).toBeGreaterThanOrEqual(2);
          expect(row.line).toBeLessThanOrEqual(lastLine);
        }
        if (result.failure) expect(result.rows.length + result.errors.length + result.skipped.length).toBe(0);
        rowsSeen += result.rows.length;
      }),
      { numRuns: RUNS.hostileTrades },
    );
    expectPrototypeUntouched();
    // The generated files reach the row rules, not only the header check.
    expect(rowsSeen).toBeGreaterThan(RUNS.hostileTrades / 10);
  });

  it("never make the dividend parser throw; rows are storable and every error names a real line", () => {
    let rowsSeen = 0;
    fc.assert(
      fc.property(hostileFile([DIVIDENDS]), (text) => {
        const result = parseDividendCsv(text);
        expectResultShape({ rows: result.rows, errors: [...result.errors, ...result.skipped] }, lastLineOf(text));
        for (const row of result.rows) {
          expect(row.symbol).toMatch(ASX_CODE);
          expect(realDay(row.exDate)).toBe(true);
          if (row.payDate !== null) expect(row.payDate >= row.exDate).toBe(true);
          expect(row.amountPerShare).toMatch(CANONICAL);
          expect(new Exact(row.frankingPercent).lessThanOrEqualTo(100)).toBe(true);
          expect(row.drpUnits === null).toBe(row.drpPrice === null);
        }
        rowsSeen += result.rows.length;
      }),
      { numRuns: RUNS.hostileDividends },
    );
    expect(rowsSeen).toBeGreaterThan(RUNS.hostileDividends / 10);
  });
});
