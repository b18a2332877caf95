// How the holdings ledger's numbers and dates arrive in a request (docs/domain.md#holdings): units,
// prices and brokerage are exact decimal strings with at most 6 decimals (numeric(20,6)), never
// floats; a JSON number is accepted from a script and read through its shortest decimal text, and
// a number in exponent notation (1e-7) is written out exactly, so its message names the real problem.
import { z } from "zod";
import { LEDGER_DECIMALS, MAX_PRICE } from "../constants";
import { isCalendarDate, isRecordedYear, outsideYearsMessage } from "./dates";

/**
 * More units or dollars than any trade has (the trade files' bound too), and the most units a holding
 * may have at the end of any day: a split, a buy or an import taking it further is refused, so a
 * holding can always be sold, and a dividend's units given, in one row (docs/domain.md "What the
 * ledger refuses on every path").
 */
export const MAX_LEDGER_QUANTITY = 1_000_000_000_000;
/** The smallest part of a unit the ledger counts: a consolidation leaving less of a holding is refused. */
export const SMALLEST_UNIT = `0.${"0".repeat(LEDGER_DECIMALS - 1)}1`;
/** A split or consolidation's from and to: whole numbers from 1 to this. */
export const MAX_RATIO_TERM = 1_000_000;

const PLAIN = /^\d+(?:\.\d+)?$|^\.\d+$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** "1,000.50" → "1000.5", "007" → "7", ".5" → "0.5": the canonical text, or null when it is no plain decimal. */
export function canonicalDecimal(text: string): string | null {
  const trimmed = text.trim();
  if (!PLAIN.test(trimmed) && !GROUPED.test(trimmed)) return null;
  const [whole, fraction = ""] = trimmed.replace(/,/g, "").split(".");
  const digits = whole.replace(/^0+(?=\d)/, "") || "0";
  const decimals = fraction.replace(/0+$/, "");
  return decimals === "" ? digits : `${digits}.${decimals}`;
}

/** Compares two canonical non-negative decimals exactly, without floats. */
export function compareDecimals(a: string, b: string): number {
  const [aWhole, aFraction = ""] = a.split(".");
  const [bWhole, bFraction = ""] = b.split(".");
  if (aWhole.length !== bWhole.length) return aWhole.length - bWhole.length;
  const width = Math.max(aFraction.length, bFraction.length);
  const left = aWhole + aFraction.padEnd(width, "0");
  const right = bWhole + bFraction.padEnd(width, "0");
  return left < right ? -1 : left > right ? 1 : 0;
}

/** "1.5" × "0.25" → "0.375": the exact product of two canonical non-negative decimals. */
export function multiplyDecimals(a: string, b: string): string {
  const [aWhole, aFraction = ""] = a.split(".");
  const [bWhole, bFraction = ""] = b.split(".");
  const scale = aFraction.length + bFraction.length;
  const digits = (BigInt(aWhole + aFraction) * BigInt(bWhole + bFraction)).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "");
  return fraction === "" ? whole : `${whole}.${fraction}`;
}

/** "1000" → "1,000", "1234.5" → "1,234.5": a canonical decimal with thousands separators. */
export function groupedDecimal(text: string): string {
  const [whole, fraction] = text.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** "5000" → "$5,000.00", "0.000001" → "$0.000001": dollars exactly, at least to the cent, for a message. */
export function dollarsText(text: string): string {
  const [whole, fraction = ""] = text.split(".");
  return `$${groupedDecimal(whole)}.${fraction.padEnd(2, "0")}`;
}

export interface DecimalField {
  label: string;
  /** "positive": more than 0 (units, price); "zero": 0 or more (brokerage). */
  least: "positive" | "zero";
  max: number;
}

/** Beyond this many digits either side of the point no field's value lies (1e400, 1e-300). */
const WRITTEN_OUT_DIGITS = 40;
const EXPONENT = /^(\d*)(?:\.(\d*))?[eE]([+-]?\d+)$/;

type DecimalText = { text: string } | { problem: "missing" | "notANumber" | "negative" | "tooLarge" | "tooPrecise" };

/**
 * A number in exponent notation written out exactly, by moving its point ("1e-7" → "0.0000001",
 * "2.5E3" → "2500"), or why it cannot be: past WRITTEN_OUT_DIGITS it is too large or too precise
 * for any field, and is never expanded (a "1e999999999" would be a gigabyte of zeros).
 */
function writtenOut(whole: string, fraction: string, exponent: number): DecimalText {
  const digits = whole + fraction;
  const lead = digits.search(/[1-9]/);
  if (lead < 0) return { text: "0" };
  const significant = digits.slice(lead).replace(/0+$/, "");
  const point = whole.length + exponent - lead;
  if (point > WRITTEN_OUT_DIGITS) return { problem: "tooLarge" };
  if (significant.length - point > WRITTEN_OUT_DIGITS) return { problem: "tooPrecise" };
  if (point <= 0) return { text: `0.${"0".repeat(-point)}${significant}` };
  if (point >= significant.length) return { text: significant + "0".repeat(point - significant.length) };
  return { text: `${significant.slice(0, point)}.${significant.slice(point)}` };
}

/**
 * The decimal text a value arrived as: a string as sent, a JSON number as its shortest decimal, and
 * either in exponent notation written out. JSON.parse reads 1e400 as Infinity, which is a number
 * too large (or, negative, below 0), not a missing one.
 */
function decimalText(value: unknown): DecimalText {
  if (value === null || value === undefined) return { problem: "missing" };
  if (typeof value === "number") {
    if (Number.isNaN(value)) return { problem: "notANumber" };
    if (!Number.isFinite(value)) return { problem: value > 0 ? "tooLarge" : "negative" };
  } else if (typeof value !== "string") return { problem: "notANumber" };
  const text = String(value).trim();
  if (text === "") return { problem: "missing" };
  if (/^[-−]/.test(text)) return { problem: "negative" };
  const exponent = EXPONENT.exec(text);
  if (exponent && (exponent[1] !== "" || (exponent[2] ?? "") !== ""))
    return writtenOut(exponent[1], exponent[2] ?? "", Number(exponent[3]));
  return { text };
}

/**
 * A decimal field: a string ("132.5", "1,000", "1e-7") or a JSON number, answered as its canonical
 * decimal string. Missing, negative, zero (when it must be positive), more than 6 decimals and above
 * `max` are refused with a sentence naming the field and the real problem.
 */
export function decimalField({ label, least, max }: DecimalField) {
  const maxText = String(max);
  const messages = {
    missing: `${label} is required`,
    notANumber: `${label} must be a number like 12.5`,
    negative: `${label} must be ${least === "positive" ? "greater than 0" : "0 or more"}`,
    tooLarge: `${label} must be at most ${max.toLocaleString("en-AU")}`,
    tooPrecise: `${label} must have at most ${LEDGER_DECIMALS} decimal places`,
  };
  return z.unknown().transform((value, ctx) => {
    const refuse = (problem: keyof typeof messages) => {
      ctx.addIssue({ code: "custom", message: messages[problem] });
      return z.NEVER;
    };
    const read = decimalText(value);
    if ("problem" in read) return refuse(read.problem);
    const canonical = canonicalDecimal(read.text);
    if (canonical === null) return refuse("notANumber");
    const decimals = canonical.split(".")[1]?.length ?? 0;
    if (decimals > LEDGER_DECIMALS) return refuse("tooPrecise");
    if (least === "positive" && canonical === "0") return refuse("negative");
    if (compareDecimals(canonical, maxText) > 0) return refuse("tooLarge");
    return canonical;
  });
}

export const unitsField = () => decimalField({ label: "Units", least: "positive", max: MAX_LEDGER_QUANTITY });
export const priceField = () => decimalField({ label: "Price", least: "positive", max: MAX_PRICE });
export const brokerageField = () => decimalField({ label: "Brokerage", least: "zero", max: MAX_LEDGER_QUANTITY });

/** A ratio term: a whole number from 1 to MAX_RATIO_TERM, as a JSON number or its text. */
export const ratioTermField = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(MAX_RATIO_TERM, `${label} must be at most ${MAX_RATIO_TERM.toLocaleString("en-AU")}`),
  );

/**
 * A calendar date "YYYY-MM-DD" in the years the app records (contracts/dates.ts), each problem named.
 * Whether it is in the future is the service's check (Sydney's today, the app's clock).
 */
export const ledgerDate = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2024-01-31` })
    .trim()
    .refine(isCalendarDate, { error: `${label} must be a date like 2024-01-31`, abort: true })
    .refine((date) => isRecordedYear(Number(date.slice(0, 4))), { error: (issue) => outsideYearsMessage(label, String(issue.input)) });
