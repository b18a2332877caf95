import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { formatMoney, shortDateAU } from "@shared/domain/format";
import { BROKER_LABELS, sourceLabel, type BrokerKey } from "@shared/domain/sources";
import { brokerDiscount } from "@shared/domain/valuation";
import { Badge } from "@/components/ui/badge";
import { crossedLevels, type LevelMark } from "../../utils/crossed-levels";
import type { StockRow } from "../../utils/stock-rows";
import { PercentBadge } from "../value-badges";
import { AlertTargetForm } from "./alert-target-form";
import { CrossedMark } from "./crossed-mark";

// The four brokers the table averages, in its order. (The spec named three; Bell Potter is counted in
// Broker Count, so its card is shown too; see docs/decisions/015-issue-12-screens.md.)
const DETAIL_SOURCES = ["morningstar", "intelligentInvestor", "motleyFool", "bellPotter"] as const satisfies readonly BrokerKey[];
const CONSENSUS_LABEL = sourceLabel("bell-potter-consensus");

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

/** Morningstar's 5-star price, marked when the price has fallen to it. */
function FiveStarLevel({ mark }: { mark: LevelMark }) {
  return (
    <dl className="text-sm">
      <dt className="text-xs text-muted-foreground">5-star price</dt>
      <dd className="flex flex-wrap items-center gap-2 font-semibold tabular-nums">
        {formatMoney(mark.level)}
        {mark.crossed && <CrossedMark side="below" />}
      </dd>
    </dl>
  );
}

function IntelligentInvestorLevels({ buyBelow, sellAbove }: { buyBelow: LevelMark; sellAbove: LevelMark }) {
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <div>
        <dt className="text-xs text-muted-foreground">Buy Below</dt>
        <dd className="flex flex-wrap items-center gap-2 font-semibold text-success tabular-nums">
          {formatMoney(buyBelow.level)}
          {buyBelow.crossed && <CrossedMark side="below" />}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Sell Above</dt>
        <dd className="flex flex-wrap items-center gap-2 font-semibold text-destructive tabular-nums">
          {formatMoney(sellAbove.level)}
          {sellAbove.crossed && <CrossedMark side="above" />}
        </dd>
      </div>
    </dl>
  );
}

function BellPotterRecommendation({ stock }: { stock: StockRow }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant="outline">Recommendation: {stock.bellPotterRecommendation ?? "-"}</Badge>
    </div>
  );
}

interface EstimateCardProps {
  name: string;
  date: string | null;
  value: number | null;
  lastPrice: number | null;
  /** Small print above the value, e.g. "Target price". */
  caption?: string;
  children?: ReactNode;
}

/** A source's card: its name, "As of" date, the value and its discount badge. */
function EstimateCard({ name, date, value, lastPrice, caption, children }: EstimateCardProps) {
  return (
    <article aria-label={name} className="grid content-start gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold">{name}</h4>
          <p className="text-xs text-muted-foreground">As of {shortDateAU(date)}</p>
        </div>
        <PercentBadge value={brokerDiscount(lastPrice, value)} inverted />
      </div>
      <div>
        {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
        <p className="text-2xl font-semibold tabular-nums">{formatMoney(value)}</p>
      </div>
      {children}
    </article>
  );
}

function BrokerCard({ stock, source }: { stock: StockRow; source: (typeof DETAIL_SOURCES)[number] }) {
  const marks = crossedLevels(stock);
  return (
    <EstimateCard
      name={BROKER_LABELS[source]}
      date={stock[`${source}FVDate`]}
      value={stock[`${source}FV`]}
      lastPrice={stock.lastPrice}
      caption={source === "bellPotter" ? "Target price" : undefined}
    >
      {source === "morningstar" && <MorningstarRatings stock={stock} />}
      {source === "morningstar" && <FiveStarLevel mark={marks["five-star"]} />}
      {source === "intelligentInvestor" && <IntelligentInvestorLevels buyBelow={marks["buy-below"]} sellAbove={marks["sell-above"]} />}
      {source === "bellPotter" && <BellPotterRecommendation stock={stock} />}
    </EstimateCard>
  );
}

/**
 * One card per source with a fair value. Bell Potter's files also carry a consensus target: it sits
 * beside the Bell Potter card, marked as outside the broker average (it is not one more broker).
 */
export function ValuationTab({ stock }: { stock: StockRow }) {
  const sources = DETAIL_SOURCES.filter((source) => stock[`${source}FV`] !== null);
  const hasConsensus = stock.bellPotterConsensusFV !== null;
  const others = sources.filter((source) => source !== "bellPotter");
  const hasBellPotter = sources.includes("bellPotter");
  const marks = crossedLevels(stock);
  return (
    <section className="grid gap-3" aria-labelledby="valuation-heading">
      <h3 id="valuation-heading" className="text-base font-semibold">
        Broker Estimates Comparison
      </h3>
      {sources.length === 0 && (
        <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          No broker estimates available. Import data using the paste importers above the table.
        </p>
      )}
      {(sources.length > 0 || hasConsensus) && (
        <div className="grid gap-3 sm:grid-cols-2">
          {others.map((source) => (
            <BrokerCard key={source} stock={stock} source={source} />
          ))}
          {/* Bell Potter and its consensus share a row of their own, so they always sit side by side. */}
          {(hasBellPotter || hasConsensus) && (
            <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
              {hasBellPotter && <BrokerCard stock={stock} source="bellPotter" />}
              {hasConsensus && (
                <EstimateCard
                  name={CONSENSUS_LABEL}
                  date={stock.bellPotterConsensusFVDate}
                  value={stock.bellPotterConsensusFV}
                  lastPrice={stock.lastPrice}
                  caption="Consensus target"
                >
                  <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
                    <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                    Not part of the broker average
                  </p>
                </EstimateCard>
              )}
            </div>
          )}
        </div>
      )}
      <AlertTargetForm
        // Another stock starts the boxes from its own stored target. (Not keyed by the target itself:
        // the save refetches it, and a remount would drop the save's notice.)
        key={stock.id}
        stockId={stock.id}
        symbol={stock.symbol}
        below={marks["target-below"]}
        above={marks["target-above"]}
      />
    </section>
  );
}
