import type { HoldingTotalsView } from "@shared/contracts/holdings";
import { cn } from "@/lib/utils";
import { gainClass, moneyText, signedMoneyText, signedPercentText } from "../utils/ledger-text";

/** The Holdings page's totals: market value, cost base, unrealised $ and %, value at broker average. */
export function HoldingsTotals({ totals, anyBrokerAvg }: { totals: HoldingTotalsView; anyBrokerAvg: boolean }) {
  const facts: { label: string; value: string; tone?: string }[] = [
    { label: "Market value", value: moneyText(totals.marketValue) },
    { label: "Cost base", value: moneyText(totals.costBase) },
    { label: "Unrealised gain", value: signedMoneyText(totals.unrealisedGain), tone: gainClass(totals.unrealisedGain) },
    { label: "Unrealised %", value: signedPercentText(totals.unrealisedGainPercent), tone: gainClass(totals.unrealisedGainPercent) },
    // "-" rather than $0.00 when no holding has a broker average to value it at.
    { label: "Value at broker average", value: anyBrokerAvg ? moneyText(totals.valueAtBrokerAvg) : "-" },
  ];
  return (
    <section aria-label="Totals">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0 rounded-xl border bg-card p-4 shadow-sm last:col-span-2 sm:last:col-span-1">
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd className={cn("m-0 mt-1 text-xl font-semibold break-words tabular-nums", fact.tone)}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
