import { describe, expect, it } from "vitest";
import { incomeActionLabel } from "./income";

describe("an income line's label (decision 071)", () => {
  it("says an in-specie dividend and the code it paid in, a bonus issue's dividend, and nothing for cash", () => {
    expect(incomeActionLabel({ actionType: "IN_SPECIE_DIVIDEND", paidInSymbol: "WDS" })).toBe("In specie: WDS");
    expect(incomeActionLabel({ actionType: "IN_SPECIE_DIVIDEND" })).toBe("In specie");
    expect(incomeActionLabel({ actionType: "BONUS_ISSUE" })).toBe("Bonus issue");
    expect(incomeActionLabel({})).toBeNull();
  });
});
