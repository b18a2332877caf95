import { ArrowRightLeft, Loader2, MoreVertical, RefreshCw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { StockRow } from "../../utils/stock-rows";
import type { RowActionHandlers } from "../stock-table/row-actions";

interface CardMenuProps extends RowActionHandlers {
  row: StockRow;
  showMove: boolean;
  refreshing: boolean;
  moving: boolean;
}

/** A card's row actions (the table's Actions column): refresh, move between the lists, delete. */
export function CardMenu({ row, showMove, refreshing, moving, onRefresh, onMove, onDelete }: CardMenuProps) {
  const busy = refreshing || moving;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${row.symbol}`}
          aria-busy={busy || undefined}
          className="relative z-10"
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MoreVertical aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuItem disabled={refreshing} onSelect={() => onRefresh(row)}>
          <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
          {refreshing ? "Refreshing..." : "Refresh price"}
        </DropdownMenuItem>
        {showMove && (
          <DropdownMenuItem disabled={moving} onSelect={() => onMove(row)}>
            <ArrowRightLeft aria-hidden="true" />
            {row.isPortfolio ? "Move to Other Stocks" : "Move to portfolio"}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(row)}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
