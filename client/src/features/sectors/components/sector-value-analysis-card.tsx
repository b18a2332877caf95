import { formatSignedPercent, sectorUndervaluationVariant, type SectorUndervaluationVariant } from "@shared/domain/badges";
import { formatMoney, formatPortfolioValueK } from "@shared/domain/format";
import { totalValue, type SectorSummary } from "@shared/domain/sectors";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSectorAnalytics } from "@/api/sectors";
import { QueryStates } from "@/components/query-states";

// docs/product.md "Limits": ≥ 20 strong, ≥ 10 moderate, ≤ −10 destructive, otherwise plain.
const BADGE_VARIANT = {
  strong: "success",
  moderate: "warning",
  destructive: "destructive",
  plain: "outline",
} as const satisfies Record<SectorUndervaluationVariant, "success" | "warning" | "destructive" | "outline">;

const plural = (count: number) => `${count} ${count === 1 ? "stock" : "stocks"}`;

/**
 * Per sector: colour, name, stock count, value and the average undervaluation; the portfolio value in
 * $k. From the allocations (GET /api/portfolio/sector-analytics), or, given `sectors`, from those
 * (the holdings' market values: marketValueAnalytics). `active` false holds the read back (the card
 * is far below the screen).
 */
export function SectorValueAnalysisCard({
  className,
  active = true,
  sectors: given,
  emptyText = "No sector data available",
}: {
  className?: string;
  active?: boolean;
  sectors?: readonly SectorSummary[];
  emptyText?: string;
}) {
  const analytics = useSectorAnalytics({ enabled: active && given === undefined });
  const lines = (sectors: readonly SectorSummary[]) =>
    sectors.length === 0 ? (
      <p className="py-10 text-center text-sm text-muted-foreground">{emptyText}</p>
    ) : (
      <>
        <p className="mb-4 flex items-baseline justify-between gap-2" data-field="portfolio-value">
          <span className="text-sm text-muted-foreground">Portfolio value</span>
          <span className="text-2xl font-semibold tabular-nums">{formatPortfolioValueK(totalValue(sectors))}</span>
        </p>
        <ul className="grid grid-cols-1 gap-2" aria-label="Sector value analysis">
          {sectors.map((sector) => {
            const variant = sectorUndervaluationVariant(sector.avgUndervaluation);
            return (
              <li key={sector.name} data-sector={sector.name} className="flex min-w-0 items-center gap-3 rounded-md border px-3 py-2">
                <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: sector.color }} aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" title={sector.name}>
                    {sector.name}
                  </p>
                  <p className="text-xs text-muted-foreground">{plural(sector.stockCount)}</p>
                </div>
                {/* Value over badge on phones, side by side from sm: the name keeps the room it needs. */}
                <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
                  <span className="text-sm tabular-nums" data-field="value">
                    {formatMoney(sector.value)}
                  </span>
                  <Badge
                    variant={BADGE_VARIANT[variant]}
                    data-variant={variant}
                    className="w-16 tabular-nums"
                    title="Average undervaluation against the broker average"
                  >
                    {formatSignedPercent(sector.avgUndervaluation)}
                  </Badge>
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Sector Value Analysis</CardTitle>
        <CardDescription>Average undervaluation against the broker average, per sector</CardDescription>
      </CardHeader>
      <CardContent>
        {given ? (
          lines(given)
        ) : (
          <QueryStates query={analytics} loadingLabel="Loading sector analysis...">
            {lines}
          </QueryStates>
        )}
      </CardContent>
    </Card>
  );
}
