// Broker consensus, computed over the brokers the user has chosen to see (docs/domain.md): hiding a
// broker's column also takes it out of the average, the count, the divergence and the rating, so
// the row always agrees with the columns on screen.
import { RATING_THRESHOLDS } from "../constants";
import { isFiniteNumber, mean, populationStdDev, withoutFloatNoise } from "./numbers";
import { BROKER_KEYS, type BrokerVisibility } from "./sources";
import { currentVsValue } from "./valuation";

export type ConsensusRating = "Strong Buy" | "Buy" | "Hold" | "Sell" | "N/A";

/** The badge variants the UI kit offers; 'default' is the emphasised one. */
export type ConsensusBadgeVariant = "default" | "secondary" | "destructive" | "outline";

/** The stock fields consensus reads. */
export interface BrokerFairValues {
  lastPrice: number | null | undefined;
  morningstarFV: number | null | undefined;
  intelligentInvestorFV: number | null | undefined;
  motleyFoolFV: number | null | undefined;
  bellPotterFV: number | null | undefined;
}

export interface BrokerFigures {
  brokerAvg: number | null;
  brokerCount: number;
  /** Population SD / mean × 100; null unless more than one value. */
  divergence: number | null;
  currentVsBrokerAvg: number | null;
  /** brokerAvg − lastPrice, in dollars. */
  upsidePotential: number | null;
  consensusRating: ConsensusRating;
}

/** The visible brokers' fair values that are present, in table order. */
export function visibleBrokerValues(stock: BrokerFairValues, visibility: Readonly<BrokerVisibility>): number[] {
  const values: number[] = [];
  for (const broker of BROKER_KEYS) {
    const value = stock[`${broker}FV`];
    if (visibility[broker] && isFiniteNumber(value)) values.push(value);
  }
  return values;
}

/**
 * Coefficient of variation in percent: how far the brokers disagree, relative to their average.
 * One value cannot disagree with itself, so a single broker gives null rather than a reassuring 0;
 * a zero mean (all zero) gives null rather than a division by zero.
 */
export function divergenceOf(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const average = mean(values);
  const spread = populationStdDev(values);
  if (average === null || spread === null || average === 0) return null;
  return withoutFloatNoise((spread / average) * 100);
}

/**
 * Rating from currentVsBrokerAvg (negative = price below the brokers' average):
 * ≤ −20 Strong Buy, < −10 Buy, < +10 Hold, ≥ +10 Sell; no figure → N/A.
 */
export function consensusRatingFor(currentVsBrokerAvg: number | null | undefined): ConsensusRating {
  if (!isFiniteNumber(currentVsBrokerAvg)) return "N/A";
  const value = withoutFloatNoise(currentVsBrokerAvg);
  if (value <= RATING_THRESHOLDS.strongBuy) return "Strong Buy";
  if (value < RATING_THRESHOLDS.buy) return "Buy";
  if (value < RATING_THRESHOLDS.sell) return "Hold";
  return "Sell";
}

/**
 * brokerAvg, brokerCount, divergence, currentVsBrokerAvg, upsidePotential and the rating.
 * Without a usable last price (missing or ≤ 0) the percentages and upside are null and the rating is
 * N/A, but the average, count and divergence still show: they do not depend on the price.
 */
export function deriveBrokerFigures(stock: BrokerFairValues, visibility: Readonly<BrokerVisibility>): BrokerFigures {
  const values = visibleBrokerValues(stock, visibility);
  const average = mean(values);
  const brokerAvg = average === null ? null : withoutFloatNoise(average);
  const currentVsBrokerAvg = currentVsValue(stock.lastPrice, brokerAvg);
  const upsidePotential =
    brokerAvg !== null && isFiniteNumber(stock.lastPrice) && stock.lastPrice > 0 ? withoutFloatNoise(brokerAvg - stock.lastPrice) : null;
  return {
    brokerAvg,
    brokerCount: values.length,
    divergence: divergenceOf(values),
    currentVsBrokerAvg,
    upsidePotential,
    consensusRating: consensusRatingFor(currentVsBrokerAvg),
  };
}

/** Strong Buy is emphasised, Buy secondary, Sell destructive, Hold / N/A / anything else outline. */
export function consensusBadgeVariant(rating: string | null | undefined): ConsensusBadgeVariant {
  switch (rating) {
    case "Strong Buy":
      return "default";
    case "Buy":
      return "secondary";
    case "Sell":
      return "destructive";
    default:
      return "outline";
  }
}
