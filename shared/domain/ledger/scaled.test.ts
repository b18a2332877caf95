import { describe, expect, it } from "vitest";
import { toCents } from "./decimal";
import { centsOf, centsText, fromScaled, mulDiv, roundTo, times, toScaled } from "./scaled";

describe("scaled decimals", () => {
  it.each([
    ["0", "0"],
    ["120.000000", "120"],
    ["-31.305", "-31.305"],
    ["0.000001", "0.000001"],
    ["1e-7", "0.0000001"],
    [".5", "0.5"],
    ["-0", "0"],
    ["123456789012345678.123456789012345678901234", "123456789012345678.123456789012345678901234"],
    ["+5", "5"],
    ["007.50", "7.5"],
    ["-.5", "-0.5"],
    ["19.", "19"],
    // 15 digits and fewer are read as a double, more as text (decision 081).
    ["999999999999999", "999999999999999"],
    ["-99999999999999.9", "-99999999999999.9"],
    ["9999999999999999", "9999999999999999"],
    ["1234567890123456.75", "1234567890123456.75"],
    ["-0.000000000000000000000001", "-0.000000000000000000000001"],
  ])("%s reads and prints as %s", (text, printed) => {
    expect(fromScaled(toScaled(text))).toBe(printed);
  });

  it.each(["", "-", "+", ".", "-.", "abc", "1,000", "1.2.3", "1-", "--1", " 1", "0.0000000000000000000000001"])("refuses %j", (text) => {
    expect(() => toScaled(text)).toThrow(RangeError);
  });

  it("multiplies ledger inputs exactly: 572.924237 × 47.042982", () => {
    // 12 decimals, all kept (Python's decimal module gives the same 26952.064568554734).
    expect(fromScaled(times(toScaled("572.924237"), toScaled("47.042982")))).toBe("26952.064568554734");
  });

  it.each([
    // 10 × 1 ÷ 3 = 3.333…; 20 ÷ 3 = 6.666… rounds up at the 24th decimal; signs round away from zero.
    ["10", "3", "3.333333333333333333333333"],
    ["20", "3", "6.666666666666666666666667"],
    ["-20", "3", "-6.666666666666666666666667"],
    ["4019.95", "4", "1004.9875"],
  ])("mulDiv(%s, 1, %s) = %s", (a, c, quotient) => {
    expect(fromScaled(mulDiv(toScaled(a), 1n, BigInt(c)))).toBe(quotient);
  });

  it.each([
    ["66.6666666666", 6, "66.666667"],
    ["33.3333333333", 6, "33.333333"],
    ["-31.305", 2, "-31.31"],
    ["0.0000005", 6, "0.000001"],
    ["0.00000049", 6, "0"],
  ])("roundTo(%s, %i) = %s", (value, places, rounded) => {
    expect(fromScaled(roundTo(toScaled(value), places))).toBe(rounded);
  });
});

describe("cents without decimal.js (decision 066)", () => {
  it.each([
    "0",
    "-0",
    "31.305",
    "-31.305",
    "0.005",
    "-0.005",
    "-0.004",
    "1234.5",
    "19.95",
    "0.000000000000000000000001",
    "-999999999999.994999",
  ])("%s in cents is toCents's", (text) => {
    expect(centsText(centsOf(text)!)).toBe(toCents(text));
  });

  it("agrees with toCents on thousands of exact figures of every sign and length", () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let index = 0; index < 5000; index += 1) {
      const text = fromScaled(BigInt(next()) * BigInt(next()) * 10n ** BigInt(next() % 12) * (next() % 2 === 0 ? 1n : -1n));
      expect(centsText(centsOf(text)!)).toBe(toCents(text));
    }
  });

  it("leaves text it does not read exactly to decimal.js", () => {
    expect(centsOf("1e-7")).toBeNull();
    expect(centsOf("0.0000000000000000000000001")).toBeNull();
  });
});
