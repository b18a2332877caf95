// Selection survives filtering, but only rows on screen count and take part in select-all; shared
// by the table and the phone's card list.
import { useCallback, useMemo } from "react";
import type { StockRow } from "../utils/stock-rows";

export function useVisibleSelection(
  rows: readonly StockRow[],
  selectedIds: ReadonlySet<string>,
  setSelectedIds: (ids: ReadonlySet<string>) => void,
) {
  const selectedOnScreen = useMemo(() => rows.filter((row) => selectedIds.has(row.id)).map((row) => row.id), [rows, selectedIds]);
  const selection: "none" | "some" | "all" =
    selectedOnScreen.length === 0 ? "none" : selectedOnScreen.length === rows.length ? "all" : "some";
  const onToggleAll = useCallback(
    () => setSelectedIds(selection === "all" ? new Set() : new Set(rows.map((row) => row.id))),
    [rows, selection, setSelectedIds],
  );
  const clear = useCallback(() => setSelectedIds(new Set()), [setSelectedIds]);
  return { selectedOnScreen, selection, onToggleAll, clear };
}
