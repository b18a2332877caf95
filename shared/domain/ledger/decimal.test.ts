import { describe, expect, it } from "vitest";
import { dec, plain } from "./decimal";
import { fixed, toCents } from "./index";

describe("toCents: half away from zero, only for display and report lines", () => {
  it.each([
    ["463.425", "463.43"],
    ["-31.305", "-31.31"],
    ["216.06", "216.06"],
    ["9.257142857142857", "9.26"],
    ["0.004", "0.00"],
    // A tiny loss rounds to zero without a sign.
    ["-0.004", "0.00"],
    ["1440", "1440.00"],
  ])("%s → %s", (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });
});

describe("exact values as plain strings", () => {
  it.each([
    ["0.1 + 0.2", plain(dec("0.1").plus("0.2")), "0.3"],
    ["a millionth, no exponent", plain(dec("0.000001").div(10)), "0.0000001"],
    ["a large amount, no exponent", plain(dec("123456789012345.123456").times(1_000_000)), "123456789012345123456"],
    ["negative zero", plain(dec("-0")), "0"],
    // 4,019.95 ÷ 3 keeps 40 significant digits.
    ["a quotient that does not end", plain(dec("4019.95").div(3)), "1339.983333333333333333333333333333333333"],
  ])("%s", (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it("rounds a percentage to 2 places: 3.4505… → 3.45", () => {
    expect(fixed(dec("48.03").div("1391.97").times(100), 2)).toBe("3.45");
  });
});
