// Money in the returns' hot path: the ledger's fixed-point bigints (a count of 10^-24, scaled.ts),
// exact for sums and products, converted to a binary float only where a rate is solved or divided.
// A bench trader's period holds 18,000 flows; as decimal.js values their arithmetic took several
// times the request's budget (decision 049).
import { SCALE, fromScaled, toScaledRounded } from "../ledger/scaled";

export type Money = bigint;

const ONE = 10 ** SCALE;

/** A decimal string as Money; more than 24 decimals (a value of many-decimal units × closes) rounds at the 24th. */
export const money = (text: string): Money => toScaledRounded(text);

/** Money as its exact decimal string. */
export const moneyText = (value: Money): string => fromScaled(value);

/** Money as a float, for a rate's solver. */
export const moneyNumber = (value: Money): number => Number(value) / ONE;

/** a ÷ b as a float; null when b is not above 0. */
export function ratio(a: Money, b: Money): number | null {
  return b > 0n ? Number(a) / Number(b) : null;
}
