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
  onDeleteSelected: () => void;
  onClearSelection: () => void;
  onExport: () => void;
}

/**
 * Above the cards: the count, Sort, Select and Export CSV; in select mode, the table's bulk bar
 * ('n stock(s) selected', Clear, 'Delete Selected (n)') plus Select all and Done.
 */
export function CardListToolbar(props: CardListToolbarProps) {
  const { rowCount, sortSummary, onOpenSort, selecting, onSelectingChange, selectedCount, bulkDeleting } = props;
  if (selecting) {
    return (
      <div role="group" aria-label="Selection" className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 p-2">
        <span role="status" className="mr-auto text-sm font-medium">
          {selectedCount} stock(s) selected
        </span>
        <Button variant="destructive" size="sm" onClick={props.onDeleteSelected} loading={bulkDeleting} disabled={selectedCount === 0}>
          {!bulkDeleting && <Trash2 aria-hidden="true" />}
          Delete Selected ({selectedCount})
        </Button>
        <div className="flex w-full items-center gap-2">
          <Button variant="outline" size="sm" onClick={props.onToggleAll} disabled={bulkDeleting || rowCount === 0}>
            {props.allSelected ? "Select none" : "Select all"}
          </Button>
          <Button variant="ghost" size="sm" onClick={props.onClearSelection} disabled={bulkDeleting || selectedCount === 0}>
            <X aria-hidden="true" />
            Clear
          </Button>
          <Button variant="secondary" size="sm" className="ml-auto" onClick={() => onSelectingChange(false)} disabled={bulkDeleting}>
            Done
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1">
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
