// Client-side checks before an upload (docs/product.md "Imports"): only .xlsx and .xls, within
// the server's size limit. The server checks again; this only saves a round trip and answers at once
// in the server's own words.
import { hasSpreadsheetExtension, IMPORT_MESSAGES, MAX_UPLOAD_BYTES } from "@shared/contracts/imports";

export const EXCEL_ACCEPT = ".xlsx,.xls";

export function isExcelFileName(name: string): boolean {
  return hasSpreadsheetExtension(name);
}

/** Why a chosen file cannot be uploaded, or null when it may be sent. */
export function workbookFileProblem(file: { name: string; size: number }): string | null {
  if (!isExcelFileName(file.name)) return IMPORT_MESSAGES.wrongExtension;
  if (file.size > MAX_UPLOAD_BYTES) return IMPORT_MESSAGES.fileTooLarge;
  return null;
}
