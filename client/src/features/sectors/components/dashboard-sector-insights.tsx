import { useMemo, useRef } from "react";
import { sectorColors } from "@shared/domain/sectors";
import { useNearViewport } from "@/hooks/use-near-viewport";
import { useSectorsByMarketValue } from "../hooks/use-sectors-by-market-value";
import type { AllocationStock } from "../utils/allocation-rows";
import { marketValueAnalytics, marketValueBySector, type HeldValue } from "../utils/market-value-sectors";
import { MarketValueSwitch } from "./market-value-switch";
import { SectorChartCard } from "./sector-chart-card";
import { SectorValueAnalysisCard } from "./sector-value-analysis-card";

const NO_PRICED_HOLDING = "None of your holdings has a price yet.";

/**
 * Below the dashboard's portfolio table: the sector pie and the Sector Value Analysis card. Their
 * reads and the chart's code (Recharts, the biggest script of the app) wait until the section comes
 * near the screen: most visits never scroll past a long table, and a first load then carries only
 * what it shows. The cards' titles are there from the start, so the page's outline does not change.
 * A user with holdings sees both cards by the holdings' market values (issue 44 item 23), or by the
 * allocations once they switch that off; /sectors follows the same remembered choice.
 */
export function DashboardSectorInsights({
  stocks,
  held,
}: {
  stocks: readonly Pick<AllocationStock, "sector">[] | undefined;
  /** The open holdings (GET /api/holdings); undefined until read, or for a user without trades. */
  held?: readonly HeldValue[];
}) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [byMarketValue, setByMarketValue] = useSectorsByMarketValue((held?.length ?? 0) > 0);
  const shown = byMarketValue ? held : undefined;
  const values = useMemo(() => (shown ? marketValueBySector(shown) : undefined), [shown]);
  const analytics = useMemo(
    () => (shown ? marketValueAnalytics(shown, sectorColors((stocks ?? []).map((stock) => stock.sector))) : undefined),
    [shown, stocks],
  );
  return (
    <section ref={ref} aria-label="Sector insights" className="grid min-w-0 gap-4 lg:grid-cols-2">
      {(held?.length ?? 0) > 0 && (
        <div className="flex justify-end lg:col-span-2">
          <MarketValueSwitch checked={byMarketValue} onCheckedChange={setByMarketValue} />
        </div>
      )}
      <SectorChartCard
        emptyText={values ? NO_PRICED_HOLDING : "No sector data available"}
        stocks={stocks}
        values={values}
        className="min-w-0"
        active={near}
      />
      <SectorValueAnalysisCard
        className="min-w-0"
        active={near}
        sectors={analytics}
        emptyText={analytics ? NO_PRICED_HOLDING : undefined}
      />
    </section>
  );
}
