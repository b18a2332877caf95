// Sorting the table by a column id, with the spec's default (current5StarVsTrade, desc) whenever the
// chosen column is not on screen any more (its broker was hidden or its group collapsed).
import { DEFAULT_STOCK_SORT } from "@shared/constants";
import { sortRows, type SortDirection } from "@shared/domain/sorting";
import type { StockColumn } from "./column-definitions";
import type { StockRow } from "./stock-rows";

export interface TableSort {
  column: string;
  direction: SortDirection;
}

export const DEFAULT_SORT: TableSort = { ...DEFAULT_STOCK_SORT };

/** The sort in force: the chosen one when its column is shown and sortable, else the default. */
export function effectiveSort(sort: TableSort, columns: readonly StockColumn[]): TableSort {
  return columns.some((column) => column.id === sort.column && column.sortValue) ? sort : DEFAULT_SORT;
}

export function sortTableRows(rows: readonly StockRow[], sort: TableSort, columns: readonly StockColumn[]): StockRow[] {
  const active = effectiveSort(sort, columns);
  const column = columns.find((c) => c.id === active.column);
  if (!column?.sortValue) return rows.slice();
  // sortRows reads each row's key once, then compares the precomputed keys.
  return sortRows(rows, column.sortValue, active.direction);
}
