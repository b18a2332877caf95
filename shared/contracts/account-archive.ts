// One account's data as one file: GET /api/export writes it, POST /api/import/archive reads it
// (docs/decisions/022-account-export-import-and-health.md). The file is gzip-compressed JSON:
//
//   { "format": ACCOUNT_ARCHIVE_FORMAT, "schemaVersion": 6, "exportedAt": "…Z", "app": { "version" },
//     "data": { "alertSettings": [...], "allocations": [...], "corporateActions": [...], "dividends": [...], "fairValues": [...],
//               "holdingSettings": [...], "journalEntries": [...], "shareholders": [...], "stocks": [...],
//               "taxStatements": [...], "trades": [...] },
//     "digest": { "algorithm": "sha256", "value": "<hex>" } }
//
// Rows name their stock by symbol, never by id, so a file loads into any account on any instance.
// The digest is SHA-256 over canonicalJson({ data, exportedAt, format, schemaVersion })
// (shared/domain/canonical-json.ts): any change to the content after the export is refused.
//
// Versions: 1 had no alert data; 2 added `alertSettings` (none or one row) and each stock's alert
// target (`alertBelow`, `alertAbove`); 3 added `trades` (the holdings ledger, each trade with its
// reference and a sale's chosen parcels by their references); 4 added `holdingSettings` (none or one
// row: the parcel method, fifo or minimise) and `dividends` (issue 31, one per stock and ex-date);
// 5 added the tax entity and the loss brought in (with its note) to `holdingSettings`, and
// `taxStatements` (issue 47: an ETF's annual statement, one per stock and financial year); 6 added
// `corporateActions` (issue 46: each action's body as entered, its stock and the other stock it names
// by code, docs/decisions/070-corporate-actions-travel.md).
// Older files are still read, as a version-5 file without what they lacked.
//
// The rows' schemas are in account-archive-rows.ts (read by the server only: they carry drizzle-zod).
// Adding a section or a field: the row schema and its key in ARCHIVE_SECTIONS there, a bump of
// ACCOUNT_ARCHIVE_SCHEMA_VERSION with the older version kept in READABLE_SCHEMA_VERSIONS and its
// own section set in SECTIONS_BY_VERSION (what an older file lacks is filled in by
// server/parsers/account-archive.ts), a read in server/storage/account-export.ts and a write in
// server/storage/account-import.ts (undone by server/services/import-batches.ts).
import { z } from "zod";
import type { CreatesAlerts } from "./alerts";
import { ACCOUNT_IMPORT_SOURCE, MAX_UPLOAD_BYTES } from "./imports";

export const ACCOUNT_ARCHIVE_FORMAT = "asx-fair-value-dashboard/account-export";
/** The version this app writes. */
export const ACCOUNT_ARCHIVE_SCHEMA_VERSION = 6;
/** The versions this app reads. */
export const READABLE_SCHEMA_VERSIONS: readonly number[] = [1, 2, 3, 4, 5, 6];
export const ACCOUNT_ARCHIVE_DIGEST = "sha256";

/** The upload: the workbooks' limit. */
export const MAX_ARCHIVE_UPLOAD_BYTES = MAX_UPLOAD_BYTES;
/** The JSON inside the gzip; a whole-ASX account (2,000 stocks, 290k fair values) is about 40 MB. */
export const MAX_ARCHIVE_JSON_BYTES = 96 * 1024 * 1024;

/** "version 1", "versions 1 and 2", "versions 1, 2 and 3". */
function versionList(versions: readonly number[]): string {
  if (versions.length === 1) return `version ${versions[0]}`;
  return `versions ${versions.slice(0, -1).join(", ")} and ${versions.at(-1)}`;
}

export const ACCOUNT_ARCHIVE_MESSAGES = {
  noFile: "Choose a file made by 'Export my data' (.json.gz or .json)",
  notAnArchive: "The file is not an export made by 'Export my data'",
  unreadable: "The file could not be read: it is damaged or incomplete",
  tooLarge: "The file is too large (the limit is 10 MB)",
  tooLargeUnpacked: `The file is too large once unpacked (the limit is ${MAX_ARCHIVE_JSON_BYTES / 1024 / 1024} MB)`,
  otherVersion: (version: unknown) =>
    `The file is in export format version ${typeof version === "number" || typeof version === "string" ? String(version).slice(0, 20) : "(none)"}; this app reads ${versionList(READABLE_SCHEMA_VERSIONS)}. Nothing was imported.`,
  tampered: "The file was changed after it was exported (its checksum does not match). Nothing was imported.",
  invalid: (where: string, problem: string) => `The file's ${where} is not valid: ${problem}. Nothing was imported.`,
  dividendRefused: (symbol: string, exDate: string, problem: string) =>
    `The file's ${symbol} dividend with ex-date ${exDate} cannot be imported: ${problem}. Nothing was imported.`,
  taxStatementRefused: (symbol: string, fy: string, problem: string) =>
    `The file's ${symbol} tax statement for ${fy} cannot be imported: ${problem}. Nothing was imported.`,
  actionRefused: (title: string, problem: string) => `The file's ${title} cannot be imported: ${problem}. Nothing was imported.`,
  nothingNew: "Nothing new to import: everything in the file is already in your account",
  imported: (count: number) => `Imported ${count} ${count === 1 ? "record" : "records"}`,
  wouldImport: (count: number) => `Would import ${count} ${count === 1 ? "record" : "records"}: nothing was written (dry run)`,
} as const;

/** `import_batches.source` of an account import. */
export const ACCOUNT_ARCHIVE_BATCH_SOURCE = ACCOUNT_IMPORT_SOURCE;

/** GET /api/export takes no parameters; one sent by mistake (or by a fuzzer) is refused, not ignored. */
export const exportQuery = z.strictObject({}, { error: "The export takes no parameters" });

/** The multipart text fields of POST /api/import/archive: `dryRun` "true" checks everything and writes nothing. */
export const archiveImportFields = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

// --- the answers ----------------------------------------------------------------------------------

/** 200 answer of POST /api/import/archive. */
export interface AccountImportResult extends CreatesAlerts {
  message: string;
  /** A dry run: every count is what the import would write, and nothing was (batchId null). */
  dryRun: boolean;
  /** Rows written: new stocks and every new row below. */
  totalRecords: number;
  /** The undoable import; null when nothing was new (and so nothing was written). */
  batchId: string | null;
  createdStocks: number;
  /** Stocks of the file the account already had (by symbol): they keep their id and their fields. */
  matchedStocks: number;
  fairValues: number;
  shareholders: number;
  journalEntries: number;
  allocations: number;
  /** 1 when the file's alert settings became the account's (it had none of its own), else 0. */
  alertSettings: number;
  /** Trades of the holdings ledger not in the account yet (by their reference), with their sales' chosen parcels. */
  trades: number;
  /**
   * 1 when the file's holding settings (parcel method, tax entity, loss brought in and its note)
   * became the account's (it had never chosen any), else 0.
   */
  holdingSettings: number;
  /** Dividends of a stock and ex-date the account has none on yet. */
  dividends: number;
  /** Tax statements of a stock and financial year the account has none for yet. */
  taxStatements: number;
  /** Corporate actions of a stock, type and date the account has none of yet (export version 6 on). */
  corporateActions: number;
  /**
   * Rows of the file not written: already in the account (the same row, from an earlier import of
   * the same data), allocations of stocks that already have one or are not in the portfolio, and
   * alert settings or holding settings when the account has its own, and a statement of a fund and
   * year the account already has one for, and an action of a stock, type and date the account has.
   */
  skipped: number;
}
