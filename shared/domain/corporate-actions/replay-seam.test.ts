// The seam of decision 035: a corporate action (here RETURN_OF_CAPITAL, return-of-capital.ts) replayed
// as an event of the ledger's one replay (ledger-action.ts) beside trades, with the brief's worked
// examples to the cent (docs/domain.md "Corporate actions"): B, a G1 of 100.00 on one parcel and a
// reduction on the other, through the year's loss ordering and discount; A, Qantas 2015's $0.23 with
// its 1 → 0.939 consolidation before, on and after the pay date; WES → COL, the demerged parcel dated
// as its WES parcel, apart from a same-day purchase, its sale discountable.
import { describe, expect, it } from "vitest";
import { capitalGainsForYear, replayLedger } from "../ledger";
import { buy, ratio, sell } from "../ledger/test-trades";
import { ledgerActionOf } from "./ledger-action";
import { demerger, wesBuy } from "./test-parcels";

const action = (fields: { exDate: string; payDate: string; amountPerShare: string; stockId?: string }) =>
  ledgerActionOf({ id: "roc1", stockId: "XYZ", symbol: fields.stockId ?? "XYZ", type: "RETURN_OF_CAPITAL", ...fields }, "");

describe("a return of capital (G1)", () => {
  // Example B: 1,000 bought 1 Mar 2016 for $280 + $20 brokerage = $300.00, 1,000 bought 1 Jun 2018 at $1.00.
  const older = buy("2016-03-01", "1000", "0.28", "20", { id: "p1", stockId: "XYZ" });
  const newer = buy("2018-06-01", "1000", "1", "0", { id: "p2", stockId: "XYZ" });
  const roc = action({ exDate: "2018-10-25", payDate: "2018-11-15", amountPerShare: "0.40" });

  it("$0.40 on 2,000 shares: the $300.00 parcel goes to nil with a G1 gain of 100.00, discountable; the other falls to $600", () => {
    const result = replayLedger({ trades: [older, newer], actions: [roc] });
    expect(result.parcels.map((parcel) => [parcel.parcelId, parcel.units, parcel.costBase])).toEqual([
      ["p1", "1000", "0"],
      ["p2", "1000", "600"],
    ]);
    expect(result.disposals).toEqual([
      {
        event: "G1",
        sellTradeId: "roc1",
        stockId: "XYZ",
        soldOn: "2018-11-15",
        parcelId: "p1",
        acquiredOn: "2016-03-01",
        units: "1000",
        proceeds: "100",
        costBase: "0",
        gain: "100",
        discountEligible: true,
      },
    ]);
  });

  it("goes through the year's loss ordering and discount like a sale: FY 2019 nets $50.00, or $35.00 beside a $30.00 loss", () => {
    const alone = capitalGainsForYear(replayLedger({ trades: [older, newer], actions: [roc] }).disposals, 2019);
    expect(alone.totals).toMatchObject({ capitalGains: "100", discountableGains: "100", netCapitalGain: "50" });
    // A loss on another stock in the same year: 100 of ABC at $5.00 sold at $4.70.
    const loss = [buy("2018-07-02", "100", "5", "0", { stockId: "ABC" }), sell("2019-03-01", "100", "4.7", "0", { stockId: "ABC" })];
    const beside = capitalGainsForYear(replayLedger({ trades: [older, newer, ...loss], actions: [roc] }).disposals, 2019);
    expect(beside.totals).toMatchObject({ capitalGains: "100", capitalLosses: "30", netCapitalGain: "35" });
    expect(beside.lines.map((line) => line.event)).toEqual(["G1", "A1"]);
  });

  it("no discount on a parcel held 12 months or less at the pay date", () => {
    const recent = buy("2018-03-01", "1000", "0.28", "20", { id: "p3", stockId: "XYZ" });
    const result = replayLedger({
      trades: [recent],
      actions: [action({ exDate: "2018-10-25", payDate: "2018-11-15", amountPerShare: "0.40" })],
    });
    expect(result.disposals.map((line) => [line.gain, line.discountEligible])).toEqual([["100", false]]);
  });

  it("a later sale measures its gain from the nil cost base; a parcel bought on the ex-date gets nothing", () => {
    const late = buy("2018-10-25", "500", "1.2", "0", { id: "p4", stockId: "XYZ" });
    const sale = sell("2019-01-10", "1000", "1.5", "0", { stockId: "XYZ" });
    const result = replayLedger({
      trades: [older, late, sale],
      actions: [action({ exDate: "2018-10-25", payDate: "2018-11-15", amountPerShare: "0.40" })],
    });
    expect(result.disposals.map((line) => [line.event, line.parcelId, line.costBase, line.gain])).toEqual([
      ["G1", "p1", "0", "100"],
      ["A1", "p1", "0", "1500"],
    ]);
    expect(result.parcels.map((parcel) => [parcel.parcelId, parcel.costBase])).toEqual([["p4", "600"]]);
  });
});

describe("Qantas 2015: $0.23 per share, then 1 → 0.939 (example A)", () => {
  // 10,000 QAN bought 2 Sep 2013 at $1.25 + $19.95 = $12,519.95.
  const bought = () => buy("2013-09-02", "10000", "1.25", "19.95", { id: "q1", stockId: "QAN" });
  const roc = action({ stockId: "QAN", exDate: "2015-10-28", payDate: "2015-11-06", amountPerShare: "0.23" });
  const parcelsOf = (consolidatedOn: string) =>
    replayLedger({ trades: [bought(), ratio("CONSOLIDATION", consolidatedOn, 1000, 939, { stockId: "QAN" })], actions: [roc] }).parcels.map(
      (parcel) => [parcel.units, parcel.costBase, parcel.acquiredOn],
    );

  it("gives 9,390 units at $10,219.95, acquired 2 Sep 2013, whichever comes first", () => {
    const expected = [["9390", "10219.95", "2013-09-02"]];
    expect(parcelsOf("2015-10-30")).toEqual(expected); // consolidation first (Macquarie's dates)
    expect(parcelsOf("2015-11-06")).toEqual(expected); // the same day (Qantas' letter): ratios replay first
    expect(parcelsOf("2015-11-09")).toEqual(expected); // the return first
  });
});

describe("WES → COL through the replay (CR 2018/59, 71.09 : 28.91)", () => {
  const wesCol = ledgerActionOf(demerger(), "");
  // 600 WES bought 15 Aug 2017 for 25,219.95; 100 COL bought on the demerger's day at $14.00.
  const trades = () => [
    wesBuy(),
    buy("2018-11-28", "100", "14", "0", { id: "c1", stockId: "COL" }),
    sell("2019-08-16", "600", "15", "19.95", { id: "s1", stockId: "COL" }),
  ];

  it("the COL parcel keeps the WES parcel's date and lineage, stays apart from the same-day purchase, and its sale is discountable (1,688.962455)", () => {
    const result = replayLedger({ trades: trades(), actions: [wesCol] });
    expect(result.disposals.map((line) => [line.event, line.parcelId, line.acquiredOn, line.gain, line.discountEligible])).toEqual([
      ["A1", "demerger-1:w1", "2017-08-15", "1688.962455", true],
    ]);
    expect(result.parcels.map((parcel) => [parcel.stockId, parcel.parcelId, parcel.units, parcel.costBase])).toEqual([
      ["COL", "c1", "100", "1400"],
      ["WES", "w1", "600", "17928.862455"],
    ]);
    const before = replayLedger({ trades: trades().slice(0, 2), actions: [wesCol] }).parcels.find(
      (parcel) => parcel.parcelId === "demerger-1:w1",
    );
    expect(before?.lineage).toEqual({ sourceParcelId: "w1", actionId: "demerger-1", enteredOn: "2018-11-28" });
    expect(capitalGainsForYear(result.disposals, 2020).totals.netCapitalGain).toBe("844.4812275");
  });
});
