// The rows of an account export (account-archive.ts describes the file), and the envelope checked
// before them. Only the server reads these: they are built on the tables' drizzle-zod schemas, which
// the client bundle does not need.
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { isValidAsxSymbol } from "../domain/company-name";
import { journalRuleProblem } from "../domain/journal";
import { JOURNAL_SIDES, NAME_ORIGINS, fairValues, journalEntries, portfolioAllocations, shareholders, stocks } from "../schema";
import { ACCOUNT_ARCHIVE_DIGEST, ACCOUNT_ARCHIVE_FORMAT } from "./account-archive";
import { MAX_ALLOCATION } from "./allocations";
import { JOURNAL_LIMITS, isIsoDate } from "./journal";
import { controlCharactersMessage, isMultiLineText, isSingleLineText } from "./text";

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

// Each row is picked from its table's row as stored (drizzle-zod's select schema of shared/schema.ts:
// a key that is not one of the table's columns fails the typecheck), with the stock named by symbol
// instead of ids, and each column's rule from the file's side: limits, and dates as text.
const row = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ symbol, ...shape });

export const archiveStock = row(
  createSelectSchema(stocks, {
    name: line(500, "Name").min(1),
    nameOrigin: z.enum(NAME_ORIGINS),
    sector: nullable(line(200, "Sector")),
    lastPrice: finite.min(0),
    lastPriceUpdatedAt: nullable(timestamp),
    dividendYield: nullable(finite),
    isPortfolio: z.boolean(),
    createdAt: timestamp,
  }).pick({
    name: true,
    nameOrigin: true,
    sector: true,
    lastPrice: true,
    lastPriceUpdatedAt: true,
    dividendYield: true,
    isPortfolio: true,
    createdAt: true,
  }).shape,
);

export const archiveFairValue = row(
  createSelectSchema(fairValues, {
    source: z.string().regex(/^[a-z][a-z0-9-]{0,49}$/, "must be a source key like morningstar"),
    asOfMonth: month,
    fairValue: finite,
    meta,
    createdAt: timestamp,
  }).pick({ source: true, asOfMonth: true, fairValue: true, meta: true, createdAt: true }).shape,
);

export const archiveShareholder = row(
  createSelectSchema(shareholders, {
    name: line(500, "Name").min(1),
    shares: finite.min(0),
    percentage: finite,
    change: nullable(finite),
    asOfDate: day,
    createdAt: timestamp,
  }).pick({ name: true, shares: true, percentage: true, change: true, asOfDate: true, createdAt: true }).shape,
);

export const archiveJournalEntry = row(
  createSelectSchema(journalEntries, {
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
  }).pick({
    side: true,
    openedAt: true,
    closedAt: true,
    entryPrice: true,
    exitPrice: true,
    shares: true,
    stopPrice: true,
    thesis: true,
    catalysts: true,
    tags: true,
    notes: true,
    createdAt: true,
  }).shape,
).superRefine((entry, ctx) => {
  const problem = journalRuleProblem(entry);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export const archiveAllocation = row(
  createSelectSchema(portfolioAllocations, { amount: finite.min(0).max(MAX_ALLOCATION), updatedAt: timestamp }).pick({
    amount: true,
    updatedAt: true,
  }).shape,
);

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
