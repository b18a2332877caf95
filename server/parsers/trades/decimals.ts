// Units, prices and money in trade and dividend files, kept as exact decimal strings (never floats):
// "1,000" → "1000", "$132.00" → "132", "94.500000" → "94.5". Every value leaves in that one canonical
// form (no exponent, no trailing zeros), so the same trade written two ways hashes the same.
import { Decimal } from "decimal.js";
import { MAX_PRICE } from "@shared/constants";
import { cleanText, quoted } from "../cells";

/**
 * Exact arithmetic for these files: units (≤ 10^12, 6 dp) × price (≤ 10^6, 6 dp) needs 31 significant
 * digits, more than decimal.js's default 20. A clone, so no other module's settings change.
 */
export const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Decimal places a unit count, a price or an amount may carry (numeric(20,6) in PostgreSQL). */
export const MAX_DECIMAL_PLACES = 6;
/** More units or dollars than any holding or trade has; beyond it a slip of the keyboard. */
export const MAX_QUANTITY = new Exact("1000000000000");
export const MAX_PER_SHARE = new Exact(MAX_PRICE);

// Unicode minus and the dashes word processors substitute for it.
const MINUS_SIGNS = /[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g;
const PLAIN_NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/;

export interface DecimalRule {
  /** The column's name, as the user's file spells it ("Units", "Average Price ($)"). */
  label: string;
  /** "positive": more than 0 (units, prices); "zero": 0 or more (brokerage). */
  least: "positive" | "zero";
  max: Decimal;
  /** What a blank cell means: a problem, zero ("0"), or no value (null). */
  blank: "missing" | "zero" | "none";
  maxDecimalPlaces?: number;
}

/** The value in canonical form: plain notation, no trailing zeros, "0" for zero. */
export const canonical = (value: Decimal): string => value.toFixed();

const DIGITS = /^\d+(?:\.\d+)?$/;

/** "$1,234.50", "(20.00)", "−5", "A$ 12" → a signed Decimal; null when the text is no plain number. */
function readSigned(text: string): Decimal | null {
  if (DIGITS.test(text)) return new Exact(text);
  let rest = text.replace(MINUS_SIGNS, "-");
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(rest);
  if (bracketed) {
    negative = true;
    rest = bracketed[1].trim();
  }
  rest = rest.replace(/^([+-]?)\s*(?:AUD|AU\$|A\$|\$)\s*/i, "$1");
  const sign = /^([+-])\s*/.exec(rest);
  if (sign) {
    negative = negative !== (sign[1] === "-");
    rest = rest.slice(sign[0].length).replace(/^(?:AUD|AU\$|A\$|\$)\s*/i, "");
  }
  if (!PLAIN_NUMBER.test(rest)) return null;
  const value = new Exact(rest.replace(/,/g, ""));
  return negative && !value.isZero() ? value.negated() : value;
}

/**
 * A cell → a canonical decimal string, or null with a problem a user understands
 * ("Units '0' must be more than 0"). A blank cell follows `rule.blank`.
 */
export function readDecimal(raw: string, rule: DecimalRule, problems: string[]): string | null {
  const text = cleanText(raw);
  if (text === "") {
    if (rule.blank === "missing") problems.push(`No ${rule.label} given`);
    return rule.blank === "zero" ? "0" : null;
  }
  const shown = `${rule.label} ${quoted(text)}`;
  const value = readSigned(text);
  if (value === null) {
    problems.push(`${shown} is not a number`);
    return null;
  }
  if (rule.least === "positive" && !value.greaterThan(0)) {
    problems.push(`${shown} must be more than 0`);
    return null;
  }
  if (value.isNegative() && !value.isZero()) {
    problems.push(`${shown} must be 0 or more`);
    return null;
  }
  const places = rule.maxDecimalPlaces ?? MAX_DECIMAL_PLACES;
  if (value.decimalPlaces() > places) {
    problems.push(`${shown} has more than ${places} decimal places`);
    return null;
  }
  if (value.greaterThan(rule.max)) {
    problems.push(`${shown} is more than ${rule.max.toNumber().toLocaleString("en-AU")}`);
    return null;
  }
  return canonical(value.abs());
}

/** A trade's units: more than 0, required. `label` is the column as the file names it. */
export const readUnits = (raw: string, label: string, problems: string[]) =>
  readDecimal(raw, { label, least: "positive", max: MAX_QUANTITY, blank: "missing" }, problems);

/** A price per unit: more than 0, at most a price's bound, required. */
export const readUnitPrice = (raw: string, label: string, problems: string[]) =>
  readDecimal(raw, { label, least: "positive", max: MAX_PER_SHARE, blank: "missing" }, problems);

/** Brokerage (GST included): 0 or more; a blank cell is none charged. */
export const readBrokerage = (raw: string, label: string, problems: string[]) =>
  readDecimal(raw, { label, least: "zero", max: MAX_QUANTITY, blank: "zero" }, problems);
