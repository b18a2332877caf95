import { useRef } from "react";
import { useNearViewport } from "@/hooks/use-near-viewport";
import type { AllocationStock } from "../utils/allocation-rows";
import { SectorChartCard } from "./sector-chart-card";
import { SectorValueAnalysisCard } from "./sector-value-analysis-card";

/**
 * Below the dashboard's portfolio table: the sector pie and the Sector Value Analysis card. Their
 * reads and the chart's code (Recharts, the biggest script of the app) wait until the section comes
 * near the screen: most visits never scroll past a long table, and a first load then carries only
 * what it shows. The cards' titles are there from the start, so the page's outline does not change.
 */
export function DashboardSectorInsights({ stocks }: { stocks: readonly Pick<AllocationStock, "sector">[] | undefined }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} aria-label="Sector insights" className="grid min-w-0 gap-4 lg:grid-cols-2">
      <SectorChartCard emptyText="No sector data available" stocks={stocks} className="min-w-0" active={near} />
      <SectorValueAnalysisCard className="min-w-0" active={near} />
    </section>
  );
}
