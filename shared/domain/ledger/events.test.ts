import { describe, expect, it } from "vitest";
import { DAY_PHASE_OF_ACTION, dayPhaseRank, type LedgerAction, WITHIN_DAY_ORDER } from "./events";
import { openParcelsBefore, replayLedger } from "./index";
import { buy, drp, ratio, sell } from "./test-trades";

/** An action that halves each parcel's cost base (a stand-in for a real transform) and notes the units it saw. */
function halvingAction(id: string, date: string, seen: string[][], type: LedgerAction["type"] = "RETURN_OF_CAPITAL"): LedgerAction {
  return {
    id,
    stockId: "CSL",
    type,
    date,
    createdAt: "",
    transform: ({ parcels }) => {
      seen.push(parcels.map((parcel) => parcel.units));
      return { parcels: parcels.map((parcel) => ({ ...parcel, costBase: String(Number(parcel.costBase) / 2) })) };
    },
  };
}

describe("the within-day order", () => {
  it("is stated once: ratios, capital returns, transformations, acquisitions, sales", () => {
    expect(WITHIN_DAY_ORDER).toEqual(["ratio", "capital-return", "transformation", "acquisition", "sale"]);
    expect(dayPhaseRank(DAY_PHASE_OF_ACTION.SPLIT)).toBeLessThan(dayPhaseRank(DAY_PHASE_OF_ACTION.RETURN_OF_CAPITAL));
    expect(dayPhaseRank(DAY_PHASE_OF_ACTION.RETURN_OF_CAPITAL)).toBeLessThan(dayPhaseRank(DAY_PHASE_OF_ACTION.DEMERGER));
    expect(dayPhaseRank(DAY_PHASE_OF_ACTION.DEMERGER)).toBeLessThan(dayPhaseRank("acquisition"));
  });

  it("applies a same-day capital return after the day's split and before its buy and sale", () => {
    const seen: string[][] = [];
    const action = halvingAction("a1", "2024-06-03", seen);
    // Listed in the wrong order on purpose: the replay sorts them.
    const trades = [
      sell("2024-06-03", "50", "20"),
      buy("2024-06-03", "10", "15"),
      ratio("SPLIT", "2024-06-03", 1, 2),
      buy("2024-01-02", "100", "10"),
    ];
    const result = replayLedger({ trades, actions: [action] });
    // The return saw the 200 units of the split, not the day's 10 bought; the sale took 50 of the halved parcel.
    expect(seen).toEqual([["200"]]);
    expect(result.disposals.map((line) => [line.units, line.costBase])).toEqual([["50", "125"]]);
    expect(result.parcels.map((parcel) => [parcel.units, parcel.costBase])).toEqual([
      ["150", "375"],
      ["10", "150"],
    ]);
  });
});

describe("actions' parcels", () => {
  it("a parcel an action opens keeps its lineage and never joins a same-day purchase; its CGT lines join the sales'", () => {
    const demerge: LedgerAction = {
      id: "a1",
      stockId: "CSL",
      type: "DEMERGER",
      date: "2024-06-03",
      createdAt: "",
      transform: ({ date, parcels, discountEligibleFrom }) => ({
        parcels: parcels.map((parcel) => ({ ...parcel, costBase: "800" })),
        opened: parcels.map((parcel) => ({
          parcelId: `${parcel.parcelId}:a1`,
          stockId: "NEW",
          acquiredOn: parcel.acquiredOn,
          units: parcel.units,
          costBase: "200",
          discountEligibleFrom: discountEligibleFrom(parcel.acquiredOn),
          lineage: { sourceParcelId: parcel.parcelId, actionId: "a1", enteredOn: date },
        })),
        disposals: [
          {
            event: "G1",
            sellTradeId: "a1",
            stockId: "CSL",
            soldOn: date,
            parcelId: parcels[0].parcelId,
            acquiredOn: parcels[0].acquiredOn,
            units: parcels[0].units,
            proceeds: "5",
            costBase: "0",
            gain: "5",
            discountEligible: true,
          },
        ],
      }),
    };
    const bought = buy("2023-01-02", "100", "10", "0", { id: "b1" });
    const sameDay = buy("2024-06-03", "10", "3", "0", { id: "b2", stockId: "NEW" });
    const result = replayLedger({ trades: [bought, sameDay], actions: [demerge] });
    expect(result.parcels.filter((parcel) => parcel.stockId === "NEW")).toEqual([
      {
        parcelId: "b1:a1",
        stockId: "NEW",
        acquiredOn: "2023-01-02",
        units: "100",
        costBase: "200",
        discountEligibleFrom: "2024-01-03",
        lineage: { sourceParcelId: "b1", actionId: "a1", enteredOn: "2024-06-03" },
      },
      { parcelId: "b2", stockId: "NEW", acquiredOn: "2024-06-03", units: "10", costBase: "30", discountEligibleFrom: "2025-06-04" },
    ]);
    expect(result.disposals.map((line) => [line.event, line.sellTradeId, line.gain])).toEqual([["G1", "a1", "5"]]);
    expect(result.positions.get("NEW")?.at(-1)?.units).toBe(110n * 10n ** 24n);
  });
});

describe("the parcels open just before an event", () => {
  it("a sale on 2024-06-01 sees the 2024-01-02 parcel, not a reinvestment paid 2024-09-01", () => {
    const bought = buy("2024-01-02", "100", "7", "0", { id: "b1" });
    const sale = sell("2024-06-01", "40", "9", "0", { id: "s1" });
    const input = { trades: [bought, sale], drp: [drp("d1", "2024-09-01", "3", "24")] };
    expect(openParcelsBefore(input, "s1")?.map((parcel) => [parcel.parcelId, parcel.units])).toEqual([["b1", "100"]]);
    expect(openParcelsBefore(input, "d1")?.map((parcel) => [parcel.parcelId, parcel.units])).toEqual([["b1", "60"]]);
    expect(openParcelsBefore(input, "nothing")).toBeNull();
  });

  it("within the day follows the stated order: a same-day split and buy come before a sale, a later sale after it", () => {
    const first = sell("2024-06-03", "10", "9", "0", { id: "s1" });
    const second = sell("2024-06-03", "10", "9", "0", { id: "s2" });
    const trades = [
      second,
      first,
      buy("2024-06-03", "5", "8", "0", { id: "b2" }),
      ratio("SPLIT", "2024-06-03", 1, 2),
      buy("2024-01-02", "100", "7", "0", { id: "b1" }),
    ];
    // s1 was made first (createdAt), so it comes first of the day's sales, though listed second.
    expect(openParcelsBefore({ trades }, "s1")?.map((parcel) => [parcel.parcelId, parcel.units])).toEqual([
      ["b1", "200"],
      ["b2", "5"],
    ]);
    expect(openParcelsBefore({ trades }, "s2")?.map((parcel) => [parcel.parcelId, parcel.units])).toEqual([
      ["b1", "190"],
      ["b2", "5"],
    ]);
  });
});
