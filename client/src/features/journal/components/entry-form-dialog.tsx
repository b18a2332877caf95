import type { StockSummary } from "@shared/contracts/stocks";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useCreateJournalEntry, useJournalEntry, useUpdateJournalEntry } from "@/api/journal";
import { emptyJournalForm, formFromEntry, todayInSydney } from "../utils/journal-form";
import { EntryForm } from "./entry-form";

/** What the dialog is open for: a new entry, an edit of one entry, or nothing (closed). */
export type EntryFormTarget = { mode: "create" } | { mode: "edit"; id: string } | null;

interface EntryFormDialogProps {
  target: EntryFormTarget;
  stocks: readonly Pick<StockSummary, "id" | "symbol" | "name">[];
  onDone: () => void;
}

type FormStocks = EntryFormDialogProps["stocks"];

function CreateEntry({ stocks, onDone }: { stocks: FormStocks; onDone: () => void }) {
  const create = useCreateJournalEntry();
  return (
    <EntryForm
      initial={emptyJournalForm(todayInSydney(new Date()))}
      closed={false}
      stocks={stocks}
      saving={create.isPending}
      submitLabel="Save Entry"
      onCancel={onDone}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: () => {
            toast({ variant: "success", title: "Journal entry created" });
            onDone();
          },
          onError: (error) =>
            toast({ variant: "destructive", title: "Failed to create journal entry", description: errorDescription(error) }),
        })
      }
    />
  );
}

/** Loads the whole entry first (the list has no stop price), then edits every field of it. */
function EditEntry({ id, stocks, onDone }: { id: string; stocks: FormStocks; onDone: () => void }) {
  const entry = useJournalEntry(id);
  const update = useUpdateJournalEntry();
  // The form copies the entry once, so it waits for a fresh read: a cached copy from before the
  // last change (say, the close dialog's) would seed it with stale values while the refetch runs.
  if (entry.isLoading || entry.isFetching) return <LoadingState label="Loading entry..." />;
  if (!entry.data)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorDescription(entry.error)}
      </p>
    );
  return (
    <EntryForm
      initial={formFromEntry(entry.data)}
      closed={entry.data.closedAt !== null}
      stocks={stocks}
      saving={update.isPending}
      submitLabel="Save Changes"
      onCancel={onDone}
      onSubmit={(body) =>
        update.mutate(
          { id, body },
          {
            onSuccess: () => {
              toast({ variant: "success", title: "Journal entry updated" });
              onDone();
            },
            onError: (error) =>
              toast({ variant: "destructive", title: "Failed to update journal entry", description: errorDescription(error) }),
          },
        )
      }
    />
  );
}

/** The 'New Entry' and 'Edit' dialog. A new form per opening, so it always starts from fresh values. */
export function EntryFormDialog({ target, stocks, onDone }: EntryFormDialogProps) {
  const creating = target?.mode === "create";
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onDone()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{creating ? "New Journal Entry" : "Edit Journal Entry"}</DialogTitle>
          <DialogDescription>
            {creating ? "Document the trade and why you are taking it." : "Change any part of the entry."}
          </DialogDescription>
        </DialogHeader>
        {target?.mode === "create" && <CreateEntry stocks={stocks} onDone={onDone} />}
        {target?.mode === "edit" && <EditEntry key={target.id} id={target.id} stocks={stocks} onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}
