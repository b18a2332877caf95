// Below 768 px the stock table becomes this list of cards (docs/decisions/021-phone-pwa-compression.md):
// the same rows, sort rules, selection and row actions, read without a sideways swipe. Only the
// cards in view (plus a few either way) are in the DOM, so 2,000 stocks scroll smoothly.
import { useVirtualizer } from "@tanstack/react-virtual";
import { observeRegionRect, scrollRegionTo, viewportRegionRect } from "@/components/ui/virtual-spacer";
import { useCallback, useMemo, useRef, useState } from "react";
import { useNow } from "@/hooks/use-now";
import { useStockRowActions } from "../../hooks/use-stock-row-actions";
import { useTableSort } from "../../hooks/use-table-sort";
import { useVisibleSelection } from "../../hooks/use-visible-selection";
import { buildColumns } from "../../utils/column-definitions";
import { buildCsv, csvFileName } from "../../utils/csv-export";
import type { StockRow } from "../../utils/stock-rows";
import { DeleteStockDialog } from "../stock-table/delete-stock-dialog";
import { downloadTextFile } from "../stock-table/download-file";
import type { StockTableProps } from "../stock-table/stock-table";
import { CardListToolbar, SelectionActions } from "./card-list-toolbar";
import { directionWord, SortSheet } from "./sort-sheet";
import { CARD_GAP_PX, CARD_HEIGHT_PX, StockCard, type CardHandlers } from "./stock-card";

// Cards drawn beyond the visible window each way; far below the 60-card ceiling.
const OVERSCAN_CARDS = 3;

export function StockCardList({ rows, visibility, showMoveButton, onRowClick, label, exportName, emptyMessage }: StockTableProps) {
  const actions = useStockRowActions();
  const now = useNow();
  const [selecting, setSelecting] = useState(false);
  const [sortOpen, setSortOpen] = useState(false);

  // The table's columns in its default layout (months collapsed, so no month keys): the sort sheet
  // offers exactly what its headers sort by.
  const columns = useMemo(
    () => buildColumns({ visibility, monthsExpanded: false, brokerTargetsExpanded: false, monthKeys: [], compact: true }),
    [visibility],
  );
  const { activeSort, sortedRows, onSort } = useTableSort(rows, columns);
  const { selectedOnScreen, selection, onToggleAll, clear } = useVisibleSelection(rows, actions.selectedIds, actions.setSelectedIds);
  const sortHeader = columns.find((column) => column.id === activeSort.column)?.header ?? activeSort.column;
  const sortSummary = `${sortHeader}, ${directionWord(activeSort.direction)}`;

  const { setSelectedIds } = actions;
  const onLongPress = useCallback(
    (row: StockRow) => {
      setSelecting(true);
      setSelectedIds((ids) => new Set(ids).add(row.id));
    },
    [setSelectedIds],
  );
  const handlers = useMemo<CardHandlers>(
    () => ({ ...actions.rowHandlers, onOpen: onRowClick, onLongPress }),
    [actions.rowHandlers, onRowClick, onLongPress],
  );
  const onSelectingChange = (next: boolean) => {
    setSelecting(next);
    if (!next) clear();
  };

  const onExport = () => downloadTextFile(csvFileName(exportName, new Date()), buildCsv(columns, sortedRows), "text/csv;charset=utf-8");

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: sortedRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT_PX + CARD_GAP_PX,
    overscan: OVERSCAN_CARDS,
    // Keyed by stock, not position (unlike the table's rows): a card holds state of its own, its
    // open menu, which must stay with its stock when the list above it changes.
    getItemKey: (index) => sortedRows[index].id,
    initialRect: viewportRegionRect(),
    observeElementRect: observeRegionRect,
    scrollToFn: scrollRegionTo,
  });

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <CardListToolbar
        rowCount={rows.length}
        sortSummary={sortSummary}
        onOpenSort={() => setSortOpen(true)}
        selecting={selecting}
        onSelectingChange={onSelectingChange}
        selectedCount={selectedOnScreen.length}
        allSelected={selection === "all"}
        onToggleAll={onToggleAll}
        bulkDeleting={actions.bulkDeleting}
        onExport={onExport}
      />
      {/* Shown in select mode too: the space above the cards stays the same (a long press moves nothing). */}
      {rows.length > 0 && <p className="-mt-1 text-xs text-muted-foreground">Sorted by {sortSummary}</p>}
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">{emptyMessage}</p>
      ) : (
        <div
          ref={scrollRef}
          role="region"
          aria-label={label}
          tabIndex={0}
          className="relative max-h-[70dvh] overflow-x-hidden overflow-y-auto overscroll-contain rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ul className="relative m-0 list-none p-0" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = sortedRows[item.index];
              return (
                <li
                  key={item.key}
                  aria-posinset={item.index + 1}
                  aria-setsize={sortedRows.length}
                  className="absolute top-0 left-0 w-full"
                  style={{ height: CARD_HEIGHT_PX, transform: `translateY(${item.start}px)` }}
                >
                  <StockCard
                    row={row}
                    selecting={selecting}
                    selected={actions.selectedIds.has(row.id)}
                    refreshing={actions.refreshingIds.has(row.id)}
                    moving={actions.movingIds.has(row.id)}
                    showMove={showMoveButton}
                    now={now}
                    handlers={handlers}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {selecting && (
        <SelectionActions
          selectedCount={selectedOnScreen.length}
          bulkDeleting={actions.bulkDeleting}
          onDeleteSelected={() => actions.deleteSelected(selectedOnScreen)}
          onClearSelection={clear}
        />
      )}
      <SortSheet open={sortOpen} onOpenChange={setSortOpen} columns={columns} sort={activeSort} onSort={onSort} />
      <DeleteStockDialog
        stock={actions.pendingDelete}
        deleting={actions.deleting}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
    </div>
  );
}
