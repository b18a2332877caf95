import { describe, expect, it } from "vitest";
import { buy, sell } from "./test-trades";
import {
  replayPositions,
  storedCloses,
  valueHistory,
  valueHistoryOfPositions,
  type DailyClose,
  type StockCloses,
  type ValuePoint,
} from "./index";

const closes = (rows: [string, string][]): DailyClose[] => rows.map(([date, close]) => ({ date, close }));

describe("valueHistory", () => {
  const trades = [
    buy("2025-01-03", "10", "9", "0", { stockId: "A" }),
    buy("2025-01-08", "5", "20", "0", { stockId: "B" }),
    buy("2025-01-08", "1", "7", "0", { stockId: "C" }), // C has no closes at all
    sell("2025-01-09", "4", "11", "0", { stockId: "A" }),
  ];
  const closesByStock = new Map([
    [
      "A",
      closes([
        ["2025-01-03", "9"],
        ["2025-01-06", "10"],
        ["2025-01-07", "10.5"],
        ["2025-01-08", "11"],
        ["2025-01-10", "12.25"],
      ]),
    ],
    [
      "B",
      closes([
        ["2025-01-06", "19"],
        ["2025-01-07", "20.1"],
        ["2025-01-09", "21"],
        ["2025-01-10", "20.5"],
        ["2025-01-13", "22"],
      ]),
    ],
  ]);

  it("values each trading day at the end-of-day units and the last close on or before it", () => {
    const expected: ValuePoint[] = [
      // A 10 × 10.5; cost 90.
      { date: "2025-01-07", marketValue: "105", costBase: "90" },
      // A 10 × 11 + B 5 × 20.1 (its 7 Jan close carried); cost 90 + 100 + C's 7.
      { date: "2025-01-08", marketValue: "210.5", costBase: "197" },
      // A 6 × 11 (carried) + B 5 × 21; 4 of A's 10 sold at cost 36.
      { date: "2025-01-09", marketValue: "171", costBase: "161" },
      // A 6 × 12.25 + B 5 × 20.5.
      { date: "2025-01-10", marketValue: "176", costBase: "161" },
    ];
    expect(valueHistory({ trades }, { start: "2025-01-07", end: "2025-01-10" }, closesByStock)).toEqual(expected);
  });

  it("ends on the range's last day at the prices given (Holdings' last prices), a day of its own when no close falls on it", () => {
    const endPrices = new Map([
      ["A", "12.5"],
      ["C", "7.125"],
    ]);
    const history = valueHistory({ trades }, { start: "2025-01-07", end: "2025-01-11" }, closesByStock, {
      unpricedAtCost: true,
      endPrices,
    });
    expect(history.slice(-2)).toEqual([
      // A 6 × 12.25 + B 5 × 20.5 + C at its cost 7.
      { date: "2025-01-10", marketValue: "183", costBase: "161" },
      // Saturday: A 6 × 12.5 and C 1 × 7.125 at the prices given; B (none given) at its last close.
      { date: "2025-01-11", marketValue: "184.625", costBase: "161" },
    ]);
    // A range ending on a trading day prices that day itself; with no day at all there is no point.
    const friday = valueHistory({ trades }, { start: "2025-01-07", end: "2025-01-10" }, closesByStock, { endPrices });
    expect(friday.at(-1)).toEqual({ date: "2025-01-10", marketValue: "184.625", costBase: "161" });
    expect(valueHistory({ trades }, { start: "2025-02-01", end: "2025-02-03" }, closesByStock, { endPrices })).toEqual([]);
  });

  it("counts a holding without a close yet at its cost base that day when asked to", () => {
    const history = valueHistory({ trades }, { start: "2025-01-03", end: "2025-01-08" }, closesByStock, { unpricedAtCost: true });
    expect(history).toEqual([
      // A 10 × 9; B not bought yet.
      { date: "2025-01-03", marketValue: "90", costBase: "90" },
      { date: "2025-01-06", marketValue: "100", costBase: "90" },
      { date: "2025-01-07", marketValue: "105", costBase: "90" },
      // A 10 × 11 + B 5 × 20.1 + C (no close ever) at its cost 7.
      { date: "2025-01-08", marketValue: "217.5", costBase: "197" },
    ]);
  });

  it("has no points outside the range or without a close", () => {
    expect(valueHistory({ trades }, { start: "2025-01-11", end: "2025-01-12" }, closesByStock)).toEqual([]);
    expect(valueHistory({ trades: [] }, { start: "2025-01-07", end: "2025-01-07" }, closesByStock)).toEqual([
      { date: "2025-01-07", marketValue: "0", costBase: "0" },
    ]);
  });

  it("multiplies exactly at any number of decimals", () => {
    const history = valueHistory(
      { trades: [buy("2025-01-02", "3", "1", "0", { stockId: "X" }), buy("2025-01-02", "2.5", "1", "0", { stockId: "Y" })] },
      { start: "2025-01-02", end: "2025-01-02" },
      new Map([
        ["X", closes([["2025-01-02", "0.1"]])],
        // A close as a double prints it, and one with an exponent.
        ["Y", closes([["2025-01-02", "3.4550000667572"]])],
      ]),
    );
    // 3 × 0.1 + 2.5 × 3.4550000667572 = 0.3 + 8.637500166893.
    expect(history).toEqual([{ date: "2025-01-02", marketValue: "8.937500166893", costBase: "5.5" }]);
    const tiny = valueHistory(
      { trades: [buy("2025-01-02", "2", "1", "0", { stockId: "X" })] },
      { start: "2025-01-02", end: "2025-01-02" },
      new Map([["X", closes([["2025-01-02", "5e-7"]])]]),
    );
    expect(tiny[0].marketValue).toBe("0.000001");
    // Seventeen digits, odd (a double holds no such whole number exactly), beside a whole number of dollars.
    const long = valueHistory(
      { trades: [buy("2025-01-02", "3", "1", "0", { stockId: "X" }), buy("2025-01-02", "2", "1", "0", { stockId: "Z" })] },
      { start: "2025-01-02", end: "2025-01-02" },
      new Map([
        ["X", closes([["2025-01-02", "102.13999938964843"]])],
        ["Z", closes([["2025-01-02", "7"]])],
      ]),
    );
    // 3 × 102.13999938964843 + 2 × 7 = 306.41999816894529 + 14.
    expect(long[0].marketValue).toBe("320.41999816894529");
  });

  // A double's shortest text: three decimals most days, seventeen digits on some; part units; a value
  // past 2^53 thousandths; and a close PostgreSQL prints with an exponent.
  const mixedTrades = [
    buy("2025-01-02", "3", "1", "0", { stockId: "X" }),
    buy("2025-01-02", "2.5", "1", "0", { stockId: "Y" }),
    buy("2025-01-03", "900000000000", "1", "0", { stockId: "Z" }),
    buy("2025-01-06", "1000", "1", "0", { stockId: "W" }),
  ];
  const mixedRange = { start: "2025-01-02", end: "2025-01-07" };
  const mixedCloses = new Map([
    [
      "X",
      closes([
        ["2025-01-02", "12.5"],
        ["2025-01-03", "16.430999999999997"],
        ["2025-01-06", "16.43"],
        ["2025-01-07", "16.430999999999997"],
      ]),
    ],
    [
      "Y",
      closes([
        ["2025-01-02", "3.1"],
        ["2025-01-06", "3.125"],
      ]),
    ],
    [
      "Z",
      closes([
        ["2025-01-03", "50000.123"],
        ["2025-01-06", "0.001"],
      ]),
    ],
    ["W", closes([["2025-01-06", "2.5e-5"]])],
  ]);
  const mixedHistory: ValuePoint[] = [
    { date: "2025-01-02", marketValue: "45.25", costBase: "5.5" },
    // 3 × 16.430999999999997 + 2.5 × 3.1 + 900,000,000,000 × 50,000.123 (more than 2^53 thousandths).
    { date: "2025-01-03", marketValue: "45000110700000057.042999999999991", costBase: "900000000005.5" },
    // … + 1,000 W × 0.000025.
    { date: "2025-01-06", marketValue: "900000057.1275", costBase: "900000001005.5" },
    { date: "2025-01-07", marketValue: "900000057.130499999999991", costBase: "900000001005.5" },
  ];

  it("stays exact as a close moves between few and many decimals, with part units and values past 2^53", () => {
    expect(valueHistory({ trades: mixedTrades }, mixedRange, mixedCloses)).toEqual(mixedHistory);
  });

  it("reads each stock's closes from their joined text, as the server sends them, to the same points", () => {
    const joined = new Map(
      [...mixedCloses].map(([stockId, rows]) => [
        stockId,
        storedCloses(
          rows.map((row) => row.date),
          rows.map((row) => row.close).join(","),
        ),
      ]),
    );
    const history = valueHistoryOfPositions(replayPositions({ trades: mixedTrades }, mixedRange.end), mixedRange, joined);
    expect(history).toEqual(mixedHistory);
    // The list is split from the text only when something asks for it.
    expect(joined.get("X")!.closes).toEqual(["12.5", "16.430999999999997", "16.43", "16.430999999999997"]);
  });

  it("follows the ledger's matching for the cost base", () => {
    const ledger = [
      buy("2025-01-02", "1", "10", "0", { stockId: "A" }),
      buy("2025-01-03", "1", "20", "0", { stockId: "A" }),
      sell("2025-01-06", "1", "15", "0", { stockId: "A" }),
    ];
    const range = { start: "2025-01-06", end: "2025-01-06" };
    const a = new Map([["A", closes([["2025-01-06", "15"]])]]);
    // FIFO sells the 10 parcel and keeps the 20 one; minimise sells the loss (20) and keeps the 10.
    expect(valueHistory({ trades: ledger }, range, a)[0].costBase).toBe("20");
    expect(valueHistory({ trades: ledger, method: "minimise" }, range, a)[0].costBase).toBe("10");
  });

  it("reads closes as columns, stocks sharing one list of dates, as it reads them as rows", () => {
    const dates = ["2025-01-02", "2025-01-03", "2025-01-06", "2025-01-07"];
    const ledger = {
      trades: [
        buy("2025-01-02", "10", "9", "0", { stockId: "A" }),
        buy("2025-01-04", "3", "2.5", "1", { stockId: "B" }), // a Saturday: counts from Monday
        sell("2025-01-07", "10", "11", "0", { stockId: "A" }),
      ],
    };
    const columns = new Map<string, StockCloses>([
      ["A", { dates, closes: ["9", "9.5", "10.25", "11"] }],
      ["B", { dates, closes: ["2", "2.125", "2.5", "2.75"] }],
    ]);
    const rows = new Map([...columns].map(([id, c]) => [id, c.dates.map((date, i): DailyClose => ({ date, close: c.closes[i] }))]));
    const range = { start: "2025-01-03", end: "2025-01-07" };
    const history = valueHistoryOfPositions(replayPositions(ledger, range.end), range, columns);
    expect(history).toEqual(valueHistory(ledger, range, rows));
    expect(history).toEqual([
      { date: "2025-01-03", marketValue: "95", costBase: "90" },
      // A 10 × 10.25 + B 3 × 2.5; B's cost 7.5 + 1.
      { date: "2025-01-06", marketValue: "110", costBase: "98.5" },
      // A sold out: B 3 × 2.75.
      { date: "2025-01-07", marketValue: "8.25", costBase: "8.5" },
    ]);
  });
});
