import type { JournalEntryRow } from "@shared/contracts/journal";
import { Card, CardContent } from "@/components/ui/card";
import { JournalEntryCard } from "./journal-entry-card";

interface JournalListProps {
  entries: readonly JournalEntryRow[];
  onClose: (entry: JournalEntryRow) => void;
  onEdit: (entry: JournalEntryRow) => void;
}

/** Every entry, newest first (the server's order), or the spec's empty state. */
export function JournalList({ entries, onClose, onEdit }: JournalListProps) {
  if (entries.length === 0) {
    return (
      <Card>
        <CardContent>
          <p className="py-6 text-center text-sm text-muted-foreground">
            No journal entries yet. Click &quot;New Entry&quot; to document your first trade.
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      {entries.map((entry) => (
        <JournalEntryCard key={entry.id} entry={entry} onClose={onClose} onEdit={onEdit} />
      ))}
    </div>
  );
}
