// The brief's worked examples to the cent (docs/domain.md "Corporate actions"): real published ratios
// and percentages, synthetic holdings. Exact figures are compared as the domain gives them; cents as
// a report rounds them (toCents).
import { describe, expect, it } from "vitest";
import { toCents } from "../ledger/decimal";
import { capitalGainsForYear, presentCgtTotals, presentDisposalLine } from "../ledger/cgt";
import { disposalLine } from "./arithmetic";
import { dec } from "../ledger/decimal";
import {
  applyCorporateAction,
  type ActionIncome,
  type ActionOutcome,
  type ApplyOptions,
  type ActionResult,
  type ReturnOfCapitalAction,
  type TakeoverAction,
  type WorthlessAction,
} from "./index";
import { ratioAction } from "../ledger/ratio-action";
import { ratio } from "../ledger/test-trades";
import type { Parcel } from "../ledger/types";
import { base, demerger, inSpecieDividend, parcel, qantasReturn, wesParcel } from "./test-parcels";

/** The ledger's own consolidation of 1000:939 (ledger/ratio-action.ts), applied to parcels. */
function consolidate(parcels: readonly Parcel[]): Parcel[] {
  const action = ratioAction(ratio("CONSOLIDATION", "2015-11-06", 1000, 939, { stockId: "QAN" }));
  return action.transform({ date: action.date, parcels, entitled: parcels, discountEligibleFrom: () => "" }).parcels;
}

function outcome(result: ActionResult): ActionOutcome {
  if (result.refusal) throw new Error(`Refused: ${result.refusal.message}`);
  return result.outcome;
}

describe("DEMERGER", () => {
  it("WES → COL (CR 2018/59, 71.09 : 28.91): 600 WES costing 25,219.95 keep 17,928.862455; 600 COL get 7,291.087545, acquired 15 Aug 2017", () => {
    const result = outcome(applyCorporateAction(demerger(), [wesParcel()]));
    const [wes, col] = result.parcels;
    expect(wes).toMatchObject({ parcelId: "w1", stockId: "WES", units: "600", costBase: "17928.862455", acquiredOn: "2017-08-15" });
    expect(col).toMatchObject({
      parcelId: "demerger-1:w1",
      stockId: "COL",
      units: "600",
      costBase: "7291.087545",
      acquiredOn: "2017-08-15",
      discountEligibleFrom: "2018-08-16",
      lineage: { sourceParcelId: "w1", actionId: "demerger-1", enteredOn: "2018-11-28" },
    });
    expect(dec(wes.costBase).plus(col.costBase).toString()).toBe("25219.95");
    expect(result.disposals).toEqual([]);
    expect(result.provisional).toBe(false);

    // The COL sale of 16 Aug 2019 at $15.00 less $19.95: a gain of 1,688.962455, discountable because
    // the COL parcel keeps the WES parcel's date (a tool dating it 28 Nov 2018 would deny the discount).
    const sale = disposalLine({
      event: "A1",
      sellTradeId: "sell-col",
      stockId: "COL",
      soldOn: "2019-08-16",
      units: "600",
      parcel: col,
      proceeds: dec("600").times("15").minus("19.95"),
      costBase: dec(col.costBase),
    });
    expect(sale.gain).toBe("1688.962455");
    expect(sale.discountEligible).toBe(true);
    const year = capitalGainsForYear([presentDisposalLine(sale)], 2020);
    expect(presentCgtTotals(year.totals)).toMatchObject({ discountableGains: "1688.96", netCapitalGain: "844.48" });
  });

  it("BHP → S32 (CR 2015/40, 92.9 : 7.1): two BHP parcels give two S32 parcels, each with its own date", () => {
    const action = demerger({
      stockId: "BHP",
      symbol: "BHP",
      newStockId: "S32",
      exDate: "2015-05-18",
      effectiveDate: "2015-05-25",
      headCostBasePercent: "92.9",
      demergedCostBasePercent: "7.1",
    });
    const result = outcome(
      applyCorporateAction(action, [
        parcel("b1", "BHP", "2008-03-10", "1000", "42150.00"),
        parcel("b2", "BHP", "2015-02-02", "500", "15510.00"),
      ]),
    );
    expect(result.parcels.map((p) => [p.stockId, p.units, toCents(p.costBase), p.acquiredOn])).toEqual([
      ["BHP", "1000", "39157.35", "2008-03-10"],
      ["BHP", "500", "14408.79", "2015-02-02"],
      ["S32", "1000", "2992.65", "2008-03-10"],
      ["S32", "500", "1101.21", "2015-02-02"],
    ]);
  });

  it("TAH → TLC (CR 2022/58, 17.76 : 82.24): the demerged company may take the larger share", () => {
    const action = demerger({
      stockId: "TAH",
      symbol: "TAH",
      newStockId: "TLC",
      exDate: "2022-05-24",
      effectiveDate: "2022-06-01",
      headCostBasePercent: "17.76",
      demergedCostBasePercent: "82.24",
    });
    const result = outcome(applyCorporateAction(action, [parcel("t1", "TAH", "2019-01-10", "1000", "42950")]));
    expect(result.parcels.map((p) => [p.stockId, p.costBase])).toEqual([
      ["TAH", "7627.92"],
      ["TLC", "35322.08"],
    ]);
  });

  it("a capital return with roll-over is disregarded; without it, a G1 gain where it exceeds a parcel's cost base (WOW → EDV's $0.71)", () => {
    const parcels = [parcel("cheap", "WOW", "1995-03-01", "1000", "500"), parcel("dear", "WOW", "2020-03-01", "100", "3500")];
    const terms = {
      stockId: "WOW",
      symbol: "WOW",
      newStockId: "EDV",
      exDate: "2021-06-24",
      effectiveDate: "2021-07-01",
      headCostBasePercent: "85.81",
      demergedCostBasePercent: "14.19",
      capitalReturnPerShare: "0.71",
    };
    expect(outcome(applyCorporateAction(demerger(terms), parcels)).disposals).toEqual([]);
    const without = outcome(applyCorporateAction(demerger({ ...terms, rollover: false }), parcels));
    expect(without.disposals).toEqual([
      expect.objectContaining({
        event: "G1",
        parcelId: "cheap",
        soldOn: "2021-07-01",
        proceeds: "210",
        costBase: "0",
        gain: "210",
        discountEligible: true,
      }),
    ]);
    // The cost bases split as with roll-over: the capital returned is not subtracted first.
    expect(without.parcels.map((p) => p.costBase)).toEqual(["429.05", "3003.35", "70.95", "496.65"]);
  });

  it("a provisional action marks its outcome provisional", () => {
    expect(outcome(applyCorporateAction(demerger({ status: "provisional" }), [wesParcel()])).provisional).toBe(true);
  });
});

describe("RETURN_OF_CAPITAL", () => {
  const qantas = qantasReturn();
  const held = [parcel("q1", "QAN", "2013-09-02", "10000", "12519.95")];

  it("Qantas 2015 ($0.23 per pre-consolidation share, then 1 → 0.939): 10,219.95 over 9,390 units in either order", () => {
    const returnFirst = consolidate(outcome(applyCorporateAction(qantas, held)).parcels);
    const consolidated = consolidate(held);
    const options: ApplyOptions = { entitledUnits: new Map([["q1", "10000"]]) };
    const consolidationFirst = outcome(applyCorporateAction(qantas, consolidated, options)).parcels;
    for (const after of [returnFirst, consolidationFirst]) {
      expect(after).toEqual([expect.objectContaining({ parcelId: "q1", units: "9390", costBase: "10219.95", acquiredOn: "2013-09-02" })]);
    }
    expect(toCents(dec(returnFirst[0].costBase).div(returnFirst[0].units))).toBe("1.09");
  });

  it("a payment above one parcel's cost base is a G1 gain of the excess (100.00), the other parcel only reduced", () => {
    const action: ReturnOfCapitalAction = {
      ...base("XYZ", "XYZ"),
      type: "RETURN_OF_CAPITAL",
      exDate: "2018-11-01",
      payDate: "2018-11-15",
      amountPerShare: "0.40",
    };
    const result = outcome(
      applyCorporateAction(action, [parcel("old", "XYZ", "2016-03-01", "1000", "300"), parcel("new", "XYZ", "2018-06-01", "1000", "1000")]),
    );
    expect(result.parcels.map((p) => p.costBase)).toEqual(["0", "600"]);
    expect(result.disposals).toEqual([
      expect.objectContaining({ event: "G1", parcelId: "old", proceeds: "100", costBase: "0", gain: "100", discountEligible: true }),
    ]);
    expect(presentCgtTotals(capitalGainsForYear(result.disposals, 2019).totals).netCapitalGain).toBe("50.00");
  });
});

describe("TAKEOVER", () => {
  const tatts: TakeoverAction = {
    ...base("TTS", "TTS", "takeover-1"),
    type: "TAKEOVER",
    effectiveDate: "2017-12-22",
    cashPerShare: "0.265",
    acquirerStockId: "TAH",
    scripPerShare: { received: "0.8", held: "1" },
    scripValuePerShare: "5.59",
    rollover: true,
    unitsReceived: null,
    fractions: "nearest",
  };
  const float = [parcel("f1", "TTS", "2005-07-07", "2000", "5800")];

  it("TTS → TAH (0.80 TAH + $0.265): a partial roll-over, A1 of 205.533038 on the cash leg's 324.466962, TAH at 5,475.533038 dated 7 Jul 2005", () => {
    const result = outcome(applyCorporateAction(tatts, float));
    expect(result.disposals).toHaveLength(1);
    const [cashLeg] = result.disposals;
    expect(cashLeg).toMatchObject({ event: "A1", soldOn: "2017-12-22", proceeds: "530", discountEligible: true });
    expect(dec(cashLeg.costBase).toDecimalPlaces(6).toString()).toBe("324.466962");
    expect(dec(cashLeg.gain).toDecimalPlaces(6).toString()).toBe("205.533038");
    expect(presentDisposalLine(cashLeg)).toMatchObject({ proceeds: "530.00", costBase: "324.47", gain: "205.53" });
    const [tah] = result.parcels;
    expect(result.parcels).toHaveLength(1);
    expect(tah).toMatchObject({
      stockId: "TAH",
      units: "1600",
      acquiredOn: "2005-07-07",
      lineage: { sourceParcelId: "f1", actionId: "takeover-1", enteredOn: "2017-12-22" },
    });
    expect(dec(tah.costBase).toDecimalPlaces(6).toString()).toBe("5475.533038");
    expect(dec(tah.costBase).plus(cashLeg.costBase).toString()).toBe("5800");
    expect(result.closedStockIds).toEqual(["TTS"]);
  });

  it("cash only: an A1 sale on the effective date at cash × units", () => {
    const cash = { ...tatts, cashPerShare: "4.00", acquirerStockId: null, scripPerShare: null, scripValuePerShare: null };
    const result = outcome(applyCorporateAction(cash, float));
    expect(result.parcels).toEqual([]);
    expect(result.disposals).toEqual([expect.objectContaining({ event: "A1", proceeds: "8000", costBase: "5800", gain: "2200" })]);
  });

  it("roll-over is refused for a loss: the whole exchange is realised and the new parcel costs its market value, dated the exchange", () => {
    const dear = [parcel("d1", "TTS", "2016-01-04", "2000", "10000")];
    const result = outcome(applyCorporateAction(tatts, dear));
    expect(result.disposals).toEqual([expect.objectContaining({ event: "A1", proceeds: "9474", costBase: "10000", gain: "-526" })]);
    expect(result.parcels).toEqual([
      expect.objectContaining({ stockId: "TAH", units: "1600", costBase: "8944", acquiredOn: "2017-12-22" }),
    ]);
  });

  it("scrip without roll-over: proceeds are cash + the scrip's market value; the new parcel is dated the exchange", () => {
    const result = outcome(applyCorporateAction({ ...tatts, rollover: false }, float));
    expect(result.disposals).toEqual([expect.objectContaining({ proceeds: "9474", costBase: "5800", gain: "3674" })]);
    expect(result.parcels[0]).toMatchObject({ costBase: "8944", acquiredOn: "2017-12-22" });
  });
});

describe("IN_SPECIE_DIVIDEND", () => {
  it("BHP → WDS (1 for 5.534 at $29.76, fully franked): 180 WDS at 5,356.80 acquired on the pay date, a 2,295.77 credit, BHP unchanged", () => {
    const action = inSpecieDividend({ id: "wds-1" });
    const bhp = parcel("b1", "BHP", "2010-05-05", "1000", "40000");
    const result = outcome(applyCorporateAction(action, [bhp]));
    expect(result.parcels).toEqual([
      bhp,
      expect.objectContaining({
        parcelId: "wds-1",
        stockId: "WDS",
        units: "180",
        costBase: "5356.8",
        acquiredOn: "2022-06-01",
        discountEligibleFrom: "2023-06-02",
      }),
    ]);
    const [income]: ActionIncome[] = result.income;
    expect(income).toMatchObject({ stockId: "BHP", payDate: "2022-06-01", unitsHeld: "1000", cash: "5356.8", franked: "5356.8" });
    expect(toCents(income.frankingCredit)).toBe("2295.77");
    expect(toCents(income.grossedUp)).toBe("7652.57");
    expect(result.disposals).toEqual([]);
  });
});

describe("WORTHLESS", () => {
  const qin = [parcel("q1", "QIN", "2016-04-01", "5000", "7519.95")];
  it("a liquidator's declaration (QIN, 10 Sep 2019): a G3 loss of 7,519.95 in FY2020; the shares kept at nil cost base", () => {
    const action: WorthlessAction = { ...base("QIN", "QIN", "g3"), type: "WORTHLESS", date: "2019-09-10", kind: "liquidator_declaration" };
    const result = outcome(applyCorporateAction(action, qin));
    expect(result.disposals).toEqual([
      expect.objectContaining({ event: "G3", proceeds: "0", costBase: "7519.95", gain: "-7519.95", soldOn: "2019-09-10" }),
    ]);
    expect(result.parcels).toEqual([expect.objectContaining({ units: "5000", costBase: "0" })]);
    expect(presentCgtTotals(capitalGainsForYear(result.disposals, 2020).totals)).toMatchObject({
      capitalLosses: "7519.95",
      lossCarriedForward: "7519.95",
    });
    expect(result.closedStockIds).toEqual(["QIN"]);
  });
  it("deregistration: a C2 loss and the parcels close", () => {
    const action: WorthlessAction = { ...base("QIN", "QIN", "c2"), type: "WORTHLESS", date: "2021-02-01", kind: "deregistered" };
    const result = outcome(applyCorporateAction(action, qin));
    expect(result.disposals.map((line) => [line.event, line.gain])).toEqual([["C2", "-7519.95"]]);
    expect(result.parcels).toEqual([]);
  });
});
