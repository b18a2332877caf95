// The shareholder import form's rules: the server's own request schema (architecture habit 3), the
// CSV file check, and the words the preview and the notices use.
import {
  MAX_SHAREHOLDER_TEXT_CHARS,
  shareholderImportBody,
  type ShareholderImportBody,
  type ShareholderPreview,
} from "@shared/contracts/shareholders";
import type { SkippedRow } from "@shared/contracts/imports";

export interface ImportFormValues {
  asOfDate: string;
  text: string;
  /** The chosen CSV's name; null for a paste. */
  fileName: string | null;
}

export type ImportFormErrors = Partial<Record<"asOfDate" | "text", string>>;

export const EMPTY_IMPORT_FORM: ImportFormValues = { asOfDate: "", text: "", fileName: null };

/** The request body, or the first message per field. */
export function validateImportForm(values: ImportFormValues): { body: ShareholderImportBody } | { errors: ImportFormErrors } {
  const result = shareholderImportBody.safeParse(values);
  if (result.success) return { body: { asOfDate: result.data.asOfDate, text: values.text, fileName: values.fileName } };
  const errors: ImportFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "asOfDate" || field === "text") && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

export const CSV_ACCEPT = ".csv,.txt,text/csv,text/plain";

/** Why a chosen file cannot be read as a list, or null. A file is at most a byte per character here. */
export function csvFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(csv|txt)$/i.test(file.name.trim())) return "Choose a .csv or .txt file";
  if (file.size > MAX_SHAREHOLDER_TEXT_CHARS) return "The file is too large (the limit is 256 KB)";
  return null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "20 holders read · 2 lines skipped". */
export function previewSummary(preview: ShareholderPreview): string {
  const read = plural(preview.rows.length, "holder", "holders");
  return preview.errors.length > 0 ? `${read} read · ${plural(preview.errors.length, "line", "lines")} skipped` : `${read} read`;
}

/** "Line 5: percentage '140%' is over 100%"; line 0 has no line to name. */
export function skippedLineText(row: SkippedRow): string {
  return row.line > 0 ? `Line ${row.line}: ${row.reason}` : row.reason;
}

/** The success notice's description: the server's message, plus what was skipped. */
export function importNoticeText(result: { message: string; skipped: readonly SkippedRow[] }): string {
  if (result.skipped.length === 0) return result.message;
  return `${result.message} (${plural(result.skipped.length, "line", "lines")} skipped)`;
}
