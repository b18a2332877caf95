// Cell text, shared by the table cells and the CSV export so a download matches the screen.
import { PREVIOUS_MONTHS } from "@shared/constants";
import { formatSignedPercent } from "@shared/domain/badges";
import { formatMoney, formatPercent } from "@shared/domain/format";
import type { StockColumn } from "./column-definitions";
import type { StockRow } from "./stock-rows";

/** The text a cell shows, or null when its value is missing (the cell shows "-"). */
export function cellText(column: StockColumn, row: StockRow): string | null {
  const value = column.value(row);
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  switch (column.kind) {
    case "lastPrice":
    case "money":
    case "upside":
      return formatMoney(value);
    case "percentBadge":
    case "momentum":
      return formatSignedPercent(value);
    case "divergence":
    case "yield":
      return formatPercent(value);
    case "monthCount":
      return `${value}/${PREVIOUS_MONTHS}`;
    default:
      return String(value);
  }
}
