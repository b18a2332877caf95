import { lazy, Suspense, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { QueryStates } from "@/components/query-states";
import { LoadingState } from "@/components/ui/spinner";
import { useHoldings } from "@/api/holdings";
import { AddTradeDialog } from "@/features/holdings/components/add-trade-dialog";
import { DownloadTradesButton } from "@/features/holdings/components/download-trades-button";
import { DividendCalendar, EstimatedDividends, EstimatedDividendsLink } from "@/features/holdings/components/holdings-dividends";
import { ImportDividendsDialog } from "@/features/holdings/components/import-dividends-dialog";
import { ClosedPositions } from "@/features/holdings/components/closed-positions";
import { CorporateActionSuggestions } from "@/features/holdings/components/corporate-actions/suggestions-notice";
import { HoldingsList } from "@/features/holdings/components/holdings-list";
import { HoldingsTotals } from "@/features/holdings/components/holdings-totals";
import { ImportTradesDialog } from "@/features/holdings/components/import-trades-dialog";
import { SyncDividendsButton } from "@/features/holdings/components/sync-dividends-button";
import { PerformanceCard } from "@/features/holdings/components/performance-card";
import { ValueHistoryCard } from "@/features/holdings/components/value-history-card";
import { StockDetailById } from "@/features/portfolio/components/stock-detail/stock-detail-by-id";

const HoldingTab = lazy(() => import("@/features/holdings/components/holding-tab"));

// The page joins two features: holdings draws the ledger; a holding opens the portfolio's stock
// dialog on its Holding tab (parcels, trades, choose parcels).
export default function HoldingsPage() {
  const holdings = useHoldings();
  const [open, setOpen] = useState<{ stockId: string; symbol: string } | null>(null);
  // Dividends need trades: a user without any sees the page as before issue 31.
  const withTrades = (holdings.data?.tradeCount ?? 0) > 0;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Holdings"
        subtitle="What you own, what it cost, what it is worth, and what it is worth to the analysts"
        actions={
          <>
            {withTrades && (
              <>
                <SyncDividendsButton />
                <ImportDividendsDialog />
              </>
            )}
            <ImportTradesDialog />
            {withTrades && <DownloadTradesButton />}
            <AddTradeDialog />
          </>
        }
      />
      <QueryStates query={holdings} loadingLabel="Loading holdings..." title="Could not load your holdings">
        {(view) =>
          view.tradeCount === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-md border px-4 py-12 text-center">
              <p className="font-medium">No holdings yet</p>
              <p className="max-w-prose text-sm text-muted-foreground">
                Add a trade, or import your broker&apos;s trade file (CommSec, SelfWealth or Sharesight), to see what you own, what it cost
                and what it is worth.
              </p>
            </div>
          ) : view.holdings.length === 0 ? (
            <>
              <div className="flex flex-col items-center gap-2 rounded-md border px-4 py-12 text-center">
                <p className="font-medium">No open holdings</p>
                <p className="max-w-prose text-sm text-muted-foreground">
                  Every unit you bought has been sold. The Tax page shows the capital gains of each financial year.
                </p>
              </div>
              <CorporateActionSuggestions />
              <ValueHistoryCard />
              <PerformanceCard />
              <ClosedPositions closed={view.closed} />
              <EstimatedDividends />
            </>
          ) : (
            <>
              <HoldingsTotals totals={view.totals} closed={view.closed.length} />
              <CorporateActionSuggestions />
              <EstimatedDividendsLink />
              <ValueHistoryCard />
              <PerformanceCard />
              <HoldingsList view={view} onOpen={(holding) => setOpen({ stockId: holding.stockId, symbol: holding.symbol })} />
              <ClosedPositions closed={view.closed} />
              <DividendCalendar />
              <EstimatedDividends />
            </>
          )
        }
      </QueryStates>
      <StockDetailById
        stockId={open?.stockId ?? null}
        onClose={() => setOpen(null)}
        initialTab="holding"
        holding={
          open && (
            <Suspense fallback={<LoadingState label="Loading holding..." />}>
              <HoldingTab stockId={open.stockId} symbol={open.symbol} />
            </Suspense>
          )
        }
      />
    </div>
  );
}
