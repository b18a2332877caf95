// Price-versus-value percentages. Two sign conventions exist on purpose (docs/domain.md):
// - "current vs X" = (lastPrice − X) / lastPrice × 100: negative means the price is below the
//   value, i.e. undervalued (currentVsFairPrice, currentVsBrokerAvg, per-broker discounts);
// - "X vs Trade"   = (X − lastPrice) / lastPrice × 100: positive means upside
//   (prev6MAvgVsTrade, current5StarVsTrade).
// Every function returns null rather than a misleading number when an input is missing, and divides
// only by a price above zero.
import { DISCOUNT_CLAMP, FIVE_STAR_DISCOUNTS } from "../constants";
import { clamp, isFiniteNumber, withoutFloatNoise } from "./numbers";

type MaybeNumber = number | null | undefined;

/**
 * The 5-star discount for a Morningstar uncertainty rating ("Very High" → 0.5). Case and
 * surrounding/inner extra spaces are forgiven because pasted text is messy; unknown ratings are null.
 */
export function fiveStarDiscount(uncertainty: string | null | undefined): number | null {
  if (typeof uncertainty !== "string") return null;
  const key = uncertainty.trim().toLowerCase().replace(/\s+/g, " ");
  return Object.prototype.hasOwnProperty.call(FIVE_STAR_DISCOUNTS, key)
    ? FIVE_STAR_DISCOUNTS[key as keyof typeof FIVE_STAR_DISCOUNTS]
    : null;
}

/** Morningstar's 5-star price = FV × (1 − d); null without an FV or a known uncertainty. */
export function fiveStarPrice(morningstarFV: MaybeNumber, uncertainty: string | null | undefined): number | null {
  const discount = fiveStarDiscount(uncertainty);
  if (!isFiniteNumber(morningstarFV) || discount === null) return null;
  return withoutFloatNoise(morningstarFV * (1 - discount));
}

function hasUsablePrice(lastPrice: MaybeNumber): lastPrice is number {
  return isFiniteNumber(lastPrice) && lastPrice > 0;
}

/** "X vs Trade": (value − lastPrice) / lastPrice × 100, positive = upside. */
export function percentVsTrade(value: MaybeNumber, lastPrice: MaybeNumber): number | null {
  if (!isFiniteNumber(value) || !hasUsablePrice(lastPrice)) return null;
  return withoutFloatNoise(((value - lastPrice) / lastPrice) * 100);
}

/** "Current vs X": (lastPrice − value) / lastPrice × 100, negative = undervalued. Not clamped. */
export function currentVsValue(lastPrice: MaybeNumber, value: MaybeNumber): number | null {
  if (!isFiniteNumber(value) || !hasUsablePrice(lastPrice)) return null;
  return withoutFloatNoise(((lastPrice - value) / lastPrice) * 100);
}

/**
 * Per-broker discount (docs/domain.md): currentVsValue clamped to ±999, so a fair value wildly off
 * the price (a typo, a penny stock) cannot print a five-digit percentage.
 */
export function brokerDiscount(lastPrice: MaybeNumber, fairValue: MaybeNumber): number | null {
  const percent = currentVsValue(lastPrice, fairValue);
  return percent === null ? null : clamp(percent, -DISCOUNT_CLAMP, DISCOUNT_CLAMP);
}
