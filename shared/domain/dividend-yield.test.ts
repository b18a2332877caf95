import { describe, expect, it } from "vitest";
import { trailingDividendYield, type DividendPayment } from "./dividend-yield";

// The two BHP dividends in server/market-data/fixtures/yahoo-chart-bhp.json (events.dividends), price 41.2.
const MARCH = { date: new Date(1741215600 * 1000), amount: 0.797 }; // 2025-03-05T23:00:00Z
const SEPTEMBER = { date: new Date(1756944000 * 1000), amount: 0.918 }; // 2025-09-04T00:00:00Z
const BHP = [MARCH, SEPTEMBER];
const PRICE = 41.2;
const MARKET_TIME = new Date(1763615400 * 1000); // regularMarketTime: 2025-11-20T05:10:00Z
const DAY_MS = 86_400_000;

describe("trailingDividendYield", () => {
  it("counts both BHP dividends at the fixture's market time", () => {
    // Window: 2024-11-20T05:10Z .. 2025-11-20T05:10Z holds 5 March and 4 September 2025.
    // (0.797 + 0.918) / 41.2 × 100 = 1.715 / 41.2 × 100 = 4.16262135922...
    expect(trailingDividendYield(PRICE, BHP, MARKET_TIME)).toBeCloseTo(4.16262136, 8);
  });

  it("drops the March dividend once it is more than 365 days old", () => {
    // now = 2026-03-06T00:00Z: window starts 2025-03-06T00:00Z, one hour after the March ex-date.
    // 0.918 / 41.2 × 100 = 2.22815533...
    expect(trailingDividendYield(PRICE, BHP, new Date("2026-03-06T00:00:00Z"))).toBeCloseTo(2.22815534, 8);
  });

  it("still counts a dividend exactly 365 days old, but not 1 ms older", () => {
    const now = new Date(MARCH.date.getTime() + 365 * DAY_MS); // 2026-03-05T23:00:00Z
    // 0.797 / 41.2 × 100 = 1.93446602...
    expect(trailingDividendYield(PRICE, [MARCH], now)).toBeCloseTo(1.93446602, 8);
    expect(trailingDividendYield(PRICE, [MARCH], new Date(now.getTime() + 1))).toBe(0);
  });

  it("does not count a dividend dated after now", () => {
    // 1 ms before the September ex-date only March counts: 1.93446602... as above.
    expect(trailingDividendYield(PRICE, BHP, new Date(SEPTEMBER.date.getTime() - 1))).toBeCloseTo(1.93446602, 8);
  });

  it.each<[string, number, DividendPayment[], number | null]>([
    ["no dividends is a known 0 %", PRICE, [], 0],
    ["a zero price has no yield", 0, BHP, null],
    ["a negative price has no yield", -1, BHP, null],
    ["a NaN price has no yield", Number.NaN, BHP, null],
    // 2 / 40 × 100 = 5; the negative and NaN amounts are ignored.
    [
      "bad amounts are skipped",
      40,
      [
        { date: MARCH.date, amount: 2 },
        { date: MARCH.date, amount: -1 },
        { date: MARCH.date, amount: Number.NaN },
      ],
      5,
    ],
  ])("%s", (_name, price, dividends, expected) => {
    expect(trailingDividendYield(price, dividends, MARKET_TIME)).toBe(expected);
  });
});
