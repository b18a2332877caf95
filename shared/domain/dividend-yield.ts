// Trailing dividend yield: what the last year's dividends return at today's price. "Now" is a
// parameter: the server passes the quote's own market time, so a price and the dividends it is
// compared with always describe the same moment (and tests do not depend on the clock).

import { DIVIDEND_LOOKBACK_DAYS } from "../constants";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DividendPayment {
  /** The ex-dividend date. */
  date: Date;
  /** Cash per share, in the price's currency. */
  amount: number;
}

/**
 * Sum of the dividends dated in the 365 days up to and including `now`, divided by `price`, times
 * 100. A dividend exactly 365 days old still counts; one dated after `now` (announced, not yet
 * paid) does not. No dividends in the window gives 0 (a known "pays nothing"), while a price that is
 * not a positive number gives null: no yield can be stated against it.
 */
export function trailingDividendYield(price: number, dividends: readonly DividendPayment[], now: Date): number | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  const end = now.getTime();
  const start = end - DIVIDEND_LOOKBACK_DAYS * DAY_MS;
  let sum = 0;
  for (const { date, amount } of dividends) {
    const time = date.getTime();
    // A negative or unreadable amount is provider noise, never a reason to lower the yield.
    if (time >= start && time <= end && Number.isFinite(amount) && amount > 0) sum += amount;
  }
  return (sum / price) * 100;
}
