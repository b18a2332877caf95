import { describe, expect, it } from "vitest";
import {
  JOURNAL_RULE_MESSAGES,
  journalRuleProblem,
  sideSign,
  storedOutcomeR,
  tradeOutcome,
  tradePnl,
  tradeResult,
  tradeReturnPct,
  tradeRMultiple,
} from "./journal";

describe("sideSign", () => {
  it("is +1 long and −1 short", () => {
    expect(sideSign("long")).toBe(1);
    expect(sideSign("short")).toBe(-1);
  });
});

describe("tradeResult", () => {
  it.each([
    // Long 100 @ 40 → 50, stop 38: pnl (50 − 40) × 100 × 1 = 1000; return 10 / 40 × 100 = 25%;
    // R = 10 / |40 − 38| = 5.
    [
      "long winner",
      { side: "long", entryPrice: 40, exitPrice: 50, shares: 100, stopPrice: 38 },
      { pnl: 1000, returnPct: 25, rMultiple: 5, outcome: "positive" },
    ],
    // Long 200 @ 20 → 18, stop 19: pnl (−2) × 200 = −400; return −2 / 20 × 100 = −10%; R = −2 / 1 = −2.
    [
      "long loser",
      { side: "long", entryPrice: 20, exitPrice: 18, shares: 200, stopPrice: 19 },
      { pnl: -400, returnPct: -10, rMultiple: -2, outcome: "negative" },
    ],
    // Short 50 @ 45 → 40, stop 47.5: pnl (40 − 45) × 50 × −1 = 250; return −5 / 45 × 100 × −1 = 11.111111111%;
    // R = −5 × −1 / |45 − 47.5| = 5 / 2.5 = 2.
    [
      "short winner",
      { side: "short", entryPrice: 45, exitPrice: 40, shares: 50, stopPrice: 47.5 },
      { pnl: 250, returnPct: 11.111111111, rMultiple: 2, outcome: "positive" },
    ],
    // Short 10 @ 300 → 330, stop 315: pnl 30 × 10 × −1 = −300; return 30 / 300 × 100 × −1 = −10%;
    // R = 30 × −1 / 15 = −2.
    [
      "short loser",
      { side: "short", entryPrice: 300, exitPrice: 330, shares: 10, stopPrice: 315 },
      { pnl: -300, returnPct: -10, rMultiple: -2, outcome: "negative" },
    ],
    // Break-even: pnl 0, return 0, R 0 / 1 = 0, and not 'positive' (shows as Loss).
    [
      "break-even",
      { side: "long", entryPrice: 10, exitPrice: 10, shares: 5, stopPrice: 9 },
      { pnl: 0, returnPct: 0, rMultiple: 0, outcome: "negative" },
    ],
    // No shares, no stop: return (11 − 10) / 10 × 100 = 10%; pnl and R unknown.
    [
      "no size, no stop",
      { side: "long", entryPrice: 10, exitPrice: 11, shares: null, stopPrice: null },
      { pnl: null, returnPct: 10, rMultiple: null, outcome: "positive" },
    ],
    // Stop at the entry defines no risk: R is null rather than infinite.
    [
      "stop at entry",
      { side: "short", entryPrice: 10, exitPrice: 9, shares: 1, stopPrice: 10 },
      { pnl: 1, returnPct: 10, rMultiple: null, outcome: "positive" },
    ],
    // Float noise: (50.1 − 40) × 100 is 1009.9999999999999 in doubles → 1010; R 10.1 / 0.3 = 33.666666667.
    [
      "decimal prices",
      { side: "long", entryPrice: 40, exitPrice: 50.1, shares: 100, stopPrice: 39.7 },
      { pnl: 1010, returnPct: 25.25, rMultiple: 33.666666667, outcome: "positive" },
    ],
  ] as const)("%s", (_name, trade, expected) => {
    expect(tradeResult(trade)).toEqual(expected);
  });

  it("each figure is also available on its own", () => {
    const trade = { side: "short", entryPrice: 45, exitPrice: 40, shares: 50, stopPrice: 47.5 } as const;
    expect(tradePnl(trade)).toBe(250);
    expect(tradeReturnPct(trade)).toBe(11.111111111);
    expect(tradeRMultiple(trade)).toBe(2);
    expect(tradeOutcome(trade)).toBe("positive");
  });

  it("a stop on the 'wrong' side still measures risk as the distance to it", () => {
    // Long @ 10, stop 12 (a trailing stop moved above entry), exit 11: R = 1 / |10 − 12| = 0.5.
    expect(tradeRMultiple({ side: "long", entryPrice: 10, exitPrice: 11, stopPrice: 12 })).toBe(0.5);
  });

  it("has no return without an entry price above zero", () => {
    expect(tradeReturnPct({ side: "long", entryPrice: 0, exitPrice: 1 })).toBeNull();
  });
});

describe("journalRuleProblem", () => {
  it.each([
    [{ openedAt: "2024-01-05", closedAt: null, exitPrice: null }, null],
    [{ openedAt: "2024-01-05", closedAt: "2024-01-05", exitPrice: 12 }, null],
    [{ openedAt: "2024-01-05", closedAt: "2024-03-01", exitPrice: 12 }, null],
    [{ openedAt: "2024-01-05", closedAt: "2024-03-01", exitPrice: null }, JOURNAL_RULE_MESSAGES.closeNeedsBoth],
    [{ openedAt: "2024-01-05", closedAt: null, exitPrice: 12 }, JOURNAL_RULE_MESSAGES.closeNeedsBoth],
    [{ openedAt: "2024-01-05", closedAt: "2024-01-04", exitPrice: 12 }, JOURNAL_RULE_MESSAGES.closeBeforeOpen],
  ])("%j → %s", (entry, expected) => {
    expect(journalRuleProblem(entry)).toBe(expected);
  });

  it("names the rule in the words the API answers with", () => {
    expect(JOURNAL_RULE_MESSAGES.closeNeedsBoth).toBe("A closed entry needs both a close date and an exit price");
  });
});

describe("storedOutcomeR", () => {
  it("is null while open and the R multiple once closed", () => {
    const open = { side: "long", entryPrice: 40, exitPrice: null, stopPrice: 38, closedAt: null } as const;
    expect(storedOutcomeR(open)).toBeNull();
    // (50 − 40) / |40 − 38| = 5.
    expect(storedOutcomeR({ ...open, exitPrice: 50, closedAt: "2024-03-01" })).toBe(5);
    expect(storedOutcomeR({ ...open, exitPrice: 50, closedAt: "2024-03-01", stopPrice: null })).toBeNull();
  });
});
