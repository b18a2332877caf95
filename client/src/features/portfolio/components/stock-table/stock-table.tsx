import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef, useState } from "react";
import { TABLE_TOOLTIP_DELAY_MS } from "@shared/constants";
import { previousMonthKeys } from "@shared/domain/months";
import type { BrokerVisibility } from "@shared/domain/sources";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useIsMobile } from "@/hooks/use-mobile";
import { useNow } from "@/hooks/use-now";
import { useStockRowActions } from "../../hooks/use-stock-row-actions";
import { useTableSort } from "../../hooks/use-table-sort";
import { useVisibleSelection } from "../../hooks/use-visible-selection";
import { buildColumns, tableWidth } from "../../utils/column-definitions";
import { buildCsv, csvFileName } from "../../utils/csv-export";
import type { StockRow } from "../../utils/stock-rows";
import { DeleteStockDialog } from "./delete-stock-dialog";
import { downloadTextFile } from "./download-file";
import { TableToolbar } from "./table-toolbar";
import { StockTableHeader } from "./stock-table-header";
import { ROW_HEIGHT_PX, StockTableRow } from "./stock-table-row";
import { SpacerRow, observeRegionRect, scrollRegionTo, viewportRegionRect, virtualPadding } from "@/components/ui/virtual-spacer";

export interface StockTableProps {
  /** Rows already filtered, with figures derived for `visibility`. */
  rows: StockRow[];
  visibility: Readonly<BrokerVisibility>;
  /** Shows the move-between-tables button on each row. */
  showMoveButton: boolean;
  /** Must be stable (useCallback): every row receives it. */
  onRowClick: (row: StockRow) => void;
  /** What the list is, e.g. "Portfolio stocks": the table's region adds " table", the card list's is this. */
  label: string;
  /** CSV file name prefix. */
  exportName: string;
  emptyMessage: string;
}

// Rows drawn beyond the visible window each way: enough for smooth scrolling; every extra row is
// 30 cells to create when the dashboard first draws (docs/decisions/021-phone-pwa-compression.md).
const OVERSCAN_ROWS = 5;
const HEADER_ROWS = 2;

export function StockTable({ rows, visibility, showMoveButton, onRowClick, label, exportName, emptyMessage }: StockTableProps) {
  const [monthsExpanded, setMonthsExpanded] = useState(false);
  const [brokerTargetsExpanded, setBrokerTargetsExpanded] = useState(false);
  const actions = useStockRowActions();
  const compact = useIsMobile();
  const now = useNow();

  // The month keys name the expanded month columns only; collapsed, none is needed (nor the Sydney
  // clock's time-zone data behind them, which the first draw then does not load).
  const monthKeysId = monthsExpanded ? previousMonthKeys(now).join(",") : "";
  const columns = useMemo(
    () =>
      buildColumns({ visibility, monthsExpanded, brokerTargetsExpanded, monthKeys: monthKeysId ? monthKeysId.split(",") : [], compact }),
    [visibility, monthsExpanded, brokerTargetsExpanded, monthKeysId, compact],
  );
  const { activeSort, sortedRows, onSort } = useTableSort(rows, columns);
  const { selectedOnScreen, selection, onToggleAll, clear } = useVisibleSelection(rows, actions.selectedIds, actions.setSelectedIds);

  const handlers = useMemo(() => ({ ...actions.rowHandlers, onOpen: onRowClick }), [actions.rowHandlers, onRowClick]);

  const onExport = () => downloadTextFile(csvFileName(exportName, new Date()), buildCsv(columns, sortedRows), "text/csv;charset=utf-8");

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: sortedRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    // The region's height (70 % of the window) before it is measured: the first render then draws
    // the rows that will show, instead of none and a second, synchronous render once measured.
    initialRect: viewportRegionRect(),
    observeElementRect: observeRegionRect,
    scrollToFn: scrollRegionTo,
  });
  const items = virtualizer.getVirtualItems();
  const padding = virtualPadding(items, virtualizer.getTotalSize());
  const width = tableWidth(columns);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <TableToolbar
        rowCount={rows.length}
        selectedCount={selectedOnScreen.length}
        bulkDeleting={actions.bulkDeleting}
        onClearSelection={clear}
        onDeleteSelected={() => actions.deleteSelected(selectedOnScreen)}
        onExport={onExport}
      />
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">{emptyMessage}</p>
      ) : (
        <TooltipProvider delayDuration={TABLE_TOOLTIP_DELAY_MS}>
          <div
            ref={scrollRef}
            role="region"
            aria-label={`${label} table`}
            tabIndex={0}
            className="relative isolate max-h-[70vh] overflow-auto overscroll-x-contain rounded-md border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <table
              className="table-fixed border-separate border-spacing-0 text-sm"
              style={{ width }}
              aria-rowcount={sortedRows.length + HEADER_ROWS}
            >
              <colgroup>
                {columns.map((column) => (
                  <col key={column.id} style={{ width: column.width }} />
                ))}
              </colgroup>
              <StockTableHeader
                columns={columns}
                sort={activeSort}
                onSort={onSort}
                selection={selection}
                onToggleAll={onToggleAll}
                monthsExpanded={monthsExpanded}
                onToggleMonths={() => setMonthsExpanded((v) => !v)}
                brokerTargetsExpanded={brokerTargetsExpanded}
                onToggleBrokerTargets={() => setBrokerTargetsExpanded((v) => !v)}
              />
              <tbody>
                <SpacerRow height={padding.top} colSpan={columns.length} />
                {items.map((item) => {
                  const row = sortedRows[item.index];
                  return (
                    // Keyed by position, not stock id: a re-sort then updates the same DOM rows in
                    // place instead of unmounting and mounting every visible row (about half the
                    // work), while scrolling still mounts only the rows entering the window.
                    <StockTableRow
                      key={item.index}
                      row={row}
                      rowIndex={item.index + HEADER_ROWS + 1}
                      columns={columns}
                      selected={actions.selectedIds.has(row.id)}
                      refreshing={actions.refreshingIds.has(row.id)}
                      moving={actions.movingIds.has(row.id)}
                      showMove={showMoveButton}
                      now={now}
                      handlers={handlers}
                    />
                  );
                })}
                <SpacerRow height={padding.bottom} colSpan={columns.length} />
              </tbody>
            </table>
          </div>
        </TooltipProvider>
      )}
      <DeleteStockDialog
        stock={actions.pendingDelete}
        deleting={actions.deleting}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
    </div>
  );
}
