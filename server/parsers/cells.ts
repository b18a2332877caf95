// Reading single cells the way people actually paste them: "$1,234.50", "A$ 12.40", "−3.1%",
// "bhp.ax", NBSP-padded web-table text. Each reader appends a plain-words problem to the row's
// list instead of throwing, so one row can report everything wrong with it at once.
import { MAX_PRICE } from "@shared/constants";
import { isValidAsxSymbol, normaliseSymbol } from "@shared/domain/company-name";
import { withoutFloatNoise } from "@shared/domain/numbers";
import type { CellValue } from "./types";

/** The largest price, target or fair value an import keeps (shared/constants.ts). */
export const MAX_AMOUNT = MAX_PRICE;
/** Longest name, sector or rating an import keeps: the add-stock form's limit for a company name. */
export const MAX_TEXT_CHARS = 200;

// Zero-width characters and BOMs vanish; the many Unicode spaces web pages use become plain spaces.
// Control characters vanish too: PostgreSQL text cannot hold NUL, and C0/C1 controls and bidi
// overrides (which make "ABC" display as "CBA") have no business in a name, a code or a message.
const INVISIBLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u200B-\u200D\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
// Unicode minus and the dashes word processors substitute for it.
const MINUS_SIGNS = /[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g;
// Cells that mean "no value" in exported tables; never a number, never a real label.
const PLACEHOLDERS = new Set(["", "-", "--", "—", "–", "n/a", "na", "n.a.", "#n/a", "null"]);

/** Trims, turns NBSP and friends into spaces and collapses runs of whitespace. */
export function cleanText(raw: string): string {
  return raw.replace(INVISIBLE, "").replace(ODD_SPACES, " ").replace(/\s+/g, " ").trim();
}

/** Longest cell text a message quotes back: enough to find the cell, not a 10,000-character echo. */
const QUOTED_CHARS = 60;

/** The text cut to `max` characters (not UTF-16 units), an ellipsis marking the cut. */
export function clip(text: string, max = QUOTED_CHARS): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : text;
}

/** The text in single quotes for a message, clipped. */
export function quoted(text: string): string {
  return `'${clip(text)}'`;
}

/** A list of names for a message ("found: …"), clipped to `max` characters. */
export function shortList(names: readonly string[], max = 200): string {
  return clip(names.join(", "), max);
}

/** The cell as a user would read it, for messages and text fields. Dates show as YYYY-MM-DD. */
export function cellText(value: CellValue): string {
  if (value === null) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return cleanText(String(value));
}

export function isBlankCell(value: CellValue): boolean {
  return PLACEHOLDERS.has(cellText(value).toLowerCase());
}

/** Trimmed text, or null for a blank or placeholder cell. */
export function optionalText(value: CellValue): string | null {
  return isBlankCell(value) ? null : cellText(value);
}

/**
 * A text field that is stored (a name, a sector, a rating): null when blank, a problem when longer
 * than `max` characters, the same limit the add-stock form applies to what people type.
 */
export function readText(value: CellValue, label: string, problems: string[], max = MAX_TEXT_CHARS): string | null {
  const text = optionalText(value);
  if (text !== null && text.length > max) {
    problems.push(`${label} is longer than ${max} characters`);
    return null;
  }
  return text;
}

/**
 * "$1,234.50", "A$12", "AUD 12.40", "−$3.10", "(4.20)", "12.5%" (percent only) → number; null when
 * the text is not a plain amount. Thousands separators must sit in groups of three so "1,2" (a
 * decimal comma) is refused rather than misread as 12.
 */
export function parseAmountText(raw: string, options: { percent?: boolean } = {}): number | null {
  let text = cleanText(raw).replace(MINUS_SIGNS, "-");
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) {
    negative = true;
    text = bracketed[1];
  }
  if (options.percent) text = text.replace(/\s*%$/, "");
  text = text.replace(/AUD|AU\$|A\$|\$/gi, "").trim();
  const sign = /^([+-])\s*/.exec(text);
  if (sign) {
    negative = negative !== (sign[1] === "-");
    text = text.slice(sign[0].length);
  }
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/.test(text)) return null;
  const value = Number(text.replace(/,/g, ""));
  if (!Number.isFinite(value)) return null;
  // "(0)" and "-0.00" are zero, not a negative zero that prints as "-0".
  return negative && value !== 0 ? -value : value;
}

/**
 * An amount opening a line of page text ("$1,015.50 at 16:40", "A$ 12", "4.5 %"). It ends where the
 * number ends: "6.5O" (a letter O) is no amount at all, rather than 6.5 or 6.
 */
export const LEADING_AMOUNT = /^[-−+]?\s*(?:A\$|AU\$|AUD\s?|\$)?\s*[-−]?\s*\d+(?:,\d{3})*(?:\.\d+)?\s*%?(?![\d.,]*[A-Za-z0-9])/i;

interface NumberOptions {
  required?: boolean;
  percent?: boolean;
}

/**
 * Reads a price-like cell (price, fair value, target, buy below): blank gives null (or a "missing"
 * problem when required); text that is not a number, a negative, zero or an absurd amount gives a
 * problem. Percent cells (portfolio weights) may be zero and may not exceed 100.
 */
export function readNumber(value: CellValue, label: string, problems: string[], options: NumberOptions = {}): number | null {
  if (isBlankCell(value)) {
    if (options.required) problems.push(`${label} is missing`);
    return null;
  }
  const shown = quoted(cellText(value));
  let parsed: number | null = null;
  if (typeof value === "number") parsed = Number.isFinite(value) ? value : null;
  else if (typeof value === "string") parsed = parseAmountText(value, { percent: options.percent });
  if (parsed === null) {
    problems.push(`${label} ${shown} is not a number`);
    return null;
  }
  if (parsed < 0) {
    problems.push(`${label} ${shown} is negative`);
    return null;
  }
  if (options.percent) {
    if (parsed > 100) {
      problems.push(`${label} ${shown} is over 100%`);
      return null;
    }
    return withoutFloatNoise(parsed);
  }
  // Rounded first: 5e-324 or 0.0000000001 is zero once the float noise is gone, and a zero price
  // would be stored (and divided by) if only the unrounded value were checked.
  const amount = withoutFloatNoise(parsed);
  if (amount === 0) {
    problems.push(`${label} ${shown} must be above zero`);
    return null;
  }
  if (amount > MAX_AMOUNT) {
    problems.push(`${label} ${shown} is too large (over 1,000,000)`);
    return null;
  }
  return amount;
}

/**
 * "BHP", "bhp.ax", "ASX:BHP", "XASX:BHP" (Morningstar), "BHP AU" / "BHP:AU" (Bloomberg), "BHP.ASX"
 * (Bell Potter) → "BHP"; null when what is left is not an ASX code.
 */
export function toAsxSymbol(raw: string): string | null {
  const text = cleanText(raw)
    .toUpperCase()
    .replace(/^XASX\s*[:.]\s*/, "")
    .replace(/\s*[.:]\s*(?:AU|XASX)$/, "")
    .replace(/\s+(?:AU|AX|ASX)$/, "");
  const symbol = normaliseSymbol(text);
  return isValidAsxSymbol(symbol) ? symbol : null;
}

/** Reads a code cell; a problem when it is blank or not an ASX code. */
export function readSymbol(value: CellValue, problems: string[]): string | null {
  if (isBlankCell(value)) {
    problems.push("ASX code is missing");
    return null;
  }
  const symbol = toAsxSymbol(cellText(value));
  if (symbol === null) problems.push(`${quoted(cellText(value))} is not an ASX code`);
  return symbol;
}

/** "A, B and C": lists columns and sheets in messages. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
