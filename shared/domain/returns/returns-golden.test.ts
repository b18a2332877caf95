// The worked example of docs/domain.md#returns (fixtures/returns-golden.json) through the functions
// the server calls: the ledger's flows, the value history's days, the period's figures and the
// shadow portfolio, each figure to 1e-6.
import { describe, expect, it } from "vitest";
import { replayLedger, toCents, type DividendRecord, type LedgerTrade, type StockCloses } from "../ledger";
import { dec, fixed } from "../ledger/decimal";
import golden from "./fixtures/returns-golden.json";
import { benchmarkLevels, dailyValues, ledgerFlows, moneyText, periodFlows, periodReturns, resolvePeriod, shadowPortfolio } from "./index";

const trades: LedgerTrade[] = golden.trades.map((trade, index) => ({
  id: `t${index + 1}`,
  stockId: golden.symbol,
  ratioFrom: null,
  ratioTo: null,
  acquiredOn: null,
  createdAt: `2030-01-01T00:00:0${index}Z`,
  ...trade,
  type: trade.type as LedgerTrade["type"],
}));
const dividend: DividendRecord = {
  id: "d1",
  stockId: golden.symbol,
  units: "200",
  drpUnits: null,
  drpPrice: null,
  status: "confirmed",
  ...golden.dividend,
};
const closes = new Map<string, StockCloses>([
  [golden.symbol, { dates: golden.closes.map(([date]) => date), closes: golden.closes.map(([, close]) => close) }],
]);
const ledger = { trades };
const replay = replayLedger(ledger);
const { flows, receivables } = ledgerFlows(ledger, replay, [dividend]);
const period = resolvePeriod({ name: "fy" }, golden.today, trades[0].tradeDate);
const values = dailyValues(
  replay.positions,
  closes,
  period,
  flows.map((flow) => flow.date),
  receivables,
);
const { expected } = golden;

describe("the worked example (FY 2024–25)", () => {
  it("covers 1 Jul 2024 – 30 Jun 2025, 364 days, from nothing held", () => {
    expect(period).toEqual(golden.period);
    expect(values[0]).toEqual({ date: "2024-06-30", value: "0" });
    expect(values.at(-1)).toEqual({ date: "2025-06-30", value: "2400" });
  });

  it("cash dividends: TWR 25.7143 %, Dietz 26.4151 %, XIRR 27.0355 % p.a. (26.95 % over the period), ROI 19.0476 %", () => {
    const figures = periodReturns(period, values, flows, false);
    expect(toCents(moneyText(figures.endValue))).toBe(expected.cash.endValue);
    expect(toCents(moneyText(figures.invested))).toBe(expected.cash.invested);
    expect(toCents(moneyText(figures.dividends))).toBe(expected.cash.dividends);
    expect(toCents(moneyText(figures.frankingCredits))).toBe(expected.cash.frankingCredits);
    expect(toCents(moneyText(figures.gain))).toBe(expected.cash.gain);
    expect(figures.twr.cumulative).toBeCloseTo(expected.cash.twr, 6);
    expect(figures.modifiedDietz!).toBeCloseTo(expected.cash.modifiedDietz, 6);
    expect(figures.xirr.rate!).toBeCloseTo(expected.cash.xirr, 6);
    expect(figures.xirr.periodRate!).toBeCloseTo(expected.cash.xirrOverPeriod, 6);
    expect(figures.simple!).toBeCloseTo(expected.cash.simple, 6);
    // 364 days is under a year: the headline is the period's Dietz return, never "p.a.".
    expect(figures.headline).toEqual({ method: "modified-dietz", rate: figures.modifiedDietz!, perAnnum: false });
    expect(figures.twr.perAnnum).toBeNull();
  });

  it("with franking credits as flows: TWR 28.1633 %, Dietz 29.5184 %, XIRR 30.2583 %, ROI 21.0884 %", () => {
    const figures = periodReturns(period, values, flows, true);
    expect(toCents(moneyText(figures.gain))).toBe(expected.franking.gain);
    expect(figures.twr.cumulative).toBeCloseTo(expected.franking.twr, 6);
    expect(figures.modifiedDietz!).toBeCloseTo(expected.franking.modifiedDietz, 6);
    expect(figures.xirr.rate!).toBeCloseTo(expected.franking.xirr, 6);
    expect(figures.simple!).toBeCloseTo(expected.franking.simple, 6);
  });

  it("the same money in the index: 19.606049 units worth $2,117.45, XIRR 7.8276 %, index 8.00 %, $282.55 behind the portfolio", () => {
    const levels = benchmarkLevels(
      "total",
      golden.benchmark.closes.map(([date, close]) => ({ date, close })),
      [],
    );
    const figures = periodReturns(period, values, flows, false);
    const shadow = shadowPortfolio(period, figures.startValue, periodFlows(flows, period, false), levels)!;
    // 1,000/100 + 1,100/104 − 100/103 = 10 + 10.576923 − 0.970874.
    expect(fixed(shadow.units, 6)).toBe(expected.shadow.units);
    expect(toCents(shadow.endValue)).toBe(expected.shadow.endValue);
    expect(toCents(dec(moneyText(figures.endValue)).minus(shadow.endValue))).toBe(expected.shadow.difference);
    expect(shadow.xirr.rate!).toBeCloseTo(expected.shadow.xirr, 6);
    expect(shadow.modifiedDietz!).toBeCloseTo(expected.shadow.modifiedDietz, 6);
    expect(shadow.indexReturn).toBeCloseTo(expected.shadow.indexReturn, 6);
  });

  it("a total-return proxy grows 1.001408 across an ex-date (71.00, 0.80, 70.30), where adjclose gives 1.001425", () => {
    const { previousClose, dividend: amount, close } = expected.trFactor;
    const levels = benchmarkLevels(
      "etf_proxy",
      [
        { date: "2025-02-27", close: previousClose },
        { date: "2025-02-28", close },
      ],
      [{ date: "2025-02-28", amount }],
    );
    expect(levels[1].level.div(levels[0].level).toNumber()).toBeCloseTo(expected.trFactor.factor, 6);
    // Yahoo's adjclose scales the earlier close by 1 − D/C: its ratio is C_t / (C_{t−1} − D).
    expect(Number(close) / (Number(previousClose) - Number(amount))).toBeCloseTo(expected.trFactor.adjcloseRatio, 6);
  });
});
