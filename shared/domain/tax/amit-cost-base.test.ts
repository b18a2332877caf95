// A fund's cost base net amount through the replay (issue 47): the brief's VAS-like example's
// −$0.035 a unit (parcels $49,188.50 and $35,195.50), pro rata per unit over the year's entitlements
// with units sold mid-year, an excess above a parcel's cost base as an E10 gain, never a loss, a
// shortfall, and a non-AMIT trust's tax-deferred amount (E4).
import { describe, expect, it } from "vitest";
import { toCents } from "../ledger/decimal";
import { replayLedger } from "../ledger/replay";
import type { LedgerTrade } from "../ledger/types";
import { costBaseActions, entitlementDates, type CostBaseStatement } from "./amit-cost-base";

const trade = (id: string, type: "BUY" | "SELL", tradeDate: string, units: string, price: string, brokerage = "0"): LedgerTrade => ({
  id,
  stockId: "VAS",
  type,
  tradeDate,
  units,
  price,
  brokerage,
  ratioFrom: null,
  ratioTo: null,
  acquiredOn: null,
  createdAt: `${tradeDate}T00:00:00Z`,
});
const A = trade("A", "BUY", "2020-08-10", "600", "82", "9.50");
const B = trade("B", "BUY", "2023-03-15", "400", "88", "9.50");
const ZEROS = {
  cashDistribution: "2800",
  frankedDistributions: "0",
  frankingCredits: "0",
  unfranked: "0",
  interest: "0",
  otherAustralianIncome: "0",
  foreignIncome: "0",
  foreignIncomeTaxOffset: "0",
  discountedCapitalGains: "0",
  cgtConcessionAmount: "0",
  otherCapitalGains: "0",
  taxFree: "0",
  taxDeferred: "0",
};
const statement = (amounts: Partial<CostBaseStatement>): CostBaseStatement => ({
  id: "st",
  stockId: "VAS",
  fy: 2024,
  createdAt: "2024-09-01T00:00:00Z",
  ...ZEROS,
  amitExcess: "35",
  amitShortfall: "0",
  ...amounts,
});
const EX_DATES = ["2023-10-02", "2024-01-02", "2024-04-02", "2024-07-01"].map((exDate) => ({ stockId: "VAS", exDate }));

describe("the cost base net amount, pro rata per unit over the year's entitlements", () => {
  it("the brief's example: −$0.035 a unit, parcels A $49,188.50 and B $35,195.50", () => {
    expect(entitlementDates(statement({}), EX_DATES)).toEqual(["2023-10-02", "2024-01-02", "2024-04-02", "2024-07-01"]);
    const entitlements = entitlementDates(statement({}), EX_DATES).map((date) => ({ date, units: "1000" }));
    const actions = costBaseActions(statement({}), entitlements);
    const { parcels, disposals } = replayLedger({ trades: [A, B], actions });
    expect(parcels.map((parcel) => [parcel.parcelId, parcel.costBase])).toEqual([
      ["A", "49188.5"],
      ["B", "35195.5"],
    ]);
    expect(disposals).toEqual([]);
  });

  it("units sold mid-year carry their part into the sale: 400 of A sold on 1 Mar 2024 after three entitlements", () => {
    const sale = trade("S", "SELL", "2024-03-01", "400", "90");
    // Entitlements: 1,000 units three times, then 600 (A's 200 and B's 400) on 1 Jul 2024: 3,600 unit-entitlements.
    const entitlements = [
      { date: "2023-10-02", units: "1000" },
      { date: "2024-01-02", units: "1000" },
      { date: "2024-04-02", units: "600" },
      { date: "2024-07-01", units: "600" },
    ];
    const { parcels, disposals } = replayLedger({
      trades: [A, B, sale],
      actions: costBaseActions(statement({ amitExcess: "32" }), entitlements),
    });
    // 32 ÷ 3,200 = 0.01 a unit each time: the 400 sold took 2 × 0.01 each, 8.00 off their cost base of 32,806.33…
    expect(disposals).toHaveLength(1);
    expect(toCents(disposals[0].costBase)).toBe("32798.33");
    // A's 200 left: 4 × 0.01 × 200 = 8 off 16,403.166…; B: 4 × 0.01 × 400 = 16 off 35,209.50.
    expect(parcels.map((parcel) => [parcel.parcelId, toCents(parcel.costBase)])).toEqual([
      ["A", "16395.17"],
      ["B", "35193.50"],
    ]);
  });

  it("an excess above a parcel's remaining cost base: nil, and the rest an E10 gain (discountable after 12 months), never a loss", () => {
    const cheap = trade("C", "BUY", "2023-01-10", "100", "1");
    const actions = costBaseActions(statement({ amitExcess: "150" }), [{ date: "2024-06-30", units: "100" }]);
    const { parcels, disposals } = replayLedger({ trades: [cheap], actions });
    expect(parcels[0].costBase).toBe("0");
    expect(disposals).toEqual([
      expect.objectContaining({
        event: "E10",
        soldOn: "2024-06-30",
        parcelId: "C",
        proceeds: "150",
        costBase: "100",
        gain: "50",
        discountEligible: true,
      }),
    ]);
  });

  it("a 1 July ex-date's E10 gain belongs to the statement's year, dated 30 June", () => {
    const cheap = trade("C", "BUY", "2023-01-10", "100", "1");
    const { disposals } = replayLedger({
      trades: [cheap],
      actions: costBaseActions(statement({ amitExcess: "150" }), [{ date: "2024-07-01", units: "100" }]),
    });
    expect(disposals[0]).toMatchObject({ soldOn: "2024-06-30", gain: "50" });
  });

  it("a shortfall raises the cost base; a non-AMIT trust's tax-deferred amount lowers it, above it an E4 gain", () => {
    const shortfall = costBaseActions(statement({ amitExcess: "0", amitShortfall: "10" }), [{ date: "2024-06-30", units: "1000" }]);
    expect(replayLedger({ trades: [A, B], actions: shortfall }).parcels.map((parcel) => parcel.costBase)).toEqual(["49215.5", "35213.5"]);
    const cheap = trade("C", "BUY", "2024-01-10", "100", "1");
    const deferred = costBaseActions(statement({ amitExcess: null, amitShortfall: null, taxDeferred: "120" }), [
      { date: "2024-06-30", units: "100" },
    ]);
    expect(replayLedger({ trades: [cheap], actions: deferred }).disposals).toEqual([
      expect.objectContaining({ event: "E4", gain: "20", discountEligible: false }),
    ]);
  });

  it("a year with no distribution recorded takes the units at the start of 30 June; none when nothing moves", () => {
    expect(entitlementDates(statement({}), [])).toEqual(["2024-06-30"]);
    expect(costBaseActions(statement({ amitExcess: "0" }), [{ date: "2024-06-30", units: "1000" }])).toEqual([]);
    expect(costBaseActions(statement({}), [{ date: "2024-06-30", units: "0" }])).toEqual([]);
  });
});
