// Code and name changes (WPL → WDS; docs/domain.md "Corporate actions"): not a disposal and no CGT
// event. The stock, its parcels, dividends, fair values and price history go on under the new code;
// the old code still finds the stock, so a file imported later with the old code lands on it.
import type { CodeChangeAction } from "./actions";
import { outcomeOf } from "./outcome";
import type { ActionResult, LineageParcel } from "./types";

export function applyCodeChange(_action: CodeChangeAction, parcels: readonly LineageParcel[]): ActionResult {
  return outcomeOf({ parcels: [...parcels] });
}

/** A stored code change, as symbol look-ups read it. */
export interface CodeChangeRecord {
  stockId: string;
  oldSymbol: string;
  newSymbol: string;
  effectiveDate: string;
}

const latestFirst = (a: CodeChangeRecord, b: CodeChangeRecord) =>
  a.effectiveDate > b.effectiveDate ? -1 : a.effectiveDate < b.effectiveDate ? 1 : 0;

/** The code a stock traded under on `date`: its code now, or the old code of a change after that date. */
export function symbolOn(stockId: string, currentSymbol: string, date: string, changes: readonly CodeChangeRecord[]): string {
  let symbol = currentSymbol;
  for (const change of changes.filter((c) => c.stockId === stockId).sort(latestFirst)) {
    if (date < change.effectiveDate) symbol = change.oldSymbol;
  }
  return symbol;
}

/**
 * The stock a code names, as a file row dated `date` means it: a stock that traded under that code on
 * that date (the old code before its change), else the stock that has the code now, else the stock
 * that last had it. A code another company takes later resolves by date. Null when none.
 */
export function stockIdForSymbol(
  symbol: string,
  date: string | null,
  stocks: readonly { id: string; symbol: string }[],
  changes: readonly CodeChangeRecord[],
): string | null {
  const code = symbol.trim().toUpperCase();
  const before = changes.filter((change) => change.oldSymbol === code).sort(latestFirst);
  if (date !== null) {
    // The change that first took the code away after the date: before it, the code was that stock's.
    const pending = before.filter((change) => date < change.effectiveDate).at(-1);
    if (pending) return pending.stockId;
  }
  const current = stocks.find((stock) => stock.symbol === code);
  return current?.id ?? before[0]?.stockId ?? null;
}
