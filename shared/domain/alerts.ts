// Valuation alerts (docs/domain.md#valuation-alerts): which facts of a stock each kind watches, when
// a watched condition fires, and the edge trigger that keeps it from firing twice. Pure: the server's
// evaluation (server/services/alert-evaluation.ts) feeds it the stored facts and states, and the
// detail dialog uses the same level checks to mark a level that is crossed now.
import { DEFAULT_FV_CHANGE_PERCENT } from "../constants";
import { deriveBrokerFigures, type ConsensusRating } from "./consensus";
import { isFiniteNumber, withoutFloatNoise } from "./numbers";
import { ALL_BROKERS_VISIBLE, SOURCE_KEYS, type SourceKey } from "./sources";
import { fiveStarPrice } from "./valuation";

export const ALERT_KINDS = ["five-star", "buy-below", "sell-above", "rating-change", "fv-change", "target"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_SCOPES = ["all", "portfolio"] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];

export const ALERT_DIGESTS = ["off", "daily"] as const;
export type AlertDigest = (typeof ALERT_DIGESTS)[number];

/** A price level the price can cross; a target has two, one each way. */
export const LEVEL_CONDITIONS = ["five-star", "buy-below", "sell-above", "target-below", "target-above"] as const;
export type LevelCondition = (typeof LEVEL_CONDITIONS)[number];

/**
 * What one stored edge state watches: a level, the consensus rating, or one source's current fair
 * value ("fv:morningstar"). One row of alert_states per stock and condition.
 */
export type ConditionKey = LevelCondition | "rating" | `fv:${SourceKey}`;

export const CONDITION_KIND: Readonly<Record<LevelCondition | "rating", AlertKind>> = {
  "five-star": "five-star",
  "buy-below": "buy-below",
  "sell-above": "sell-above",
  "target-below": "target",
  "target-above": "target",
  rating: "rating-change",
};

export function conditionKind(condition: ConditionKey): AlertKind {
  return condition.startsWith("fv:") ? "fv-change" : CONDITION_KIND[condition as LevelCondition | "rating"];
}

/** Whether a level is reached from above (buy levels) or from below (sell levels). */
const DIRECTION: Readonly<Record<LevelCondition, "below" | "above">> = {
  "five-star": "below",
  "buy-below": "below",
  "sell-above": "above",
  "target-below": "below",
  "target-above": "above",
};

export interface AlertSettingsRule {
  kinds: Readonly<Record<AlertKind, boolean>>;
  /** fv-change fires at a change of at least this many percent. */
  fvChangePercent: number;
  scope: AlertScope;
}

export const DEFAULT_ALERT_SETTINGS: AlertSettingsRule = {
  kinds: { "five-star": true, "buy-below": true, "sell-above": true, "rating-change": true, "fv-change": true, target: true },
  fvChangePercent: DEFAULT_FV_CHANGE_PERCENT,
  scope: "all",
};

/** The stored facts of one stock an evaluation reads. */
export interface StockAlertInput {
  lastPrice: number;
  /** Null while the price is an import's placeholder rather than a market price (decision 006). */
  lastPriceUpdatedAt: Date | string | null;
  isPortfolio: boolean;
  /** Each source's current fair value (docs/domain.md#current-value-per-source-and-month). */
  fairValues: Readonly<Partial<Record<SourceKey, number | null>>>;
  msUncertainty: string | null;
  iiBuyBelow: number | null;
  iiSellAbove: number | null;
  alertBelow: number | null;
  alertAbove: number | null;
}

/** What the conditions compare: the levels, the rating and the fair values. */
export interface AlertFacts {
  /** The market price; null without one, and then no price level is crossed and there is no rating. */
  price: number | null;
  levels: Readonly<Record<LevelCondition, number | null>>;
  /** Over all four brokers, whatever the dashboard's checkboxes say; null without a market price. */
  rating: ConsensusRating | null;
  brokerAvg: number | null;
  fairValues: Readonly<Record<SourceKey, number | null>>;
}

export function alertFacts(stock: StockAlertInput): AlertFacts {
  const price = stock.lastPriceUpdatedAt !== null && isFiniteNumber(stock.lastPrice) && stock.lastPrice > 0 ? stock.lastPrice : null;
  const fv = (source: SourceKey) => (isFiniteNumber(stock.fairValues[source]) ? (stock.fairValues[source] as number) : null);
  const fairValues = Object.fromEntries(SOURCE_KEYS.map((source) => [source, fv(source)])) as Record<SourceKey, number | null>;
  const broker = deriveBrokerFigures(
    {
      lastPrice: price,
      morningstarFV: fairValues.morningstar,
      intelligentInvestorFV: fairValues["intelligent-investor"],
      motleyFoolFV: fairValues["motley-fool"],
      bellPotterFV: fairValues["bell-potter"],
    },
    ALL_BROKERS_VISIBLE,
  );
  return {
    price,
    levels: {
      "five-star": fiveStarPrice(fairValues.morningstar, stock.msUncertainty),
      "buy-below": positive(stock.iiBuyBelow),
      "sell-above": positive(stock.iiSellAbove),
      "target-below": positive(stock.alertBelow),
      "target-above": positive(stock.alertAbove),
    },
    rating: price === null || broker.consensusRating === "N/A" ? null : broker.consensusRating,
    brokerAvg: broker.brokerAvg,
    fairValues,
  };
}

const positive = (value: number | null | undefined) => (isFiniteNumber(value) && value > 0 ? value : null);

/** price ≤ level (a buy level reached); false when either is missing. */
export function isAtOrBelow(price: number | null | undefined, level: number | null | undefined): boolean {
  return isFiniteNumber(price) && isFiniteNumber(level) && withoutFloatNoise(price - level) <= 0;
}

/** price ≥ level (a sell level reached); false when either is missing. */
export function isAtOrAbove(price: number | null | undefined, level: number | null | undefined): boolean {
  return isFiniteNumber(price) && isFiniteNumber(level) && withoutFloatNoise(price - level) >= 0;
}

/** The level condition: five-star, buy-below and target-below at or below; sell-above and target-above at or above. */
export function levelCrossed(condition: LevelCondition, price: number | null | undefined, level: number | null | undefined): boolean {
  return DIRECTION[condition] === "below" ? isAtOrBelow(price, level) : isAtOrAbove(price, level);
}

/**
 * The edge trigger: fires when the condition turns true, not while it stays true, and re-arms when
 * it turns false. true → true → false → true fires twice.
 */
export function edgeTrigger(wasTrue: boolean, isTrue: boolean): { fires: boolean; next: boolean } {
  return { fires: isTrue && !wasTrue, next: isTrue };
}

/** A rating change fires between two known ratings that differ; no rating (N/A) never fires. */
export function ratingChangeFires(previous: ConsensusRating | null, current: ConsensusRating | null): boolean {
  return previous !== null && current !== null && previous !== "N/A" && current !== "N/A" && previous !== current;
}

/** (current − previous) ÷ previous × 100; null without both values or with a previous value of zero. */
export function fairValueChangePercent(previous: number | null, current: number | null): number | null {
  if (!isFiniteNumber(previous) || !isFiniteNumber(current) || previous <= 0) return null;
  return withoutFloatNoise(((current - previous) / previous) * 100);
}

/** An fv-change fires when the current value moved at least `threshold` % either way from the previous one. */
export function fvChangeFires(previous: number | null, current: number | null, threshold: number): boolean {
  const percent = fairValueChangePercent(previous, current);
  return percent !== null && Math.abs(percent) >= threshold;
}

/** Whether the user wants to be told about this kind on this stock. */
export function notifies(settings: AlertSettingsRule, kind: AlertKind, isPortfolio: boolean): boolean {
  return settings.kinds[kind] && (settings.scope === "all" || isPortfolio);
}
