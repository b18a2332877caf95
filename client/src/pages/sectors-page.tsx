import { useMemo } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { QueryStates } from "@/components/query-states";
import { useHoldings } from "@/api/holdings";
import { usePortfolioStocks } from "@/api/portfolio";
import { AllocationsCard } from "@/features/sectors/components/allocations-card";
import { MarketValueSwitch } from "@/features/sectors/components/market-value-switch";
import { SectorBreakdownCard } from "@/features/sectors/components/sector-breakdown-card";
import { SectorChartCard } from "@/features/sectors/components/sector-chart-card";
import { useSectorsByMarketValue } from "@/features/sectors/hooks/use-sectors-by-market-value";
import { marketValueBySector } from "@/features/sectors/utils/market-value-sectors";

// One empty list for the loading moment, so the breakdown's memo does not recompute on every render.
const NO_STOCKS: never[] = [];

// The page joins the features: the portfolio feature owns the stock list (shared with the
// dashboard's cache); the sectors feature draws the chart, the breakdown and the allocations from it.
// A user with holdings sees the chart and breakdown drawn from their market values, with a switch back
// to the manual allocations, remembered with the dashboard's (issues 30, 44 item 23); without
// trades the page is as it always was.
export default function SectorsPage() {
  const portfolio = usePortfolioStocks(true);
  const holdings = useHoldings();
  const held = holdings.data?.holdings;
  const hasHoldings = (held?.length ?? 0) > 0;
  const [byMarketValue, setByMarketValue] = useSectorsByMarketValue(hasHoldings);
  const marketValues = useMemo(() => (held ? marketValueBySector(held) : undefined), [held]);
  const values = byMarketValue && hasHoldings ? marketValues : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Sector Distribution"
        subtitle={
          values ? "How the market value of your holdings spreads across sectors" : "How your allocated dollars spread across sectors"
        }
        actions={hasHoldings && <MarketValueSwitch checked={byMarketValue} onCheckedChange={setByMarketValue} />}
      />
      {/* Flex rather than a two-column grid: with no sectors the breakdown renders nothing and the
          chart card (holding the empty message) takes the whole row. */}
      <div className="flex min-w-0 flex-col gap-4 lg:flex-row lg:items-start">
        <SectorChartCard
          emptyText={
            values
              ? "None of your holdings has a price yet."
              : "No sector data available. Add stocks to your portfolio to see sector distribution."
          }
          stocks={portfolio.data}
          values={values}
          className="min-w-0 lg:flex-1"
        />
        <SectorBreakdownCard
          stocks={portfolio.data ?? NO_STOCKS}
          values={values}
          heldStocks={values ? held : undefined}
          totalLabel={values ? "Total market value" : undefined}
          className="min-w-0 lg:flex-1"
        />
      </div>
      <QueryStates query={portfolio} loadingLabel="Loading portfolio data..." title="Could not load the portfolio">
        {(stocks) => <AllocationsCard stocks={stocks} />}
      </QueryStates>
    </div>
  );
}
