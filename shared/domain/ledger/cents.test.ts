import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsTextOf } from "./cents";
import { dec, toCents } from "./decimal";

describe("centsTextOf", () => {
  it.each([
    ["0.005", "0.01"],
    ["-0.005", "-0.01"],
    ["-0.004999999", "0.00"],
    ["19.995", "20.00"],
    ["7", "7.00"],
    ["1e-7", "0.00"],
    ["+3.14159", "3.14"],
  ])("prints %s as %s", (text, cents) => {
    expect(centsTextOf(text)).toBe(cents);
  });

  it("prints any exact decimal as toCents does", () => {
    const text = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 36n }), fc.integer({ min: 0, max: 30 }))
      .map(([negative, digits, places]) => `${negative ? "-" : ""}${dec(digits.toString()).div(dec("10").pow(places)).toFixed()}`);
    fc.assert(
      fc.property(text, (value) => {
        expect(centsTextOf(value)).toBe(toCents(value));
      }),
      { numRuns: 5000 },
    );
  });
});
