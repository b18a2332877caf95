import { describe, expect, it } from "vitest";
import { stepAreaPath, stepBandPath, stepLinePath } from "./step-paths";

const p = (x: number, y: number) => ({ x, y });

describe("stepLinePath", () => {
  it("holds each value until the next point, then steps to it (recharts' stepAfter)", () => {
    expect(stepLinePath([p(0, 50), p(10, 40), p(25, 40), p(30, 60)])).toBe("M0,50H10V40H25V40H30V60");
  });

  it("is a lone move for one point and nothing for none", () => {
    expect(stepLinePath([p(5, 7)])).toBe("M5,7");
    expect(stepLinePath([])).toBe("");
  });
});

describe("stepAreaPath", () => {
  it("closes the step line down to the base and back to its first x", () => {
    expect(stepAreaPath([p(0, 50), p(10, 40), p(20, 40)], 100)).toBe("M0,50H10V40H20V40V100H0Z");
  });

  it("draws nothing below two points", () => {
    expect(stepAreaPath([p(0, 50)], 100)).toBe("");
  });
});

describe("stepBandPath", () => {
  it("runs along the top, then back along the bottom with the steps reversed", () => {
    const top = [p(0, 10), p(10, 20), p(20, 15)];
    const bottom = [p(0, 40), p(10, 50), p(20, 45)];
    // Back along the bottom: from (20,45) up/down to the previous day's level, then left to its x.
    expect(stepBandPath(top, bottom)).toBe("M0,10H10V20H20V15L20,45V50H10V40H0Z");
  });

  it("draws nothing below two points or for edges of different lengths", () => {
    expect(stepBandPath([p(0, 10)], [p(0, 40)])).toBe("");
    expect(stepBandPath([p(0, 10), p(5, 10)], [p(0, 40)])).toBe("");
  });
});
