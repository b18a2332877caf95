import { describe, expect, it } from "vitest";
import type { TaxTimingParcelView } from "@shared/contracts/tax-timing";
import { DEFAULT_TIMING_SORT, filterTimingParcels, sortTimingParcels } from "./tax-timing-parcels";
import { newScenarioRow, scenarioInputOf, scenarioRowErrors } from "./tax-timing-scenario";

const parcel = (symbol: string, unrealised: string | null, discountFrom: string, discountBeforeFyEnd = false): TaxTimingParcelView => ({
  stockId: symbol,
  symbol,
  parcelId: `${symbol}-id`,
  acquiredOn: "2024-06-20",
  units: "100",
  costBase: "3019.95",
  close: unrealised === null ? null : "36",
  closeOn: "2025-05-30",
  unrealised,
  discountFrom,
  discountDateConservative: false,
  daysToDiscount: 0,
  discountBeforeFyEnd,
  consensusFairValue: null,
  fairValueSources: 0,
  priceVsFairValuePercent: null,
  fortyFiveDayNote: null,
});

const XYZ = parcel("XYZ", "580.05", "2025-06-21", true);
const ABC = parcel("ABC", "-819.95", "2025-11-16");
const NEW = parcel("NEW", null, "2026-01-02");
const OLD = parcel("OLD", "-0.00", "2024-01-02");
const ALL = [XYZ, ABC, NEW, OLD];
const order = (rows: TaxTimingParcelView[]) => rows.map((row) => row.symbol);

describe("the parcel list's order", () => {
  it("is by code by default, never by tax effect", () => {
    expect(order(sortTimingParcels(ALL, DEFAULT_TIMING_SORT))).toEqual(["ABC", "NEW", "OLD", "XYZ"]);
  });

  it("by unrealised amount either way, a parcel without a close last", () => {
    expect(order(sortTimingParcels(ALL, { key: "unrealised", direction: "asc" }))).toEqual(["ABC", "OLD", "XYZ", "NEW"]);
    expect(order(sortTimingParcels(ALL, { key: "unrealised", direction: "desc" }))).toEqual(["XYZ", "OLD", "ABC", "NEW"]);
  });

  it("by days to the discount date: a date already reached first", () => {
    expect(order(sortTimingParcels(ALL, { key: "discountFrom", direction: "asc" }))).toEqual(["OLD", "XYZ", "ABC", "NEW"]);
  });
});

describe("the filters", () => {
  it("unrealised loss (not -0.00), discount date before 30 June, or both", () => {
    expect(order(filterTimingParcels(ALL, { unrealisedLoss: true, discountBeforeFyEnd: false }))).toEqual(["ABC"]);
    expect(order(filterTimingParcels(ALL, { unrealisedLoss: false, discountBeforeFyEnd: true }))).toEqual(["XYZ"]);
    expect(filterTimingParcels(ALL, { unrealisedLoss: true, discountBeforeFyEnd: true })).toEqual([]);
    expect(filterTimingParcels(ALL, { unrealisedLoss: false, discountBeforeFyEnd: false })).toHaveLength(4);
  });
});

describe("a scenario row", () => {
  const view = { fy: 2025, asOf: "2025-06-02", lastBrokerage: "19.95" };

  it("starts as the whole parcel on asOf at the close, with the latest brokerage", () => {
    expect(newScenarioRow(XYZ, view)).toEqual({ parcelId: "XYZ-id", units: "100", date: "2025-06-02", price: "36", brokerage: "19.95" });
    expect(newScenarioRow(NEW, view).price).toBe("");
  });

  it("is checked field by field with the contract's sentences, the parcel's units and the year's dates", () => {
    const row = newScenarioRow(XYZ, view);
    expect(scenarioRowErrors(row, XYZ, view)).toEqual({});
    expect(scenarioRowErrors({ ...row, units: "101", date: "2025-07-01", price: "", brokerage: "-1" }, XYZ, view)).toEqual({
      units: "At most the parcel's 100 units",
      date: "From 2 Jun 2025 to 30 Jun 2025",
      price: "Price is required",
      brokerage: "Brokerage must be 0 or more",
    });
    expect(scenarioRowErrors({ ...row, date: "" }, XYZ, view).date).toBe("Date must be a date like 2024-01-31");
  });

  it("becomes the request once every row reads, with canonical decimals", () => {
    const parcels = new Map([XYZ, ABC].map((each) => [each.parcelId, each]));
    const rows = [{ ...newScenarioRow(XYZ, view), units: "1,0.5" }];
    expect(scenarioInputOf(rows, parcels, view)).toBeNull();
    expect(scenarioInputOf([], parcels, view)).toBeNull();
    expect(scenarioInputOf([{ ...newScenarioRow(ABC, view), price: "16.50" }], parcels, view)).toEqual({
      fy: 2025,
      asOf: "2025-06-02",
      sales: [{ parcelId: "ABC-id", units: "100", date: "2025-06-02", price: "16.5", brokerage: "19.95" }],
    });
  });
});
