// CSV of the stock table as shown: the visible columns in order, the rows in their current filter
// and sort, each cell's on-screen text (missing values as empty cells rather than "-").
import { cellText } from "./cell-format";
import type { StockColumn } from "./column-definitions";
import type { StockRow } from "./stock-rows";

// A spreadsheet runs a cell that starts with one of these as a formula ("CSV injection"); stock
// names and sectors come from pasted third-party text, so every cell is treated as hostile.
const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

/** Prefixes a single quote when a spreadsheet would read the cell as a formula. */
export function neutraliseCell(text: string): string {
  return text.length > 0 && FORMULA_TRIGGERS.has(text[0]) ? `'${text}` : text;
}

/** RFC 4180 quoting: wrap in quotes (doubling inner quotes) when the cell holds a comma, quote or line break. */
export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
