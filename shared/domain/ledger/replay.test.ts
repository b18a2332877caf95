import { describe, expect, it } from "vitest";
import { Dec } from "./decimal";
import { hasEventsAfter, replayLedger, replayRefusals, type ReplayResult, type SaleAllocation } from "./index";
import type { ActionContext } from "./events";
import { ratioAction } from "./ratio-action";
import { buy, drp, openingBalance, ratio, sell } from "./test-trades";

const linesOf = (result: ReplayResult) =>
  result.disposals.map(({ parcelId, units, proceeds, costBase, gain, discountEligible }) => ({
    parcelId,
    units,
    proceeds,
    costBase,
    gain,
    discountEligible,
  }));

describe("discount eligibility of disposal lines", () => {
  it("a sale on the anniversary gets no discount; one the day after does (2 Feb 2001 → 3 Feb 2002)", () => {
    const bought = buy("2001-02-02", "100", "10");
    const result = replayLedger({ trades: [bought, sell("2002-02-02", "50", "12"), sell("2002-02-03", "50", "12")] });
    // Each: 50 × 12 − 50 × 10 = 100.
    expect(result.disposals.map((line) => [line.soldOn, line.gain, line.discountEligible])).toEqual([
      ["2002-02-02", "100", false],
      ["2002-02-03", "100", true],
    ]);
  });

  it("a leap-day purchase (29 Feb 2024) is eligible from 1 Mar 2025, not on 28 Feb 2025", () => {
    const result = replayLedger({ trades: [buy("2024-02-29", "10", "5"), sell("2025-02-28", "5", "6"), sell("2025-03-01", "5", "6")] });
    expect(result.disposals.map((line) => line.discountEligible)).toEqual([false, true]);
  });
});

describe("parcels", () => {
  it("averages same-day buys into one parcel named after the first; other days and opening balances stay apart", () => {
    const first = buy("2024-05-01", "100", "10", "10");
    const second = buy("2024-05-01", "50", "13", "5");
    const nextDay = buy("2024-05-02", "10", "14");
    const opening = openingBalance("2024-05-01", "2020-01-06", "20", "8");
    const { parcels } = replayLedger({ trades: [nextDay, opening, second, first] });
    // 100 × 10 + 10 + 50 × 13 + 5 = 1,665 for 150 units.
    expect(parcels.map(({ parcelId, acquiredOn, units, costBase }) => ({ parcelId, acquiredOn, units, costBase }))).toEqual([
      { parcelId: opening.id, acquiredOn: "2020-01-06", units: "20", costBase: "160" },
      { parcelId: first.id, acquiredOn: "2024-05-01", units: "150", costBase: "1665" },
      { parcelId: nextDay.id, acquiredOn: "2024-05-02", units: "10", costBase: "140" },
    ]);
  });

  it("names a same-day parcel after the buy created first, whatever the input order", () => {
    const later = buy("2024-05-01", "5", "10", "0", { id: "b-later", createdAt: "2024-05-01T12:00:00.000Z" });
    const earlier = buy("2024-05-01", "5", "10", "0", { id: "z-earlier", createdAt: "2024-05-01T09:00:00.000Z" });
    expect(replayLedger({ trades: [later, earlier] }).parcels.map((parcel) => parcel.parcelId)).toEqual(["z-earlier"]);
  });

  it("matches an opening balance by its original acquisition date, ahead of a later purchase entered before it", () => {
    const purchase = buy("2024-03-01", "100", "30");
    const opening = openingBalance("2024-07-01", "2010-05-05", "50", "20");
    const result = replayLedger({ trades: [purchase, opening, sell("2024-08-01", "60", "31")] });
    // FIFO by acquiredOn: the 2010 parcel (50 × (31 − 20) = 550, eligible), then 10 of the 2024 one (10 × 1 = 10, not).
    expect(linesOf(result)).toEqual([
      { parcelId: opening.id, units: "50", proceeds: "1550", costBase: "1000", gain: "550", discountEligible: true },
      { parcelId: purchase.id, units: "10", proceeds: "310", costBase: "300", gain: "10", discountEligible: false },
    ]);
  });

  it("opens a reinvested dividend's parcel on its pay date and sells it first-in first-out", () => {
    const first = buy("2024-01-10", "100", "10");
    const later = buy("2024-06-01", "50", "11");
    const reinvested = drp("dividend-1", "2024-03-20", "5", "52.5");
    const result = replayLedger({ trades: [first, later, sell("2024-07-01", "103", "12")], drp: [reinvested] });
    // 100 × (12 − 10) = 200; then 3 of the 5 DRP units: cost 52.5 × 3 / 5 = 31.5, proceeds 36, gain 4.5.
    expect(linesOf(result)).toEqual([
      { parcelId: first.id, units: "100", proceeds: "1200", costBase: "1000", gain: "200", discountEligible: false },
      { parcelId: "dividend-1", units: "3", proceeds: "36", costBase: "31.5", gain: "4.5", discountEligible: false },
    ]);
    expect(result.parcels.map((parcel) => [parcel.parcelId, parcel.units, parcel.costBase])).toEqual([
      ["dividend-1", "2", "21"],
      [later.id, "50", "550"],
    ]);
  });
});

describe("splits and consolidations", () => {
  it("a split before a partial sale: units doubled, cost and acquisition date kept, the sale takes a share of the cost", () => {
    const bought = buy("2023-08-01", "100", "40", "19.95");
    const result = replayLedger({ trades: [bought, ratio("SPLIT", "2024-01-15", 1, 2), sell("2024-09-01", "50", "25")] });
    // 4,019.95 × 50 / 200 = 1,004.9875; 50 × 25 = 1,250; gain 245.0125; held since 1 Aug 2023, so eligible.
    expect(linesOf(result)).toEqual([
      { parcelId: bought.id, units: "50", proceeds: "1250", costBase: "1004.9875", gain: "245.0125", discountEligible: true },
    ]);
    // 4,019.95 − 1,004.9875 = 3,014.9625 for the 150 left.
    expect(result.parcels).toEqual([
      {
        parcelId: bought.id,
        stockId: "CSL",
        acquiredOn: "2023-08-01",
        units: "150",
        costBase: "3014.9625",
        discountEligibleFrom: "2024-08-02",
      },
    ]);
  });

  it("takes effect at the start of its date: a purchase that day is already in the new units", () => {
    const before = buy("2024-01-10", "100", "10");
    const sameDay = buy("2024-01-15", "10", "5");
    const { parcels } = replayLedger({ trades: [before, sameDay, ratio("SPLIT", "2024-01-15", 1, 2)] });
    expect(parcels.map((parcel) => parcel.units)).toEqual(["200", "10"]);
  });

  it("a consolidation divides each parcel's units, rounded half up to 6 decimals, and keeps its cost", () => {
    const first = buy("2024-01-10", "200", "1.5");
    const second = buy("2024-02-10", "100", "1");
    const third = buy("2024-03-10", "1005", "0.1");
    const { parcels } = replayLedger({ trades: [first, second, third, ratio("CONSOLIDATION", "2024-06-03", 3, 1)] });
    // 200 / 3 = 66.6666666… → 66.666667; 100 / 3 = 33.3333333… → 33.333333; 1,005 / 3 = 335.
    expect(parcels.map((parcel) => [parcel.units, parcel.costBase, parcel.acquiredOn])).toEqual([
      ["66.666667", "300", "2024-01-10"],
      ["33.333333", "100", "2024-02-10"],
      ["335", "100.5", "2024-03-10"],
    ]);
  });
});

describe("matching", () => {
  const older = buy("2023-01-03", "10", "9", "0", { id: "discountable" }); // gain 1 a unit at 10, eligible by 2025
  const smallGain = buy("2025-01-02", "10", "9.5", "0", { id: "small-gain" }); // gain 0.5 a unit, not eligible
  const loss = buy("2024-11-01", "10", "11", "0", { id: "loss" }); // −1 a unit
  const biggerLoss = buy("2024-12-02", "10", "12", "0", { id: "bigger-loss" }); // −2 a unit
  const trades = [older, smallGain, loss, biggerLoss, sell("2025-06-02", "35", "10", "0", { id: "sale" })];

  it("FIFO takes the earliest acquired first", () => {
    expect(replayLedger({ trades }).disposals.map((line) => [line.parcelId, line.units])).toEqual([
      ["discountable", "10"],
      ["loss", "10"],
      ["bigger-loss", "10"],
      ["small-gain", "5"],
    ]);
  });

  it("minimise takes losses (largest first), then discountable gains, then the rest", () => {
    expect(replayLedger({ trades, method: "minimise" }).disposals.map((line) => [line.parcelId, line.units])).toEqual([
      ["bigger-loss", "10"],
      ["loss", "10"],
      ["discountable", "10"],
      ["small-gain", "5"],
    ]);
  });

  it("chosen parcels win over the method, listed in the parcels' own order", () => {
    const allocations = new Map<string, SaleAllocation[]>([
      [
        "sale",
        [
          { parcelId: "small-gain", units: "10" },
          { parcelId: "discountable", units: "10" },
          { parcelId: "loss", units: "10" },
          { parcelId: "bigger-loss", units: "5" },
        ],
      ],
    ]);
    const result = replayLedger({ trades, method: "minimise", allocations });
    expect(result.refusals).toEqual([]);
    expect(result.disposals.map((line) => [line.parcelId, line.units])).toEqual([
      ["discountable", "10"],
      ["loss", "10"],
      ["bigger-loss", "5"],
      ["small-gain", "10"],
    ]);
  });

  it("shares the sale's brokerage by units, the last parcel taking the remainder, so proceeds add up exactly", () => {
    const result = replayLedger({
      trades: [buy("2024-01-02", "1", "5"), buy("2024-01-03", "1", "5"), buy("2024-01-04", "1", "5"), sell("2024-02-01", "3", "6", "10")],
    });
    // 10 / 3 = 3.333… each (24 decimals, the last rounded); the last takes 10 − 2 × that, so the three add up to 3 × 6 − 10 = 8.
    const total = result.disposals.reduce((sum, line) => sum.plus(line.proceeds), new Dec(0));
    expect(total.toString()).toBe("8");
    expect(result.disposals[0].proceeds).toBe("2.666666666666666666666667");
  });
});

describe("refusals", () => {
  it("refuses an oversell, naming the units held that day, and goes on without the refused sale", () => {
    const tooMany = sell("2025-03-03", "150", "45");
    const result = replayLedger({ trades: [buy("2024-01-02", "100", "40"), tooMany, sell("2025-04-01", "100", "46")] });
    expect(result.refusals).toEqual([
      { code: "oversell", tradeId: tooMany.id, stockId: "CSL", date: "2025-03-03", unitsSold: "150", unitsHeld: "100" },
    ]);
    expect(result.disposals.map((line) => [line.soldOn, line.units])).toEqual([["2025-04-01", "100"]]);
  });

  it("counts the day's purchases before its sales, whatever order they were entered in", () => {
    const sale = sell("2025-03-03", "100", "45");
    const result = replayLedger({ trades: [sale, buy("2025-03-03", "100", "44")] });
    expect(result.refusals).toEqual([]);
    expect(result.disposals).toHaveLength(1);
  });

  it("reports the earliest refusal first, across stocks", () => {
    const lateX = sell("2025-05-01", "1", "10", "0", { stockId: "X" });
    const earlyY = sell("2025-04-01", "1", "10", "0", { stockId: "Y" });
    const result = replayLedger({ trades: [lateX, earlyY] });
    expect(result.refusals.map((refusal) => [refusal.tradeId, refusal.code, refusal.code === "oversell" && refusal.unitsHeld])).toEqual([
      [earlyY.id, "oversell", "0"],
      [lateX.id, "oversell", "0"],
    ]);
  });

  const a = buy("2024-01-02", "100", "40", "0", { id: "A" });
  const b = buy("2024-06-03", "50", "46", "0", { id: "B" });
  const soldOut = buy("2023-06-01", "10", "30", "0", { id: "sold-out" });
  const afterwards = buy("2025-05-01", "10", "30", "0", { id: "afterwards" });
  const trades = [soldOut, sell("2023-07-03", "10", "31"), a, b, sell("2025-03-03", "120", "45", "0", { id: "sale" }), afterwards];
  const choose = (...rows: [string, string][]) => new Map([["sale", rows.map(([parcelId, units]) => ({ parcelId, units }))]]);
  const base = { tradeId: "sale", stockId: "CSL", date: "2025-03-03", unitsSold: "120" };

  it.each([
    ["an unknown parcel", choose(["nope", "120"]), { code: "parcel-not-held", parcelId: "nope", parcelAcquiredOn: null }],
    [
      "a parcel sold out before",
      choose(["sold-out", "10"], ["A", "100"], ["B", "10"]),
      { code: "parcel-not-held", parcelId: "sold-out", parcelAcquiredOn: "2023-06-01" },
    ],
    [
      "a parcel bought after the sale",
      choose(["afterwards", "10"], ["A", "100"], ["B", "10"]),
      { code: "parcel-not-held", parcelId: "afterwards", parcelAcquiredOn: "2025-05-01" },
    ],
    [
      "more than a parcel holds",
      choose(["A", "110"], ["B", "10"]),
      { code: "parcel-too-small", parcelId: "A", parcelAcquiredOn: "2024-01-02", unitsChosen: "110", unitsHeld: "100" },
    ],
    [
      "one parcel named twice, together too many",
      choose(["A", "60"], ["A", "60"]),
      { code: "parcel-too-small", parcelId: "A", parcelAcquiredOn: "2024-01-02", unitsChosen: "120", unitsHeld: "100" },
    ],
    ["allocations short of the sale", choose(["A", "50"], ["B", "20"]), { code: "allocations-sum", unitsChosen: "70" }],
    ["a zero allocation", choose(["A", "0"], ["B", "50"]), { code: "allocation-not-positive", parcelId: "A" }],
  ])("refuses chosen parcels naming %s", (_name, allocations, refusal) => {
    const result = replayLedger({ trades, allocations });
    expect(result.refusals).toEqual([{ ...base, ...refusal }]);
    // The refused sale is left out: both parcels stay whole.
    expect(result.parcels.map((parcel) => [parcel.parcelId, parcel.units])).toEqual([
      ["A", "100"],
      ["B", "50"],
      ["afterwards", "10"],
    ]);
  });
});

describe("replay up to a date", () => {
  it("stops at the end of asOf", () => {
    const trades = [buy("2024-01-02", "100", "40"), sell("2024-03-01", "40", "41"), buy("2024-03-02", "5", "42")];
    expect(replayLedger({ trades }, "2024-02-29").parcels.map((parcel) => parcel.units)).toEqual(["100"]);
    expect(replayLedger({ trades }, "2024-03-01").parcels.map((parcel) => parcel.units)).toEqual(["60"]);
    expect(replayLedger({ trades }, "2024-03-01").disposals).toHaveLength(1);
  });
});

describe("replaying once where two replays agree (decision 066)", () => {
  it("the refusals without disposal lines are the full replay's, for every method", () => {
    const trades = [
      buy("2024-01-02", "100", "10"),
      sell("2024-03-01", "150", "12"),
      buy("2024-04-01", "50", "9"),
      sell("2024-05-01", "120", "11"),
    ];
    const overriddenDividends = [{ dividendId: "d1", stockId: "CSL", exDate: "2024-02-01", units: "100" }];
    const early = { dividendId: "d2", stockId: "CSL", exDate: "2023-06-01", units: "5" };
    for (const method of ["fifo", "minimise"] as const) {
      const input = { trades, overriddenDividends: [...overriddenDividends, early], method };
      expect(replayRefusals(input)).toEqual(replayLedger(input).refusals);
      expect(replayRefusals(input, "2024-03-31")).toEqual(replayLedger(input, "2024-03-31").refusals);
    }
    // The oversell of 150 and the dividend before the first purchase.
    expect(replayRefusals({ trades, overriddenDividends: [early] }).map((refusal) => refusal.code)).toEqual([
      "dividend-not-held",
      "oversell",
    ]);
  });

  it("a ledger has events after a date when a trade, a reinvestment or an action falls after it", () => {
    const trades = [buy("2024-01-02", "100", "10"), sell("2024-03-01", "50", "12")];
    expect(hasEventsAfter({ trades }, "2024-03-01")).toBe(false);
    expect(hasEventsAfter({ trades }, "2024-02-29")).toBe(true);
    expect(hasEventsAfter({ trades, drp: [drp("d1", "2024-03-02", "3", "30")] }, "2024-03-01")).toBe(true);
    const action = ratioAction(ratio("SPLIT", "2024-03-05", 1, 2));
    expect(hasEventsAfter({ trades, actions: [action] }, "2024-03-04")).toBe(true);
    expect(hasEventsAfter({ trades, actions: [action] }, "2024-03-05")).toBe(false);
  });
});

describe("an action's figures past the replay's 24 decimals", () => {
  it("a cost base of 40 significant digits (a pro-rata tax statement amount) rounds at the 24th decimal instead of failing the read", () => {
    const bought = buy("2024-01-02", "3", "10");
    const action = {
      id: "a1",
      stockId: "CSL",
      type: "TAX_STATEMENT_COST_BASE" as const,
      date: "2024-03-01",
      createdAt: "2024-03-01T00:00:00.000Z",
      transform: (context: ActionContext) => ({
        parcels: context.parcels.map((parcel) => ({ ...parcel, costBase: "13463.23116731061936541388596159829059829" })),
      }),
    };
    const { parcels } = replayLedger({ trades: [bought], actions: [action] });
    expect(parcels.map((parcel) => parcel.costBase)).toEqual(["13463.231167310619365413885962"]);
  });
});
