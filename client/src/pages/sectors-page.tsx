import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/spinner";
import { usePortfolioStocks } from "@/api/portfolio";
import { AllocationsCard } from "@/features/sectors/components/allocations-card";
import { SectorBreakdownCard } from "@/features/sectors/components/sector-breakdown-card";
import { SectorChartCard } from "@/features/sectors/components/sector-chart-card";
import { errorDescription } from "@/lib/api-client";

// One empty list for the loading moment, so the breakdown's memo does not recompute on every render.
const NO_STOCKS: never[] = [];

// The page joins the two features: the portfolio feature owns the stock list (shared with the
// dashboard's cache); the sectors feature draws the chart, the breakdown and the allocations from it.
export default function SectorsPage() {
  const portfolio = usePortfolioStocks(true);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title="Sector Distribution" subtitle="How your allocated dollars spread across sectors" />
      {/* Flex rather than a two-column grid: with no sectors the breakdown renders nothing and the
          chart card (holding the empty message) takes the whole row. */}
      <div className="flex min-w-0 flex-col gap-4 lg:flex-row lg:items-start">
        <SectorChartCard
          emptyText="No sector data available. Add stocks to your portfolio to see sector distribution."
          stocks={portfolio.data}
          className="min-w-0 lg:flex-1"
        />
        <SectorBreakdownCard stocks={portfolio.data ?? NO_STOCKS} className="min-w-0 lg:flex-1" />
      </div>
      {portfolio.isLoading ? (
        <LoadingState label="Loading portfolio data..." />
      ) : portfolio.error ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-md border border-destructive/50 px-4 py-10 text-center">
          <p className="font-medium">Could not load the portfolio</p>
          <p className="text-sm text-muted-foreground">{errorDescription(portfolio.error)}</p>
          <Button variant="outline" onClick={() => portfolio.refetch()} loading={portfolio.isFetching}>
            Try again
          </Button>
        </div>
      ) : (
        <AllocationsCard stocks={portfolio.data ?? NO_STOCKS} />
      )}
    </div>
  );
}
