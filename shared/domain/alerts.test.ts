import { describe, expect, it } from "vitest";
import {
  alertFacts,
  edgeTrigger,
  fairValueChangePercent,
  fvChangeFires,
  isAtOrAbove,
  isAtOrBelow,
  levelCrossed,
  notifies,
  ratingChangeFires,
  DEFAULT_ALERT_SETTINGS,
  type StockAlertInput,
} from "./alerts";

const MARKET_TIME = "2026-03-02T05:10:00Z";

const stock = (overrides: Partial<StockAlertInput> = {}): StockAlertInput => ({
  lastPrice: 27,
  lastPriceUpdatedAt: MARKET_TIME,
  isPortfolio: true,
  fairValues: {},
  msUncertainty: null,
  iiBuyBelow: null,
  iiSellAbove: null,
  alertBelow: null,
  alertAbove: null,
  ...overrides,
});

describe("alertFacts", () => {
  it("works out the 5-star price from the Morningstar value and uncertainty", () => {
    // Medium: d = 0.30 → 40 × 0.70 = 28
    expect(alertFacts(stock({ fairValues: { morningstar: 40 }, msUncertainty: "Medium" })).levels["five-star"]).toBe(28);
    // Very High: d = 0.50 → 40 × 0.50 = 20 (case and spaces forgiven)
    expect(alertFacts(stock({ fairValues: { morningstar: 40 }, msUncertainty: " very  HIGH " })).levels["five-star"]).toBe(20);
    expect(alertFacts(stock({ fairValues: { morningstar: 40 } })).levels["five-star"]).toBeNull();
    expect(alertFacts(stock({ msUncertainty: "Low" })).levels["five-star"]).toBeNull();
  });

  it("rates over all four brokers", () => {
    // avg (40 + 30 + 20 + 30) / 4 = 30; (27 − 30) / 27 × 100 = −11.1 → Buy
    const facts = alertFacts(
      stock({
        fairValues: { morningstar: 40, "intelligent-investor": 30, "motley-fool": 20, "bell-potter": 30, "bell-potter-consensus": 99 },
      }),
    );
    expect(facts.brokerAvg).toBe(30);
    expect(facts.rating).toBe("Buy");
    // MS only: (27 − 40) / 27 × 100 = −48.1 → Strong Buy; the consensus figure is not a broker.
    expect(alertFacts(stock({ fairValues: { morningstar: 40, "bell-potter-consensus": 27 } })).rating).toBe("Strong Buy");
  });

  it("has no price, no price level and no rating while the price is an import's placeholder", () => {
    const facts = alertFacts(stock({ lastPriceUpdatedAt: null, fairValues: { morningstar: 40 }, msUncertainty: "Low", alertBelow: 30 }));
    expect(facts.price).toBeNull();
    expect(facts.rating).toBeNull();
    expect(levelCrossed("target-below", facts.price, facts.levels["target-below"])).toBe(false);
  });

  it("has no rating without a broker value, and ignores levels that are not above zero", () => {
    const facts = alertFacts(stock({ iiBuyBelow: 0, iiSellAbove: -3, alertBelow: Number.NaN }));
    expect(facts.rating).toBeNull();
    expect(facts.levels).toMatchObject({ "buy-below": null, "sell-above": null, "target-below": null });
  });
});

describe("each kind's condition", () => {
  it.each([
    // condition, price, level, crossed
    ["five-star", 27, 28, true],
    ["five-star", 28, 28, true], // at the level counts
    ["five-star", 28.01, 28, false],
    ["buy-below", 9.99, 10, true],
    ["buy-below", 10.01, 10, false],
    ["sell-above", 20, 20, true],
    ["sell-above", 19.99, 20, false],
    ["target-below", 30, 30, true],
    ["target-below", 30.5, 30, false],
    ["target-above", 50.5, 50, true],
    ["target-above", 49, 50, false],
    ["five-star", 27, null, false], // no level, nothing crossed
    ["sell-above", null, 20, false], // no price, nothing crossed
  ] as const)("%s: price %s against %s → %s", (condition, price, level, crossed) => {
    expect(levelCrossed(condition, price, level)).toBe(crossed);
  });

  it("compares without float noise: 0.1 + 0.2 is at 0.3", () => {
    expect(isAtOrBelow(0.1 + 0.2, 0.3)).toBe(true);
    expect(isAtOrAbove(0.3, 0.1 + 0.2)).toBe(true);
  });

  it.each([
    ["Hold", "Buy", true],
    ["Strong Buy", "Sell", true],
    ["Buy", "Buy", false],
    [null, "Buy", false], // the first known rating is not a change
    ["Hold", null, false],
    ["N/A", "Hold", false],
    ["Hold", "N/A", false],
  ] as const)("rating-change %s → %s fires: %s", (previous, current, fires) => {
    expect(ratingChangeFires(previous, current)).toBe(fires);
  });

  it.each([
    // previous, current, threshold, percent, fires
    [40, 42, 5, 5, true], // (42 − 40) / 40 = +5.0 %: at the threshold fires
    [40, 41.9, 5, 4.75, false], // +4.75 %
    [40, 38, 5, -5, true], // −5.0 %: either way
    [40, 30, 25, -25, true],
    [40, 31, 25, -22.5, false],
    [null, 40, 5, null, false], // a first value is no change
    [0, 40, 5, null, false], // from zero there is no percentage
  ] as const)("fv-change %s → %s at %s %%: %s %%, fires %s", (previous, current, threshold, percent, fires) => {
    expect(fairValueChangePercent(previous, current)).toBe(percent);
    expect(fvChangeFires(previous, current, threshold)).toBe(fires);
  });
});

describe("edgeTrigger", () => {
  it("fires when the condition turns true, not while it stays true, and re-arms when it turns false", () => {
    const sequence = [true, true, false, true];
    let state = false;
    const fired: boolean[] = [];
    for (const value of sequence) {
      const { fires, next } = edgeTrigger(state, value);
      fired.push(fires);
      state = next;
    }
    // true → true → false → true fires twice: on the first true and after the re-arm.
    expect(fired).toEqual([true, false, false, true]);
  });

  it.each([
    [false, false, false, false],
    [false, true, true, true],
    [true, true, false, true],
    [true, false, false, false],
  ])("was %s, is %s → fires %s, remembers %s", (was, is, fires, next) => {
    expect(edgeTrigger(was, is)).toEqual({ fires, next });
  });
});

describe("notifies", () => {
  it("follows the kind's switch and the scope", () => {
    const portfolioOnly = { ...DEFAULT_ALERT_SETTINGS, scope: "portfolio" as const };
    const noTargets = { ...DEFAULT_ALERT_SETTINGS, kinds: { ...DEFAULT_ALERT_SETTINGS.kinds, target: false } };
    expect(notifies(DEFAULT_ALERT_SETTINGS, "five-star", false)).toBe(true);
    expect(notifies(portfolioOnly, "five-star", false)).toBe(false);
    expect(notifies(portfolioOnly, "five-star", true)).toBe(true);
    expect(notifies(noTargets, "target", true)).toBe(false);
    expect(notifies(noTargets, "buy-below", true)).toBe(true);
  });
});
