// The alert evaluation every change of a price or a fair value runs inside its own transaction
// (price refreshes, imports, undo, fair-value deletes, new stocks): three statements for any number
// of stocks (server/storage/alert-evaluation.ts), the rules in between pure (shared/domain).
import { DEFAULT_ALERT_SETTINGS, alertFacts, type AlertSettingsRule, type ConditionKey } from "@shared/domain/alerts";
import { evaluateStock, rearmTargets, type EdgeState, type RestoredPrice } from "@shared/domain/alert-trigger";
import { isSourceKey, type SourceKey } from "@shared/domain/sources";
import type { Executor } from "../db/connection";
import { kindSwitches } from "../presenters/alerts";
import { metaNumber, metaText } from "../presenters/portfolio";
import {
  loadAlertFacts,
  lockStocksForEvaluation,
  writeAlertEvaluation,
  type AlertFactsRow,
  type NewAlertRow,
  type StateRow,
  type StockSelection,
} from "../storage/alert-evaluation";

export interface EvaluationResult {
  /** New alerts per user. */
  newAlerts: ReadonlyMap<string, number>;
  /** How many stocks were evaluated. */
  stocks: number;
}

function settingsOf(row: AlertFactsRow): AlertSettingsRule {
  const stored = row.settings;
  if (!stored) return DEFAULT_ALERT_SETTINGS;
  return { kinds: kindSwitches(stored), fvChangePercent: Number(stored.fvChangePercent), scope: stored.scope };
}

/** The facts of one stock as the evaluation reads them (exported for the test that compares them with the portfolio read). */
export function factsOf(row: AlertFactsRow) {
  const fairValues: Partial<Record<SourceKey, number>> = {};
  for (const [source, value] of Object.entries(row.fairValues ?? {})) if (isSourceKey(source)) fairValues[source] = Number(value);
  return alertFacts({
    lastPrice: Number(row.lastPrice),
    lastPriceUpdatedAt: row.lastPriceUpdatedAt,
    isPortfolio: row.isPortfolio,
    fairValues,
    msUncertainty: metaText(row.ratingsMeta, "uncertainty"),
    iiBuyBelow: metaNumber(row.iiMeta, "buy_below"),
    iiSellAbove: metaNumber(row.iiMeta, "sell_above"),
    alertBelow: row.alertBelow === null ? null : Number(row.alertBelow),
    alertAbove: row.alertAbove === null ? null : Number(row.alertAbove),
  });
}

function statesOf(row: AlertFactsRow): Map<ConditionKey, EdgeState> {
  return new Map(
    (row.states ?? []).map((s) => [
      s.condition,
      { active: s.active, value: s.value === null ? null : Number(s.value), label: s.label, episode: s.episode },
    ]),
  );
}

export function createAlertEvaluator() {
  /** Lock, read, decide, write: the caller's transaction holds the locks until it commits. */
  async function run(
    tx: Executor,
    selection: StockSelection,
    decide: (row: AlertFactsRow, states: StateRow[], alerts: NewAlertRow[]) => void,
  ) {
    const ids = await lockStocksForEvaluation(tx, selection);
    if (ids.length === 0) return { newAlerts: new Map<string, number>(), stocks: 0 };
    const rows = await loadAlertFacts(tx, ids);
    const states: StateRow[] = [];
    const alerts: NewAlertRow[] = [];
    for (const row of rows) decide(row, states, alerts);
    const newAlerts = await writeAlertEvaluation(tx, states, alerts);
    return { newAlerts, stocks: rows.length };
  }

  return {
    /**
     * Evaluates the stocks a change touched (or all of a user's), inside the caller's transaction.
     * Call it after the change's own writes, so it reads them. `restored`: stock id → the price an
     * undo put back (shared/domain/alert-trigger.ts).
     */
    evaluate(tx: Executor, selection: StockSelection, restored?: ReadonlyMap<string, RestoredPrice>): Promise<EvaluationResult> {
      return run(tx, selection, (row, states, alerts) => {
        const result = evaluateStock(factsOf(row), statesOf(row), settingsOf(row), row.isPortfolio, restored?.get(row.stockId));
        for (const write of result.writes) states.push({ stockId: row.stockId, condition: write.condition, state: write.state });
        for (const fired of result.fired) alerts.push({ userId: row.userId, stockId: row.stockId, ...fired });
      });
    },

    /** After a target changed: its conditions take the current truth, firing nothing (shared/domain/alert-trigger.ts). */
    async rearmTargets(tx: Executor, stockId: string): Promise<void> {
      await run(tx, { stockIds: [stockId] }, (row, states) => {
        for (const write of rearmTargets(factsOf(row), statesOf(row))) states.push({ stockId: row.stockId, ...write });
      });
    },
  };
}

export type AlertEvaluator = ReturnType<typeof createAlertEvaluator>;

/** The new alerts of one user in an evaluation's result (0 when none). */
export const newAlertsFor = (result: EvaluationResult | undefined, userId: string) => result?.newAlerts.get(userId) ?? 0;
