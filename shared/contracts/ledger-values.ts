// How the holdings ledger's numbers and dates arrive in a request (docs/domain.md#holdings): units,
// prices and brokerage are exact decimal strings with at most 6 decimals (numeric(20,6)), never
// floats; a JSON number is accepted from a script and read through its shortest decimal text.
import { z } from "zod";
import { LEDGER_DECIMALS, MAX_PRICE } from "../constants";
import { isIsoDate } from "./journal";

/** More units or dollars than any holding or trade has (the trade files' bound too). */
export const MAX_LEDGER_QUANTITY = 1_000_000_000_000;
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
function compareDecimals(a: string, b: string): number {
  const [aWhole, aFraction = ""] = a.split(".");
  const [bWhole, bFraction = ""] = b.split(".");
  if (aWhole.length !== bWhole.length) return aWhole.length - bWhole.length;
  const width = Math.max(aFraction.length, bFraction.length);
  const left = aWhole + aFraction.padEnd(width, "0");
  const right = bWhole + bFraction.padEnd(width, "0");
  return left < right ? -1 : left > right ? 1 : 0;
}

export interface DecimalField {
  label: string;
  /** "positive": more than 0 (units, price); "zero": 0 or more (brokerage). */
  least: "positive" | "zero";
  max: number;
}

/** The text a value arrived as, or null when it is neither a string nor a finite number. */
function decimalText(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * A decimal field: a string ("132.5", "1,000") or a JSON number, answered as its canonical decimal
 * string. Negative, zero (when it must be positive), more than 6 decimals and above `max` are refused
 * with a sentence naming the field.
 */
export function decimalField({ label, least, max }: DecimalField) {
  const maxText = String(max);
  return z.unknown().transform((value, ctx) => {
    const text = decimalText(value);
    const refuse = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (text === null || text.trim() === "") return refuse(`${label} is required`);
    if (/^\s*[-−]/.test(text)) return refuse(`${label} must be ${least === "positive" ? "greater than 0" : "0 or more"}`);
    const canonical = canonicalDecimal(text);
    if (canonical === null) return refuse(`${label} must be a number like 12.5`);
    const decimals = canonical.split(".")[1]?.length ?? 0;
    if (decimals > LEDGER_DECIMALS) return refuse(`${label} must have at most ${LEDGER_DECIMALS} decimal places`);
    if (least === "positive" && canonical === "0") return refuse(`${label} must be greater than 0`);
    if (compareDecimals(canonical, maxText) > 0) return refuse(`${label} must be at most ${max.toLocaleString("en-AU")}`);
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

/** A calendar date "YYYY-MM-DD". Whether it is in the future is the service's check (Sydney's today, the app's clock). */
export const ledgerDate = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2024-01-31` })
    .trim()
    .refine(isIsoDate, `${label} must be a date like 2024-01-31`);
