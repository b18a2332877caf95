// CSV of the stock table as shown: the visible columns in order, the rows in their current filter
// and sort, each cell's on-screen text (missing values as empty cells rather than "-").
import { neutraliseCell, quoteCell } from "@shared/domain/csv-cells";
import { cellText } from "./cell-format";
import type { StockColumn } from "./column-definitions";
import type { StockRow } from "./stock-rows";

const csvCell = (text: string) => quoteCell(neutraliseCell(text));

/** Columns that carry data (not the checkbox or the action buttons). */
export function exportableColumns(columns: readonly StockColumn[]): StockColumn[] {
  return columns.filter((column) => column.kind !== "select" && column.kind !== "actions");
}

/** Header line plus one line per row, CRLF-separated as RFC 4180 asks. */
export function buildCsv(columns: readonly StockColumn[], rows: readonly StockRow[]): string {
  const exported = exportableColumns(columns);
  const lines = [exported.map((column) => csvCell(column.header)).join(",")];
  for (const row of rows) lines.push(exported.map((column) => csvCell(cellText(column, row) ?? "")).join(","));
  return lines.join("\r\n");
}

/** "portfolio-2025-03-05.csv", dated by the local calendar day. */
export function csvFileName(prefix: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
