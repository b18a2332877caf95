// The Edit and Delete icon buttons of a row in a Holding tab's lists (trades, dividends, corporate
// actions): a pencil and a bin, each named for the screen reader by what it acts on.
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** `name` ends both labels: "Edit the Buy of 3 Jan 2025", "Delete the Buy of 3 Jan 2025". */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit the ${name}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete the ${name}`}>
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}
