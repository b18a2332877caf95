// Reads an account export (shared/contracts/account-archive.ts) into what the import writes: pure
// CPU work (gunzip, JSON, checksum, every row validated), so it runs in the parse worker like the
// other parsers. Every refusal names one reason and nothing is written after it; the checks run from
// the cheapest to the dearest: the bytes, the JSON, the format and version, the checksum, the rows.
// A file of an older version is read as one of the current version without what it lacked (a
// version-1 file: no alert settings, stocks without alert targets; before version 4, no parcel
// method; before version 5, no tax statements, tax entity or loss brought in; before version 6, no
// corporate actions), so the import has one shape.
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import type { z } from "zod";
import { ACCOUNT_ARCHIVE_FORMAT, ACCOUNT_ARCHIVE_MESSAGES as MESSAGES, MAX_ARCHIVE_JSON_BYTES } from "@shared/contracts/account-archive";
import { SECTIONS_BY_VERSION, archiveEnvelope, type ArchiveRow, type ArchiveSection } from "@shared/contracts/account-archive-rows";
import type { ErrorCode } from "@shared/contracts/responses";
import { canonicalJson, type JsonValue } from "@shared/domain/canonical-json";
import { storedOutcomeR } from "@shared/domain/journal";
import { DEFAULT_TAX_ENTITY } from "@shared/domain/ledger/tax-entity";
import { fyLabel } from "@shared/contracts/tax-statements";

export interface ArchiveRefusal {
  status: number;
  code: ErrorCode;
  message: string;
}

/** The rows of each section, validated and in the current version's shape; every row's symbol is one of `stocks`. */
type ArchiveRows = { [S in ArchiveSection]: ArchiveRow<S>[] };

/**
 * The validated rows of each section as JSON text, which the import's statements read with
 * json_to_recordset (server/storage/account-import.ts): the main thread hands one string per section
 * to PostgreSQL and never walks the rows itself. Journal entries carry their R multiple, worked out
 * by the rule every journal write follows.
 */
export type ArchiveSectionsJson = Record<ArchiveSection, string>;
export type ArchiveCounts = Record<ArchiveSection, number>;

/**
 * The file's latest trade date and where it is ("trades[3].tradeDate"): whether it is after today is
 * the service's question (its clock), as for a form or a trade file. (An acquisition date is on or
 * before its trade date, a rule of every row.)
 */
export interface LatestTradeDate {
  where: string;
  date: string;
}

export type AccountArchiveRead =
  | {
      sections: ArchiveSectionsJson;
      counts: ArchiveCounts;
      exportedAt: string;
      schemaVersion: number;
      latestTradeDate: LatestTradeDate | null;
    }
  | { refused: ArchiveRefusal };

const GZIP_MAGIC = [0x1f, 0x8b];

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
}

/** The first byte that is not JSON whitespace (or a UTF-8 byte-order mark) opens an object. */
export function looksLikeJsonObject(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[i])) i++;
  return bytes[i] === 0x7b;
}

/**
 * The checksum of an export: SHA-256 over the canonical spelling of everything but `app` and the
 * digest itself. The exporter streams the same text (server/services/account-export.ts), so this
 * is also the one definition of what it covers.
 */
export function archiveDigestText(parts: { data: string; exportedAt: string; format: string; schemaVersion: number }): string[] {
  // Keys in canonical (sorted) order; `data` is already canonical text.
  return [
    `{"data":`,
    parts.data,
    `,"exportedAt":${JSON.stringify(parts.exportedAt)},"format":${JSON.stringify(parts.format)},"schemaVersion":${canonicalJson(parts.schemaVersion)}}`,
  ];
}

const refuse = (status: number, code: ErrorCode, message: string): { refused: ArchiveRefusal } => ({ refused: { status, code, message } });
const unreadable = () => refuse(400, "invalid_upload", MESSAGES.unreadable);

function decode(bytes: Uint8Array): string | { refused: ArchiveRefusal } {
  let json: Uint8Array = bytes;
  if (isGzip(bytes)) {
    try {
      json = gunzipSync(bytes, { maxOutputLength: MAX_ARCHIVE_JSON_BYTES });
    } catch (error) {
      // Over the limit: zlib stops at maxOutputLength and says so with a RangeError.
      if (error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
        return refuse(413, "payload_too_large", MESSAGES.tooLargeUnpacked);
      return unreadable();
    }
  } else if (!looksLikeJsonObject(bytes)) {
    return refuse(400, "invalid_upload", MESSAGES.notAnArchive);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(json);
  } catch {
    return unreadable();
  }
}

/** "fairValues[3].meta.kind" from a section, a row index and a zod issue's path. */
function where(section: string, index: number | null, path: readonly PropertyKey[]): string {
  let text = index === null ? section : `${section}[${index}]`;
  for (const key of path) text += typeof key === "number" ? `[${key}]` : `.${String(key)}`;
  return text;
}

const firstIssue = (error: z.ZodError) => error.issues[0];

export function readAccountArchive(bytes: Uint8Array): AccountArchiveRead {
  const text = decode(bytes);
  if (typeof text !== "string") return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return unreadable();
  }
  const file = parsed as Record<string, unknown> | null;
  if (typeof file !== "object" || file === null || Array.isArray(file) || file.format !== ACCOUNT_ARCHIVE_FORMAT)
    return refuse(400, "invalid_upload", MESSAGES.notAnArchive);
  const envelopeSchema = typeof file.schemaVersion === "number" ? archiveEnvelope(file.schemaVersion) : undefined;
  const sections = typeof file.schemaVersion === "number" ? SECTIONS_BY_VERSION.get(file.schemaVersion) : undefined;
  if (!envelopeSchema || !sections) return refuse(422, "unsupported_archive_version", MESSAGES.otherVersion(file.schemaVersion));

  const envelope = envelopeSchema.safeParse(file);
  if (!envelope.success) {
    const issue = firstIssue(envelope.error);
    // A missing or malformed checksum is a changed file too.
    if (issue.path[0] === "digest") return refuse(422, "archive_tampered", MESSAGES.tampered);
    return refuse(400, "validation_failed", MESSAGES.invalid(where("file", null, issue.path), issue.message));
  }
  const { data, exportedAt, format, schemaVersion, digest } = envelope.data;
  const hash = createHash("sha256");
  for (const part of archiveDigestText({ data: canonicalJson(data as JsonValue), exportedAt, format, schemaVersion })) hash.update(part);
  if (hash.digest("hex") !== digest.value) return refuse(422, "archive_tampered", MESSAGES.tampered);

  const rows = {} as Record<ArchiveSection, unknown[]>;
  for (const [section, schema] of Object.entries(sections) as [ArchiveSection, z.ZodType][]) {
    const valid: unknown[] = [];
    for (let i = 0; i < data[section].length; i++) {
      const row = schema.safeParse(data[section][i]);
      if (!row.success) {
        const issue = firstIssue(row.error);
        return refuse(400, "validation_failed", MESSAGES.invalid(where(section, i, issue.path), issue.message));
      }
      valid.push(row.data);
    }
    rows[section] = valid;
  }
  const checked = asCurrentVersion(rows);
  const problem = referenceProblem(checked);
  if (problem) return refuse(400, "validation_failed", problem);
  const counts = Object.fromEntries(Object.entries(checked).map(([section, list]) => [section, list.length])) as ArchiveCounts;
  return { sections: toJson(checked), counts, exportedAt, schemaVersion, latestTradeDate: latestTradeDate(checked.trades) };
}

function latestTradeDate(trades: ArchiveRows["trades"]): LatestTradeDate | null {
  let latest: LatestTradeDate | null = null;
  for (const [i, trade] of trades.entries())
    if (latest === null || trade.tradeDate > latest.date) latest = { where: `trades[${i}].tradeDate`, date: trade.tradeDate };
  return latest;
}

/**
 * The rows of an older file in the current version's shape: what its version did not have is
 * absent (no alert settings: the account keeps its own, or the defaults; no alert targets).
 */
function asCurrentVersion(rows: Partial<Record<ArchiveSection, unknown[]>>): ArchiveRows {
  const current = rows as Partial<ArchiveRows>;
  return {
    alertSettings: current.alertSettings ?? [],
    allocations: current.allocations ?? [],
    fairValues: current.fairValues ?? [],
    // Before version 4: no parcel method, so the account keeps its own (or first-in first-out). A
    // version-4 method comes with the defaults of what version 5 added: an individual, no loss brought in.
    holdingSettings: (current.holdingSettings ?? []).map((settings) => ({
      ...settings,
      taxEntity: settings.taxEntity ?? DEFAULT_TAX_ENTITY,
      lossBroughtIn: settings.lossBroughtIn ?? "0",
      lossBroughtInNote: settings.lossBroughtInNote ?? null,
    })),
    journalEntries: current.journalEntries ?? [],
    shareholders: current.shareholders ?? [],
    trades: current.trades ?? [],
    dividends: current.dividends ?? [],
    taxStatements: current.taxStatements ?? [],
    corporateActions: current.corporateActions ?? [],
    // A version-1 stock has no target fields at all.
    stocks: (current.stocks ?? []).map((stock) => ({
      ...stock,
      alertBelow: stock.alertBelow ?? null,
      alertAbove: stock.alertAbove ?? null,
    })),
  };
}

function toJson(rows: ArchiveRows): ArchiveSectionsJson {
  return {
    alertSettings: JSON.stringify(rows.alertSettings),
    stocks: JSON.stringify(rows.stocks),
    fairValues: JSON.stringify(rows.fairValues),
    shareholders: JSON.stringify(rows.shareholders),
    journalEntries: JSON.stringify(rows.journalEntries.map((row) => ({ ...row, outcomeR: storedOutcomeR(row) }))),
    allocations: JSON.stringify(rows.allocations),
    trades: JSON.stringify(rows.trades),
    holdingSettings: JSON.stringify(rows.holdingSettings),
    dividends: JSON.stringify(rows.dividends),
    taxStatements: JSON.stringify(rows.taxStatements),
    corporateActions: JSON.stringify(rows.corporateActions),
  };
}

/**
 * One stock per symbol, one allocation per stock, one statement per stock and year, and no row (nor an
 * action's other stock) of a stock the file does not hold.
 */
function referenceProblem(rows: ArchiveRows): string | null {
  const symbols = new Set<string>();
  for (const [i, stock] of rows.stocks.entries()) {
    if (symbols.has(stock.symbol)) return MESSAGES.invalid(`stocks[${i}].symbol`, `${stock.symbol} appears twice`);
    symbols.add(stock.symbol);
  }
  const allocated = new Set<string>();
  for (const [i, allocation] of rows.allocations.entries()) {
    if (allocated.has(allocation.symbol)) return MESSAGES.invalid(`allocations[${i}].symbol`, `${allocation.symbol} has two allocations`);
    allocated.add(allocation.symbol);
  }
  const references = new Set<string>();
  for (const [i, trade] of rows.trades.entries()) {
    if (references.has(trade.dedupeKey)) return MESSAGES.invalid(`trades[${i}].dedupeKey`, `${trade.dedupeKey} appears twice`);
    references.add(trade.dedupeKey);
  }
  const exDates = new Set<string>();
  for (const [i, dividend] of rows.dividends.entries()) {
    const key = `${dividend.symbol} ${dividend.exDate}`;
    if (exDates.has(key))
      return MESSAGES.invalid(`dividends[${i}].exDate`, `${dividend.symbol} has two dividends with ex-date ${dividend.exDate}`);
    exDates.add(key);
  }
  const years = new Set<string>();
  for (const [i, statement] of rows.taxStatements.entries()) {
    const key = `${statement.symbol} ${statement.fy}`;
    if (years.has(key))
      return MESSAGES.invalid(`taxStatements[${i}].fy`, `${statement.symbol} has two tax statements for ${fyLabel(statement.fy)}`);
    years.add(key);
  }
  const otherIndex = rows.corporateActions.findIndex((action) => action.otherSymbol !== null && !symbols.has(action.otherSymbol));
  if (otherIndex >= 0)
    return MESSAGES.invalid(
      `corporateActions[${otherIndex}].otherSymbol`,
      `${rows.corporateActions[otherIndex].otherSymbol} is not one of the file's stocks`,
    );
  const sections = [
    "allocations",
    "fairValues",
    "journalEntries",
    "shareholders",
    "trades",
    "dividends",
    "taxStatements",
    "corporateActions",
  ] as const;
  for (const section of sections) {
    const index = (rows[section] as { symbol: string }[]).findIndex((row) => !symbols.has(row.symbol));
    if (index >= 0)
      return MESSAGES.invalid(
        `${section}[${index}].symbol`,
        `${(rows[section][index] as { symbol: string }).symbol} is not one of the file's stocks`,
      );
  }
  return null;
}
