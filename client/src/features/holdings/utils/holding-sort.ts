// The Holdings table's order: by any column, up or down; a holding without the figure (no price yet)
// sorts last either way, as on the dashboard.
import type { HoldingView } from "@shared/contracts/holdings";

export type HoldingSortKey =
  | "symbol"
  | "units"
  | "averageCost"
  | "costBase"
  | "lastPrice"
  | "marketValue"
  | "unrealisedGain"
  | "unrealisedGainPercent"
  | "weight"
  | "valueAtBrokerAvg"
  | "incomeLast12Months"
  | "totalReturn"
  | "frankingCreditsLast12Months";
export interface HoldingSort {
  key: HoldingSortKey;
  direction: "asc" | "desc";
}

export const DEFAULT_HOLDING_SORT: HoldingSort = { key: "marketValue", direction: "desc" };

/**
 * Orders decimal strings. Number() only orders them here (cents and 6-decimal units are far inside a
 * double's exact range for ordering); no figure shown or summed passes through it.
 */
function compareDecimalText(a: string, b: string): number {
  return Number(a) - Number(b);
}

export function sortHoldings(rows: readonly HoldingView[], sort: HoldingSort): HoldingView[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort.key === "symbol") return sign * a.symbol.localeCompare(b.symbol);
    const left = a[sort.key];
    const right = b[sort.key];
    if (left === null || right === null) return left === right ? a.symbol.localeCompare(b.symbol) : left === null ? 1 : -1;
    return sign * compareDecimalText(left, right) || a.symbol.localeCompare(b.symbol);
  });
}

/** A click on a column's header: the same column flips, another starts high-to-low (text A–Z). */
export function nextSort(current: HoldingSort, key: HoldingSortKey): HoldingSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: key === "symbol" ? "asc" : "desc" };
}
