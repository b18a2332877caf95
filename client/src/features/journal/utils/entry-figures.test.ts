import { describe, expect, it } from "vitest";
import { closedFigures, formatPnl, formatPosition, formatR, formatReturn, outcomeBadge, toneOf } from "./entry-figures";

describe("closedFigures", () => {
  it("works out a closed long and a closed short; nothing while open", () => {
    // Long 100 @ 40 → 50, stop 38: pnl 1,000, return 25%, R 5.
    expect(closedFigures({ side: "long", entryPrice: 40, exitPrice: 50, shares: 100, stopPrice: 38, closedAt: "2024-03-01" })).toEqual({
      pnl: 1000,
      returnPct: 25,
      rMultiple: 5,
      outcome: "positive",
    });
    // Short 10 @ 300 → 330, stop 315: pnl −300, return −10%, R −2.
    expect(closedFigures({ side: "short", entryPrice: 300, exitPrice: 330, shares: 10, stopPrice: 315, closedAt: "2024-05-01" })).toEqual({
      pnl: -300,
      returnPct: -10,
      rMultiple: -2,
      outcome: "negative",
    });
    expect(closedFigures({ side: "long", entryPrice: 40, exitPrice: null, shares: 100, stopPrice: 38, closedAt: null })).toBeNull();
  });
});

describe("outcomeBadge", () => {
  it("shows Profit for 'positive', Loss for anything else, Open while open", () => {
    expect(outcomeBadge("positive")).toEqual({ label: "Profit", variant: "success" });
    expect(outcomeBadge("negative")).toEqual({ label: "Loss", variant: "destructive" });
    expect(outcomeBadge(null)).toEqual({ label: "Open", variant: "outline" });
  });
});

describe("formats", () => {
  it.each([
    [formatPnl(1000), "+$1,000.00"],
    [formatPnl(-400), "-$400.00"],
    [formatPnl(0.001), "$0.00"],
    [formatPnl(null), "-"],
    [formatReturn(25), "+25.0%"],
    [formatReturn(-10), "-10.0%"],
    [formatReturn(null), "-"],
    [formatR(5), "5.00R"],
    [formatR(-2), "-2.00R"],
    [formatR(-0.001), "0.00R"],
    [formatR(null), "-"],
    [formatPosition(1000), "1,000 shares"],
    [formatPosition(1), "1 share"],
    [formatPosition(null), "-"],
  ])("%s → %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("tones a figure by its sign", () => {
    expect([toneOf(1), toneOf(-1), toneOf(0), toneOf(null)]).toEqual(["up", "down", "flat", "flat"]);
  });
});
