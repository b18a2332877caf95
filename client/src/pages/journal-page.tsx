import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import type { JournalEntryRow } from "@shared/contracts/journal";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/spinner";
import { useJournalEntries } from "@/api/journal";
import { useStocks } from "@/api/stocks";
import { CloseEntryDialog } from "@/features/journal/components/close-entry-dialog";
import { EntryFormDialog, type EntryFormTarget } from "@/features/journal/components/entry-form-dialog";
import { JournalList } from "@/features/journal/components/journal-list";
import { errorDescription } from "@/lib/api-client";

// Trade Journal (docs/product.md): every entry with its figures, 'New Entry', and Close / Edit on
// each entry.
export default function JournalPage() {
  const entries = useJournalEntries();
  const stocksQuery = useStocks();
  const stocks = useMemo(() => [...(stocksQuery.data ?? [])].sort((a, b) => a.symbol.localeCompare(b.symbol)), [stocksQuery.data]);
  const [formTarget, setFormTarget] = useState<EntryFormTarget>(null);
  const [closing, setClosing] = useState<JournalEntryRow | null>(null);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Trade Journal"
        subtitle="Document each trade's thesis, then review how it played out"
        actions={
          <Button onClick={() => setFormTarget({ mode: "create" })}>
            <Plus aria-hidden="true" />
            New Entry
          </Button>
        }
      />
      {entries.isLoading ? (
        <LoadingState label="Loading journal entries..." />
      ) : entries.error ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load journal entries: {errorDescription(entries.error)}
        </p>
      ) : (
        <JournalList entries={entries.data ?? []} onClose={setClosing} onEdit={(entry) => setFormTarget({ mode: "edit", id: entry.id })} />
      )}
      <EntryFormDialog target={formTarget} stocks={stocks} onDone={() => setFormTarget(null)} />
      <CloseEntryDialog entry={closing} onDone={() => setClosing(null)} />
    </div>
  );
}
