import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixed } from "@shared/domain/ledger";
import { fixedNumberText, rateText } from "./returns";

describe("rateText", () => {
  it.each([
    // Half away from zero at the 10th decimal, as decimal.js's ROUND_HALF_UP on the same digits.
    [0.12345678905, "0.1234567891"],
    [-0.12345678905, "-0.1234567891"],
    [0.99999999995, "1.0000000000"],
    [-0.00000000004, "0.0000000000"],
    [1.5, "1.5000000000"],
    [12, "12.0000000000"],
    [1e-7, "0.0000001000"],
    [-0, "0.0000000000"],
  ])("prints %d as %s", (rate, text) => {
    expect(rateText(rate)).toBe(text);
  });

  it("is null for none or a non-finite rate", () => {
    expect(rateText(null)).toBeNull();
    expect(rateText(Number.NaN)).toBeNull();
    expect(rateText(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("prints any number as decimal.js's fixed() does", () => {
    fc.assert(
      fc.property(
        // Rates as they come (a few digits either side of the point) and any double (exponents included).
        fc.oneof(
          fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 14 })).map(([n, power]) => n / 10 ** power),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        ),
        fc.integer({ min: 0, max: 12 }),
        (rate, places) => {
          const text = String(rate);
          expect(fixedNumberText(text, places) ?? fixed(text, places)).toBe(fixed(text, places));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
