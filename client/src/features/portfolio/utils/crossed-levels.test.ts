import { describe, expect, it } from "vitest";
import { crossedLevels } from "./crossed-levels";
import { testStock } from "./test-stock";

const PRICED = "2026-03-02T05:10:00Z";

describe("crossedLevels", () => {
  it("marks the levels the price has reached: buy levels at or below, sell levels at or above", () => {
    // Morningstar 40 at Medium: 5-star price 40 × 0.7 = 28.
    const marks = crossedLevels(
      testStock({
        lastPrice: 28,
        lastPriceUpdatedAt: PRICED,
        morningstarFV: 40,
        msUncertainty: "Medium",
        iiBuyBelow: 27,
        iiSellAbove: 28,
        alertBelow: 30,
        alertAbove: 35,
      }),
    );
    expect(marks).toEqual({
      "five-star": { level: 28, crossed: true },
      "buy-below": { level: 27, crossed: false },
      "sell-above": { level: 28, crossed: true },
      "target-below": { level: 30, crossed: true },
      "target-above": { level: 35, crossed: false },
    });
  });

  it("marks nothing without a market price, or without a level", () => {
    const placeholder = crossedLevels(testStock({ lastPrice: 5, lastPriceUpdatedAt: null, iiBuyBelow: 10, alertBelow: 10 }));
    expect(placeholder["buy-below"]).toEqual({ level: 10, crossed: false });
    expect(placeholder["target-below"].crossed).toBe(false);
    expect(crossedLevels(testStock({ lastPriceUpdatedAt: PRICED }))["five-star"]).toEqual({ level: null, crossed: false });
  });
});
