// How the Holdings totals word what a figure leaves out (issue 44 items 5-7): value at broker average
// beside the market value of the same holdings and how many have no fair value, franking credits
// known apart from those unknown, and the closed positions inside the total return.
import type { HoldingTotalsView } from "@shared/contracts/holdings";
import { frankingUnknownText } from "./dividend-text";
import { moneyText } from "./ledger-text";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "against $61,200.00 market value of the same holdings; 1 holding has no fair value". */
export function brokerAverageNote(totals: HoldingTotalsView): string | null {
  const parts: string[] = [];
  if (totals.marketValueAtBrokerAvg !== null)
    parts.push(`against ${moneyText(totals.marketValueAtBrokerAvg)} market value of the same holdings`);
  if (totals.withoutFairValue > 0)
    parts.push(`${plural(totals.withoutFairValue, "holding")} ${totals.withoutFairValue === 1 ? "has" : "have"} no fair value`);
  return parts.length === 0 ? null : parts.join("; ");
}

/** "unknown for 3 estimated dividends" beside the known credits; null when all are known. */
export function frankingCreditsNote(totals: HoldingTotalsView): string | null {
  return frankingUnknownText(totals.frankingUnknownLast12Months);
}

/** "includes 2 closed positions" under the total return; null without any. */
export function closedPositionsNote(closed: number): string | null {
  return closed > 0 ? `includes ${plural(closed, "closed position")}` : null;
}
