import { describe, expect, it } from "vitest";
import { clamp, isFiniteNumber, mean, populationStdDev, withoutFloatNoise } from "./numbers";

describe("isFiniteNumber", () => {
  it.each([
    [0, true],
    [-1.5, true],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ["5", false],
  ])("%s -> %s", (value, expected) => {
    expect(isFiniteNumber(value)).toBe(expected);
  });
});

describe("withoutFloatNoise", () => {
  it.each([
    // (0.3 − 0.33) / 0.3 × 100 = −10.000000000000009 in doubles; the true value is −10
    [((0.3 - 0.33) / 0.3) * 100, -10],
    // (3 − 3.3) / 3 × 100 = −9.999999999999993 in doubles; the true value is −10
    [((3 - 3.3) / 3) * 100, -10],
    [12.345, 12.345],
    [-0, 0],
    [-1e-12, 0],
  ])("%s -> %s", (value, expected) => {
    expect(Object.is(withoutFloatNoise(value), expected)).toBe(true);
  });
});

describe("mean and populationStdDev", () => {
  it("mean of [] is null", () => expect(mean([])).toBeNull());
  it("mean of [2, 4, 9] = 15 / 3 = 5", () => expect(mean([2, 4, 9])).toBe(5));
  it("SD of [] is null", () => expect(populationStdDev([])).toBeNull());
  it("SD of [7] is 0", () => expect(populationStdDev([7])).toBe(0));
  // mean 5; squared deviations 9, 1, 16 → 26 / 3 = 8.6667; sqrt = 2.94392
  it("SD of [2, 4, 9] = sqrt(26 / 3)", () => expect(populationStdDev([2, 4, 9])).toBeCloseTo(2.94392, 5));
  // mean 5; deviations ±3 → variance 9 → SD 3 (population, not sample: sample would be 4.24)
  it("SD of [2, 8] = 3", () => expect(populationStdDev([2, 8])).toBe(3));
});

describe("clamp", () => {
  it.each([
    [5, 5],
    [1500, 999],
    [-1500, -999],
  ])("%s -> %s", (value, expected) => expect(clamp(value, -999, 999)).toBe(expected));
});
