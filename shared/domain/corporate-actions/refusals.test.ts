// What an action refuses, with its sentence (docs/domain.md "Corporate actions").
import { describe, expect, it } from "vitest";
import {
  CGT_START,
  actionDate,
  actionParameterProblem,
  applyCorporateAction,
  entitlementDate,
  type ActionRefusalCode,
  type CorporateAction,
  type TakeoverAction,
} from "./index";
import { base, demerger, inSpecieDividend, parcel, qantasReturn, wesParcel } from "./test-parcels";

const wesCol = demerger();
const held = [wesParcel()];

function refusalOf(action: CorporateAction, parcels = held) {
  const result = applyCorporateAction(action, parcels);
  expect(result.outcome).toBeNull();
  return result.refusal;
}

describe("corporate action refusals", () => {
  it("percentages not summing to exactly 100", () => {
    expect(refusalOf({ ...wesCol, demergedCostBasePercent: "28.9" })).toEqual({
      code: "percentages-not-100",
      message: "Cost base percentages must add up to 100: 71.09 + 28.9 = 99.99",
    });
  });

  it("a ratio of 0", () => {
    expect(refusalOf({ ...wesCol, newSharesPerOld: { received: "0", held: "1" } })).toEqual({
      code: "zero-ratio",
      message: "New shares per share held must be more than 0",
    });
  });

  it("a pay date before the ex-date", () => {
    expect(actionParameterProblem(qantasReturn({ payDate: "2015-10-20" }))).toEqual({
      code: "pay-before-ex",
      message: "Pay date 20 Oct 2015 is before the ex-date 27 Oct 2015",
    });
  });

  it("units not held on the entitlement date", () => {
    expect(refusalOf(wesCol, [])).toEqual({
      code: "not-held",
      message: "No WES was held at the end of 20 Nov 2018: nothing is entitled to this demerger",
    });
  });

  it("a pre-CGT parcel (before 20 Sep 1985) an action would need", () => {
    const parcels = [parcel("old", "WES", "1984-03-01", "100", "400"), ...held];
    expect(refusalOf(wesCol, parcels)).toEqual({
      code: "pre-cgt",
      message: "The 100 WES acquired 1 Mar 1984 are pre-CGT (before 20 Sep 1985): this app does not work out a demerger for pre-CGT shares",
    });
    // 20 Sep 1985 itself is post-CGT.
    expect(applyCorporateAction(wesCol, [parcel("first", "WES", CGT_START, "100", "400")]).refusal).toBeNull();
    // An in-specie dividend is a dividend whenever the shares were bought: no refusal.
    const inSpecie = inSpecieDividend({ stockId: "WES", symbol: "WES" });
    expect(applyCorporateAction(inSpecie, parcels).refusal).toBeNull();
  });

  it("a takeover offering nothing, or scrip without its acquirer or value", () => {
    const takeover: TakeoverAction = {
      ...base("TTS", "TTS"),
      type: "TAKEOVER",
      effectiveDate: "2017-12-22",
      cashPerShare: "0",
      acquirerStockId: null,
      scripPerShare: null,
      scripValuePerShare: null,
      rollover: true,
      unitsReceived: null,
      fractions: "down",
    };
    const nothing: ActionRefusalCode = "nothing-offered";
    expect(actionParameterProblem(takeover)?.code).toBe(nothing);
    expect(actionParameterProblem({ ...takeover, scripPerShare: { received: "0.8", held: "1" } })?.code).toBe("scrip-needs-acquirer");
    expect(actionParameterProblem({ ...takeover, scripPerShare: { received: "0.8", held: "1" }, acquirerStockId: "TAH" })?.code).toBe(
      "scrip-needs-value",
    );
  });

  it("entitlement is fixed at the end of the day before the ex-date; an action without one at its own date", () => {
    expect([entitlementDate(wesCol), actionDate(wesCol)]).toEqual(["2018-11-20", "2018-11-28"]);
    const worthless = { ...base("QIN", "QIN"), type: "WORTHLESS", date: "2019-09-10", kind: "deregistered" } as const;
    expect([entitlementDate(worthless), actionDate(worthless)]).toEqual(["2019-09-10", "2019-09-10"]);
  });
});
