import { describe, expect, it } from "vitest";
import { gainClass, signOf } from "./ledger-text";

describe("ledger figures on screen", () => {
  it("signs and colours follow the figure, zero has neither", () => {
    expect([signOf("-0.01"), signOf("0.00"), signOf("5")]).toEqual([-1, 0, 1]);
    expect(gainClass("1")).toBe("text-success");
    expect(gainClass("-1")).toBe("text-destructive");
    expect(gainClass("0")).toBe("");
  });
});
