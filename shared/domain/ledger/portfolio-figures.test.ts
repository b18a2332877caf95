import { describe, expect, it } from "vitest";
import type { DividendRecord } from "./dividends";
import { portfolioFigures } from "./portfolio-figures";

const dividend = (id: string, units: string, amountPerShare: string): DividendRecord => ({
  id,
  stockId: "s1",
  exDate: "2020-03-01",
  payDate: "2020-03-20",
  amountPerShare,
  units,
  frankingPercent: "100",
  companyTaxRate: "0.30",
  drpUnits: null,
  drpPrice: null,
  status: "confirmed",
});

/** A closed position's income: the stock has no parcels or lines, only dividends. */
const incomeOf = (dividends: DividendRecord[]) =>
  portfolioFigures({ parcels: [], disposals: [] }, new Map(), dividends, "2026-12-02").closed[0]?.income;

describe("a stock's income (decision 081)", () => {
  it("is the exact sum of units × amount per share, to the cent", () => {
    // 1000 × 0.123456 + 333.333333 × 0.015 + 7 × 0.005 = 123.456 + 4.999999995 + 0.035 = 128.490999995
    const dividends = [dividend("a", "1000", "0.123456"), dividend("b", "333.333333", "0.015"), dividend("c", "7", "0.005")];
    expect(incomeOf(dividends)).toBe("128.49");
  });

  it("sums past 10^16 and texts with an exponent as decimal.js does", () => {
    const big = [dividend("a", "90000000000000000", "0.5"), dividend("b", "1", "0.005")];
    // 45,000,000,000,000,000.005: half a cent, rounded up.
    expect(incomeOf(big)).toBe("45000000000000000.01");
    expect(incomeOf([dividend("a", "1e3", "0.125"), dividend("b", "2", "0.0025")])).toBe("125.01");
  });
});
