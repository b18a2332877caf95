import { lazy, Suspense, useMemo } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { LoadingState } from "@/components/ui/spinner";
import { useHoldings } from "@/api/holdings";
import { usePortfolioStocks } from "@/api/portfolio";
import { unitsText } from "@/features/holdings/utils/ledger-text";
import { AddStockDialog } from "@/features/portfolio/components/add-stock-dialog";
import { HeldUnitsProvider } from "@/features/portfolio/components/held-mark";
import { PortfolioOverview } from "@/features/portfolio/components/portfolio-overview";
import { RefreshAllButton } from "@/features/portfolio/components/refresh-all-button";
import { DashboardSectorInsights } from "@/features/sectors/components/dashboard-sector-insights";

// Its own chunk with the charting code: the dashboard's first load does not carry it.
const StockHistoryTab = lazy(() => import("@/features/valuation-history/components/stock-history-tab"));
const HoldingTab = lazy(() => import("@/features/holdings/components/holding-tab"));

export default function DashboardPage() {
  // The same cached read the overview's table uses: the portfolio's sectors decide the pie's colours.
  const portfolio = usePortfolioStocks(true);
  // Asked once the portfolio has arrived, after the first paint: only a user with trades gets the
  // stock dialog's Holding tab (docs/decisions/031-holdings-screens.md).
  const holdings = useHoldings({ enabled: portfolio.data !== undefined });
  const hasLedger = (holdings.data?.tradeCount ?? 0) > 0;
  const held = holdings.data?.holdings;
  // The rows and cards mark what is held (issue 44 item 24), with its units.
  const heldUnits = useMemo(() => (held ? new Map(held.map((holding) => [holding.stockId, unitsText(holding.units)])) : undefined), [held]);
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
      <HeldUnitsProvider units={heldUnits}>
        <PortfolioOverview
          belowPortfolioTable={<DashboardSectorInsights stocks={portfolio.data} held={held} />}
          stockHistory={(slot) => (
            <Suspense fallback={<LoadingState label="Loading history..." />}>
              <StockHistoryTab {...slot} />
            </Suspense>
          )}
          stockHolding={(slot) =>
            hasLedger && (
              <Suspense fallback={<LoadingState label="Loading holding..." />}>
                <HoldingTab {...slot} />
              </Suspense>
            )
          }
        />
      </HeldUnitsProvider>
    </div>
  );
}
