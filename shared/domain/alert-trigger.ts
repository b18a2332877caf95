// One stock's alert evaluation as a pure function: its facts and its stored edge states in, the
// states to write and the alerts that fire out. The server runs it for every stock a change touched
// and writes the result in one statement (server/services/alert-evaluation.ts).
import { formatSignedPercent } from "./badges";
import { formatMoney } from "./format";
import { SOURCE_KEYS, sourceLabel, type SourceKey } from "./sources";
import {
  LEVEL_CONDITIONS,
  conditionKind,
  edgeTrigger,
  fairValueChangePercent,
  fvChangeFires,
  levelCrossed,
  notifies,
  ratingChangeFires,
  type AlertFacts,
  type AlertKind,
  type AlertSettingsRule,
  type ConditionKey,
  type LevelCondition,
} from "./alerts";
import type { ConsensusRating } from "./consensus";

/**
 * A stored edge state. Levels keep `active` (the condition's value at the last evaluation); the
 * rating keeps its last known rating in `label`; a fair value its last known value in `value`.
 * `episode` counts the times it fired, and names each firing uniquely (alerts are unique per stock,
 * condition and episode, so two evaluations racing cannot store one firing twice).
 */
export interface EdgeState {
  active: boolean;
  value: number | null;
  label: string | null;
  episode: number;
}

/** A condition never evaluated: false, nothing known, never fired. */
export const UNSEEN_STATE: EdgeState = Object.freeze({ active: false, value: null, label: null, episode: 0 });

export interface StateWrite {
  condition: ConditionKey;
  state: EdgeState;
}

export interface FiredAlert {
  kind: AlertKind;
  condition: ConditionKey;
  episode: number;
  /** The market price when it fired. */
  price: number | null;
  /** The level crossed, the broker average (rating-change) or the new fair value (fv-change). */
  threshold: number | null;
  message: string;
}

export interface StockEvaluation {
  writes: StateWrite[];
  fired: FiredAlert[];
}

/**
 * An undo put back the price an import had replaced (docs/domain.md#valuation-alerts): the levels
 * whose conditions were true at that price, before the import.
 */
export interface RestoredPrice {
  activeLevels: ReadonlySet<LevelCondition>;
}

const LEVEL_NAMES: Readonly<Record<LevelCondition, string>> = {
  "five-star": "the Morningstar 5-star price",
  "buy-below": "the Intelligent Investor Buy Below",
  "sell-above": "the Intelligent Investor Sell Above",
  "target-below": "your target",
  "target-above": "your target",
};

/** "Price $27.00 fell to the Morningstar 5-star price $28.00" / "Price $21.00 rose to …". */
export function levelMessage(condition: LevelCondition, price: number | null, level: number | null): string {
  const verb = condition === "sell-above" || condition === "target-above" ? "rose to" : "fell to";
  return `Price ${formatMoney(price)} ${verb} ${LEVEL_NAMES[condition]} ${formatMoney(level)}`;
}

/** "Consensus rating changed from Hold to Buy". */
export function ratingMessage(previous: string, current: string): string {
  return `Consensus rating changed from ${previous} to ${current}`;
}

/** "Morningstar fair value changed from $40.00 to $44.00 (+10.0%)". */
export function fairValueMessage(source: SourceKey, previous: number, current: number): string {
  return `${sourceLabel(source)} fair value changed from ${formatMoney(previous)} to ${formatMoney(current)} (${formatSignedPercent(
    fairValueChangePercent(previous, current),
  )})`;
}

/**
 * Every condition of one stock against its stored state. A state is written only when it changes;
 * an alert is stored only when the condition fires and the user wants that kind on this stock
 * (switches and scope decide who is told, never what the state remembers: switching a kind back on
 * does not replay what happened meanwhile).
 *
 * After an undo that put a price back (`restored`), the price conditions keep what the user was
 * told, so each crossing is told once across the undo: a level that is true stays true (the batch's
 * price crossed it and its alert stands; the next refresh re-arms it if the price is clear of it),
 * a level that was true at the restored price before the batch is true again without a second
 * alert, and the rating is left as last told. Fair-value changes are evaluated as always.
 */
export function evaluateStock(
  facts: AlertFacts,
  stored: ReadonlyMap<ConditionKey, EdgeState>,
  settings: AlertSettingsRule,
  isPortfolio: boolean,
  restored?: RestoredPrice,
): StockEvaluation {
  const writes: StateWrite[] = [];
  const fired: FiredAlert[] = [];
  const fire = (condition: ConditionKey, state: EdgeState, threshold: number | null, message: string) => {
    writes.push({ condition, state });
    const kind = conditionKind(condition);
    if (notifies(settings, kind, isPortfolio))
      fired.push({ kind, condition, episode: state.episode, price: facts.price, threshold, message });
  };

  for (const condition of LEVEL_CONDITIONS) {
    const before = stored.get(condition) ?? UNSEEN_STATE;
    const level = facts.levels[condition];
    const crossed = levelCrossed(condition, facts.price, level);
    if (restored && (before.active || (crossed && restored.activeLevels.has(condition)))) {
      if (!before.active) writes.push({ condition, state: { ...before, active: true } });
      continue;
    }
    const { fires, next } = edgeTrigger(before.active, crossed);
    if (fires)
      fire(
        condition,
        { ...before, active: true, value: level, episode: before.episode + 1 },
        level,
        levelMessage(condition, facts.price, level),
      );
    else if (next !== before.active) writes.push({ condition, state: { ...before, active: next } });
  }

  // Unknown (no price, no broker value) never overwrites a known rating: it is compared with the next known one.
  const rating = stored.get("rating") ?? UNSEEN_STATE;
  const previousRating = rating.label as ConsensusRating | null;
  if (!restored && facts.rating !== null && facts.rating !== previousRating) {
    if (ratingChangeFires(previousRating, facts.rating))
      fire(
        "rating",
        { ...rating, label: facts.rating, episode: rating.episode + 1 },
        facts.brokerAvg,
        ratingMessage(previousRating!, facts.rating),
      );
    else writes.push({ condition: "rating", state: { ...rating, label: facts.rating } });
  }

  for (const source of SOURCE_KEYS) {
    const condition: ConditionKey = `fv:${source}`;
    const before = stored.get(condition) ?? UNSEEN_STATE;
    const current = facts.fairValues[source];
    if (current === null || current === before.value) continue;
    if (fvChangeFires(before.value, current, settings.fvChangePercent))
      fire(
        condition,
        { ...before, value: current, episode: before.episode + 1 },
        current,
        fairValueMessage(source, before.value!, current),
      );
    else writes.push({ condition, state: { ...before, value: current } });
  }
  return { writes, fired };
}

/**
 * After the user sets or clears a target: its conditions take the current truth without firing, so
 * a target set below today's price fires when the price falls to it, not at the next refresh for
 * a crossing that happened before it existed.
 */
export function rearmTargets(facts: AlertFacts, stored: ReadonlyMap<ConditionKey, EdgeState>): StateWrite[] {
  const writes: StateWrite[] = [];
  for (const condition of ["target-below", "target-above"] as const) {
    const before = stored.get(condition) ?? UNSEEN_STATE;
    const now = levelCrossed(condition, facts.price, facts.levels[condition]);
    if (now !== before.active) writes.push({ condition, state: { ...before, active: now } });
  }
  return writes;
}
