import { formatMoney, shortDateAU } from "@shared/domain/format";
import { BROKER_LABELS, type BrokerKey } from "@shared/domain/sources";
import { brokerDiscount } from "@shared/domain/valuation";
import { Badge } from "@/components/ui/badge";
import type { StockRow } from "../../utils/stock-rows";
import { PercentBadge } from "../value-badges";

// The spec's dialog compares these three sources (Bell Potter is in the table, not here).
const DETAIL_SOURCES = ["morningstar", "intelligentInvestor", "motleyFool"] as const satisfies readonly BrokerKey[];

function MorningstarRatings({ stock }: { stock: StockRow }) {
  const ratings: [string, string | null][] = [
    ["Uncertainty", stock.msUncertainty],
    ["Economic Moat", stock.msMoat],
    ["Financial Health", stock.msFinancialHealth],
  ];
  return (
    <div className="flex flex-wrap gap-1.5">
      {ratings.map(([label, value]) => (
        <Badge key={label} variant="outline">
          {label}: {value ?? "-"}
        </Badge>
      ))}
    </div>
  );
}

function IntelligentInvestorLevels({ stock }: { stock: StockRow }) {
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <div>
        <dt className="text-xs text-muted-foreground">Buy Below</dt>
        <dd className="font-semibold text-emerald-600 tabular-nums dark:text-emerald-400">{formatMoney(stock.iiBuyBelow)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Sell Above</dt>
        <dd className="font-semibold text-red-600 tabular-nums dark:text-red-400">{formatMoney(stock.iiSellAbove)}</dd>
      </div>
    </dl>
  );
}

/** One card per source with a fair value: name, "As of" date, the value and its discount. */
export function ValuationTab({ stock }: { stock: StockRow }) {
  const sources = DETAIL_SOURCES.filter((source) => stock[`${source}FV`] !== null);
  return (
    <section className="grid gap-3" aria-labelledby="valuation-heading">
      <h3 id="valuation-heading" className="text-base font-semibold">
        Broker Estimates Comparison
      </h3>
      {sources.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          No broker estimates available. Import data using the paste importers above the table.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {sources.map((source) => (
            <article key={source} aria-label={BROKER_LABELS[source]} className="grid gap-3 rounded-lg border bg-card p-4">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h4 className="font-semibold">{BROKER_LABELS[source]}</h4>
                  <p className="text-xs text-muted-foreground">As of {shortDateAU(stock[`${source}FVDate`])}</p>
                </div>
                <PercentBadge value={brokerDiscount(stock.lastPrice, stock[`${source}FV`])} inverted />
              </div>
              <p className="text-2xl font-semibold tabular-nums">{formatMoney(stock[`${source}FV`])}</p>
              {source === "morningstar" && <MorningstarRatings stock={stock} />}
              {source === "intelligentInvestor" && <IntelligentInvestorLevels stock={stock} />}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
