// One account's data as one file: GET /api/export writes it, POST /api/import/archive reads it
// (docs/decisions/022-account-export-import-and-health.md). The file is gzip-compressed JSON:
//
//   { "format": ACCOUNT_ARCHIVE_FORMAT, "schemaVersion": 1, "exportedAt": "…Z", "app": { "version" },
//     "data": { "allocations": [...], "fairValues": [...], "journalEntries": [...], "shareholders": [...],
//               "stocks": [...] },
//     "digest": { "algorithm": "sha256", "value": "<hex>" } }
//
// Rows name their stock by symbol, never by id, so a file loads into any account on any instance.
// The digest is SHA-256 over canonicalJson({ data, exportedAt, format, schemaVersion })
// (shared/domain/canonical-json.ts): any change to the content after the export is refused.
//
// Adding a section (the alert settings and per-stock targets of issue 14): a row schema below, a key
// in ARCHIVE_SECTIONS, a bump of ACCOUNT_ARCHIVE_SCHEMA_VERSION with the older version kept in
// READABLE_SCHEMA_VERSIONS (a version-1 file simply has no such section), a read in
// server/storage/account-export.ts and a write in server/storage/account-import.ts.
import { z } from "zod";
import type { CreatesAlerts } from "./alerts";
import { isValidAsxSymbol } from "../domain/company-name";
import { journalRuleProblem } from "../domain/journal";
import { JOURNAL_SIDES, NAME_ORIGINS } from "../schema";
import { MAX_ALLOCATION } from "./allocations";
import { ACCOUNT_IMPORT_SOURCE, MAX_UPLOAD_BYTES } from "./imports";
import { JOURNAL_LIMITS, isIsoDate } from "./journal";
import { controlCharactersMessage, isMultiLineText, isSingleLineText } from "./text";

export const ACCOUNT_ARCHIVE_FORMAT = "asx-fair-value-dashboard/account-export";
/** The version this app writes. */
export const ACCOUNT_ARCHIVE_SCHEMA_VERSION = 1;
/** The versions this app reads. */
export const READABLE_SCHEMA_VERSIONS: readonly number[] = [1];
export const ACCOUNT_ARCHIVE_DIGEST = "sha256";

/** The upload: the workbooks' limit. */
export const MAX_ARCHIVE_UPLOAD_BYTES = MAX_UPLOAD_BYTES;
/** The JSON inside the gzip; a whole-ASX account (2,000 stocks, 290k fair values) is about 40 MB. */
export const MAX_ARCHIVE_JSON_BYTES = 96 * 1024 * 1024;

export const ACCOUNT_ARCHIVE_MESSAGES = {
  noFile: "Choose a file made by 'Export my data' (.json.gz or .json)",
  notAnArchive: "The file is not an export made by 'Export my data'",
  unreadable: "The file could not be read: it is damaged or incomplete",
  tooLarge: "The file is too large (the limit is 10 MB)",
  tooLargeUnpacked: `The file is too large once unpacked (the limit is ${MAX_ARCHIVE_JSON_BYTES / 1024 / 1024} MB)`,
  otherVersion: (version: unknown) =>
    `The file is in export format version ${typeof version === "number" || typeof version === "string" ? String(version).slice(0, 20) : "(none)"}; this app reads version ${READABLE_SCHEMA_VERSIONS.join(", ")}. Nothing was imported.`,
  tampered: "The file was changed after it was exported (its checksum does not match). Nothing was imported.",
  invalid: (where: string, problem: string) => `The file's ${where} is not valid: ${problem}. Nothing was imported.`,
  nothingNew: "Nothing new to import: everything in the file is already in your account",
  imported: (count: number) => `Imported ${count} ${count === 1 ? "record" : "records"}`,
} as const;

/** `import_batches.source` of an account import. */
export const ACCOUNT_ARCHIVE_BATCH_SOURCE = ACCOUNT_IMPORT_SOURCE;

// --- the rows -------------------------------------------------------------------------------------

/**
 * A check run once per distinct text: a whole-ASX export repeats 2,000 symbols, 36 months and a few
 * import times across 330k rows. Bounded, since the texts come from a file.
 */
function once(test: (value: string) => boolean): (value: string) => boolean {
  const seen = new Map<string, boolean>();
  return (value) => {
    let ok = seen.get(value);
    if (ok === undefined) {
      ok = test(value);
      if (seen.size < 10_000) seen.set(value, ok);
    }
    return ok;
  };
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
/** UTC, to the microsecond PostgreSQL keeps, so an export imported into its own account matches its rows. */
const timestamp = z.string().refine(
  once((v) => TIMESTAMP.test(v) && isIsoDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v))),
  "must be a UTC time like 2024-01-31T09:30:00.000000Z",
);
const day = z.string().refine(once(isIsoDate), "must be a date like 2024-01-31");
const month = day.refine((v) => v.endsWith("-01"), "must be the first day of a month, like 2024-01-01");
const symbol = z.string().refine(once(isValidAsxSymbol), "must be an ASX code of 1 to 6 capital letters or digits");
const finite = z.number().finite();
const positive = (max: number) => finite.gt(0).max(max);
const line = (max: number, label: string) => z.string().max(max).refine(isSingleLineText, controlCharactersMessage(label));
const lines = (max: number, label: string) => z.string().max(max).refine(isMultiLineText, controlCharactersMessage(label));
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();
const list = (itemChars: number, label: string) => z.array(line(itemChars, label)).max(JOURNAL_LIMITS.listItems);

/** What an import stores in fair_values.meta: a flat record of short values. */
const meta = nullable(
  z
    .record(line(50, "A meta key"), z.union([z.null(), z.boolean(), finite, line(500, "A meta value")]))
    .refine((record) => Object.keys(record).length <= 20, "must have at most 20 keys"),
);

export const archiveStock = z.strictObject({
  symbol,
  name: line(500, "Name").min(1),
  nameOrigin: z.enum(NAME_ORIGINS),
  sector: nullable(line(200, "Sector")),
  lastPrice: finite.min(0),
  lastPriceUpdatedAt: nullable(timestamp),
  dividendYield: nullable(finite),
  isPortfolio: z.boolean(),
  createdAt: timestamp,
});

export const archiveFairValue = z.strictObject({
  symbol,
  source: z.string().regex(/^[a-z][a-z0-9-]{0,49}$/, "must be a source key like morningstar"),
  asOfMonth: month,
  fairValue: finite,
  meta,
  createdAt: timestamp,
});

export const archiveShareholder = z.strictObject({
  symbol,
  name: line(500, "Name").min(1),
  shares: finite.min(0),
  percentage: finite,
  change: nullable(finite),
  asOfDate: day,
  createdAt: timestamp,
});

export const archiveJournalEntry = z
  .strictObject({
    symbol,
    side: z.enum(JOURNAL_SIDES),
    openedAt: day,
    closedAt: nullable(day),
    entryPrice: positive(JOURNAL_LIMITS.maxPrice),
    exitPrice: nullable(positive(JOURNAL_LIMITS.maxPrice)),
    shares: nullable(positive(JOURNAL_LIMITS.maxShares)),
    stopPrice: nullable(positive(JOURNAL_LIMITS.maxPrice)),
    thesis: lines(JOURNAL_LIMITS.thesisChars, "Thesis").min(1),
    catalysts: list(JOURNAL_LIMITS.catalystChars, "Catalysts"),
    tags: list(JOURNAL_LIMITS.tagChars, "Tags"),
    notes: nullable(lines(JOURNAL_LIMITS.notesChars, "Notes")),
    createdAt: timestamp,
  })
  .superRefine((entry, ctx) => {
    const problem = journalRuleProblem(entry);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const archiveAllocation = z.strictObject({
  symbol,
  amount: finite.min(0).max(MAX_ALLOCATION),
  updatedAt: timestamp,
});

/** Every section of `data`, each a list of rows, by key (the keys are the file's, in canonical order). */
export const ARCHIVE_SECTIONS = {
  allocations: archiveAllocation,
  fairValues: archiveFairValue,
  journalEntries: archiveJournalEntry,
  shareholders: archiveShareholder,
  stocks: archiveStock,
} as const;
export type ArchiveSection = keyof typeof ARCHIVE_SECTIONS;
export type ArchiveRow<S extends ArchiveSection> = z.output<(typeof ARCHIVE_SECTIONS)[S]>;

/** Everything but `data`, checked before the rows are. */
export const archiveEnvelope = z.strictObject({
  format: z.literal(ACCOUNT_ARCHIVE_FORMAT),
  schemaVersion: z.number(),
  exportedAt: timestamp,
  app: z.strictObject({ version: line(50, "Version") }),
  data: z.strictObject(
    Object.fromEntries(Object.keys(ARCHIVE_SECTIONS).map((key) => [key, z.array(z.unknown())])) as Record<
      ArchiveSection,
      z.ZodArray<z.ZodUnknown>
    >,
  ),
  digest: z.strictObject({ algorithm: z.literal(ACCOUNT_ARCHIVE_DIGEST), value: z.string().regex(/^[0-9a-f]{64}$/) }),
});

/** GET /api/export takes no parameters; one sent by mistake (or by a fuzzer) is refused, not ignored. */
export const exportQuery = z.strictObject({}, { error: "The export takes no parameters" });

// --- the answers ----------------------------------------------------------------------------------

/** 200 answer of POST /api/import/archive. */
export interface AccountImportResult extends CreatesAlerts {
  message: string;
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
  /**
   * Rows of the file not written: already in the account (the same row, from an earlier import of
   * the same data), and allocations of stocks that already have one or are not in the portfolio.
   */
  skipped: number;
}
