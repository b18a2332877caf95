// A tab's rows: the virtualised table from 768 px, the virtualised card list below it (where a
// nine-column table would hide its delete buttons off to the side). The delete action, when the list
// has one, is the same.
import { useMemo } from "react";
import { useIsMobile } from "@/hooks/use-mobile";
import { DeleteRowButton } from "./history-controls";
import { VirtualCardList } from "./virtual-card-list";
import { VirtualTable, type HistoryColumn } from "./virtual-table";

interface HistoryListProps<T> {
  rows: readonly T[];
  /** The data columns; the Actions column (delete) is added here. */
  columns: readonly HistoryColumn<T>[];
  rowKey: (row: T) => string;
  label: string;
  emptyMessage: string;
  /**
   * The delete button's accessible name, e.g. "Delete fair value BHP Morningstar Mar 2025"; without
   * it and onDelete the list has no Actions column (an import's trades, changed on Holdings).
   */
  deleteLabel?: (row: T) => string;
  onDelete?: (row: T) => void;
}

const ACTIONS_WIDTH_PX = 72;

export function HistoryList<T>({ rows, columns, rowKey, label, emptyMessage, deleteLabel, onDelete }: HistoryListProps<T>) {
  const phone = useIsMobile();
  const tableColumns = useMemo<readonly HistoryColumn<T>[]>(
    () =>
      deleteLabel && onDelete
        ? [
            ...columns,
            {
              id: "actions",
              header: "Actions",
              width: ACTIONS_WIDTH_PX,
              cell: (row) => <DeleteRowButton label={deleteLabel(row)} onClick={() => onDelete(row)} />,
            },
          ]
        : columns,
    [columns, deleteLabel, onDelete],
  );
  if (phone) {
    return (
      <VirtualCardList
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        label={label}
        emptyMessage={emptyMessage}
        deleteLabel={deleteLabel}
        onDelete={onDelete}
      />
    );
  }
  return <VirtualTable rows={rows} columns={tableColumns} rowKey={rowKey} label={label} emptyMessage={emptyMessage} />;
}
