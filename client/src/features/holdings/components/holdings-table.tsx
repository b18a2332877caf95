// The Holdings table (768 px and wider): a real <table> whose body draws only the rows in view, as
// Data History's lists do (client/src/features/data-history/components/virtual-table.tsx), with
// sortable headers and the totals in the footer.
import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type ReactNode, useRef } from "react";
import type { HoldingTotalsView, HoldingView } from "@shared/contracts/holdings";
import { SpacerRow, virtualPadding } from "@/components/ui/virtual-spacer";
import { cn } from "@/lib/utils";
import type { HoldingSort, HoldingSortKey } from "../utils/holding-sort";
import { ProvisionalBadge } from "./corporate-actions/provisional-badge";
import { frankingMarkNote, HOLDING_TABLE_COLUMNS, type HoldingColumn, type HoldingTableColumn } from "./holding-columns";

const ROW_HEIGHT_PX = 48;
const FIRST_COLUMN_PX = 172;
const cellBase = "overflow-hidden px-3 text-ellipsis whitespace-nowrap";
const pinnedFirst = "first:sticky first:left-0 first:z-pinned";

interface HoldingsTableProps {
  rows: readonly HoldingView[];
  totals: HoldingTotalsView;
  sort: HoldingSort;
  onSort: (key: HoldingSortKey) => void;
  onOpen: (holding: HoldingView) => void;
}

function SortButton({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: HoldingSortKey;
  sort: HoldingSort;
  onSort: (key: HoldingSortKey) => void;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(sortKey)}
      className={cn(
        "inline-flex items-end gap-1 rounded-sm text-balance outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
        active && "text-foreground",
      )}
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}

/** A heading with the sort of each figure in its column: the second figure's under the first's. */
function SortHeader({
  figures,
  sort,
  onSort,
  align,
}: {
  figures: readonly { label: string; key: HoldingSortKey }[];
  sort: HoldingSort;
  onSort: (key: HoldingSortKey) => void;
  align?: "right";
}) {
  const active = figures.some((figure) => figure.key === sort.key);
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
      // Headings wrap onto a second line rather than cut off ("Value at broker avg").
      className={cn(
        pinnedFirst,
        "border-b bg-card px-3 py-2 align-bottom font-medium text-muted-foreground",
        align === "right" ? "text-right" : "text-left",
      )}
    >
      <span className={cn("flex flex-col gap-1", align === "right" ? "items-end text-right" : "items-start")}>
        {figures.map((figure) => (
          <SortButton key={figure.key} label={figure.label} sortKey={figure.key} sort={sort} onSort={onSort} />
        ))}
      </span>
    </th>
  );
}

const headerFigures = (column: HoldingTableColumn) =>
  [column.top, ...(column.under ? [column.under] : [])].map((figure) => ({ label: figure.header, key: figure.key }));

/** A cell's figure, and the column's second figure under it, smaller; each names its figure in data-column. */
function Stacked({ column, top, under }: { column: HoldingTableColumn; top: ReactNode; under?: ReactNode }) {
  return (
    <>
      <div data-column={column.top.key} className="truncate">
        {top}
      </div>
      {under !== undefined && (
        <div data-column={column.under?.key} className="truncate text-xs text-muted-foreground">
          {under}
        </div>
      )}
    </>
  );
}

export function HoldingsTable({ rows, totals, sort, onSort, onOpen }: HoldingsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 10,
    getItemKey: (index) => rows[index].stockId,
  });
  const items = virtualizer.getVirtualItems();
  const padding = virtualPadding(items, virtualizer.getTotalSize());
  const columnCount = HOLDING_TABLE_COLUMNS.length + 1;
  const minWidth = HOLDING_TABLE_COLUMNS.reduce((sum, column) => sum + column.width, FIRST_COLUMN_PX);
  const totalOf = (figure: HoldingColumn) => figure.total?.(totals);

  const footnote = frankingMarkNote(totals.frankingUnknownLast12Months);

  return (
    <div className="grid min-w-0 gap-2">
      <div
        ref={scrollRef}
        role="region"
        aria-label="Holdings"
        tabIndex={0}
        className="relative isolate max-h-[70vh] overflow-auto overscroll-x-contain rounded-md border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-full table-fixed border-separate border-spacing-0 text-sm" style={{ minWidth }} aria-rowcount={rows.length + 2}>
          <colgroup>
            <col style={{ width: FIRST_COLUMN_PX }} />
            {HOLDING_TABLE_COLUMNS.map((column) => (
              <col key={column.top.key} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead className="sticky top-0 z-table-header">
            <tr aria-rowindex={1}>
              <SortHeader figures={[{ label: "Stock", key: "symbol" }]} sort={sort} onSort={onSort} />
              {HOLDING_TABLE_COLUMNS.map((column) => (
                <SortHeader key={column.top.key} figures={headerFigures(column)} sort={sort} onSort={onSort} align="right" />
              ))}
            </tr>
          </thead>
          <tbody>
            <SpacerRow height={padding.top} colSpan={columnCount} />
            {items.map((item) => {
              const row = rows[item.index];
              return (
                <tr key={item.key} aria-rowindex={item.index + 2} className="group" style={{ height: ROW_HEIGHT_PX }}>
                  <th scope="row" className={cn(cellBase, pinnedFirst, "border-b bg-card text-left font-normal group-hover:bg-muted")}>
                    <button
                      type="button"
                      onClick={() => onOpen(row)}
                      className="max-w-full truncate rounded-sm text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      aria-label={`${row.symbol} ${row.name}: open its holding`}
                    >
                      <span className="font-semibold">{row.symbol}</span> <span className="text-muted-foreground">{row.name}</span>
                    </button>
                    {row.provisional && <ProvisionalBadge figure={row} className="flex w-fit" />}
                  </th>
                  {HOLDING_TABLE_COLUMNS.map((column) => (
                    <td key={column.top.key} className={cn(cellBase, "border-b bg-card text-right tabular-nums group-hover:bg-muted")}>
                      <Stacked column={column} top={column.top.cell(row)} under={column.under?.cell(row)} />
                    </td>
                  ))}
                </tr>
              );
            })}
            <SpacerRow height={padding.bottom} colSpan={columnCount} />
          </tbody>
          <tfoot className="sticky bottom-0 z-table-header">
            <tr aria-rowindex={rows.length + 2} style={{ height: ROW_HEIGHT_PX }}>
              <th scope="row" className={cn(cellBase, pinnedFirst, "border-t bg-muted text-left font-semibold")}>
                Total
              </th>
              {HOLDING_TABLE_COLUMNS.map((column) => (
                <td key={column.top.key} className={cn(cellBase, "border-t bg-muted text-right font-semibold tabular-nums")}>
                  <Stacked
                    column={column}
                    top={totalOf(column.top)}
                    under={column.under && (column.under.total ? totalOf(column.under) : "")}
                  />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {footnote && <p className="text-xs text-muted-foreground">Franking credits (12 months): {footnote}</p>}
    </div>
  );
}
