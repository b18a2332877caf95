// Morningstar's published rating words, shared by the table and the card/article readers. Lower-
// cased they match FIVE_STAR_DISCOUNTS' keys. Maps, not object literals, so pasted text such as
// "constructor" cannot reach Object.prototype.
import { cellText } from "./cells";

const UNCERTAINTY = new Map([
  ["low", "Low"],
  ["medium", "Medium"],
  ["med", "Medium"],
  ["high", "High"],
  ["very high", "Very High"],
  ["veryhigh", "Very High"],
  ["extreme", "Extreme"],
]);
const MOAT = new Map([
  ["none", "None"],
  ["no moat", "None"],
  ["narrow", "Narrow"],
  ["wide", "Wide"],
]);

export type MorningstarRating = "uncertainty" | "moat";

/** A recognised rating in its canonical spelling, else the trimmed text as given; null when blank. */
export function normaliseRating(value: string | null, kind: MorningstarRating): string | null {
  if (value === null) return null;
  const text = cellText(value);
  if (text === "") return null;
  const known = kind === "uncertainty" ? UNCERTAINTY : MOAT;
  return known.get(text.toLowerCase().replace(/[\s_-]+/g, " ")) ?? text;
}
