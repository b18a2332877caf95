import { ArrowRightLeft, Loader2, RefreshCw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { StockRow } from "../../utils/stock-rows";

export interface RowActionHandlers {
  onRefresh: (row: StockRow) => void;
  onMove: (row: StockRow) => void;
  onDelete: (row: StockRow) => void;
}

interface RowActionsProps extends RowActionHandlers {
  row: StockRow;
  showMove: boolean;
  refreshing: boolean;
  moving: boolean;
}

/** Refresh (spinner while running), move between tables (when enabled) and delete. */
export function RowActions({ row, showMove, refreshing, moving, onRefresh, onMove, onDelete }: RowActionsProps) {
  const moveTitle = row.isPortfolio ? "Move to Other Stocks" : "Move to portfolio";
  return (
    <div className="flex items-center gap-0.5">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Refresh ${row.symbol}`}
        title="Refresh price and dividend"
        aria-busy={refreshing || undefined}
        disabled={refreshing}
        onClick={() => onRefresh(row)}
      >
        <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
      </Button>
      {showMove && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${row.symbol}`}
          title={moveTitle}
          aria-busy={moving || undefined}
          disabled={moving}
          onClick={() => onMove(row)}
        >
          {moving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ArrowRightLeft aria-hidden="true" />}
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Delete ${row.symbol}`}
        title="Delete"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onDelete(row)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
