import { describe, expect, it } from "vitest";
import { brokerDiscount, currentVsValue, fiveStarDiscount, fiveStarPrice, percentVsTrade } from "./valuation";

describe("fiveStarDiscount", () => {
  it.each([
    ["Low", 0.2],
    ["Medium", 0.3],
    ["High", 0.4],
    ["Very High", 0.5],
    ["Extreme", 0.75],
    ["  very   high ", 0.5],
    ["EXTREME", 0.75],
    ["Unknown", null],
    ["", null],
    ["toString", null], // an Object.prototype name is not a rating
    [null, null],
    [undefined, null],
  ])("%j -> %s", (uncertainty, expected) => expect(fiveStarDiscount(uncertainty)).toBe(expected));
});

describe("fiveStarPrice", () => {
  it.each([
    [100, "Low", 80], // 100 × (1 − 0.20)
    [100, "Medium", 70], // 100 × (1 − 0.30)
    [50, "High", 30], // 50 × (1 − 0.40)
    [42, "Very High", 21], // 42 × (1 − 0.50)
    [40, "extreme", 10], // 40 × (1 − 0.75)
    [45.5, "Medium", 31.85], // 45.5 × 0.7 = 31.849999999999998 in doubles → 31.85
    [null, "Low", null],
    [100, null, null],
    [100, "Moderate", null],
  ])("FV %s, %s -> %s", (fv, uncertainty, expected) => expect(fiveStarPrice(fv, uncertainty)).toBe(expected));
});

describe("percentVsTrade (positive = upside)", () => {
  it.each([
    [55, 50, 10], // (55 − 50) / 50 × 100
    [40, 50, -20], // (40 − 50) / 50 × 100
    [21, 30, -30], // 5★ price 21 vs price 30: (21 − 30) / 30 × 100
    [3.3, 3, 10], // 0.3 / 3 × 100 (raw doubles 9.999999999999993)
    [50, 0, null], // no division by a zero price
    [50, -1, null],
    [null, 50, null],
    [50, null, null],
    [Number.NaN, 50, null],
  ])("value %s, price %s -> %s", (value, price, expected) => expect(percentVsTrade(value, price)).toBe(expected));
});

describe("currentVsValue (negative = undervalued, unclamped)", () => {
  it.each([
    [50, 60, -20], // (50 − 60) / 50 × 100
    [50, 40, 20], // (50 − 40) / 50 × 100
    [0.3, 0.33, -10], // −0.03 / 0.3 × 100 (raw doubles −10.000000000000009)
    [1, 50, -4900], // (1 − 50) / 1 × 100: not clamped here
    [50, 0, 100], // a zero value is still a value: (50 − 0) / 50 × 100
    [0, 50, null],
    [null, 50, null],
    [50, undefined, null],
  ])("price %s, value %s -> %s", (price, value, expected) => expect(currentVsValue(price, value)).toBe(expected));
});

describe("brokerDiscount (clamped to ±999)", () => {
  it.each([
    [50, 60, -20], // (50 − 60) / 50 × 100
    [1, 50, -999], // −4900 clamped
    [1, 15, -999], // (1 − 15) / 1 × 100 = −1400 clamped
    [20, 0.5, 97.5], // (20 − 0.5) / 20 × 100
    [0, 10, null], // price not above zero
    [-5, 10, null],
    [null, 10, null],
    [10, null, null],
  ])("price %s, FV %s -> %s", (price, fv, expected) => expect(brokerDiscount(price, fv)).toBe(expected));
});
