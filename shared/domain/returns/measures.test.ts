import { describe, expect, it } from "vitest";
import { chainedReturn, dollarGain, modifiedDietz, simpleReturn, type ChainDay } from "./measures";
import { money, moneyNumber, moneyText } from "./money";

const day = (date: string, value: number, inflow = 0, outflow = 0): ChainDay => ({ date, value, inflow, outflow });

describe("chainedReturn (time-weighted, day by day)", () => {
  // 1,000 in on day 1; 500 more in on day 3; 200 out on day 5; day 4 has no flow.
  const everyDay = [
    day("2025-01-05", 0),
    day("2025-01-06", 1000, 1000),
    day("2025-01-07", 1050),
    day("2025-01-08", 1480, 500),
    day("2025-01-09", 1500),
    day("2025-01-10", 1450, 0, 200),
  ];

  it("multiplies each day's (value + out) ÷ (previous value + in)", () => {
    // 1000/1000 × 1050/1000 × 1480/1550 × 1500/1480 × (1450 + 200)/1500
    const expected = 1 * 1.05 * (1480 / 1550) * (1500 / 1480) * (1650 / 1500) - 1;
    expect(chainedReturn(everyDay).cumulative).toBeCloseTo(expected, 12);
  });

  it("equals linking the sub-periods between flows: the days without flows telescope", () => {
    // Valued only at the flows' days (and the day before each): day 4 left out, day 5's base is day 3's value.
    const linked = [everyDay[0], everyDay[1], everyDay[2], everyDay[3], everyDay[5]];
    expect(chainedReturn(linked).cumulative).toBeCloseTo(chainedReturn(everyDay).cumulative, 12);
  });

  it("starts from nothing held without dividing by 0: the days before any money is in add nothing", () => {
    const result = chainedReturn([day("2025-01-01", 0), day("2025-01-02", 0), day("2025-01-03", 990, 1000), day("2025-01-06", 1089)]);
    expect(result.cumulative).toBeCloseTo(0.99 * 1.1 - 1, 12);
    expect(result.series.map((point) => point.date)).toEqual(["2025-01-01", "2025-01-02", "2025-01-03", "2025-01-06"]);
    expect(result.series[1].cumulative).toBe(0);
  });

  it("names a day that moved more than 50 % (a bad close)", () => {
    expect(chainedReturn([day("2025-01-01", 1000), day("2025-01-02", 1600), day("2025-01-03", 1000)]).wildDays).toEqual(["2025-01-02"]);
  });
});

describe("modifiedDietz", () => {
  const flows = [
    { day: 0, amount: money("1000") },
    { day: 183, amount: money("1100") },
    { day: 245, amount: money("-100") },
  ];

  it("weighs each flow by the share of the period still to run: 1,000 + 1,100 × 181/364 − 100 × 119/364", () => {
    const result = modifiedDietz(money("0"), money("2400"), flows, 364);
    expect(moneyText(result.gain)).toBe("400");
    expect(moneyNumber(result.averageCapital)).toBeCloseTo(1514.285714, 6);
    expect(result.rate!).toBeCloseTo(400 / 1514.285714, 6);
  });

  it("weighs every flow 1 in a period of no days", () => {
    const result = modifiedDietz(money("500"), money("1560"), [{ day: 0, amount: money("1000") }], 0);
    expect(moneyText(result.averageCapital)).toBe("1500");
    expect(result.rate!).toBeCloseTo(60 / 1500, 12);
  });

  it("has no rate when the average capital is 0 or less (a same-day buy and sale at a profit)", () => {
    const result = modifiedDietz(
      money("0"),
      money("0"),
      [
        { day: 5, amount: money("1000") },
        { day: 5, amount: money("-1010") },
      ],
      364,
    );
    expect(moneyText(result.gain)).toBe("10");
    expect(result.rate).toBeNull();
  });
});

describe("simpleReturn and dollarGain", () => {
  it("ROI: (end value + money out − money in) ÷ (start value + money in)", () => {
    const flows = [
      { day: 0, amount: money("1000") },
      { day: 183, amount: money("1100") },
      { day: 245, amount: money("-100") },
    ];
    expect(moneyText(dollarGain(money("0"), money("2400"), flows))).toBe("400");
    expect(simpleReturn(money("0"), money("2400"), flows)!).toBeCloseTo(400 / 2100, 12);
    expect(simpleReturn(money("1000"), money("1100"), [])!).toBeCloseTo(0.1, 12);
  });

  it("has no ROI without capital", () => {
    expect(simpleReturn(money("0"), money("0"), [])).toBeNull();
  });
});
