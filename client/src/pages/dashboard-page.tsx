import { lazy, Suspense } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { LoadingState } from "@/components/ui/spinner";
import { usePortfolioStocks } from "@/api/portfolio";
import { AddStockDialog } from "@/features/portfolio/components/add-stock-dialog";
import { PortfolioOverview } from "@/features/portfolio/components/portfolio-overview";
import { RefreshAllButton } from "@/features/portfolio/components/refresh-all-button";
import { DashboardSectorInsights } from "@/features/sectors/components/dashboard-sector-insights";

// Its own chunk with the charting code: the dashboard's first load does not carry it.
const StockHistoryTab = lazy(() => import("@/features/valuation-history/components/stock-history-tab"));

export default function DashboardPage() {
  // The same cached read the overview's table uses: the portfolio's sectors decide the pie's colours.
  const portfolio = usePortfolioStocks(true);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Portfolio Overview"
        subtitle="Track fair-value estimates and spot opportunities across your portfolio"
        actions={
          <>
            <RefreshAllButton />
            <AddStockDialog />
          </>
        }
      />
      {/* docs/product.md: the sector chart and the Sector Value Analysis card sit below the portfolio table. */}
      <PortfolioOverview
        belowPortfolioTable={<DashboardSectorInsights stocks={portfolio.data} />}
        stockHistory={(slot) => (
          <Suspense fallback={<LoadingState label="Loading history..." />}>
            <StockHistoryTab {...slot} />
          </Suspense>
        )}
      />
    </div>
  );
}
