// A real <table> whose body draws only the rows in view (plus overscan), with spacer rows above and
// below holding the scroll height. Data History lists every row with no pagination (docs/product.md),
// and a user's fair-value history runs to thousands of rows.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { SpacerRow, virtualPadding } from "@/components/ui/virtual-spacer";

export interface HistoryColumn<T> {
  id: string;
  header: string;
  /** px; the table is table-fixed so columns never jump as different rows scroll into view. */
  width: number;
  align?: "right";
  cell: (row: T) => ReactNode;
  /**
   * How the phone card shows the column: its heading ("title", then "subtitle"), a labelled fact
   * (the default; "wide" spans the card), or not at all.
   */
  card?: "title" | "subtitle" | "wide" | "hidden";
}

interface VirtualTableProps<T> {
  rows: readonly T[];
  columns: readonly HistoryColumn<T>[];
  rowKey: (row: T) => string;
  /** Accessible name of the scrolling region, e.g. "Fair values". */
  label: string;
  emptyMessage: string;
}

// Every row is one line high (long text truncates), so a fixed estimate is exact.
export const HISTORY_ROW_HEIGHT_PX = 44;
const OVERSCAN_ROWS = 10;

const cellBase = "overflow-hidden px-2 text-ellipsis whitespace-nowrap";
// The first column (the stock) stays in view while a phone scrolls the table sideways.
const pinnedFirst = "first:sticky first:left-0 first:z-pinned";
// Cells, not the row, take the hover colour, and it is opaque, so the pinned cell hides what scrolls under it.
const bodyCell = cn(cellBase, pinnedFirst, "border-b bg-card align-middle transition-colors group-hover:bg-muted");

export function VirtualTable<T>({ rows, columns, rowKey, label, emptyMessage }: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => HISTORY_ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => rowKey(rows[index]),
  });
  const items = virtualizer.getVirtualItems();
  const padding = virtualPadding(items, virtualizer.getTotalSize());
  const minWidth = columns.reduce((sum, column) => sum + column.width, 0);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative isolate max-h-[65vh] overflow-auto overscroll-x-contain rounded-md border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full table-fixed border-separate border-spacing-0 text-sm" style={{ minWidth }} aria-rowcount={rows.length + 1}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-table-header">
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  cellBase,
                  pinnedFirst,
                  "h-10 border-b bg-card text-left align-middle font-medium text-muted-foreground",
                  column.align === "right" && "text-right",
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="h-24 px-2 text-center text-muted-foreground">
                {emptyMessage}
              </td>
            </tr>
          )}
          <SpacerRow height={padding.top} colSpan={columns.length} />
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <tr key={item.key} aria-rowindex={item.index + 2} className="group" style={{ height: HISTORY_ROW_HEIGHT_PX }}>
                {columns.map((column) => (
                  <td key={column.id} className={cn(bodyCell, column.align === "right" && "text-right tabular-nums")}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          <SpacerRow height={padding.bottom} colSpan={columns.length} />
        </tbody>
      </table>
    </div>
  );
}
