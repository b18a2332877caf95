// Cell and label text for the Data History tables. Number and date formats come from
// shared/domain/format (en-AU); these add what only this screen shows.
import type { ImportBatchView, UndoImportResult } from "@shared/contracts/imports";
import {
  DIVIDEND_IMPORT_SOURCE,
  IMPORT_SOURCE_LABELS,
  TAX_STATEMENT_IMPORT_SOURCE,
  TRADE_IMPORT_SOURCE,
} from "@shared/contracts/import-rules";
import { SHAREHOLDER_BATCH_SOURCE } from "@shared/contracts/shareholders";
import { MISSING_VALUE_TEXT } from "@shared/constants";
import { formatDateTimeAU } from "@shared/domain/format";
import { isFiniteNumber } from "@shared/domain/numbers";
import { sourceLabel } from "@shared/domain/sources";

function metaValueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** A fair value's meta as "uncertainty: Medium, economicMoat: Wide"; empty values are left out; "-" when none. */
export function metadataText(meta: Record<string, unknown> | null | undefined): string {
  if (!meta) return MISSING_VALUE_TEXT;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(meta)) {
    const text = metaValueText(value);
    if (text !== null) parts.push(`${key}: ${text}`);
  }
  return parts.length > 0 ? parts.join(", ") : MISSING_VALUE_TEXT;
}

/** "2.50R", "-1.00R"; "-" when missing. Rounding to 0 never shows "-0.00R". */
export function formatRMultiple(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return MISSING_VALUE_TEXT;
  const text = value.toFixed(2);
  return `${Number(text) === 0 ? "0.00" : text}R`;
}

export type Direction = "up" | "down" | "flat" | "none";

/** Colour and icon of a shareholder change or an R multiple: up green, down red, flat muted, none '-'. */
export function direction(value: number | null | undefined): Direction {
  if (!isFiniteNumber(value)) return "none";
  if (value > 0) return "up";
  if (value < 0) return "down";
  return "flat";
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** An import in the batch filter: "Morningstar · paste · 5 Jan 2024, 2:07 pm · 12 rows". */
export function batchLabel(batch: ImportBatchView): string {
  const source = IMPORT_SOURCE_LABELS[batch.source] ?? sourceLabel(batch.source);
  return [source, batch.fileName, formatDateTimeAU(batch.createdAt), plural(batch.rowsImported, "row", "rows")].join(" · ");
}

/** The undo notice: "Removed 3 fair values and 1 stock"; an account import names each kind it removed. */
export function undoResultText(
  result: Pick<UndoImportResult, "removedFairValues" | "removedStocks"> &
    Partial<
      Pick<
        UndoImportResult,
        | "removedShareholders"
        | "removedJournalEntries"
        | "removedAllocations"
        | "removedAlertSettings"
        | "removedTrades"
        | "removedDividends"
        | "removedTaxStatements"
        | "removedCorporateActions"
      >
    >,
): string {
  const kinds = [
    plural(result.removedFairValues, "fair value", "fair values"),
    plural(result.removedShareholders ?? 0, "shareholder", "shareholders"),
    plural(result.removedJournalEntries ?? 0, "journal entry", "journal entries"),
    plural(result.removedAllocations ?? 0, "allocation", "allocations"),
    plural(result.removedTrades ?? 0, "trade", "trades"),
    plural(result.removedDividends ?? 0, "dividend", "dividends"),
    plural(result.removedTaxStatements ?? 0, "tax statement", "tax statements"),
    plural(result.removedCorporateActions ?? 0, "corporate action", "corporate actions"),
    ...(result.removedAlertSettings ? ["the alert settings"] : []),
  ];
  // Name the kinds it did remove (a shareholder-list import holds no fair values); none: "0 fair values".
  const removed = kinds.filter((text) => !text.startsWith("0 "));
  const rows = removed.length > 0 ? removed : kinds.slice(0, 1);
  return `Removed ${[...rows, plural(result.removedStocks, "stock", "stocks")].join(", ").replace(/, ([^,]*)$/, " and $1")}`;
}

const WITHOUT_FAIR_VALUES: ReadonlySet<string> = new Set([
  TRADE_IMPORT_SOURCE,
  DIVIDEND_IMPORT_SOURCE,
  SHAREHOLDER_BATCH_SOURCE,
  TAX_STATEMENT_IMPORT_SOURCE,
]);

/**
 * Whether an import of `source` can hold fair values (the Fair Values tab's import filter lists only
 * these): a trade, dividend, shareholder-list or tax statement import never does; an account import may.
 */
export function mayHoldFairValues(source: string): boolean {
  return !WITHOUT_FAIR_VALUES.has(source);
}
