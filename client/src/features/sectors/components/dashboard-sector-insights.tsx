import type { AllocationStock } from "../utils/allocation-rows";
import { SectorChartCard } from "./sector-chart-card";
import { SectorValueAnalysisCard } from "./sector-value-analysis-card";

/** Below the dashboard's portfolio table: the sector pie and the Sector Value Analysis card. */
export function DashboardSectorInsights({ stocks }: { stocks: readonly Pick<AllocationStock, "sector">[] | undefined }) {
  return (
    <section aria-label="Sector insights" className="grid min-w-0 gap-4 lg:grid-cols-2">
      <SectorChartCard emptyText="No sector data available" stocks={stocks} className="min-w-0" />
      <SectorValueAnalysisCard className="min-w-0" />
    </section>
  );
}
