// Analyst data imports: the paste bodies, the upload limits, and the response shapes (docs/product.md
// "Imports" and "Calls"). The client's paste panels use the same rules.
import { z } from "zod";
import type { CreatesAlerts } from "./alerts";

/** The four paste panels; each key is also the stored batch source and the URL segment's source. */
export const PASTE_SOURCES = ["morningstar", "intelligent-investor", "motley-fool", "bell-potter"] as const;
export type PasteSource = (typeof PASTE_SOURCES)[number];

/** The two workbook uploads. */
export const WORKBOOK_SOURCES = ["portfolio-workbook", "bell-potter-workbook"] as const;
export type WorkbookSource = (typeof WORKBOOK_SOURCES)[number];

/** An account export loaded by POST /api/import/archive (contracts/account-archive.ts). */
export const ACCOUNT_IMPORT_SOURCE = "account-archive";

/** What `import_batches.source` holds (and 'shareholders', contracts/shareholders.ts). */
export type ImportSource = PasteSource | WorkbookSource | typeof ACCOUNT_IMPORT_SOURCE;

export const IMPORT_SOURCE_LABELS: Readonly<Record<ImportSource, string>> = {
  morningstar: "Morningstar",
  "intelligent-investor": "Intelligent Investor",
  "motley-fool": "Motley Fool",
  "bell-potter": "Bell Potter",
  "portfolio-workbook": "Portfolio",
  "bell-potter-workbook": "Bell Potter",
  "account-archive": "Account import",
};

/** `import_batches.file_name` of a paste. */
export const PASTE_FILE_NAME = "paste";

/** 1 MB of text; the app's JSON body limit (2 MB) leaves room for escaping. */
export const MAX_PASTE_CHARS = 1_048_576;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  pasteTooLarge: "The pasted text is too large (the limit is 1 MB)",
  noFile: "Choose an .xlsx or .xls file to upload",
  fileTooLarge: "The file is too large (the limit is 10 MB)",
  wrongExtension: "Only .xlsx and .xls files are accepted",
  notAWorkbook: "The file is not a valid Excel workbook",
  oneFile: 'Upload one file in the field "file"',
  unreadableUpload: "The upload could not be read",
  nothingImported: "No rows could be imported",
  batchNotFound: "Import batch not found",
  undone: "Import undone",
} as const;

/** The notice a blank paste gets (docs/product.md "Messages"). */
export function emptyPasteMessage(source: PasteSource): string {
  return `Please paste ${IMPORT_SOURCE_LABELS[source]} data first`;
}

/** True for the names the spec accepts: .xlsx and .xls, in any case. */
export function hasSpreadsheetExtension(fileName: string): boolean {
  return /\.xlsx?$/i.test(fileName.trim());
}

/**
 * `{text}` for one source. Every issue sits at the root, so the answer is the spec's sentence alone
 * ("Please paste Morningstar data first"); the size issue carries `params.status` 413.
 */
export function pasteImportBody(source: PasteSource) {
  const empty = emptyPasteMessage(source);
  return z.object({ text: z.unknown().optional() }, { error: empty }).transform((body, ctx) => {
    const text = body.text;
    if (typeof text !== "string" || text.trim() === "") {
      ctx.addIssue({ code: "custom", message: empty });
      return z.NEVER;
    }
    if (text.length > MAX_PASTE_CHARS) {
      ctx.addIssue({ code: "custom", message: IMPORT_MESSAGES.pasteTooLarge, params: { status: 413 } });
      return z.NEVER;
    }
    return { text };
  });
}

export const batchIdParams = z.object({ id: z.string().uuid("Invalid batch id") });

/**
 * A row of the input that was not imported (in `skipped`), or was imported with a part left out
 * (in `warnings`); `line` is the pasted line or the spreadsheet row.
 */
export interface SkippedRow {
  line: number;
  reason: string;
}

/** 200 answer of every import. */
export interface ImportResult extends CreatesAlerts {
  message: string;
  totalRecords: number;
  skipped: SkippedRow[];
  /** Rows that imported, but not whole: 'Last $ "n/a" is not a number; price not updated'. */
  warnings: SkippedRow[];
  batchId: string;
}

/** 400 answer of a Bell Potter paste without a usable header. */
export interface PasteFailureResponse {
  error: string;
  hint: string;
  sample: string;
}

export interface ImportBatchView {
  id: string;
  source: ImportSource;
  fileName: string;
  rowsImported: number;
  rowsSkipped: number;
  createdAt: string;
}

export interface UndoImportResult extends CreatesAlerts {
  message: typeof IMPORT_MESSAGES.undone;
  removedFairValues: number;
  /** Rows of a shareholder-list import (source 'shareholders') or of an account import. */
  removedShareholders: number;
  /** Journal entries and allocations: only an account import (source 'account-archive') writes them. */
  removedJournalEntries: number;
  removedAllocations: number;
  /** 1 when the undo took back the alert settings an account import brought, else 0. */
  removedAlertSettings: number;
  removedStocks: number;
}
