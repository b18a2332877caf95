import type { HoldingTotalsView } from "@shared/contracts/holdings";
import { FigureTiles, type FigureFact } from "@/components/data/figure-tiles";
import { brokerAverageNotes, closedPositionsNotes, frankingCreditsNotes } from "../utils/holding-totals-text";
import { gainClass, moneyText, signedMoneyText, signedPercentText } from "../utils/ledger-text";
import { ProvisionalNote } from "./corporate-actions/provisional-badge";

/**
 * The Holdings page's totals: market value, cost base, unrealised $ and %, value at broker average
 * (beside the market value of the same holdings), and (issue 31) the income of the last 12 months,
 * its known franking credits and the total return, closed positions included (issue 44 items 5-7).
 */
export function HoldingsTotals({ totals, closed }: { totals: HoldingTotalsView; closed: number }) {
  const facts: FigureFact[] = [
    { label: "Market value", value: moneyText(totals.marketValue) },
    { label: "Cost base", value: moneyText(totals.costBase) },
    { label: "Unrealised gain", value: signedMoneyText(totals.unrealisedGain), tone: gainClass(totals.unrealisedGain) },
    { label: "Unrealised %", value: signedPercentText(totals.unrealisedGainPercent), tone: gainClass(totals.unrealisedGainPercent) },
    // "-" rather than $0.00 when no holding has a broker average to value it at.
    { label: "Value at broker average", value: moneyText(totals.valueAtBrokerAvg), notes: brokerAverageNotes(totals) },
    { label: "Income (12 months)", value: moneyText(totals.incomeLast12Months) },
    { label: "Franking credits (12 months)", value: moneyText(totals.frankingCreditsLast12Months), notes: frankingCreditsNotes(totals) },
    {
      label: "Total return",
      value: signedMoneyText(totals.totalReturn),
      tone: gainClass(totals.totalReturn),
      notes: closedPositionsNotes(closed),
    },
  ];
  if (!totals.provisional) return <FigureTiles label="Totals" facts={facts} />;
  return (
    <div className="grid gap-2">
      <ProvisionalNote />
      <FigureTiles label="Totals" facts={facts} />
    </div>
  );
}
