import { useImportBatches } from "@/api/imports";
import { PageHeader } from "@/components/layout/page-header";
import { DataHistoryTabs } from "@/features/data-history/components/data-history-tabs";

// The page hands the import batches (the imports resource) to Data History, which shows and filters
// the rows; an undo refreshes what it changed through the data layer (client/src/api).
export default function DataHistoryPage() {
  const batches = useImportBatches();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title="Data History" subtitle="View and manage all imported data" />
      <DataHistoryTabs batches={batches.data ?? []} />
    </div>
  );
}
