import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { DataHistoryTabs } from "@/features/data-history/components/data-history-tabs";
import { invalidateAfterImport } from "@/features/imports/api/import-keys";
import { useImportBatches } from "@/features/imports/api/use-import-batches";
import { useStockList } from "@/features/shareholders/api/use-shareholders";

// The page joins the features: the imports feature owns the batch list and knows what an import
// (and so its undo) changes; the user's stock list (GET /api/stocks) fills the stock filters; Data
// History shows and filters the rows.
export default function DataHistoryPage() {
  const queryClient = useQueryClient();
  const batches = useImportBatches();
  const stocks = useStockList();
  const stockSymbols = useMemo(() => stocks.data?.map((stock) => stock.symbol), [stocks.data]);
  const onImportUndone = useCallback(() => invalidateAfterImport(queryClient), [queryClient]);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title="Data History" subtitle="View and manage all imported data" />
      <DataHistoryTabs stockSymbols={stockSymbols} batches={batches.data ?? []} onImportUndone={onImportUndone} />
    </div>
  );
}
