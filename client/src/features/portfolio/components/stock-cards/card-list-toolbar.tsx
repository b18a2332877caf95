import { ArrowDownUp, CheckSquare, Download, Trash2, X } from "lucide-react";
import { formatThousands } from "@shared/domain/format";
import { Button } from "@/components/ui/button";

interface CardListToolbarProps {
  rowCount: number;
  /** e.g. "Rating, descending". */
  sortSummary: string;
  onOpenSort: () => void;
  selecting: boolean;
  onSelectingChange: (selecting: boolean) => void;
  selectedCount: number;
  allSelected: boolean;
  onToggleAll: () => void;
  bulkDeleting: boolean;
  onExport: () => void;
}

/**
 * Above the cards: the count, Sort, Select and Export CSV; in select mode, in the same one row,
 * 'n stock(s) selected', Select all and Done. The row keeps its height, so entering select mode by
 * holding a card never moves the cards under the finger (SelectionActions holds the rest of the bar).
 */
export function CardListToolbar(props: CardListToolbarProps) {
  const { rowCount, sortSummary, onOpenSort, selecting, onSelectingChange, selectedCount, bulkDeleting } = props;
  if (selecting) {
    return (
      <div role="group" aria-label="Selection" className="flex min-h-9 items-center gap-1 max-md:min-h-11">
        <span role="status" className="mr-auto text-sm font-medium">
          {selectedCount} stock(s) selected
        </span>
        <Button variant="outline" size="sm" onClick={props.onToggleAll} disabled={bulkDeleting || rowCount === 0}>
          {props.allSelected ? "Select none" : "Select all"}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onSelectingChange(false)} disabled={bulkDeleting}>
          Done
        </Button>
      </div>
    );
  }
  return (
    <div className="flex min-h-9 items-center gap-1 max-md:min-h-11">
      <span className="mr-auto text-sm text-muted-foreground">
        {formatThousands(rowCount)} {rowCount === 1 ? "stock" : "stocks"}
      </span>
      <Button variant="outline" size="sm" onClick={onOpenSort} aria-label={`Sort: ${sortSummary}`} disabled={rowCount === 0}>
        <ArrowDownUp aria-hidden="true" />
        Sort
      </Button>
      <Button variant="outline" size="sm" onClick={() => onSelectingChange(true)} disabled={rowCount === 0}>
        <CheckSquare aria-hidden="true" />
        Select
      </Button>
      <Button variant="ghost" size="icon" onClick={props.onExport} disabled={rowCount === 0} aria-label="Export CSV" title="Export CSV">
        <Download aria-hidden="true" />
      </Button>
    </div>
  );
}

interface SelectionActionsProps {
  selectedCount: number;
  bulkDeleting: boolean;
  onDeleteSelected: () => void;
  onClearSelection: () => void;
}

/**
 * Select mode's actions, the table's bulk bar ('Delete Selected (n)', Clear), below the cards and
 * stuck to the bottom of the screen while the list is in view: it takes no room above the cards, so
 * it moves none of them, and it never leaves its own list's section (each list has its own).
 */
export function SelectionActions({ selectedCount, bulkDeleting, onDeleteSelected, onClearSelection }: SelectionActionsProps) {
  return (
    <div
      role="group"
      aria-label="Selected stocks"
      className="sticky bottom-0 flex items-center gap-2 rounded-md border bg-background p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-lg"
    >
      <Button variant="destructive" size="sm" onClick={onDeleteSelected} loading={bulkDeleting} disabled={selectedCount === 0}>
        {!bulkDeleting && <Trash2 aria-hidden="true" />}
        Delete Selected ({selectedCount})
      </Button>
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onClearSelection} disabled={bulkDeleting || selectedCount === 0}>
        <X aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
