// The dashboard's two shortlists (docs/product.md "Limits"). Both read the derived figures from consensus.ts,
// so they follow the broker-visibility checkboxes like the table does.
import {
  HIGH_CONFIDENCE_LIMIT,
  HIGH_CONFIDENCE_MAX_DIVERGENCE,
  HIGH_CONFIDENCE_MIN_UNDERVALUATION,
  TOP_OPPORTUNITIES_LIMIT,
} from "../constants";
import { isFiniteNumber, withoutFloatNoise } from "./numbers";

export interface PickCandidate {
  brokerCount: number;
  currentVsBrokerAvg: number | null | undefined;
  divergence: number | null | undefined;
}

/** Undervaluation in percent = −currentVsBrokerAvg (positive = price below the brokers' average). */
export function undervaluation(currentVsBrokerAvg: number | null | undefined): number | null {
  return isFiniteNumber(currentVsBrokerAvg) ? withoutFloatNoise(-currentVsBrokerAvg) : null;
}

/**
 * 'High Confidence' badge: the brokers agree, i.e. divergence below 10 %. A null divergence (one
 * broker, or none) is not confidence: there is no second opinion to agree with.
 */
export function isHighConfidence(divergence: number | null | undefined): boolean {
  return isFiniteNumber(divergence) && withoutFloatNoise(divergence) < HIGH_CONFIDENCE_MAX_DIVERGENCE;
}

/** Callers pass only stocks with a figure, so the ?? 0 never decides an order. */
function byUndervaluationDesc<T extends PickCandidate>(stocks: readonly T[]): T[] {
  const keyed = stocks.map((stock) => ({ stock, under: undervaluation(stock.currentVsBrokerAvg) ?? 0 }));
  // Array.prototype.sort is stable, so equal undervaluations keep the caller's order.
  keyed.sort((a, b) => b.under - a.under);
  return keyed.map((entry) => entry.stock);
}

/** Up to 5 stocks with at least one broker value, most undervalued (most negative currentVsBrokerAvg) first. */
export function topOpportunities<T extends PickCandidate>(stocks: readonly T[], limit: number = TOP_OPPORTUNITIES_LIMIT): T[] {
  const eligible = stocks.filter((stock) => stock.brokerCount > 0 && isFiniteNumber(stock.currentVsBrokerAvg));
  return byUndervaluationDesc(eligible).slice(0, limit);
}

/**
 * Up to 3 stocks undervalued by at least 10 % on which the brokers agree (divergence below 10 %),
 * most undervalued first. Decision: a stock with a single broker has a null divergence and is left
 * out. "High confidence" needs agreement, and one estimate cannot show it; admitting such stocks
 * would also let the thinnest-covered stocks crowd out well-covered ones.
 */
export function highConfidencePicks<T extends PickCandidate>(stocks: readonly T[], limit: number = HIGH_CONFIDENCE_LIMIT): T[] {
  const eligible = stocks.filter((stock) => {
    const under = undervaluation(stock.currentVsBrokerAvg);
    return stock.brokerCount >= 1 && under !== null && under >= HIGH_CONFIDENCE_MIN_UNDERVALUATION && isHighConfidence(stock.divergence);
  });
  return byUndervaluationDesc(eligible).slice(0, limit);
}
