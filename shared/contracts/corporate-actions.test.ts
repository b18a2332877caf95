import { describe, expect, it } from "vitest";
import { corporateActionBody, ratioField, type CorporateActionBody } from "./corporate-actions";

const stockId = "3f1c2a4e-8d7b-4c1a-9e2f-5b6a7c8d9e0f";
const messages = (body: unknown) => {
  const parsed = corporateActionBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

const wesCol = {
  type: "DEMERGER",
  stockId,
  exDate: "2018-11-21",
  effectiveDate: "2018-11-28",
  newSymbol: "col",
  newName: "Coles Group Limited",
  newSharesPerOld: "1",
  headCostBasePercent: "71.09",
  demergedCostBasePercent: 28.91,
};

describe("corporate action bodies", () => {
  it("reads a demerger with its defaults: decimals as canonical strings, roll-over on, confirmed, fractions down", () => {
    const body: CorporateActionBody = corporateActionBody.parse(wesCol);
    expect(body).toEqual({
      ...wesCol,
      newSymbol: "COL",
      newSharesPerOld: { received: "1", held: "1" },
      demergedCostBasePercent: "28.91",
      capitalReturnPerShare: null,
      rollover: true,
      status: "confirmed",
      unitsReceived: null,
      fractions: "down",
    });
  });

  it("refuses percentages not summing to 100, a ratio of 0 and a date before the ex-date, in the domain's words", () => {
    expect(messages({ ...wesCol, demergedCostBasePercent: "28.9" })).toEqual([
      "Cost base percentages must add up to 100: 71.09 + 28.9 = 99.99",
    ]);
    expect(messages({ ...wesCol, newSharesPerOld: "0" })).toEqual(["New shares per share held must be more than 0"]);
    expect(messages({ ...wesCol, effectiveDate: "2018-11-20" })).toEqual(["Effective date 20 Nov 2018 is before the ex-date 21 Nov 2018"]);
    const roc = { type: "RETURN_OF_CAPITAL", stockId, exDate: "2015-10-27", payDate: "2015-10-01", amountPerShare: "0.23" };
    expect(messages(roc)).toEqual(["Pay date 1 Oct 2015 is before the ex-date 27 Oct 2015"]);
  });

  it("reads ratios as notices write them", () => {
    expect(ratioField("Ratio").parse("1:5.534")).toEqual({ received: "1", held: "5.534" });
    expect(ratioField("Ratio").parse("1 for 4")).toEqual({ received: "1", held: "4" });
    expect(ratioField("Ratio").parse(0.8)).toEqual({ received: "0.8", held: "1" });
    expect(ratioField("Ratio").safeParse("one for four").error?.issues[0].message).toBe(
      "Ratio must be a number like 0.8, or new for held like 1:4",
    );
    expect(ratioField("Ratio").safeParse("1:0.0000001").error?.issues[0].message).toBe(
      "Ratio must have at most 6 decimal places in each term",
    );
  });

  it("an in-specie dividend needs its ratio or the units received; a takeover an offer", () => {
    const inSpecie = {
      type: "IN_SPECIE_DIVIDEND",
      stockId,
      exDate: "2022-05-25",
      payDate: "2022-06-01",
      newSymbol: "WDS",
      newName: "Woodside Energy Group Ltd",
      marketValuePerShare: "29.76",
      frankingPercent: "100",
    };
    expect(messages(inSpecie)).toEqual(["Give the shares per share held or the units received"]);
    expect(corporateActionBody.parse({ ...inSpecie, unitsReceived: "180" })).toMatchObject({
      unitsReceived: "180",
      sharesPerHeld: null,
      companyTaxRate: "0.30",
    });
    const takeover = { type: "TAKEOVER", stockId, effectiveDate: "2017-12-22", cashPerShare: "0" };
    expect(messages(takeover)).toEqual(["A takeover needs cash per share, scrip per share, or both"]);
    expect(messages({ ...takeover, scripPerShare: "0.8", scripValuePerShare: "5.59" })).toEqual([
      "A takeover paid in scrip needs the acquirer's code",
    ]);
  });

  it("names an unknown type and a bad field", () => {
    expect(messages({ type: "SPINOFF", stockId })[0]).toMatch(/^Type must be one of RETURN_OF_CAPITAL, CODE_CHANGE, DEMERGER/);
    expect(messages({ type: "WORTHLESS", stockId, date: "2019-09-10", kind: "gone" })).toEqual([
      "Kind must be liquidator_declaration or deregistered",
    ]);
    expect(messages({ ...wesCol, headCostBasePercent: "-1" })).toContain("Head cost base % must be 0 or more");
  });
});
