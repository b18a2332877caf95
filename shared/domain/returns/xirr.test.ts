import { describe, expect, it } from "vitest";
import { annualise, compoundOver, xirr } from "./xirr";

// The worked example of docs/domain.md#returns (FY 2024–25): −1,000 on day 0, −1,100 on day 183,
// +100 of dividends on day 245 (+142.857143 with the franking credit), +2,400 of value on day 364.
const FRANKING = (100 * 0.3) / 0.7;
const example = (dividend: number) => [
  { day: 0, amount: -1000 },
  { day: 183, amount: -1100 },
  { day: 245, amount: dividend },
  { day: 364, amount: 2400 },
];

describe("xirr", () => {
  it("solves the worked example to 1e-6: 27.0355 % p.a., 30.2583 % with franking", () => {
    const cash = xirr(example(100));
    expect(cash.status).toBe("ok");
    expect(cash.signChanges).toBe(1);
    expect(cash.rate!).toBeCloseTo(0.270355, 6);
    expect(xirr(example(100 + FRANKING)).rate!).toBeCloseTo(0.302583, 6);
  });

  it("is the rate at which the flows' present value is nothing", () => {
    const rate = xirr(example(100)).rate!;
    const value = example(100).reduce((sum, flow) => sum + flow.amount * Math.pow(1 + rate, -flow.day / 365), 0);
    expect(Math.abs(value)).toBeLessThan(1e-7);
  });

  it("gives 26.95 % over the example's 364 days from its 27.04 % p.a.", () => {
    expect(compoundOver(0.2703550397, 364)).toBeCloseTo(0.269522, 6);
    expect(annualise(0.269522459, 364)).toBeCloseTo(0.270355, 6);
  });

  it("answers no figure when every flow is a buy: no sign change, never 0 %", () => {
    expect(
      xirr([
        { day: 0, amount: -1000 },
        { day: 30, amount: -500 },
      ]),
    ).toEqual({ rate: null, status: "no_sign_change", signChanges: 0 });
  });

  it("finds a root of −100, +230, −132 a year apart (10 % and 20 % both solve) and counts two sign changes", () => {
    const result = xirr([
      { day: 0, amount: -100 },
      { day: 365, amount: 230 },
      { day: 730, amount: -132 },
    ]);
    expect(result.status).toBe("ok");
    expect(result.signChanges).toBe(2);
    const rate = result.rate!;
    expect(Math.min(Math.abs(rate - 0.1), Math.abs(rate - 0.2))).toBeLessThan(1e-9);
  });

  it("annualises a one-day period as it is: 1 % in a day is 3,678 % p.a.", () => {
    const result = xirr([
      { day: 0, amount: -1000 },
      { day: 1, amount: 1010 },
    ]);
    expect(result.rate!).toBeCloseTo(Math.pow(1.01, 365) - 1, 6);
  });

  it("has no figure for a buy and a sale on the same day: they net to one flow", () => {
    expect(
      xirr([
        { day: 5, amount: -1000 },
        { day: 5, amount: 1010 },
      ]),
    ).toEqual({ rate: null, status: "no_sign_change", signChanges: 0 });
  });

  it("falls back to bisection where Newton's steps leave the range (a 99 % loss)", () => {
    const flows = [
      { day: 0, amount: -1000 },
      { day: 365, amount: 10 },
    ];
    const result = xirr(flows, 5);
    expect(result.status).toBe("ok");
    expect(result.rate!).toBeCloseTo(-0.99, 9);
  });

  it("says no_convergence when no rate solves: −100, +50, −100 a year apart is below 0 at every rate", () => {
    expect(
      xirr([
        { day: 0, amount: -100 },
        { day: 365, amount: 50 },
        { day: 730, amount: -100 },
      ]),
    ).toEqual({ rate: null, status: "no_convergence", signChanges: 2 });
  });
});
