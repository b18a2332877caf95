// The ATO CGT event codes the Tax page's lines carry (issue 46), each with the one line that says
// what it means (ITAA 1997 Division 104; docs/domain.md "Corporate actions"). Not tax advice.
import type { CgtLineView } from "@shared/contracts/cgt";

type CgtEventCode = CgtLineView["event"];

export const CGT_EVENT_EXPLANATIONS: Readonly<Record<CgtEventCode, string>> = {
  A1: "A disposal: a sale, or the cash of a takeover",
  C2: "Shares cancelled: the company was deregistered",
  G1: "A return of capital above the parcel's remaining cost base",
  G3: "A liquidator's declaration that the shares are worthless (a loss you choose)",
  E4: "A trust's tax-deferred amount above the parcel's remaining cost base",
  E10: "A fund's AMIT cost base net amount above the parcel's remaining cost base",
};

/** "G1: A return of capital above …", for a line's accessible description and the legend. */
export const cgtEventText = (event: CgtEventCode): string => `${event}: ${CGT_EVENT_EXPLANATIONS[event]}`;

/** The codes of the lines shown, in the order of the legend (A1 first), each once. */
export function eventsShown(lines: readonly Pick<CgtLineView, "event">[]): CgtEventCode[] {
  const order = Object.keys(CGT_EVENT_EXPLANATIONS) as CgtEventCode[];
  const present = new Set(lines.map((line) => line.event));
  return order.filter((event) => present.has(event));
}
