import { PageHeader } from "@/components/layout/page-header";
import { AddStockDialog } from "@/features/portfolio/components/add-stock-dialog";
import { PortfolioOverview } from "@/features/portfolio/components/portfolio-overview";
import { RefreshAllButton } from "@/features/portfolio/components/refresh-all-button";

/**
 * Slot for the sector distribution chart and the Sector Value Analysis card (spec section 2: below
 * the portfolio table). They belong to the sectors issue, which renders its components here; until
 * then the slot is deliberately empty rather than a stand-in chart.
 */
function SectorInsightsSlot() {
  return null;
}

export default function DashboardPage() {
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
      <PortfolioOverview belowPortfolioTable={<SectorInsightsSlot />} />
    </div>
  );
}
