import { formatSignedPercent, sectorUndervaluationVariant, type SectorUndervaluationVariant } from "@shared/domain/badges";
import { formatMoney, formatPortfolioValueK } from "@shared/domain/format";
import { totalValue } from "@shared/domain/sectors";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSectorAnalytics } from "@/api/sectors";
import { QueryStates } from "./query-states";

// docs/product.md "Limits": ≥ 20 strong, ≥ 10 moderate, ≤ −10 destructive, otherwise plain.
const BADGE_VARIANT = {
  strong: "success",
  moderate: "warning",
  destructive: "destructive",
  plain: "outline",
} as const satisfies Record<SectorUndervaluationVariant, "success" | "warning" | "destructive" | "outline">;

const plural = (count: number) => `${count} ${count === 1 ? "stock" : "stocks"}`;

/** Per sector: colour, name, stock count, value and the average undervaluation; the portfolio value in $k. */
export function SectorValueAnalysisCard({ className }: { className?: string }) {
  const analytics = useSectorAnalytics();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Sector Value Analysis</CardTitle>
        <CardDescription>Average undervaluation against the broker average, per sector</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates query={analytics} loadingLabel="Loading sector analysis...">
          {(sectors) =>
            sectors.length === 0 ? (
              <p className="py-10 text-center text-sm text-muted-foreground">No sector data available</p>
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
                      <li
                        key={sector.name}
                        data-sector={sector.name}
                        className="flex min-w-0 items-center gap-3 rounded-md border px-3 py-2"
                      >
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
            )
          }
        </QueryStates>
      </CardContent>
    </Card>
  );
}
