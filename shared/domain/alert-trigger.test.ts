import { describe, expect, it } from "vitest";
import { alertFacts, DEFAULT_ALERT_SETTINGS, type ConditionKey, type LevelCondition, type StockAlertInput } from "./alerts";
import { evaluateStock, rearmTargets, UNSEEN_STATE, type EdgeState, type StateWrite } from "./alert-trigger";

const MARKET_TIME = "2026-03-02T05:10:00Z";
// Morningstar 40 at Medium uncertainty: 5-star price 40 × (1 − 0.30) = 28.
const base: StockAlertInput = {
  lastPrice: 50,
  lastPriceUpdatedAt: MARKET_TIME,
  isPortfolio: true,
  fairValues: { morningstar: 40 },
  msUncertainty: "Medium",
  iiBuyBelow: null,
  iiSellAbove: null,
  alertBelow: null,
  alertAbove: null,
};

/** Runs evaluations one after the other, keeping the states as the database would. */
function runner(settings = DEFAULT_ALERT_SETTINGS) {
  const states = new Map<ConditionKey, EdgeState>();
  return (stock: Partial<StockAlertInput>) => {
    const input = { ...base, ...stock };
    const result = evaluateStock(alertFacts(input), states, settings, input.isPortfolio);
    for (const write of result.writes) states.set(write.condition, write.state);
    return result;
  };
}

const kinds = (fired: { kind: string }[]) => fired.map((f) => f.kind);

describe("evaluateStock", () => {
  it("price 50 → 27 → 27 → 30 → 27: five-star fires twice, rating-change once", () => {
    const evaluate = runner();
    // 50: above 28, and (50 − 40) / 50 = +20 % → Sell. The first rating is remembered, not announced.
    expect(kinds(evaluate({ lastPrice: 50 }).fired)).toEqual([]);
    // 27 ≤ 28: five-star fires; (27 − 40) / 27 = −48.1 % → Strong Buy: Sell → Strong Buy.
    const first = evaluate({ lastPrice: 27 }).fired;
    expect(kinds(first)).toEqual(["five-star", "rating-change"]);
    expect(first[0]).toMatchObject({ condition: "five-star", episode: 1, price: 27, threshold: 28 });
    expect(first[0].message).toBe("Price $27.00 fell to the Morningstar 5-star price $28.00");
    expect(first[1]).toMatchObject({ threshold: 40, message: "Consensus rating changed from Sell to Strong Buy" });
    // 27 again: still true, nothing fires and nothing needs writing.
    expect(evaluate({ lastPrice: 27 })).toEqual({ writes: [], fired: [] });
    // 30 > 28: re-arms; (30 − 40) / 30 = −33.3 % is still Strong Buy.
    const rearm = evaluate({ lastPrice: 30 });
    expect(rearm.fired).toEqual([]);
    expect(rearm.writes.map((w) => [w.condition, w.state.active])).toEqual([["five-star", false]]);
    // 27: fires again, as the second firing of the condition.
    const second = evaluate({ lastPrice: 27 }).fired;
    expect(kinds(second)).toEqual(["five-star"]);
    expect(second[0].episode).toBe(2);
  });

  it("fires buy-below, sell-above and both targets at their levels", () => {
    const evaluate = runner();
    evaluate({ lastPrice: 15, fairValues: {}, iiBuyBelow: 10, iiSellAbove: 20, alertBelow: 12, alertAbove: 18 });
    expect(
      kinds(evaluate({ lastPrice: 11.5, fairValues: {}, iiBuyBelow: 10, iiSellAbove: 20, alertBelow: 12, alertAbove: 18 }).fired),
    ).toEqual(["target"]);
    const low = evaluate({ lastPrice: 10, fairValues: {}, iiBuyBelow: 10, iiSellAbove: 20, alertBelow: 12, alertAbove: 18 });
    expect(low.fired.map((f) => [f.kind, f.message])).toEqual([
      ["buy-below", "Price $10.00 fell to the Intelligent Investor Buy Below $10.00"],
    ]);
    const high = evaluate({ lastPrice: 21, fairValues: {}, iiBuyBelow: 10, iiSellAbove: 20, alertBelow: 12, alertAbove: 18 });
    expect(high.fired.map((f) => [f.condition, f.message])).toEqual([
      ["sell-above", "Price $21.00 rose to the Intelligent Investor Sell Above $20.00"],
      ["target-above", "Price $21.00 rose to your target $18.00"],
    ]);
  });

  it("fires fv-change against the previous value at the user's threshold, and keeps the new value either way", () => {
    // At $100 every value below stays a Sell, so only the fair value moves.
    const run = runner({ ...DEFAULT_ALERT_SETTINGS, fvChangePercent: 10 });
    const evaluate = (stock: Partial<StockAlertInput>) => run({ lastPrice: 100, ...stock });
    expect(evaluate({ fairValues: { morningstar: 40 } }).fired).toEqual([]);
    // +5 % is under 10 %: no alert, but 42 is now the previous value…
    expect(evaluate({ fairValues: { morningstar: 42 } }).fired).toEqual([]);
    // …so 46.2 is (46.2 − 42) / 42 = +10.0 % and fires.
    const fired = evaluate({ fairValues: { morningstar: 46.2 } }).fired;
    expect(fired).toEqual([
      {
        kind: "fv-change",
        condition: "fv:morningstar",
        episode: 1,
        price: 100,
        threshold: 46.2,
        message: "Morningstar fair value changed from $42.00 to $46.20 (+10.0%)",
      },
    ]);
    // A deleted value is no change; the next value compares with the last known one: (36 − 46.2) / 46.2 = −22.1 %.
    expect(evaluate({ fairValues: {} }).fired).toEqual([]);
    expect(evaluate({ fairValues: { morningstar: 36 } }).fired.map((f) => f.message)).toEqual([
      "Morningstar fair value changed from $46.20 to $36.00 (-22.1%)",
    ]);
  });

  it("keeps states but stores no alert for a switched-off kind or a stock out of scope", () => {
    const evaluate = runner({
      ...DEFAULT_ALERT_SETTINGS,
      scope: "portfolio",
      kinds: { ...DEFAULT_ALERT_SETTINGS.kinds, "rating-change": false },
    });
    evaluate({ lastPrice: 50 });
    const result = evaluate({ lastPrice: 27 });
    // Rating switched off: the state moves on (and counts the firing), the alert is not stored.
    expect(kinds(result.fired)).toEqual(["five-star"]);
    expect(result.writes.find((w) => w.condition === "rating")?.state).toEqual({ ...UNSEEN_STATE, label: "Strong Buy", episode: 1 });
    // Other tracked stocks are out of a portfolio scope: the edge is still remembered.
    const other = runner({ ...DEFAULT_ALERT_SETTINGS, scope: "portfolio" });
    other({ lastPrice: 50, isPortfolio: false });
    const outOfScope = other({ lastPrice: 27, isPortfolio: false });
    expect(outOfScope.fired).toEqual([]);
    expect(outOfScope.writes.find((w) => w.condition === "five-star")?.state.active).toBe(true);
  });

  it("writes nothing for a stock with nothing to watch", () => {
    expect(evaluateStock(alertFacts({ ...base, fairValues: {}, msUncertainty: null }), new Map(), DEFAULT_ALERT_SETTINGS, true)).toEqual({
      writes: [],
      fired: [],
    });
  });
});

describe("evaluateStock after an undo puts a price back (issue 33)", () => {
  /** Like runner(), with a price put back by an undo (its active levels before the batch) as a second argument. */
  function undoRunner() {
    const states = new Map<ConditionKey, EdgeState>();
    return (stock: Partial<StockAlertInput>, restored?: readonly LevelCondition[]) => {
      const input = { ...base, fairValues: {}, ...stock };
      const restore = restored && { activeLevels: new Set(restored) };
      const result = evaluateStock(alertFacts(input), states, DEFAULT_ALERT_SETTINGS, input.isPortfolio, restore);
      for (const write of result.writes) states.set(write.condition, write.state);
      return result;
    };
  }
  const targetStates = (result: ReturnType<ReturnType<typeof undoRunner>>) =>
    result.writes.filter((w) => w.condition.startsWith("target")).map((w) => [w.condition, w.state.active]);

  it("keeps a level the batch's price crossed: the refresh that finds the price there again fires nothing", () => {
    const evaluate = undoRunner();
    evaluate({ lastPrice: 45, alertBelow: 40 });
    // The paste's 39 fires the target; the undo puts 45 back, before which nothing was crossed.
    expect(kinds(evaluate({ lastPrice: 39, alertBelow: 40 }).fired)).toEqual(["target"]);
    expect(evaluate({ lastPrice: 45, alertBelow: 40 }, [])).toEqual({ writes: [], fired: [] });
    // The market then says 39.20: told already. 41 re-arms it, and 38.50 is a new crossing.
    expect(evaluate({ lastPrice: 39.2, alertBelow: 40 }).fired).toEqual([]);
    expect(targetStates(evaluate({ lastPrice: 41, alertBelow: 40 }))).toEqual([["target-below", false]]);
    expect(evaluate({ lastPrice: 38.5, alertBelow: 40 }).fired.map((f) => [f.message, f.episode])).toEqual([
      ["Price $38.50 fell to your target $40.00", 2],
    ]);
  });

  it("marks crossed again, without an alert, a level that was crossed before the batch re-armed it", () => {
    const evaluate = undoRunner();
    evaluate({ lastPrice: 43, alertAbove: 44 });
    expect(kinds(evaluate({ lastPrice: 44.5, alertAbove: 44 }).fired)).toEqual(["target"]);
    expect(targetStates(evaluate({ lastPrice: 39, alertAbove: 44 }))).toEqual([["target-above", false]]);
    const undo = evaluate({ lastPrice: 44.5, alertAbove: 44 }, ["target-above"]);
    expect(undo.fired).toEqual([]);
    expect(undo.writes).toEqual([{ condition: "target-above", state: { ...UNSEEN_STATE, active: true, value: 44, episode: 1 } }]);
    expect(evaluate({ lastPrice: 44.6, alertAbove: 44 })).toEqual({ writes: [], fired: [] });
  });

  it("fires a level the restored price crosses that was not crossed before the batch", () => {
    const evaluate = undoRunner();
    // Intelligent Investor's Sell Above of 44 arrived while the batch's 39 was the price.
    evaluate({ lastPrice: 45 });
    evaluate({ lastPrice: 39, iiSellAbove: 44 });
    const undo = evaluate({ lastPrice: 45, iiSellAbove: 44 }, []);
    expect(undo.fired.map((f) => f.message)).toEqual(["Price $45.00 rose to the Intelligent Investor Sell Above $44.00"]);
  });

  it("leaves the rating as the user was last told it, for the next price to be compared with", () => {
    const evaluate = undoRunner();
    // Morningstar 50: at 45 (45 − 50) / 45 = −11.1 % Buy; at 39 −28.2 % Strong Buy.
    evaluate({ lastPrice: 45, fairValues: { morningstar: 50 } });
    expect(kinds(evaluate({ lastPrice: 39, fairValues: { morningstar: 50 } }).fired)).toEqual(["rating-change"]);
    expect(evaluate({ lastPrice: 45, fairValues: { morningstar: 50 } }, [])).toEqual({ writes: [], fired: [] });
    // The market agrees with the paste: still Strong Buy, nothing new. Back at 45 it is Buy again.
    expect(evaluate({ lastPrice: 39.2, fairValues: { morningstar: 50 } }).fired).toEqual([]);
    expect(evaluate({ lastPrice: 45, fairValues: { morningstar: 50 } }).fired.map((f) => f.message)).toEqual([
      "Consensus rating changed from Strong Buy to Buy",
    ]);
  });
});

describe("rearmTargets", () => {
  it("takes the current truth of the target conditions without firing", () => {
    const facts = alertFacts({ ...base, lastPrice: 27, alertBelow: 30, alertAbove: 60 });
    const writes: StateWrite[] = rearmTargets(facts, new Map());
    expect(writes).toEqual([{ condition: "target-below", state: { ...UNSEEN_STATE, active: true } }]);
    // The next evaluation at the same price then has nothing to fire for the target.
    const states = new Map(writes.map((w) => [w.condition, w.state]));
    expect(evaluateStock(facts, states, DEFAULT_ALERT_SETTINGS, true).fired.map((f) => f.kind)).not.toContain("target");
  });

  it("re-arms a cleared target", () => {
    const states = new Map<ConditionKey, EdgeState>([["target-below", { ...UNSEEN_STATE, active: true, episode: 3 }]]);
    expect(rearmTargets(alertFacts({ ...base, alertBelow: null }), states)).toEqual([
      { condition: "target-below", state: { ...UNSEEN_STATE, active: false, episode: 3 } },
    ]);
  });
});
