import { lazy, Suspense } from "react";
import { SECTOR_PIE_CHART } from "@shared/constants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import { useSectorValues } from "@/api/sectors";
import { QueryStates } from "./query-states";

const SectorPieChart = lazy(() => import("./sector-pie-chart"));

/**
 * 'Portfolio Sector Distribution': the pie of sector values. The dashboard and /sectors word the
 * empty state differently (spec section 2), so the caller passes it in.
 */
export function SectorChartCard({ emptyText, className }: { emptyText: string; className?: string }) {
  const sectors = useSectorValues();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Portfolio Sector Distribution</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryStates query={sectors} loadingLabel="Loading sector data...">
          {(data) =>
            data.length === 0 ? (
              <p className="py-10 text-center text-sm text-muted-foreground">{emptyText}</p>
            ) : (
              // A fixed-height fallback keeps the page from jumping when the chart chunk arrives.
              <Suspense fallback={<LoadingState label="Loading chart..." className="h-[350px]" />}>
                <figure aria-label="Portfolio value by sector" style={{ height: SECTOR_PIE_CHART.heightPx }} className="m-0">
                  <SectorPieChart sectors={data} />
                </figure>
              </Suspense>
            )
          }
        </QueryStates>
      </CardContent>
    </Card>
  );
}
