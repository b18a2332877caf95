import { cn } from "@/lib/utils";
import type { HoldingTotalsRow } from "../utils/holding-income";
import { gainClass, moneyText, signedMoneyText, signedPercentText } from "../utils/ledger-text";

/**
 * The Holdings page's totals: market value, cost base, unrealised $ and %, value at broker average,
 * and (issue 31) the income of the last 12 months, the total return and the franking credits beside it.
 */
export function HoldingsTotals({ totals, anyBrokerAvg }: { totals: HoldingTotalsRow; anyBrokerAvg: boolean }) {
  const facts: { label: string; value: string; tone?: string }[] = [
    { label: "Market value", value: moneyText(totals.marketValue) },
    { label: "Cost base", value: moneyText(totals.costBase) },
    { label: "Unrealised gain", value: signedMoneyText(totals.unrealisedGain), tone: gainClass(totals.unrealisedGain) },
    { label: "Unrealised %", value: signedPercentText(totals.unrealisedGainPercent), tone: gainClass(totals.unrealisedGainPercent) },
    // "-" rather than $0.00 when no holding has a broker average to value it at.
    { label: "Value at broker average", value: anyBrokerAvg ? moneyText(totals.valueAtBrokerAvg) : "-" },
  ];
  if (totals.totalReturn !== undefined)
    facts.push(
      { label: "Income (12 months)", value: moneyText(totals.incomeLast12Months) },
      { label: "Total return", value: signedMoneyText(totals.totalReturn), tone: gainClass(totals.totalReturn) },
      { label: "Franking credits", value: moneyText(totals.frankingCredits) },
    );
  // An odd last card spans the row's width on phones.
  const odd = facts.length % 2 === 1;
  return (
    <section aria-label="Totals">
      <dl className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3", odd ? "lg:grid-cols-5" : "lg:grid-cols-4")}>
        {facts.map((fact) => (
          <div
            key={fact.label}
            className={cn("min-w-0 rounded-xl border bg-card p-4 shadow-sm", odd && "last:col-span-2 sm:last:col-span-1")}
          >
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd className={cn("m-0 mt-1 text-xl font-semibold break-words tabular-nums", fact.tone)}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
