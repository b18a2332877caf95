import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from "react";
import { ALL_BROKERS_VISIBLE, type BrokerKey, type BrokerVisibility } from "@shared/domain/sources";
import { QueryStates } from "@/components/query-states";
import { usePortfolioStocks } from "@/api/portfolio";
import { ALL_SECTORS, distinctSectors, filterRows } from "../utils/filter-rows";
import { toStockRows } from "../utils/stock-rows";
import { DashboardFilters } from "./dashboard-filters";
import { OpportunityCards } from "./opportunity-cards";
import { OtherStocksSection } from "./other-stocks-section";
import { LazyStockDetailDialog } from "./stock-detail/lazy-stock-detail-dialog";
import { StockList } from "./stock-list";
import { useDetailSelection } from "../hooks/use-detail-selection";

/** What the detail dialog's History tab needs to draw a stock's valuation history. */
export interface StockHistorySlot {
  stockId: string;
  symbol: string;
  visibility: BrokerVisibility;
}

/**
 * The dashboard body: shortlists, filters, the portfolio table, a slot for the sector insights
 * (another feature), then Other Stocks. Rows are derived once per (data, visibility) here, so both
 * tables, the shortlists and the dialog share the same figures. `stockHistory` draws the detail
 * dialog's History tab (another feature) for the stock shown and the current broker checkboxes, `stockHolding` its Holding tab.
 */
export function PortfolioOverview({
  belowPortfolioTable,
  stockHistory,
  stockHolding,
}: {
  belowPortfolioTable?: ReactNode;
  stockHistory?: (slot: StockHistorySlot) => ReactNode;
  /** The dialog's Holding tab (the holdings feature's); null for a user without trades, who sees no such tab. */
  stockHolding?: (slot: { stockId: string; symbol: string }) => ReactNode;
}) {
  const portfolio = usePortfolioStocks(true);
  const others = usePortfolioStocks(false);
  // The lists are drawn from deferred copies of the data: React then renders them in a transition,
  // in slices with the page responsive in between, instead of one long task when the answers arrive
  // (Lighthouse measured 0.5 s blocks on a phone; docs/decisions/021-phone-pwa-compression.md).
  // Each part also gets a commit of its own, one after the other (the first load's longest tasks
  // were single commits of everything; docs/decisions/023-portfolio-payload-and-first-paint.md):
  // first the page's frame and header, even when the data is already cached (fetched at start-up);
  // then the portfolio rows; then Other Stocks, further down.
  const [framePainted, setFramePainted] = useState(false);
  useEffect(() => startTransition(() => setFramePainted(true)), []);
  const portfolioData = useDeferredValue(framePainted ? (portfolio.data ?? null) : null);
  const [portfolioDrawn, setPortfolioDrawn] = useState(false);
  useEffect(() => {
    if (portfolioData !== null && !portfolioDrawn) startTransition(() => setPortfolioDrawn(true));
  }, [portfolioData, portfolioDrawn]);
  const otherData = useDeferredValue(portfolioDrawn ? others.data : undefined);
  const [visibility, setVisibility] = useState<BrokerVisibility>({ ...ALL_BROKERS_VISIBLE });
  const [sector, setSector] = useState(ALL_SECTORS);
  const [search, setSearch] = useState("");
  // Typing stays responsive on 2,000 rows: the tables catch up with the search text at low priority.
  const deferredSearch = useDeferredValue(search);

  const portfolioRows = useMemo(() => toStockRows(portfolioData ?? [], visibility), [portfolioData, visibility]);
  const otherRows = useMemo(() => toStockRows(otherData ?? [], visibility), [otherData, visibility]);
  const sectors = useMemo(() => distinctSectors(portfolioRows), [portfolioRows]);
  const shownPortfolio = useMemo(
    () => filterRows(portfolioRows, { sector, search: deferredSearch }),
    [portfolioRows, sector, deferredSearch],
  );
  const shownOthers = useMemo(() => filterRows(otherRows, { search: deferredSearch }), [otherRows, deferredSearch]);

  const detail = useDetailSelection([portfolioRows, otherRows]);
  const onVisibilityChange = useCallback((broker: BrokerKey, visible: boolean) => setVisibility((v) => ({ ...v, [broker]: visible })), []);

  return (
    <QueryStates query={portfolio} data={portfolioData} loadingLabel="Loading portfolio data..." title="Could not load the portfolio">
      {() => (
        <div className="flex min-w-0 flex-col gap-6">
          <OpportunityCards rows={portfolioRows} onOpen={detail.openRow} />
          <section aria-labelledby="portfolio-stocks-heading" className="flex min-w-0 flex-col gap-3">
            <h2 id="portfolio-stocks-heading" className="text-lg font-semibold">
              Portfolio Stocks
            </h2>
            <DashboardFilters
              sectors={sectors}
              sector={sector}
              onSectorChange={setSector}
              visibility={visibility}
              onVisibilityChange={onVisibilityChange}
              search={search}
              onSearchChange={setSearch}
            />
            <StockList
              rows={shownPortfolio}
              visibility={visibility}
              showMoveButton
              onRowClick={detail.openRow}
              label="Portfolio stocks"
              exportName="portfolio"
              emptyMessage="No stocks found. Upload your portfolio data to get started."
            />
          </section>
          {belowPortfolioTable}
          <OtherStocksSection
            query={others}
            loading={others.isLoading || (others.data !== undefined && otherData === undefined)}
            rows={shownOthers}
            visibility={visibility}
            onRowClick={detail.openRow}
          />
          <LazyStockDetailDialog
            stock={detail.stock}
            open={detail.open}
            onOpenChange={detail.setOpen}
            onCloseAutoFocus={detail.returnFocus}
            history={detail.stock && stockHistory?.({ stockId: detail.stock.id, symbol: detail.stock.symbol, visibility })}
            holding={detail.stock && stockHolding?.({ stockId: detail.stock.id, symbol: detail.stock.symbol })}
          />
        </div>
      )}
    </QueryStates>
  );
}
