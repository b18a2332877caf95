// How the Holdings totals word what a figure counts or leaves out (issue 44 items 5-7), in lines short
// enough for a tile two to a row on a 360 px phone: value at broker average with the market value of
// the same holdings and how many have no fair value, franking credits known apart from those unknown,
// and the closed positions inside the total return.
import type { HoldingTotalsView } from "@shared/contracts/holdings";
import { frankingUnknownText } from "./dividend-text";
import { moneyText } from "./ledger-text";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** ["of holdings worth $61,200.00", "1 holding has no fair value"]: like compared with like. */
export function brokerAverageNotes(totals: HoldingTotalsView): string[] {
  const notes: string[] = [];
  if (totals.marketValueAtBrokerAvg !== null) notes.push(`of holdings worth ${moneyText(totals.marketValueAtBrokerAvg)}`);
  if (totals.withoutFairValue > 0)
    notes.push(`${plural(totals.withoutFairValue, "holding")} ${totals.withoutFairValue === 1 ? "has" : "have"} no fair value`);
  return notes;
}

/** ["unknown for 3 estimated dividends"] beside the known credits; none when all are known. */
export function frankingCreditsNotes(totals: HoldingTotalsView): string[] {
  const unknown = frankingUnknownText(totals.frankingUnknownLast12Months);
  return unknown === null ? [] : [unknown];
}

/** ["includes 2 closed positions"] under the total return; none without any. */
export function closedPositionsNotes(closed: number): string[] {
  return closed > 0 ? [`includes ${plural(closed, "closed position")}`] : [];
}
