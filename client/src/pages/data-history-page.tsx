import { useMemo } from "react";
import { useImportBatches } from "@/api/imports";
import { useStocks } from "@/api/stocks";
import { PageHeader } from "@/components/layout/page-header";
import { DataHistoryTabs } from "@/features/data-history/components/data-history-tabs";
import { ImportsCard } from "@/features/data-history/components/imports-card";

// The page hands the import batches (the imports resource) and every stock symbol of the user (the
// stocks resource, for the stock filters) to Data History: the Imports card (what each import holds,
// and its undo) above the tabs that show and filter the rows; an undo refreshes what it changed
// through the data layer (client/src/api).
export default function DataHistoryPage() {
  const batches = useImportBatches();
  const stocks = useStocks();
  const stockSymbols = useMemo(() => stocks.data?.map((stock) => stock.symbol), [stocks.data]);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title="Data History" subtitle="View and manage all imported data" />
      <ImportsCard batches={batches.data ?? []} />
      <DataHistoryTabs stockSymbols={stockSymbols} batches={batches.data ?? []} />
    </div>
  );
}
