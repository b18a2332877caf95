// Colouring and highlight rules for badges and table cells. Each returns a small semantic token;
// the UI maps tokens to classes, so a rule can be tested without rendering anything.
import {
  DIVERGENCE_HIGHLIGHT,
  MISSING_VALUE_TEXT,
  MOMENTUM_HIGHLIGHT,
  PERCENT_BADGE_SUCCESS,
  PERCENT_DECIMALS,
  SECTOR_UNDERVALUATION_THRESHOLDS,
  YIELD_HIGHLIGHT,
} from "../constants";
import { isFiniteNumber, withoutFloatNoise } from "./numbers";

export type PercentBadgeTone = "success" | "warning" | "destructive" | "muted";

/**
 * Percentage badge colour (docs/product.md).
 * Normal (upside-style, positive is good): ≥ 20 success, 0 up to < 20 warning, < 0 destructive.
 * Inverted (discount-style, negative is good): ≤ −20 success, > −20 up to 0 warning, > 0 destructive.
 * A missing value is 'muted' (the badge shows a dash).
 */
export function percentBadgeTone(value: number | null | undefined, inverted = false): PercentBadgeTone {
  if (!isFiniteNumber(value)) return "muted";
  const v = withoutFloatNoise(value);
  if (inverted) {
    if (v <= -PERCENT_BADGE_SUCCESS) return "success";
    if (v <= 0) return "warning";
    return "destructive";
  }
  if (v >= PERCENT_BADGE_SUCCESS) return "success";
  if (v >= 0) return "warning";
  return "destructive";
}

/**
 * "+12.3%", "-5.0%", "0.0%"; "-" when missing. The sign follows the number as displayed, so 0.04
 * shows "0.0%" (not "+0.0%") and −0.04 shows "0.0%" (not "-0.0%").
 */
export function formatSignedPercent(value: number | null | undefined, decimals: number = PERCENT_DECIMALS): string {
  if (!isFiniteNumber(value)) return MISSING_VALUE_TEXT;
  const text = Math.abs(value).toFixed(decimals);
  if (Number(text) === 0) return `${(0).toFixed(decimals)}%`;
  return `${value > 0 ? "+" : "-"}${text}%`;
}

/** Divergence above 15 % is highlighted: the brokers disagree a lot. */
export function isHighDivergence(divergence: number | null | undefined): boolean {
  return isFiniteNumber(divergence) && withoutFloatNoise(divergence) > DIVERGENCE_HIGHLIGHT;
}

/** Dividend yield of 4 % or more is highlighted. */
export function isHighYield(dividendYield: number | null | undefined): boolean {
  return isFiniteNumber(dividendYield) && withoutFloatNoise(dividendYield) >= YIELD_HIGHLIGHT;
}

export type MomentumTone = "positive" | "negative" | "neutral";

/** FV momentum is green above +5, red below −5; exactly ±5, smaller moves and missing are neutral. */
export function momentumTone(momentum: number | null | undefined): MomentumTone {
  if (!isFiniteNumber(momentum)) return "neutral";
  const v = withoutFloatNoise(momentum);
  if (v > MOMENTUM_HIGHLIGHT) return "positive";
  if (v < -MOMENTUM_HIGHLIGHT) return "negative";
  return "neutral";
}

export type SectorUndervaluationVariant = "strong" | "moderate" | "destructive" | "plain";

/** Sector average undervaluation badge: ≥ 20 strong, ≥ 10 moderate, ≤ −10 destructive, else plain. */
export function sectorUndervaluationVariant(avgUndervaluation: number | null | undefined): SectorUndervaluationVariant {
  if (!isFiniteNumber(avgUndervaluation)) return "plain";
  const v = withoutFloatNoise(avgUndervaluation);
  if (v >= SECTOR_UNDERVALUATION_THRESHOLDS.strong) return "strong";
  if (v >= SECTOR_UNDERVALUATION_THRESHOLDS.moderate) return "moderate";
  if (v <= SECTOR_UNDERVALUATION_THRESHOLDS.destructive) return "destructive";
  return "plain";
}
