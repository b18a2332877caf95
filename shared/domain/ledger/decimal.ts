// Exact decimals for the holdings ledger (docs/decisions/025-holdings-ledger.md). Amounts, units and
// prices arrive and leave as decimal strings; inside they are decimal.js values of this one
// configuration, so a figure is never a binary float and never printed with an exponent.
import Decimal from "decimal.js";

/**
 * 40 significant digits: numeric(20,6) inputs need 20, and a parcel's cost base divided by its units
 * (a partial sale) does not end; 40 keeps any such quotient exact far below a millionth of a cent.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -1e9, toExpPos: 1e9 });
export type Dec = Decimal;

export const ZERO = new Dec(0);
export const HUNDRED = new Dec(100);

/** A decimal string or value as a ledger decimal; throws on text that is not a number. */
export function dec(value: string | Decimal): Dec {
  return new Dec(value);
}

/** The exact value as a plain decimal string: "120", "463.425", never "-0" or "1e-7". */
export function plain(value: Decimal): string {
  return value.isZero() ? "0" : value.toString();
}

/** `value` rounded to `places` decimals, half away from zero (−31.305 → "−31.31"), never "-0.00". */
export function fixed(value: string | Decimal, places: number): string {
  const rounded = new Dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return (rounded.isZero() ? ZERO : rounded).toFixed(places);
}

/** Cents for a report line or a screen: `fixed(value, 2)`. */
export function toCents(value: string | Decimal): string {
  return fixed(value, 2);
}
