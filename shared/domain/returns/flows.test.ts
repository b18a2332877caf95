import { describe, expect, it } from "vitest";
import { replayLedger, replayPositions, type DividendRecord, type LedgerInput, type StockCloses } from "../ledger";
import { buy, drp, openingBalance, sell } from "../ledger/test-trades";
import { ledgerFlows } from "./flows";
import { money, moneyText } from "./money";
import { periodReturns } from "./period-returns";
import { dailyValues } from "./values";

function dividend(fields: Partial<DividendRecord> & Pick<DividendRecord, "exDate" | "units" | "amountPerShare">): DividendRecord {
  return {
    id: "d1",
    stockId: "CSL",
    payDate: null,
    frankingPercent: "0",
    companyTaxRate: "0.30",
    drpUnits: null,
    drpPrice: null,
    status: "confirmed",
    ...fields,
  };
}

/** The flows of a ledger replayed as the server replays it. */
const flowsOf = (ledger: LedgerInput, dividends: DividendRecord[] = [], openingValue?: Parameters<typeof ledgerFlows>[3]) =>
  ledgerFlows(ledger, replayLedger(ledger), dividends, openingValue);

describe("ledgerFlows", () => {
  it("a buy's cost with brokerage goes in; a sale's proceeds net of brokerage come out, from the replay", () => {
    const trades = [buy("2025-01-06", "100", "10", "19.95"), sell("2025-02-03", "40", "12.5", "9.95")];
    expect(flowsOf({ trades }).flows).toEqual([
      { date: "2025-01-06", stockId: "CSL", kind: "buy", amount: money("1019.95") },
      { date: "2025-02-03", stockId: "CSL", kind: "sale", amount: money("490.05") }, // 40 × 12.5 − 9.95
    ]);
  });

  it("a sale the replay refuses (more units than held) is no flow", () => {
    const trades = [buy("2025-01-06", "10", "10"), sell("2025-02-03", "40", "12.5")];
    expect(flowsOf({ trades }).flows.map((flow) => flow.kind)).toEqual(["buy"]);
  });

  it("splits are no flow; an opening balance comes in at its value that day, else at its cost base", () => {
    const opening = openingBalance("2025-01-02", "2019-05-01", "50", "30");
    const trades = [
      opening,
      { ...buy("2025-03-03", "1", "1"), type: "SPLIT" as const, units: null, price: null, ratioFrom: 1, ratioTo: 2 },
    ];
    expect(flowsOf({ trades }).flows).toEqual([{ date: "2025-01-02", stockId: "CSL", kind: "opening-balance", amount: money("1500") }]);
    const valued = flowsOf({ trades }, [], (trade) => (trade.id === opening.id ? money("2100") : null)).flows;
    expect(valued[0].amount).toBe(money("2100"));
  });

  it("a dividend's cash comes out on its ex-date, not its pay date; its franking credit beside it", () => {
    const flows = flowsOf({ trades: [] }, [
      dividend({ exDate: "2025-02-20", payDate: "2025-03-27", units: "100", amountPerShare: "1.2", frankingPercent: "100" }),
    ]).flows;
    expect(flows).toEqual([
      { date: "2025-02-20", stockId: "CSL", kind: "dividend", amount: money("120") },
      { date: "2025-02-20", stockId: "CSL", kind: "franking-credit", amount: expect.any(BigInt) },
    ]);
    expect(moneyText(flows[1].amount)).toMatch(/^51\.428571428571428571/); // 120 × 30/70
  });

  it("a reinvested dividend nets to its residual, and its shares are owed at cost from the ex-date to the pay date", () => {
    // 1,440 units × $0.25 = $360; 44 DRP shares at $8 = $352; residual $8.
    const withResidual = flowsOf({ trades: [] }, [
      dividend({ exDate: "2025-02-20", payDate: "2025-03-27", units: "1440", amountPerShare: "0.25", drpUnits: "44", drpPrice: "8" }),
    ]);
    expect(withResidual.flows).toEqual([{ date: "2025-02-20", stockId: "CSL", kind: "dividend", amount: money("8") }]);
    expect(withResidual.receivables).toEqual([{ stockId: "CSL", from: "2025-02-20", until: "2025-03-27", amount: money("352") }]);
    // 45 shares at $8 take the whole $360: no flow at all.
    const whole = flowsOf({ trades: [] }, [
      dividend({ exDate: "2025-02-20", payDate: "2025-03-27", units: "1440", amountPerShare: "0.25", drpUnits: "45", drpPrice: "8" }),
    ]);
    expect(whole.flows).toEqual([]);
  });
});

describe("a reinvested dividend in the time-weighted return", () => {
  // 1,440 shares at $10 (cost 14,400, no brokerage). Ex-date 20 Feb: $0.25 a share ($360), the close
  // falls 10.00 → 9.75 as the dividend leaves the price. 45 DRP shares at $8 arrive on the pay date,
  // 27 Mar, when the close is still 9.75. Nothing else moves: the return is 0 on every day.
  const trades = [buy("2025-02-17", "1440", "10")];
  const record = dividend({
    exDate: "2025-02-20",
    payDate: "2025-03-27",
    units: "1440",
    amountPerShare: "0.25",
    drpUnits: "45",
    drpPrice: "8",
  });
  const ledger = { trades, drp: [drp("d1", "2025-03-27", "45", "360")] };
  const closes = new Map<string, StockCloses>([
    ["CSL", { dates: ["2025-02-17", "2025-02-19", "2025-02-20", "2025-03-27"], closes: ["10", "10", "9.75", "9.75"] }],
  ]);
  const period = { from: "2025-02-17", to: "2025-03-31", days: 42 };
  const { flows, receivables } = flowsOf(ledger, [record]);
  const values = dailyValues(
    replayPositions(ledger, period.to),
    closes,
    period,
    flows.map((flow) => flow.date),
    receivables,
  );

  it("counts the owed shares at their cost until they arrive, so the ex-date's fall is met", () => {
    const byDate = Object.fromEntries(values.map((point) => [point.date, point.value]));
    expect(byDate["2025-02-19"]).toBe("14400");
    expect(byDate["2025-02-20"]).toBe("14400"); // 1,440 × 9.75 + 360 owed
    expect(byDate["2025-03-27"]).toBe("14478.75"); // 1,485 × 9.75: the DRP's $8 shares are worth 9.75
  });

  it("moves only by what the reinvested shares gained on arrival", () => {
    const figures = periodReturns(period, values, flows, false);
    expect(figures.twr.cumulative).toBeCloseTo(14478.75 / 14400 - 1, 12);
    expect(moneyText(figures.invested)).toBe("14400");
    expect(moneyText(figures.dividends)).toBe("0");
  });
});
