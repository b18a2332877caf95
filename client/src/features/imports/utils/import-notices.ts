// The words of every import notice (docs/product.md "Messages"), as plain data so they can be tested without a
// DOM; components/import-notice-body.tsx turns a notice into the toast's description.
import { IMPORT_MESSAGES } from "@shared/contracts/import-rules";
import type { ImportResult, SkippedRow } from "@shared/contracts/imports";
import { ApiError, serverHelp, serverMessage } from "@/lib/api-client";
import { noDataMessage, pasteFailureFallback, type ImportSource } from "./import-sources";
import type { WorkbookConfig } from "./workbook-kinds";

export type { SkippedRow };

/** The success fields the notices read; tolerant of a server that leaves some out. */
type ResultLike = Pick<ImportResult, "totalRecords"> & Partial<Pick<ImportResult, "message" | "skipped" | "warnings">>;

export interface ImportNotice {
  title: string;
  variant: "success" | "destructive";
  /** Shown one per line. */
  lines: string[];
  /** Bell Potter paste failures carry a hint and a sample paste (shown under 'Example'). */
  hint?: string;
  sample?: string;
}

/** How many skipped rows a notice lists; the rest are counted, as a toast has little room. */
export const SKIPPED_ROWS_SHOWN = 3;

/** A heading, then the first rows as "Line N: reason", the rest counted. */
function rowLines(heading: string, rows: readonly SkippedRow[]): string[] {
  const lines = [heading];
  for (const row of rows.slice(0, SKIPPED_ROWS_SHOWN)) lines.push(`Line ${row.line}: ${row.reason}`);
  if (rows.length > SKIPPED_ROWS_SHOWN) lines.push(`...and ${rows.length - SKIPPED_ROWS_SHOWN} more`);
  return lines;
}

export function skippedLines(skipped: readonly SkippedRow[] | undefined): string[] {
  if (!skipped || skipped.length === 0) return [];
  return rowLines(`Skipped ${skipped.length} ${skipped.length === 1 ? "row" : "rows"}:`, skipped);
}

/** Rows that imported with a part left out ('Last $ "n/a" is not a number; price not updated'). */
export function warningLines(warnings: readonly SkippedRow[] | undefined): string[] {
  if (!warnings || warnings.length === 0) return [];
  return rowLines(`Imported with ${warnings.length} ${warnings.length === 1 ? "warning" : "warnings"}:`, warnings);
}

/** The summary, then the skipped rows, then the warnings. */
function successLines(result: ResultLike): string[] {
  return [resultSummary(result), ...skippedLines(result.skipped), ...warningLines(result.warnings)];
}

function resultSummary(result: ResultLike): string {
  return result.message?.trim() || `Imported ${result.totalRecords} records`;
}

interface ErrorBody {
  hint?: string;
  sample?: string;
  skipped?: SkippedRow[];
}

/** The optional extras of a JSON error body; anything malformed is ignored rather than shown. */
function errorExtras(error: unknown): ErrorBody {
  if (!(error instanceof ApiError)) return {};
  let skipped: unknown;
  try {
    skipped = (JSON.parse(error.body) as Record<string, unknown> | null)?.skipped;
  } catch {
    return {};
  }
  const rows = Array.isArray(skipped)
    ? skipped.filter((r): r is SkippedRow => !!r && typeof r === "object" && typeof (r as SkippedRow).reason === "string")
    : undefined;
  return { ...serverHelp(error), skipped: rows };
}

export function noDataNotice(source: ImportSource): ImportNotice {
  return { title: "No Data", variant: "destructive", lines: [noDataMessage(source)] };
}

/** Refused before sending: the same words the server's 413 would carry. */
export function pasteTooLargeNotice(): ImportNotice {
  return { title: "Import Failed", variant: "destructive", lines: [IMPORT_MESSAGES.pasteTooLarge] };
}

export function pasteSuccessNotice(result: ResultLike): ImportNotice {
  return { title: "Import Successful", variant: "success", lines: successLines(result) };
}

/** The server's error (with its hint, sample and skipped rows when given), else the source's fallback. */
export function pasteFailureNotice(title: string, error: unknown): ImportNotice {
  const { hint, sample, skipped } = errorExtras(error);
  return {
    title: "Import Failed",
    variant: "destructive",
    lines: [serverMessage(error, pasteFailureFallback(title)), ...skippedLines(skipped)],
    hint,
    sample,
  };
}

export function workbookSuccessNotice(workbook: WorkbookConfig, result: ResultLike): ImportNotice {
  return { title: workbook.successTitle, variant: "success", lines: successLines(result) };
}

/**
 * docs/product.md "Messages": the server's error field; 'Upload failed' when the server answered without one
 * (a proxy's HTML page, say); the workbook's fallback when no answer came at all (network down).
 */
export function workbookFailureNotice(workbook: WorkbookConfig, error: unknown): ImportNotice {
  const message = error instanceof ApiError ? serverMessage(error, "Upload failed") : workbook.failureFallback;
  return { title: "Import failed", variant: "destructive", lines: [message, ...skippedLines(errorExtras(error).skipped)] };
}

/** A chosen file refused before upload (wrong extension, too large); see workbookFileProblem. */
export function fileRefusedNotice(problem: string): ImportNotice {
  return { title: "Import failed", variant: "destructive", lines: [problem] };
}
