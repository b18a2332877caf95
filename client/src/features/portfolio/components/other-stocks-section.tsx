import type { UseQueryResult } from "@tanstack/react-query";
import type { StockView } from "@shared/contracts/portfolio";
import type { BrokerVisibility } from "@shared/domain/sources";
import { LoadingState } from "@/components/ui/spinner";
import { errorDescription } from "@/lib/api-client";
import type { StockRow } from "../utils/stock-rows";
import { StockList } from "./stock-list";

interface OtherStocksSectionProps {
  query: UseQueryResult<StockView[]>;
  /** Still loading, or loaded and not yet drawn (the overview draws deferred data). */
  loading: boolean;
  rows: StockRow[];
  visibility: Readonly<BrokerVisibility>;
  onRowClick: (row: StockRow) => void;
}

/** Stocks tracked outside the portfolio; filtered by the search text only (docs/product.md). */
export function OtherStocksSection({ query, loading, rows, visibility, onRowClick }: OtherStocksSectionProps) {
  return (
    <section aria-labelledby="other-stocks-heading" className="flex min-w-0 flex-col gap-3">
      <div>
        <h2 id="other-stocks-heading" className="text-lg font-semibold">
          Other Stocks
        </h2>
        <p className="text-sm text-muted-foreground">Stocks you track outside your portfolio</p>
      </div>
      {loading ? (
        <LoadingState label="Loading other stocks..." />
      ) : query.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorDescription(query.error)}
        </p>
      ) : (
        <StockList
          rows={rows}
          visibility={visibility}
          showMoveButton
          onRowClick={onRowClick}
          label="Other stocks"
          exportName="other-stocks"
          emptyMessage="No other stocks being tracked"
        />
      )}
    </section>
  );
}
