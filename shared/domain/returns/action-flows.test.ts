// Corporate actions in a return (action-flows.ts, decision 063), each on a worked example worked out
// by hand over 1 Jan – 31 Mar 2025 (89 days: the period's modified Dietz return is the headline).
// A flow on 3 Feb is day 33, weighing (89 − 33)/89 = 56/89 in the Dietz denominator.
import { describe, expect, it } from "vitest";
import type { CorporateAction } from "../corporate-actions";
import { ledgerActionsOf } from "../corporate-actions";
import { demerger, inSpecieDividend, qantasReturn } from "../corporate-actions/test-parcels";
import { replayLedger, replayPositionsAndActions, type LedgerTrade, type StockCloses } from "../ledger";
import { buy } from "../ledger/test-trades";
import { ledgerFlows, withTransfers } from "./flows";
import { holdingReturns } from "./holdings";
import { money, moneyText } from "./money";
import { periodFlows, periodReturns } from "./period-returns";
import { dailyValues } from "./values";

const PERIOD = { from: "2025-01-01", to: "2025-03-31", days: 89 };

const closesOf = (rows: Record<string, [string, string][]>) =>
  new Map<string, StockCloses>(
    Object.entries(rows).map(([stockId, days]) => [stockId, { dates: days.map(([date]) => date), closes: days.map(([, close]) => close) }]),
  );

/** The server's pipeline (services/returns.ts) on a ledger of trades and corporate actions. */
function returnsOf(trades: LedgerTrade[], actions: CorporateAction[], closes: Map<string, StockCloses>, franking = false) {
  const input = { trades, actions: actions.flatMap((action) => ledgerActionsOf(action, "2030-01-01T00:00:00.000Z")) };
  const replay = replayPositionsAndActions(input);
  const { flows, transfers, receivables } = ledgerFlows(input, replay, [], undefined, actions);
  const counted = periodFlows(flows, PERIOD, franking);
  const values = dailyValues(
    replay.positions,
    closes,
    PERIOD,
    counted.map((flow) => flow.date),
    receivables,
  );
  const figures = periodReturns(PERIOD, values, flows, franking);
  const holdings = holdingReturns(PERIOD, replay.positions, closes, withTransfers(flows, transfers), receivables, franking);
  const holding = (stockId: string) => holdings.find((row) => row.stockId === stockId)!.figures;
  return { flows, transfers, receivables, values, figures, holding };
}

const cents = (value: bigint) => moneyText(value);

describe("a return of capital", () => {
  // 1,000 XYZ bought 2 Dec 2024 at $10.00 ($10,000). $1.00 a share, ex 3 Feb, paid 17 Feb: the close
  // falls 10.00 → 9.00 on the ex-date and ends the period at 9.90.
  const trades = () => [buy("2024-12-02", "1000", "10", "0", { stockId: "XYZ" })];
  const roc = qantasReturn({ stockId: "XYZ", symbol: "XYZ", exDate: "2025-02-03", payDate: "2025-02-17", amountPerShare: "1.00" });
  const closes = closesOf({
    XYZ: [
      ["2024-12-31", "10.00"],
      ["2025-02-03", "9.00"],
      ["2025-03-31", "9.90"],
    ],
  });

  it("is $1,000.00 out on its ex-date: gain 9,900 − 10,000 + 1,000 = 900, Dietz 900 ÷ (10,000 − 1,000 × 56/89) = 9.604317 %, TWR 1.0 × 1.1 − 1 = 10 %", () => {
    const { flows, figures } = returnsOf(trades(), [roc], closes);
    expect(flows.filter((flow) => flow.kind !== "buy")).toEqual([
      { date: "2025-02-03", stockId: "XYZ", kind: "capital-return", amount: money("1000") },
    ]);
    expect(cents(figures.startValue)).toBe("10000");
    expect(cents(figures.endValue)).toBe("9900");
    expect(cents(figures.proceeds)).toBe("1000");
    expect(cents(figures.gain)).toBe("900");
    // 10,000 − 56,000/89 = 834,000/89; 900 × 89 / 834,000 = 0.0960431654…
    expect(figures.modifiedDietz).toBeCloseTo(80_100 / 834_000, 6);
    expect(figures.headline).toEqual({ method: "modified-dietz", rate: figures.modifiedDietz, perAnnum: false });
    expect(figures.twr.cumulative).toBeCloseTo(0.1, 6);
    expect(figures.simple).toBeCloseTo(0.09, 6);
    // −10,000 on day 0, +1,000 on day 33, +9,900 on day 89: 45.599436 % a year.
    expect(figures.xirr.rate).toBeCloseTo(0.455994, 6);
  });

  it("above a parcel's cost base: the G1 line's proceeds are no sale, the cash is the return's alone", () => {
    // 1,000 bought at $0.50: the $1,000.00 leaves $500.00 of G1 gain, which is not money out a second time.
    const cheap = [buy("2024-12-02", "1000", "0.5", "0", { stockId: "XYZ" })];
    const { flows } = returnsOf(cheap, [roc], closes);
    expect(replayLedger({ trades: cheap, actions: ledgerActionsOf(roc, "") }).disposals.map((line) => [line.event, line.proceeds])).toEqual(
      [["G1", "500"]],
    );
    expect(flows.map((flow) => [flow.kind, cents(flow.amount)])).toEqual([
      ["buy", "500"],
      ["capital-return", "1000"],
    ]);
  });
});

describe("a demerger", () => {
  // 100 HEAD bought 2 Dec 2024 at $10.00 ($1,000). 1 NEW per HEAD, cost base 80 : 20, ex 3 Feb, in
  // effect 10 Feb. HEAD closes 10.00, 8.00 on the ex-date, 8.80 at the end; NEW 2.00 on 10 Feb, 2.50 at the end.
  const trades = () => [buy("2024-12-02", "100", "10", "0", { stockId: "HEAD" })];
  const split = demerger({
    stockId: "HEAD",
    symbol: "HED",
    newStockId: "NEW",
    exDate: "2025-02-03",
    effectiveDate: "2025-02-10",
    headCostBasePercent: "80",
    demergedCostBasePercent: "20",
  });
  const closes = closesOf({
    HEAD: [
      ["2024-12-31", "10.00"],
      ["2025-02-03", "8.00"],
      ["2025-03-31", "8.80"],
    ],
    NEW: [
      ["2025-02-10", "2.00"],
      ["2025-03-31", "2.50"],
    ],
  });

  it("is no flow of the portfolio's: 1,000 → 1,130 with the NEW shares owed at their $200.00 cost base from the ex-date", () => {
    const { flows, transfers, values, figures } = returnsOf(trades(), [split], closes);
    expect(flows.map((flow) => flow.kind)).toEqual(["buy"]);
    expect(transfers.map((flow) => [flow.date, flow.stockId, flow.kind, cents(flow.amount)])).toEqual([
      ["2025-02-03", "HEAD", "transfer-out", "200"],
      ["2025-02-03", "NEW", "transfer-in", "200"],
    ]);
    // 800 of HEAD + 200 owed on the ex-date; 800 + 100 × 2.00 once NEW arrives; 880 + 250 at the end.
    expect(values.map((point) => [point.date, point.value])).toEqual([
      ["2024-12-31", "1000"],
      ["2025-02-03", "1000"],
      ["2025-02-10", "1000"],
      ["2025-03-31", "1130"],
    ]);
    expect(cents(figures.gain)).toBe("130");
    expect(figures.modifiedDietz).toBeCloseTo(0.13, 6);
    expect(figures.twr.cumulative).toBeCloseTo(0.13, 6);
  });

  it("per holding: NEW starts from its cost-base share, HEAD falls by it, and their contributions add up to the portfolio's 13 %", () => {
    const { figures, holding } = returnsOf(trades(), [split], closes);
    const head = holding("HEAD");
    // 880 − 1,000 + 200 = 80; Dietz 80 ÷ (1,000 − 200 × 56/89) = 9.151671 %; TWR 1.0 × 880/800 − 1 = 10 %.
    expect([cents(head.gain), cents(head.proceeds)]).toEqual(["80", "200"]);
    expect(head.modifiedDietz).toBeCloseTo(80 / (1000 - (200 * 56) / 89), 6);
    expect(head.modifiedDietz).toBeCloseTo(0.091517, 6);
    expect(head.twr.cumulative).toBeCloseTo(0.1, 6);
    const added = holding("NEW");
    // 250 − 0 − 200 = 50; Dietz 50 ÷ (200 × 56/89) = 39.732143 %; TWR 250/200 − 1 = 25 %.
    expect([cents(added.startValue), cents(added.invested), cents(added.gain), cents(added.endValue)]).toEqual(["0", "200", "50", "250"]);
    expect(added.modifiedDietz).toBeCloseTo(0.397321, 6);
    expect(added.twr.cumulative).toBeCloseTo(0.25, 6);
    // Contribution: a holding's gain over the portfolio's average capital (1,000): 8 % + 5 % = 13 %.
    expect(cents(figures.averageCapital)).toBe("1000");
    expect(Number(head.gain + added.gain) / Number(figures.averageCapital)).toBeCloseTo(figures.modifiedDietz!, 9);
  });
});

describe("an in-specie dividend", () => {
  // 100 PAY bought 2 Dec 2024 at $10.00. 1 GIFT for 5 PAY at $5.00 (20 GIFT, $100.00), fully franked
  // at 30 %, ex 3 Feb, paid 10 Feb. PAY closes 10.00, 9.00 on the ex-date, 9.50 at the end; GIFT 5.00 on 10 Feb, 6.00 at the end.
  const trades = () => [buy("2024-12-02", "100", "10", "0", { stockId: "PAY" })];
  const gift = inSpecieDividend({
    stockId: "PAY",
    symbol: "PAY",
    newStockId: "GIFT",
    exDate: "2025-02-03",
    payDate: "2025-02-10",
    sharesPerHeld: { received: "1", held: "5" },
    marketValuePerShare: "5.00",
  });
  const closes = closesOf({
    PAY: [
      ["2024-12-31", "10.00"],
      ["2025-02-03", "9.00"],
      ["2025-03-31", "9.50"],
    ],
    GIFT: [
      ["2025-02-10", "5.00"],
      ["2025-03-31", "6.00"],
    ],
  });

  it("is PAY's dividend of $100.00 and GIFT's start: 1,000 → 950 + 120, a gain of 70 (7 %); per holding 50 and 20", () => {
    const { flows, transfers, figures, holding } = returnsOf(trades(), [gift], closes);
    // Its franking credit is listed, and counted only when franking counts (below).
    expect(flows.map((flow) => flow.kind)).toEqual(["buy", "franking-credit"]);
    expect(transfers.map((flow) => [flow.stockId, flow.kind, cents(flow.amount)])).toEqual([
      ["PAY", "dividend", "100"],
      ["GIFT", "transfer-in", "100"],
    ]);
    expect(cents(figures.gain)).toBe("70");
    expect(figures.modifiedDietz).toBeCloseTo(0.07, 6);
    expect(figures.twr.cumulative).toBeCloseTo(0.07, 6);
    // PAY: 950 − 1,000 + 100 = 50, its income the dividend; GIFT: 120 − 100 = 20.
    expect([cents(holding("PAY").gain), cents(holding("PAY").dividends)]).toEqual(["50", "100"]);
    expect(cents(holding("GIFT").gain)).toBe("20");
  });

  it("its franking credit is a flow when franking counts: 100 × 0.3 / 0.7 = 42.857143 on the ex-date; Dietz 11.598482 %, TWR 11.585714 %", () => {
    const { flows, figures } = returnsOf(trades(), [gift], closes, true);
    const credit = flows.find((flow) => flow.kind === "franking-credit")!;
    expect([credit.date, credit.stockId, cents(credit.amount).slice(0, 9)]).toEqual(["2025-02-03", "PAY", "42.857142"]);
    // gain 70 + 42.857143 = 112.857143 over 1,000 − 42.857143 × 56/89 = 973.033708.
    expect(figures.modifiedDietz).toBeCloseTo(0.115985, 6);
    // (1,000 + 42.857143)/1,000 × 1,070/1,000 − 1.
    expect(figures.twr.cumulative).toBeCloseTo(0.115857, 6);
  });
});

describe("a takeover for cash", () => {
  it("is $1,200.00 out on its date and closes the holding: gain 100, Dietz 100 ÷ (1,100 − 1,200 × 56/89) = 28.990228 %, TWR 9.090909 %", () => {
    // 100 TGT bought at $10.00, worth 11.00 at the start; $12.00 cash a share on 3 Feb.
    const takeover: CorporateAction = {
      id: "tgt-bid",
      stockId: "TGT",
      symbol: "TGT",
      type: "TAKEOVER",
      effectiveDate: "2025-02-03",
      cashPerShare: "12.00",
      acquirerStockId: null,
      scripPerShare: null,
      scripValuePerShare: null,
      rollover: false,
      unitsReceived: null,
      fractions: "down",
    };
    const closes = closesOf({
      TGT: [
        ["2024-12-31", "11.00"],
        ["2025-02-03", "12.00"],
      ],
    });
    const { flows, figures } = returnsOf([buy("2024-12-02", "100", "10", "0", { stockId: "TGT" })], [takeover], closes);
    expect(flows.map((flow) => [flow.date, flow.kind, cents(flow.amount)])).toEqual([
      ["2024-12-02", "buy", "1000"],
      ["2025-02-03", "takeover-cash", "1200"],
    ]);
    expect([cents(figures.endValue), cents(figures.gain)]).toEqual(["0", "100"]);
    expect(figures.modifiedDietz).toBeCloseTo(0.289902, 6);
    expect(figures.twr.cumulative).toBeCloseTo(1200 / 1100 - 1, 6);
  });
});
