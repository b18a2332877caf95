// Shareholders: GET /api/shareholders (every holder row of the user's stocks) and DELETE
// /api/shareholders/:id; GET /api/stocks/:id/shareholders (the stock's latest list); and the list
// import (beyond the spec): POST /api/shareholders/preview {text} reads a pasted top-20 list (or a
// CSV's text) without storing it, POST /api/stocks/:id/shareholders {asOfDate, text, fileName?}
// replaces that stock's list for that date. The Shareholders screen's form uses the same rules.
import { z } from "zod";
import { isoDate } from "./journal";
import { uuidParams } from "./responses";
import { unstorableTextMessage, isSingleLineText } from "./text";
import type { SkippedRow } from "./imports";

export const shareholderIdParams = uuidParams("shareholder");

/** One holder on a stock's list. */
export interface ShareholderHolding {
  id: string;
  name: string;
  shares: number;
  percentage: number;
  change: number | null;
  asOfDate: string;
  createdAt: string;
}

/** A holder as every shareholder answer shows one: the holding and the stock it is of. */
export interface ShareholderView extends ShareholderHolding {
  stockId: string;
  symbol: string;
}

/** A top-20 list is 20 rows; 200 leaves room for top-100 lists and stops a whole register. */
export const MAX_SHAREHOLDER_ROWS = 200;
/** 200 rows of long names are far below this; it keeps a mistaken paste off the server. */
export const MAX_SHAREHOLDER_TEXT_CHARS = 262_144;
/** `import_batches.source` of a shareholder import (Data History and undo read it). */
export const SHAREHOLDER_BATCH_SOURCE = "shareholders";

export const SHAREHOLDER_MESSAGES = {
  blankText: "Paste a shareholder list or choose a CSV file first",
  textTooLong: "The shareholder list is too long (the limit is 256 KB of text)",
  badDate: "As-of date must be a date like 2024-06-30",
  fileNameTooLong: "File name must be at most 200 characters",
  nothingImported: "No shareholders could be imported",
  deleted: "Shareholder deleted",
  notFound: "Shareholder not found",
} as const;

/** "A shareholder list can have at most 200 rows (this one has 250)". */
export function tooManyRowsMessage(rows: number): string {
  return `A shareholder list can have at most ${MAX_SHAREHOLDER_ROWS} rows (this one has ${rows})`;
}

/** "Imported 20 shareholders for BHP" ("1 shareholder" for one). */
export function importedMessage(count: number, symbol: string): string {
  return `Imported ${count} ${count === 1 ? "shareholder" : "shareholders"} for ${symbol}`;
}

const listText = z
  .string({ error: SHAREHOLDER_MESSAGES.blankText })
  .refine((text) => text.trim() !== "", SHAREHOLDER_MESSAGES.blankText)
  .refine((text) => text.length <= MAX_SHAREHOLDER_TEXT_CHARS, SHAREHOLDER_MESSAGES.textTooLong);

export const shareholderPreviewBody = z.object({ text: listText });

export const shareholderImportBody = z.object({
  asOfDate: isoDate(SHAREHOLDER_MESSAGES.badDate),
  text: listText,
  /** The uploaded CSV's name; a paste is stored as 'paste', like the analyst pastes. */
  fileName: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : "paste"))
    .refine((v) => v.length <= 200, SHAREHOLDER_MESSAGES.fileNameTooLong)
    .refine(isSingleLineText, unstorableTextMessage("File name")),
});
export type ShareholderImportBody = z.input<typeof shareholderImportBody>;

/** One holder as read from the list; `line` is the pasted line (or CSV line) it came from. */
export interface ShareholderListRow {
  line: number;
  /** The rank printed in the list, when it has one. Not stored: the stored list is ordered by shares. */
  rank: number | null;
  name: string;
  shares: number;
  /** Percent of issued capital, 0–100. */
  percentage: number;
  /** Change in percentage points since the previous list; null when the list has none. */
  change: number | null;
}

export interface ShareholderPreview {
  rows: ShareholderListRow[];
  errors: SkippedRow[];
}

/** 200 answer of the import. */
export interface ShareholderImportResult {
  message: string;
  totalRecords: number;
  skipped: SkippedRow[];
  batchId: string;
}
