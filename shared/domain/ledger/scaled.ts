// Fixed-point decimals for the replay's hot path: a bigint counting 10^-24 (decision 025). Sums,
// differences and the products of ledger inputs (up to 6 decimals each, 12 in a product) are exact;
// only a division (a parcel's share of a cost base, a sale's share of its brokerage) rounds, half
// away from zero at the 24th decimal. With decimal.js the replay and the value history took about
// twice the CPU time (decision 025), and the server replays the whole ledger on every read and write.
import { dec } from "./decimal";

export const SCALE = 24;
const ONE = 10n ** BigInt(SCALE);
const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** 10^0 … 10^24. */
const POWERS = Array.from({ length: SCALE + 1 }, (_, places) => 10n ** BigInt(places));

/**
 * Plain text (an optional sign, digits, at most one point, at most 24 decimals) read in one pass
 * without a regular expression; null for anything else, which `toScaled` reads (or refuses) as before.
 * The replay reads every trade's units, price and brokerage on each read (decision 073); up to 15
 * digits (every ledger input) are added up as a double, exact below 2^53, so no text is cut and
 * joined for BigInt to read (decision 081).
 */
export function plainScaled(text: string): bigint | null {
  const length = text.length;
  const first = text.charCodeAt(0);
  const signed = first === 45 || first === 43; // "-", "+"
  const start = signed ? 1 : 0;
  let dot = -1;
  let small = 0;
  for (let index = start; index < length; index++) {
    const code = text.charCodeAt(index);
    if (code === 46 && dot < 0) dot = index;
    else if (code < 48 || code > 57) return null;
    else small = small * 10 + (code - 48);
  }
  const places = dot < 0 ? 0 : length - dot - 1;
  const count = length - start - (dot < 0 ? 0 : 1);
  if (count === 0 || places > SCALE) return null;
  const digits = count <= 15 ? BigInt(small) : BigInt(dot < 0 ? text.slice(start) : text.slice(start, dot) + text.slice(dot + 1));
  const value = digits * POWERS[SCALE - places];
  return first === 45 ? -value : value;
}

/** A ledger text `toScaled` reads as it is: no exponent, at most 24 decimals. */
export function fitsScaled(text: string): boolean {
  const dot = text.indexOf(".");
  return !text.includes("e") && !text.includes("E") && (dot < 0 || text.length - dot - 1 <= SCALE);
}

/** A decimal string as a count of 10^-24; throws on text that is not a number or needs more decimals. */
export function toScaled(text: string): bigint {
  const plain = plainScaled(text);
  if (plain !== null) return plain;
  const plainText = text.includes("e") || text.includes("E") ? dec(text).toFixed() : text;
  const match = NUMBER.exec(plainText);
  const [, sign = "", whole = "", fraction = ""] = match ?? [];
  if (!match || whole + fraction === "" || fraction.length > SCALE) throw new RangeError(`Not a ledger decimal: ${JSON.stringify(text)}`);
  const value = BigInt((whole || "0") + fraction.padEnd(SCALE, "0"));
  return sign === "-" ? -value : value;
}

/**
 * A decimal string as a count of 10^-24, more decimals (a corporate action's or a tax statement's
 * pro-rata share, worked out to 40 significant digits) rounded half away from zero at the 24th.
 */
export function toScaledRounded(text: string): bigint {
  return toScaled(fitsScaled(text) ? text : dec(text).toDecimalPlaces(SCALE).toFixed());
}

const ZEROS = "0".repeat(SCALE + 1);

/**
 * The plain decimal string: 1004987500000000000000000000n → "1004.9875", never "-0". Trailing zeros
 * found by a loop, not a regular expression: the replay prints four figures per sale's line (decision 081).
 */
export function fromScaled(value: bigint): string {
  const negative = value < 0n;
  let digits = (negative ? -value : value).toString();
  if (digits.length <= SCALE) digits = ZEROS.slice(digits.length) + digits;
  const point = digits.length - SCALE;
  let end = digits.length;
  while (end > point && digits.charCodeAt(end - 1) === 48) end--;
  const text = end === point ? digits.slice(0, point) : `${digits.slice(0, point)}.${digits.slice(point, end)}`;
  return negative ? `-${text}` : text;
}

/** a × b ÷ c, rounded half away from zero to a whole count (c ≠ 0). */
export function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  const numerator = a * b;
  const quotient = numerator / c;
  // The remainder by a product, not a second division (`%` divides again): about a third less time.
  const remainder = numerator - quotient * c;
  if (remainder === 0n) return quotient; // exact (a product of ledger inputs): no rounding to decide
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < (c < 0n ? -c : c)) return quotient;
  return numerator < 0n !== c < 0n ? quotient - 1n : quotient + 1n;
}

/** a × b for two scaled values (exact when the product has at most 24 decimals). */
export function times(a: bigint, b: bigint): bigint {
  return mulDiv(a, b, ONE);
}

/** A scaled value rounded half away from zero to `places` decimals. */
export function roundTo(value: bigint, places: number): bigint {
  const step = 10n ** BigInt(SCALE - places);
  return mulDiv(value, 1n, step) * step;
}

const CENT = 10n ** BigInt(SCALE - 2);

/**
 * A decimal string rounded half away from zero to cents, as a whole count of cents: what
 * `toCents` (decimal.ts) reads it as, without decimal.js. Null for text `toScaled` does not take
 * as it is (an exponent, more than 24 decimals): the caller rounds that with decimal.js.
 */
export function centsOf(text: string): bigint | null {
  if (!fitsScaled(text)) return null;
  return mulDiv(toScaled(text), 1n, CENT);
}

/** A count of cents as `toCents` prints it: 3131n → "31.31", -5n → "-0.05", 0n → "0.00". */
export function centsText(cents: bigint): string {
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, "0");
  return `${cents < 0n ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
