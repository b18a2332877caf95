import { lazy, Suspense, useMemo } from "react";
import { SECTOR_PIE_CHART } from "@shared/constants";
import { sectorColors, type SectorValue } from "@shared/domain/sectors";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import { useSectorValues } from "@/api/sectors";
import type { AllocationStock } from "../utils/allocation-rows";
import { QueryStates } from "@/components/query-states";

const SectorPieChart = lazy(() => import("./sector-pie-chart"));

interface SectorChartCardProps {
  emptyText: string;
  /** The portfolio stocks: their sectors decide each sector's colour. Undefined while they load. */
  stocks: readonly Pick<AllocationStock, "sector">[] | undefined;
  className?: string;
  /** False holds back the read and the chart's code (the dashboard's card far below the screen). */
  active?: boolean;
  /** Sector values to draw instead of the allocations' (the holdings' market values on /sectors). */
  values?: readonly SectorValue[];
}

/**
 * 'Portfolio Sector Distribution': the pie of sector values. The dashboard and /sectors word the
 * empty state differently (docs/product.md), so the caller passes it in.
 */
export function SectorChartCard({ emptyText, stocks, className, active = true, values }: SectorChartCardProps) {
  const sectors = useSectorValues({ enabled: active && values === undefined });
  const colors = useMemo(() => (stocks ? sectorColors(stocks.map((stock) => stock.sector)) : undefined), [stocks]);
  const loading = <LoadingState label="Loading chart..." className="h-[350px]" />;
  const chart = (data: readonly SectorValue[]) =>
    data.length === 0 ? (
      <p className="py-10 text-center text-sm text-muted-foreground">{emptyText}</p>
    ) : !colors ? (
      loading
    ) : (
      // A fixed-height fallback keeps the page from jumping when the chart chunk arrives.
      <Suspense fallback={loading}>
        <figure
          aria-label={values ? "Market value of your holdings by sector" : "Portfolio value by sector"}
          style={{ minHeight: SECTOR_PIE_CHART.heightPx }}
          className="m-0"
        >
          <SectorPieChart sectors={data} colors={colors} />
        </figure>
      </Suspense>
    );
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Portfolio Sector Distribution</CardTitle>
      </CardHeader>
      <CardContent>
        {values ? (
          chart(values)
        ) : (
          <QueryStates query={sectors} loadingLabel="Loading sector data...">
            {chart}
          </QueryStates>
        )}
      </CardContent>
    </Card>
  );
}
