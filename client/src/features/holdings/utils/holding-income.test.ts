import { describe, expect, it } from "vitest";
import { totalReturnOf } from "./holding-income";

describe("totalReturnOf", () => {
  it("adds the priced holdings' total returns exactly, losses included", () => {
    expect(totalReturnOf([{ totalReturn: "510.15" }, { totalReturn: "-12.50" }, { totalReturn: null }])).toBe("497.65");
    // 0.1 + 0.2 is 0.30000000000000004 in floats.
    expect(totalReturnOf([{ totalReturn: "0.10" }, { totalReturn: "0.20" }])).toBe("0.3");
  });

  it("is null when no holding has a price", () => {
    expect(totalReturnOf([{ totalReturn: null }])).toBeNull();
    expect(totalReturnOf([])).toBeNull();
  });
});
