import { describe, expect, it } from "vitest";
import {
  dividendUnits,
  positionAtEndOf,
  replayLedger,
  replayPositionSteps,
  unitsHeldAtEndOf,
  type LedgerTrade,
  type PositionStep,
} from "./index";
import { buy, drp, ratio, sell } from "./test-trades";

const trades = [
  buy("2025-02-03", "100", "10"),
  sell("2025-02-10", "30", "11"),
  ratio("SPLIT", "2025-02-17", 1, 2),
  buy("2025-03-04", "10", "6", "0", { stockId: "BHP" }),
];
const reinvested = [drp("dividend-1", "2025-02-12", "4", "40")];

describe("unitsHeldAtEndOf", () => {
  it.each([
    ["2025-02-02", "0"],
    ["2025-02-03", "100"],
    ["2025-02-09", "100"],
    // 100 − 30
    ["2025-02-10", "70"],
    // + 4 reinvested
    ["2025-02-12", "74"],
    // × 2
    ["2025-02-17", "148"],
    ["2026-01-01", "148"],
  ])("at the end of %s: %s", (date, units) => {
    expect(unitsHeldAtEndOf(trades, reinvested, "CSL", date)).toBe(units);
  });

  it("counts only the stock asked for", () => {
    expect(unitsHeldAtEndOf(trades, reinvested, "BHP", "2025-03-04")).toBe("10");
  });
});

describe("units for a dividend: held at the end of the day before the ex-date", () => {
  const exDate = "2025-03-05";
  const unitsFor = (ledger: LedgerTrade[]) =>
    dividendUnits(replayLedger({ trades: ledger }).positions, { stockId: "CSL", exDate, units: null });
  it.each([
    ["a buy the day before counts", "2025-03-04", "50"],
    ["a buy on the ex-date does not", "2025-03-05", "0"],
  ])("%s", (_name, tradeDate, units) => {
    expect(unitsFor([buy(tradeDate, "50", "10")])).toBe(units);
  });

  it("a sale on the ex-date still receives the dividend", () => {
    expect(unitsFor([buy("2025-03-03", "50", "10"), sell(exDate, "50", "11")])).toBe("50");
  });
});

describe("positionAtEndOf", () => {
  const steps: readonly PositionStep[] | undefined = replayPositionSteps({ trades, drp: reinvested }).get("CSL");

  it.each([
    ["before anything", "2025-01-01", { units: "0", costBase: "0" }],
    // 1,000 − 300 sold
    ["on a step's own date", "2025-02-10", { units: "70", costBase: "700" }],
    ["between steps", "2025-02-11", { units: "70", costBase: "700" }],
    ["after the last step", "2030-01-01", { units: "148", costBase: "740" }],
  ])("%s", (_name, date, position) => {
    expect(positionAtEndOf(steps, date)).toEqual(position);
  });

  it("a stock with no steps holds nothing", () => {
    expect(positionAtEndOf(undefined, "2025-01-01")).toEqual({ units: "0", costBase: "0" });
  });
});
