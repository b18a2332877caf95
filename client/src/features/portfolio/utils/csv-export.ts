// CSV of the stock table as shown: the visible columns in order, the rows in their current filter
// and sort. A figure is the number a spreadsheet sums, rounded as the screen rounds it (dollars to
// cents, percentages to tenths under a header ending in %, the months with data as a count); other
// cells are their on-screen text, protected (shared/domain/csv-cells.ts). Missing values are empty.
import { MONEY_DECIMALS, PERCENT_DECIMALS, PREVIOUS_MONTHS } from "@shared/constants";
import { csvLine, roundedNumberCell, textCell } from "@shared/domain/csv-cells";
import { cellText } from "./cell-format";
import type { CellKind, StockColumn } from "./column-definitions";
import type { StockRow } from "./stock-rows";

/** Decimals of each figure column's number cell; a column not here is text. */
const NUMBER_DECIMALS: Partial<Record<CellKind, number>> = {
  lastPrice: MONEY_DECIMALS,
  money: MONEY_DECIMALS,
  upside: MONEY_DECIMALS,
  percentBadge: PERCENT_DECIMALS,
  momentum: PERCENT_DECIMALS,
  divergence: PERCENT_DECIMALS,
  yield: PERCENT_DECIMALS,
  monthCount: 0,
  count: 0,
};
const PERCENT_KINDS: ReadonlySet<CellKind> = new Set(["percentBadge", "momentum", "divergence", "yield"]);

/** Columns that carry data (not the checkbox or the action buttons). */
export function exportableColumns(columns: readonly StockColumn[]): StockColumn[] {
  return columns.filter((column) => column.kind !== "select" && column.kind !== "actions");
}

/** The header as the file names it: a percentage column says its numbers are percentages. */
function headerOf(column: StockColumn): string {
  if (PERCENT_KINDS.has(column.kind)) return `${column.header} %`;
  if (column.kind === "monthCount") return `${column.header} (of ${PREVIOUS_MONTHS})`;
  return column.header;
}

function cellOf(column: StockColumn, row: StockRow): string {
  const decimals = NUMBER_DECIMALS[column.kind];
  const value = column.value(row);
  if (decimals !== undefined && typeof value === "number") return roundedNumberCell(value, decimals);
  return textCell(cellText(column, row));
}

/** Header line plus one line per row, CRLF-separated as RFC 4180 asks. */
export function buildCsv(columns: readonly StockColumn[], rows: readonly StockRow[]): string {
  const exported = exportableColumns(columns);
  const lines = [csvLine(exported.map((column) => textCell(headerOf(column))))];
  for (const row of rows) lines.push(csvLine(exported.map((column) => cellOf(column, row))));
  return lines.join("\r\n");
}

/** "portfolio-2025-03-05.csv", dated by the local calendar day. */
export function csvFileName(prefix: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
