import { useMemo, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import { useStocks } from "@/api/stocks";
import { ShareholderImportCard } from "@/features/shareholders/components/shareholder-import-card";
import { ShareholdersCard } from "@/features/shareholders/components/shareholders-card";
import { StockPicker } from "@/features/shareholders/components/stock-picker";
import { effectiveStockId, sortStocksBySymbol } from "@/features/shareholders/utils/shareholder-rows";
import { errorDescription } from "@/lib/api-client";

// Shareholder Analysis (docs/product.md): a stock selector defaulting to the first stock by symbol,
// that stock's latest list with a client-side total, and (beyond the spec) the list import.
export default function ShareholdersPage() {
  const stocksQuery = useStocks();
  const stocks = useMemo(() => sortStocksBySymbol(stocksQuery.data ?? []), [stocksQuery.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const stockId = effectiveStockId(stocks, chosen);
  const stock = stocks.find((s) => s.id === stockId) ?? null;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title="Shareholder Analysis" subtitle="The largest holders of each stock, from the lists companies publish" />
      {stocksQuery.isLoading ? (
        <LoadingState label="Loading stocks..." />
      ) : stocksQuery.error ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load stocks: {errorDescription(stocksQuery.error)}
        </p>
      ) : !stock ? (
        <Card>
          <CardContent>
            <p className="py-6 text-center text-sm text-muted-foreground">
              No stocks available. Add stocks to your portfolio to view shareholder data.
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <StockPicker stocks={stocks} value={stock.id} onChange={setChosen} />
          <ShareholdersCard stock={stock} />
          <ShareholderImportCard stock={stock} />
        </>
      )}
    </div>
  );
}
