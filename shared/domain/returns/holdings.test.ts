import { describe, expect, it } from "vitest";
import { replayLedger, type DividendRecord, type StockCloses } from "../ledger";
import { buy, sell } from "../ledger/test-trades";
import { ledgerFlows } from "./flows";
import { holdingReturns } from "./holdings";
import { moneyText } from "./money";
import { periodReturns } from "./period-returns";
import { dailyValues } from "./values";

// Two stocks over a month of weekday closes: CSL bought before the period, topped up and partly sold
// inside it, with a dividend; BHP bought inside it; WES sold out before the period starts.
const weekdays = (from: string, count: number): string[] => {
  const dates: string[] = [];
  for (let time = Date.parse(from); dates.length < count; time += 86_400_000) {
    const day = new Date(time);
    if (day.getUTCDay() % 6 !== 0) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
};
const dates = weekdays("2025-02-03", 40);
const closesOf = (start: number, step: number): StockCloses => ({
  dates,
  closes: dates.map((_, index) => (start + step * index + (index % 3 === 0 ? 0.35 : -0.2)).toFixed(2)),
});
const closes = new Map<string, StockCloses>([
  ["CSL", closesOf(250, 0.8)],
  ["BHP", closesOf(40, -0.15)],
  ["WES", closesOf(60, 0.1)],
]);
const trades = [
  buy("2025-02-03", "100", "250", "19.95"),
  buy("2025-02-03", "50", "60", "9.95", { stockId: "WES" }),
  sell("2025-02-07", "50", "61", "9.95", { stockId: "WES" }),
  buy("2025-02-20", "40", "262.5", "19.95"),
  buy("2025-02-24", "300", "38.4", "19.95", { stockId: "BHP" }),
  sell("2025-03-11", "60", "270", "19.95"),
];
const dividends: DividendRecord[] = [
  {
    id: "d1",
    stockId: "CSL",
    exDate: "2025-03-04",
    payDate: "2025-03-28",
    amountPerShare: "1.45",
    units: "140",
    frankingPercent: "100",
    companyTaxRate: "0.30",
    drpUnits: null,
    drpPrice: null,
    status: "confirmed",
  },
];
const ledger = { trades };
const replay = replayLedger(ledger);
const { flows, receivables } = ledgerFlows(ledger, replay, dividends);
const period = { from: "2025-02-10", to: "2025-03-28", days: 46 };

describe("holdingReturns (each holding's figures, valued only on the days its chain needs)", () => {
  const rows = holdingReturns(period, replay.positions, closes, flows, receivables, false);

  it("lists the stocks with a value or a flow in the period, not one sold out before it", () => {
    expect(rows.map((row) => row.stockId).sort()).toEqual(["BHP", "CSL"]);
  });

  it("gives the figures of the same stock valued on every trading day: daily chaining equals linking the sub-periods", () => {
    for (const { stockId, figures } of rows) {
      const own = flows.filter((flow) => flow.stockId === stockId);
      const everyDay = dailyValues(
        new Map([[stockId, replay.positions.get(stockId)!]]),
        new Map([[stockId, closes.get(stockId)!]]),
        period,
        own.map((flow) => flow.date),
        receivables,
      );
      const expected = periodReturns(period, everyDay, own, false);
      expect(everyDay.length).toBeGreaterThan(30);
      expect(moneyText(figures.gain)).toBe(moneyText(expected.gain));
      expect(moneyText(figures.startValue)).toBe(moneyText(expected.startValue));
      expect(moneyText(figures.endValue)).toBe(moneyText(expected.endValue));
      expect(figures.twr.cumulative).toBeCloseTo(expected.twr.cumulative, 12);
      expect(figures.modifiedDietz!).toBeCloseTo(expected.modifiedDietz!, 12);
      expect(figures.xirr.rate!).toBeCloseTo(expected.xirr.rate!, 9);
    }
  });

  it("adds up to the portfolio's dollar gain", () => {
    const portfolio = periodReturns(period, dailyValues(replay.positions, closes, period, [], receivables), flows, false);
    const sum = rows.reduce((total, row) => total + row.figures.gain, 0n);
    expect(moneyText(sum)).toBe(moneyText(portfolio.gain));
    // CSL: 140 held at 3 Mar's close, 1.45 × 140 = 203 of dividends out on the ex-date.
    expect(moneyText(rows.find((row) => row.stockId === "CSL")!.figures.dividends)).toBe("203");
  });
});
