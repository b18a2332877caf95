import type { CSSProperties } from "react";
import type { StockColumn } from "../../utils/column-definitions";

/** Inline sticky offset for pinned columns; the classes below give them an opaque background. */
export function pinnedStyle(column: StockColumn): CSSProperties | undefined {
  return column.pinnedLeft === undefined ? undefined : { position: "sticky", left: column.pinnedLeft };
}

/** The last pinned column draws the edge the scrolled columns slide under. */
export function isLastPinned(columns: readonly StockColumn[], index: number): boolean {
  return columns[index].pinnedLeft !== undefined && columns[index + 1]?.pinnedLeft === undefined;
}
