import { describe, expect, it } from "vitest";
import { amountInputText, parseAllocationAmount } from "./allocation-amount";

describe("parseAllocationAmount", () => {
  it.each([
    ["5000", 5000],
    [" 1250.75 ", 1250.75],
    ["0", 0],
    ["0.01", 0.01],
    ["1000000", 1_000_000],
  ])("%j -> %s", (text, expected) => expect(parseAllocationAmount(text)).toBe(expected));

  // Each of these shows 'Invalid amount'.
  it.each(["", "   ", "abc", "-1", "-0.01", "12abc", "Infinity", "1000000.01", "1e12"])("%j -> null", (text) =>
    expect(parseAllocationAmount(text)).toBeNull(),
  );
});

describe("amountInputText", () => {
  it("is the plain number, without grouping", () => {
    expect(amountInputText(12500.5)).toBe("12500.5");
    expect(amountInputText(0)).toBe("0");
  });
});
