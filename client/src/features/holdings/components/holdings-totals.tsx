import { cn } from "@/lib/utils";
import type { HoldingTotalsView } from "@shared/contracts/holdings";
import { gainClass, moneyText, signedMoneyText, signedPercentText } from "../utils/ledger-text";

/**
 * The Holdings page's totals: market value, cost base, unrealised $ and %, value at broker average,
 * and (issue 31) the income of the last 12 months, its franking credits and the total return.
 */
export function HoldingsTotals({ totals, anyBrokerAvg }: { totals: HoldingTotalsView; anyBrokerAvg: boolean }) {
  const facts: { label: string; value: string; tone?: string }[] = [
    { label: "Market value", value: moneyText(totals.marketValue) },
    { label: "Cost base", value: moneyText(totals.costBase) },
    { label: "Unrealised gain", value: signedMoneyText(totals.unrealisedGain), tone: gainClass(totals.unrealisedGain) },
    { label: "Unrealised %", value: signedPercentText(totals.unrealisedGainPercent), tone: gainClass(totals.unrealisedGainPercent) },
    // "-" rather than $0.00 when no holding has a broker average to value it at.
    { label: "Value at broker average", value: anyBrokerAvg ? moneyText(totals.valueAtBrokerAvg) : "-" },
    { label: "Income (12 months)", value: moneyText(totals.incomeLast12Months) },
    { label: "Franking credits (12 months)", value: moneyText(totals.frankingCreditsLast12Months) },
    { label: "Total return", value: signedMoneyText(totals.totalReturn), tone: gainClass(totals.totalReturn) },
  ];
  return (
    <section aria-label="Totals">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0 rounded-xl border bg-card p-4 shadow-sm">
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd className={cn("m-0 mt-1 text-xl font-semibold break-words tabular-nums", fact.tone)}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
