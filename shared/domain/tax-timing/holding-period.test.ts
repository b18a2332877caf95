import { describe, expect, it } from "vitest";
import { toCents, type DividendRecord } from "../ledger";
import { daysBetween } from "../price-history";
import { estimatedFrankingCredits, frankedDividendsFor, heldAtRiskFrom, holdingPeriodNote } from "./holding-period";

let made = 0;
function dividend(payDate: string, cash: string, frankingPercent: string | null): DividendRecord {
  made += 1;
  return {
    id: `d${made}`,
    stockId: "CBA",
    exDate: payDate,
    payDate,
    amountPerShare: cash,
    units: "1",
    frankingPercent,
    companyTaxRate: "0.30",
    drpUnits: null,
    drpPrice: null,
    status: frankingPercent === null ? "estimated" : "confirmed",
  };
}

describe("the 45 days", () => {
  it("the ATO's example: bought 5 Jul, ex-date 8 Jul → held 45 days on a sale from 20 Aug (6 Jul–19 Aug is 45 days)", () => {
    expect(heldAtRiskFrom("2025-07-05")).toBe("2025-08-20");
    // Not counting the day bought nor the day sold: the days strictly between.
    expect(daysBetween("2025-07-05", "2025-08-20") - 1).toBe(45);
    expect(holdingPeriodNote("2025-07-05", ["2025-07-08"], "2025-07-10")).toEqual({
      exDate: "2025-07-08",
      heldFortyFiveDaysOn: "2025-08-20",
    });
  });

  it.each([
    ["an ex-date on the day bought (the purchase does not get the dividend)", ["2025-07-05"], null],
    ["an ex-date 45 days after the purchase", ["2025-08-19"], "2025-08-19"],
    ["an ex-date 46 days after (45 days are held by then)", ["2025-08-20"], null],
    ["an ex-date before the purchase", ["2025-06-30"], null],
    ["the first of two ex-dates in the window, in any order", ["2025-08-01", "2025-07-20"], "2025-07-20"],
  ])("%s", (_name, exDates, expected) => {
    expect(holdingPeriodNote("2025-07-05", exDates, "2025-07-06")?.exDate ?? null).toBe(expected);
  });

  it("is not noted once the 45 days are over at asOf", () => {
    expect(holdingPeriodNote("2025-07-05", ["2025-07-08"], "2025-08-19")).not.toBeNull();
    expect(holdingPeriodNote("2025-07-05", ["2025-07-08"], "2025-08-20")).toBeNull();
  });
});

describe("the year's franking credits", () => {
  it("$5,000 of credits are $11,666.67 of fully franked dividends at 30 % (5,000 × 70 ÷ 30)", () => {
    expect(toCents(frankedDividendsFor("5000", "0.30"))).toBe("11666.67");
    expect(toCents(frankedDividendsFor("5000", "0.25"))).toBe("15000.00");
  });

  it("adds the year's credits by income date, counts an unknown franking % as fully franked, and is over the threshold only above $5,000", () => {
    // 7,000 fully franked → 3,000; 4,666.67 of unknown franking counted fully franked → 2,000.00…; FY 2026's dividend is not counted.
    const dividends = [
      dividend("2024-09-30", "7000", "100"),
      dividend("2025-03-31", "4666.67", null),
      dividend("2025-07-01", "70000", "100"),
    ];
    const estimate = estimatedFrankingCredits(dividends, 2025);
    expect(toCents(estimate.credits)).toBe("5000.00");
    expect(estimate.unknownFranking).toBe(1);
    // 4,666.67 × 30 ÷ 70 = 2,000.0014…: just above $5,000.
    expect(estimate.overThreshold).toBe(true);
    expect(estimatedFrankingCredits([dividend("2024-09-30", "11666.66", "100")], 2025).overThreshold).toBe(false);
    expect(estimatedFrankingCredits([], 2025)).toEqual({ credits: "0", unknownFranking: 0, overThreshold: false });
  });
});
