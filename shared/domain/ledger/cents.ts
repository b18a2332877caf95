// Cents from exact decimal text for the read paths that print thousands of figures (CGT lines, a
// return's daily values): half away from zero decides on the third decimal alone, so a plain
// decimal's cents are its first two decimals and one more when the third is 5 or above — no
// 24-decimal bigint and division, no decimal.js value per figure (decision 075).
import { toCents } from "./decimal";
import { centsOf, centsText } from "./scaled";

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** `centsOf(text)` (scaled.ts): a plain decimal (digits, a point, an optional minus) read here, anything else there. */
export function roundedCents(text: string): bigint | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return centsOf(text);
  const [, sign, whole, fraction = ""] = match;
  const cents = BigInt(whole + fraction.padEnd(2, "0").slice(0, 2)) + (fraction.charCodeAt(2) >= 53 /* "5" */ ? 1n : 0n);
  return sign ? -cents : cents;
}

/** `toCents(text)` (decimal.ts), the same text. */
export function centsTextOf(text: string): string {
  const cents = roundedCents(text);
  return cents === null ? toCents(text) : centsText(cents);
}
