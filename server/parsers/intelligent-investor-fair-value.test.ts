import { describe, expect, it } from "vitest";
import { intelligentInvestorFairValue, missingFairValue } from "./intelligent-investor-fair-value";

describe("intelligentInvestorFairValue", () => {
  it.each([
    // (42 + 65) / 2 = 53.5
    [42, 65, 53.5],
    // (10.1 + 12.3) / 2 = 11.2, without float noise
    [10.1, 12.3, 11.2],
    [60, null, 60],
    // A Sell Above alone is no fair value: the rule is the midpoint of both, else Buy Below (issue 12.5).
    [null, 80, null],
    [null, null, null],
  ])("buy below %s, sell above %s → %s", (buyBelow, sellAbove, expected) => {
    expect(intelligentInvestorFairValue(buyBelow, sellAbove)).toBe(expected);
  });
});

describe("missingFairValue", () => {
  it("names what is missing, or nothing when the rule gives a value", () => {
    expect(missingFairValue({ buyBelow: 42, sellAbove: null })).toBeNull();
    expect(missingFairValue({ buyBelow: null, sellAbove: null })).toBe(
      "no price guide (no buy below or sell above price), so there is no fair value",
    );
    expect(missingFairValue({ buyBelow: null, sellAbove: 80 })).toBe(
      "a sell above but no buy below price, so there is no fair value (the midpoint of both, else buy below)",
    );
  });
});
