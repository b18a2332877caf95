import { PageHeader } from "@/components/layout/page-header";
import { usePortfolioStocks } from "@/api/portfolio";
import { AddStockDialog } from "@/features/portfolio/components/add-stock-dialog";
import { PortfolioOverview } from "@/features/portfolio/components/portfolio-overview";
import { RefreshAllButton } from "@/features/portfolio/components/refresh-all-button";
import { DashboardSectorInsights } from "@/features/sectors/components/dashboard-sector-insights";

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
      <PortfolioOverview belowPortfolioTable={<DashboardSectorInsights stocks={portfolio.data} />} />
    </div>
  );
}
