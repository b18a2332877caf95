import { memo, type KeyboardEvent, type MouseEvent } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";
import type { StockColumn } from "../../utils/column-definitions";
import type { StockRow } from "../../utils/stock-rows";
import { isLastPinned, pinnedStyle } from "./pinned-style";
import { RowActions, type RowActionHandlers } from "./row-actions";
import { DataCell, LastPriceCell } from "./stock-table-cells";

export const ROW_HEIGHT_PX = 44;

export interface RowHandlers extends RowActionHandlers {
  onToggleSelect: (id: string) => void;
  onOpen: (row: StockRow) => void;
}

interface StockTableRowProps {
  row: StockRow;
  /** 1-based position among all rows, for aria-rowindex (only a window of rows is in the DOM). */
  rowIndex: number;
  columns: readonly StockColumn[];
  selected: boolean;
  refreshing: boolean;
  moving: boolean;
  showMove: boolean;
  now: Date;
  handlers: RowHandlers;
}

// Clicks on the row's own controls must not also open the detail dialog.
const INTERACTIVE = "button, a, input, label, [role='checkbox'], [data-no-row-click]";

function StockTableRowImpl({ row, rowIndex, columns, selected, refreshing, moving, showMove, now, handlers }: StockTableRowProps) {
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    handlers.onOpen(row);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === "Enter" && event.target === event.currentTarget) {
      event.preventDefault();
      handlers.onOpen(row);
    }
  };

  return (
    <tr
      tabIndex={0}
      aria-rowindex={rowIndex}
      data-row-id={row.id}
      data-symbol={row.symbol}
      onClick={onClick}
      onKeyDown={onKeyDown}
      style={{ height: ROW_HEIGHT_PX }}
      className={cn(
        "group cursor-pointer bg-card outline-none hover:bg-muted focus-visible:bg-muted",
        "focus-visible:[&>td:first-child]:shadow-[inset_3px_0_0_var(--ring)]",
        selected && "bg-secondary",
      )}
    >
      {columns.map((column, index) => (
        <td
          key={column.id}
          style={pinnedStyle(column)}
          data-column={column.id}
          className={cn(
            "overflow-hidden border-b px-2 text-sm whitespace-nowrap",
            // Pinned cells inherit the row's (opaque) background so scrolled cells vanish under them.
            column.pinnedLeft !== undefined && "z-pinned bg-inherit",
            isLastPinned(columns, index) && "border-r",
          )}
          {...(column.kind === "select" ? { "data-no-row-click": true } : {})}
        >
          {column.kind === "select" ? (
            <Checkbox aria-label={`Select ${row.symbol}`} checked={selected} onCheckedChange={() => handlers.onToggleSelect(row.id)} />
          ) : column.kind === "lastPrice" ? (
            <LastPriceCell row={row} now={now} />
          ) : column.kind === "actions" ? (
            <RowActions row={row} showMove={showMove} refreshing={refreshing} moving={moving} {...handlers} />
          ) : (
            <DataCell column={column} row={row} />
          )}
        </td>
      ))}
    </tr>
  );
}

/** Re-renders only when its own row, selection or busy state changes (handlers are stable). */
export const StockTableRow = memo(StockTableRowImpl);
