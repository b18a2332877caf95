import { describe, expect, it } from "vitest";
import { formatSignedPercent, isHighDivergence, isHighYield, momentumTone, percentBadgeTone, sectorUndervaluationVariant } from "./badges";

describe("percentBadgeTone, normal", () => {
  it.each([
    [45, "success"],
    [20, "success"], // 20 or more
    [19.99, "warning"],
    [0, "warning"], // 0 up to below 20
    [-0.01, "destructive"],
    [-50, "destructive"],
    [null, "muted"],
    [undefined, "muted"],
    [Number.NaN, "muted"],
  ])("%s -> %s", (value, expected) => expect(percentBadgeTone(value)).toBe(expected));
});

describe("percentBadgeTone, inverted", () => {
  it.each([
    [-45, "success"],
    [-20, "success"], // −20 or less
    [-19.99, "warning"],
    [0, "warning"], // above −20 up to 0
    [0.01, "destructive"],
    [30, "destructive"],
    [null, "muted"],
  ])("%s -> %s", (value, expected) => expect(percentBadgeTone(value, true)).toBe(expected));
});

describe("formatSignedPercent", () => {
  it.each([
    [12.345, "+12.3%"],
    [12.36, "+12.4%"],
    [-5, "-5.0%"],
    [0, "0.0%"],
    [0.04, "0.0%"], // rounds to zero: no sign
    [-0.04, "0.0%"], // no "-0.0%"
    [0.05, "+0.1%"],
    [999, "+999.0%"],
    [null, "-"],
    [undefined, "-"],
    [Number.NaN, "-"],
  ])("%s -> %s", (value, expected) => expect(formatSignedPercent(value)).toBe(expected));

  it("takes a number of decimals", () => {
    expect(formatSignedPercent(1.234, 2)).toBe("+1.23%");
    expect(formatSignedPercent(-0.5, 2)).toBe("-0.50%");
  });
});

describe("highlights", () => {
  it.each([
    [15.01, true],
    [15, false], // "above 15"
    [3, false],
    [null, false],
  ])("isHighDivergence(%s) = %s", (value, expected) => expect(isHighDivergence(value)).toBe(expected));

  it.each([
    [4, true], // "4 percent or more"
    [6.2, true],
    [3.99, false],
    [null, false],
  ])("isHighYield(%s) = %s", (value, expected) => expect(isHighYield(value)).toBe(expected));

  it.each([
    [5.01, "positive"],
    [5, "neutral"], // "above +5"
    [0, "neutral"],
    [-5, "neutral"], // "below −5"
    [-5.01, "negative"],
    [null, "neutral"],
  ])("momentumTone(%s) = %s", (value, expected) => expect(momentumTone(value)).toBe(expected));

  it.each([
    [35, "strong"],
    [20, "strong"],
    [19.9, "moderate"],
    [10, "moderate"],
    [9.9, "plain"],
    [0, "plain"],
    [-9.9, "plain"],
    [-10, "destructive"],
    [-25, "destructive"],
    [null, "plain"],
  ])("sectorUndervaluationVariant(%s) = %s", (value, expected) => expect(sectorUndervaluationVariant(value)).toBe(expected));
});
