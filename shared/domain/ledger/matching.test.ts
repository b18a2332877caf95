import { describe, expect, it } from "vitest";
import { matchSale, type OpenParcel } from "./matching";
import { fromScaled, toScaled } from "./scaled";

function parcel(parcelId: string, acquiredOn: string, units: string, costBase: string, discountEligibleFrom = "2099-01-01"): OpenParcel {
  return { parcelId, acquiredOn, units: toScaled(units), costBase: toScaled(costBase), discountEligibleFrom };
}

// In first-in first-out order, as the replay keeps them. At a sale price of 10 with no brokerage:
const open = [
  parcel("gain-3", "2020-01-02", "10", "70", "2021-01-03"), // +3 a unit, discountable
  parcel("loss-1", "2021-01-04", "10", "110"), // −1 a unit
  parcel("gain-1", "2022-01-04", "10", "90"), // +1 a unit, no discount
  parcel("loss-2", "2023-01-04", "10", "120"), // −2 a unit
];
const sale = (units: string, brokerage = "0") => ({
  date: "2024-06-03",
  units: toScaled(units),
  price: toScaled("10"),
  brokerage: toScaled(brokerage),
});
const taken = (result: ReturnType<typeof matchSale<OpenParcel>>) =>
  "takes" in result ? result.takes.map(({ parcel: p, units }) => `${p.parcelId}:${fromScaled(units)}`) : result.refusal;
const noDate = () => null;

describe("matchSale", () => {
  it.each([
    ["fifo", "25", ["gain-3:10", "loss-1:10", "gain-1:5"]],
    ["fifo", "10", ["gain-3:10"]],
    // Losses, largest first; then the discountable gain (+3) before the smaller gain without discount (+1).
    ["minimise", "35", ["loss-2:10", "loss-1:10", "gain-3:10", "gain-1:5"]],
    ["minimise", "15", ["loss-2:10", "loss-1:5"]],
  ] as const)("%s of %s units", (method, units, expected) => {
    expect(taken(matchSale(open, sale(units), method, undefined, noDate))).toEqual(expected);
  });

  it("ranks by proceeds net of brokerage: at 20 brokerage on 10 units (2 a unit) the +1 gain becomes a loss", () => {
    // 10 − 2 = 8 a unit: gain-1 −1, loss-1 −3, loss-2 −4, gain-3 +1 (the only gain left).
    expect(taken(matchSale(open, sale("10", "20"), "minimise", undefined, noDate))).toEqual(["loss-2:10"]);
    expect(taken(matchSale(open, sale("40", "80"), "minimise", undefined, noDate))).toEqual([
      "loss-2:10",
      "loss-1:10",
      "gain-1:10",
      "gain-3:10",
    ]);
  });

  it("an empty choice falls back to the method", () => {
    expect(taken(matchSale(open, sale("10"), "fifo", [], noDate))).toEqual(["gain-3:10"]);
  });

  it("chosen rows come back in the parcels' order, two rows of one parcel as one", () => {
    const chosen = [
      { parcelId: "loss-2", units: "4" },
      { parcelId: "gain-3", units: "3" },
      { parcelId: "loss-2", units: "3" },
    ];
    expect(taken(matchSale(open, sale("10"), "fifo", chosen, noDate))).toEqual(["gain-3:3", "loss-2:7"]);
  });

  it("a chosen parcel that is not open asks for its acquisition date", () => {
    const result = matchSale(open, sale("5"), "fifo", [{ parcelId: "gone", units: "5" }], (id) => (id === "gone" ? "2019-05-01" : null));
    expect(taken(result)).toEqual({ code: "parcel-not-held", parcelId: "gone", parcelAcquiredOn: "2019-05-01" });
  });

  it("refuses a negative row", () => {
    expect(taken(matchSale(open, sale("5"), "fifo", [{ parcelId: "gain-3", units: "-5" }], noDate))).toEqual({
      code: "allocation-not-positive",
      parcelId: "gain-3",
    });
  });
});
