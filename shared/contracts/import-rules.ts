// Analyst data imports without the validators: the sources, their labels, the upload limits and
// the messages (docs/product.md "Imports"). contracts/imports.ts re-exports all of it beside the
// zod request schemas; the client's panels import from here so that showing a panel does not load
// zod (docs/decisions/023-portfolio-payload-and-first-paint.md).

/** The four paste panels; each key is also the stored batch source and the URL segment's source. */
export const PASTE_SOURCES = ["morningstar", "intelligent-investor", "motley-fool", "bell-potter"] as const;
export type PasteSource = (typeof PASTE_SOURCES)[number];

/** The two workbook uploads. */
export const WORKBOOK_SOURCES = ["portfolio-workbook", "bell-potter-workbook"] as const;
export type WorkbookSource = (typeof WORKBOOK_SOURCES)[number];

/** An account export loaded by POST /api/import/archive (contracts/account-archive.ts). */
export const ACCOUNT_IMPORT_SOURCE = "account-archive";

/** A broker or Sharesight trade file loaded by POST /api/import/trades (contracts/trade-import.ts). */
export const TRADE_IMPORT_SOURCE = "trades";

/** The app's dividend CSV loaded by POST /api/import/dividends (contracts/dividends.ts). */
export const DIVIDEND_IMPORT_SOURCE = "dividends";

/** The annual tax statements CSV loaded by POST /api/import/tax-statements (contracts/tax-statements.ts). */
export const TAX_STATEMENT_IMPORT_SOURCE = "tax-statements";

/** What `import_batches.source` holds (and 'shareholders', contracts/shareholders.ts). */
export type ImportSource =
  | PasteSource
  | WorkbookSource
  | typeof ACCOUNT_IMPORT_SOURCE
  | typeof TRADE_IMPORT_SOURCE
  | typeof DIVIDEND_IMPORT_SOURCE
  | typeof TAX_STATEMENT_IMPORT_SOURCE;

export const IMPORT_SOURCE_LABELS: Readonly<Record<ImportSource, string>> = {
  morningstar: "Morningstar",
  "intelligent-investor": "Intelligent Investor",
  "motley-fool": "Motley Fool",
  "bell-potter": "Bell Potter",
  "portfolio-workbook": "Portfolio",
  "bell-potter-workbook": "Bell Potter",
  "account-archive": "Account import",
  trades: "Trades",
  dividends: "Dividends",
  "tax-statements": "Tax statements",
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
  importRunning: "An import is already running for your account: wait for it to finish, then try again",
} as const;

/**
 * A trade or dividend file over MAX_LEDGER_FILE_ROWS: "This file has 200,000 rows; a trade file can
 * have at most 50,000 (15 years of a busy trader's trades are about 10,000). Split it, by year for
 * example, and import each part."
 */
export function tooManyRowsMessage(kind: "trade" | "dividend" | "tax statement", rows: number, limit: number): string {
  const count = (n: number) => n.toLocaleString("en-AU");
  return (
    `This file has ${count(rows)} rows; a ${kind} file can have at most ${count(limit)} ` +
    `(15 years of a busy trader's trades are about 10,000). Split it, by year for example, and import each part.`
  );
}

/** The notice a blank paste gets (docs/product.md "Messages"). */
export function emptyPasteMessage(source: PasteSource): string {
  return `Please paste ${IMPORT_SOURCE_LABELS[source]} data first`;
}

/** True for the names the spec accepts: .xlsx and .xls, in any case. */
export function hasSpreadsheetExtension(fileName: string): boolean {
  return /\.xlsx?$/i.test(fileName.trim());
}
