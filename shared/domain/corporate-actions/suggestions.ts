// Which known actions to suggest (issue 46): those whose code the user held at the end of the
// entitlement date, that are not applied yet. Pure: the caller gives each stock's end-of-day
// positions (replayPositionSteps), its code now, the code changes it knows and the keys applied.
import { dec } from "../ledger/decimal";
import { positionAtEndOf } from "../ledger/positions";
import type { PositionStep } from "../ledger/types";
import { symbolOn, type CodeChangeRecord } from "./code-change";
import type { KnownAction } from "./known-actions";

export interface HeldStock {
  stockId: string;
  /** The code it has now. */
  symbol: string;
  steps: readonly PositionStep[];
}

export interface KnownActionSuggestion {
  known: KnownAction;
  stockId: string;
  /** Units held at the end of the entitlement date. */
  unitsHeld: string;
}

/** Oldest entitlement first, so applying them in order replays the ledger in order. */
export function suggestKnownActions(
  known: readonly KnownAction[],
  stocks: readonly HeldStock[],
  appliedKeys: ReadonlySet<string>,
  codeChanges: readonly CodeChangeRecord[] = [],
): KnownActionSuggestion[] {
  const suggestions: KnownActionSuggestion[] = [];
  for (const action of known) {
    if (appliedKeys.has(action.key)) continue;
    for (const stock of stocks) {
      if (symbolOn(stock.stockId, stock.symbol, action.entitlementDate, codeChanges) !== action.symbol) continue;
      const { units } = positionAtEndOf(stock.steps, action.entitlementDate);
      if (dec(units).gt(0)) suggestions.push({ known: action, stockId: stock.stockId, unitsHeld: units });
    }
  }
  return suggestions.sort((a, b) =>
    a.known.entitlementDate < b.known.entitlementDate ? -1 : a.known.entitlementDate > b.known.entitlementDate ? 1 : 0,
  );
}
