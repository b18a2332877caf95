// The table's sort, shared by the table (header clicks) and the phone's card list (its sort
// sheet): the same columns, the same rules (a new column starts descending, the active one flips,
// missing values last, the spec's default whenever the chosen column is not shown).
import { useCallback, useMemo, useState } from "react";
import { nextSort } from "@shared/domain/sorting";
import type { StockColumn } from "../utils/column-definitions";
import { DEFAULT_SORT, effectiveSort, sortTableRows, type TableSort } from "../utils/sort-rows";
import type { StockRow } from "../utils/stock-rows";

export function useTableSort(rows: readonly StockRow[], columns: readonly StockColumn[]) {
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const activeSort = effectiveSort(sort, columns);
  // effectiveSort returns either the state object or the shared default, so its identity is stable.
  const sortedRows = useMemo(() => sortTableRows(rows, activeSort, columns), [rows, activeSort, columns]);
  const onSort = useCallback((columnId: string) => setSort((current) => nextSort(effectiveSort(current, columns), columnId)), [columns]);
  return { activeSort, sortedRows, onSort };
}
