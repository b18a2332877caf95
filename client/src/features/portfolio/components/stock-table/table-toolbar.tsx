import { Download, Trash2, X } from "lucide-react";
import { formatThousands } from "@shared/domain/format";
import { Button } from "@/components/ui/button";

interface TableToolbarProps {
  rowCount: number;
  selectedCount: number;
  bulkDeleting: boolean;
  onClearSelection: () => void;
  onDeleteSelected: () => void;
  onExport: () => void;
}

/** Above the table: the bulk bar while rows are selected (else the row count), and Export CSV. */
export function TableToolbar({ rowCount, selectedCount, bulkDeleting, onClearSelection, onDeleteSelected, onExport }: TableToolbarProps) {
  return (
    <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
      {selectedCount > 0 ? (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-1">
          <span className="text-sm font-medium">{selectedCount} stock(s) selected</span>
          <Button variant="ghost" size="sm" onClick={onClearSelection} disabled={bulkDeleting}>
            <X aria-hidden="true" />
            Clear
          </Button>
          <Button variant="destructive" size="sm" onClick={onDeleteSelected} loading={bulkDeleting}>
            {!bulkDeleting && <Trash2 aria-hidden="true" />}
            Delete Selected ({selectedCount})
          </Button>
        </div>
      ) : (
        <span className="text-sm text-muted-foreground">
          {formatThousands(rowCount)} {rowCount === 1 ? "stock" : "stocks"}
        </span>
      )}
      <Button variant="outline" size="sm" onClick={onExport} disabled={rowCount === 0}>
        <Download aria-hidden="true" />
        Export CSV
      </Button>
    </div>
  );
}
