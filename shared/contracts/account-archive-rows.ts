// The rows of an account export (account-archive.ts describes the file), and the envelope checked
// before them. Only the server reads these: they are built on the tables' drizzle-zod schemas, which
// the client bundle does not need.
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { COMPANY_TAX_RATES, FV_CHANGE_PERCENT_RANGE, MAX_PRICE } from "../constants";
import { ALERT_DIGESTS, ALERT_SCOPES } from "../domain/alerts";
import { journalRuleProblem } from "../domain/journal";
import {
  JOURNAL_SIDES,
  NAME_ORIGINS,
  alertSettings,
  DIVIDEND_SOURCES,
  DIVIDEND_STATUSES,
  dividends,
  fairValues,
  journalEntries,
  portfolioAllocations,
  shareholders,
  stocks,
  trades,
  TRADE_TYPES,
} from "../schema";
import {
  ACCOUNT_ARCHIVE_DIGEST,
  ACCOUNT_ARCHIVE_FORMAT,
  ACCOUNT_ARCHIVE_SCHEMA_VERSION,
  READABLE_SCHEMA_VERSIONS,
} from "./account-archive";
import { day, finite, line, lines, list, month, nullable, nullOr, positive, row, timestamp } from "./account-archive-fields";
import { archiveCorporateAction } from "./account-archive-action-rows";
import { archiveHoldingSettings, archiveHoldingSettingsV4, archiveTaxStatement } from "./account-archive-tax-rows";
import { JOURNAL_LIMITS } from "./journal";
import { brokerageField, priceField, ratioTermField, unitsField } from "./ledger-values";
import { MAX_DIVIDEND_NOTE_CHARS, dividendRuleProblem, dividendStatusOf, frankingField } from "./dividends";
import { MAX_TRADE_NOTE_CHARS, tradeRuleProblem } from "./trades";

// --- the rows -------------------------------------------------------------------------------------

/** What an import stores in fair_values.meta: a flat record of short values. */
const meta = nullable(
  z
    .record(line(50, "A meta key"), z.union([z.null(), z.boolean(), finite, line(500, "A meta value")]))
    .refine((record) => Object.keys(record).length <= 20, "must have at most 20 keys"),
);

const stockColumns = createSelectSchema(stocks, {
  name: line(500, "Name").min(1),
  nameOrigin: z.enum(NAME_ORIGINS),
  sector: nullable(line(200, "Sector")),
  lastPrice: finite.min(0),
  lastPriceUpdatedAt: nullable(timestamp),
  dividendYield: nullable(finite),
  isPortfolio: z.boolean(),
  // The rule of 'Alert me below' / 'Alert me above' in the detail dialog (contracts/alerts.ts).
  alertBelow: nullable(positive(MAX_PRICE)),
  alertAbove: nullable(positive(MAX_PRICE)),
  createdAt: timestamp,
});
const STOCK_FIELDS_V1 = {
  name: true,
  nameOrigin: true,
  sector: true,
  lastPrice: true,
  lastPriceUpdatedAt: true,
  dividendYield: true,
  isPortfolio: true,
  createdAt: true,
} as const;

/** A stock of a version-1 file: no alert target. */
const archiveStockV1 = row(stockColumns.pick(STOCK_FIELDS_V1).shape);

/** A stock with its alert target (version 2 on). */
export const archiveStock = row(stockColumns.pick({ ...STOCK_FIELDS_V1, alertBelow: true, alertAbove: true }).shape).superRefine(
  (stock, ctx) => {
    if (stock.alertBelow !== null && stock.alertAbove !== null && stock.alertBelow >= stock.alertAbove)
      ctx.addIssue({ code: "custom", path: ["alertBelow"], message: "must be less than alertAbove" });
  },
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
  createSelectSchema(portfolioAllocations, { amount: finite.min(0).max(MAX_PRICE), updatedAt: timestamp }).pick({
    amount: true,
    updatedAt: true,
  }).shape,
);

/**
 * The user's alert settings (none when the account kept the defaults). The digest's bookkeeping
 * (digest_through, digest_day) is this instance's record of what it sent, not a choice: it stays out.
 */
export const archiveAlertSettings = z.strictObject(
  createSelectSchema(alertSettings, {
    fvChangePercent: finite.min(FV_CHANGE_PERCENT_RANGE.min).max(FV_CHANGE_PERCENT_RANGE.max),
    scope: z.enum(ALERT_SCOPES),
    emailDigest: z.enum(ALERT_DIGESTS),
    updatedAt: timestamp,
  }).pick({
    fiveStar: true,
    buyBelow: true,
    sellAbove: true,
    ratingChange: true,
    fvChange: true,
    target: true,
    fvChangePercent: true,
    scope: true,
    emailDigest: true,
    updatedAt: true,
  }).shape,
);

/** A trade's or a chosen parcel's reference (its dedupe key): how a sale names its parcels in the file. */
const tradeReference = line(300, "Reference").min(1);

/**
 * A trade of the holdings ledger (version 3 on): its fields as stored (decimals as canonical text),
 * its reference, and a sale's chosen parcels by their trades' references.
 */
export const archiveTrade = row({
  ...createSelectSchema(trades, {
    type: z.enum(TRADE_TYPES),
    tradeDate: day,
    units: nullOr(unitsField()),
    price: nullOr(priceField()),
    brokerage: brokerageField(),
    ratioFrom: nullOr(ratioTermField("Ratio from")),
    ratioTo: nullOr(ratioTermField("Ratio to")),
    acquiredOn: nullable(day),
    note: nullable(lines(MAX_TRADE_NOTE_CHARS, "Note")),
    dedupeKey: tradeReference,
    createdAt: timestamp,
  }).pick({
    type: true,
    tradeDate: true,
    units: true,
    price: true,
    brokerage: true,
    ratioFrom: true,
    ratioTo: true,
    acquiredOn: true,
    note: true,
    dedupeKey: true,
    createdAt: true,
  }).shape,
  chosenParcels: z.array(z.strictObject({ parcelKey: tradeReference, units: unitsField() })).max(1_000),
}).superRefine((trade, ctx) => {
  const problem = tradeRuleProblem({ ...trade, dedupeKey: undefined } as never);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
  if (trade.type !== "SELL" && trade.chosenParcels.length > 0) ctx.addIssue({ code: "custom", message: "only a sale has chosen parcels" });
});

/** A dividend (version 4 on): its fields as stored (decimals as canonical text), its stock by symbol. */
export const archiveDividend = row(
  createSelectSchema(dividends, {
    exDate: day,
    payDate: nullable(day),
    amountPerShare: priceField(),
    frankingPercent: nullOr(frankingField()),
    companyTaxRate: z.enum(COMPANY_TAX_RATES),
    // Null unless the user gave them (derived on read); an older archive's derived units are ignored.
    units: nullOr(unitsField()),
    unitsOverridden: z.boolean(),
    drpUnits: nullOr(unitsField()),
    drpPrice: nullOr(priceField()),
    status: z.enum(DIVIDEND_STATUSES),
    source: z.enum(DIVIDEND_SOURCES),
    note: nullable(lines(MAX_DIVIDEND_NOTE_CHARS, "Note")),
    createdAt: timestamp,
  }).pick({
    exDate: true,
    payDate: true,
    amountPerShare: true,
    frankingPercent: true,
    companyTaxRate: true,
    units: true,
    unitsOverridden: true,
    drpUnits: true,
    drpPrice: true,
    status: true,
    source: true,
    note: true,
    createdAt: true,
  }).shape,
).superRefine((dividend, ctx) => {
  const problem = dividendRuleProblem(dividend);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
  if (dividend.drpUnits !== null && dividend.payDate === null)
    ctx.addIssue({ code: "custom", message: "a reinvestment needs its pay date" });
  if (dividendStatusOf(dividend) !== dividend.status)
    ctx.addIssue({ code: "custom", message: "status must be confirmed exactly when franking and pay date are known" });
});

/**
 * Every section of `data` this app writes (ACCOUNT_ARCHIVE_SCHEMA_VERSION), each a list of rows, by
 * key (the keys are the file's, in canonical order).
 */
export const ARCHIVE_SECTIONS = {
  alertSettings: archiveAlertSettings,
  allocations: archiveAllocation,
  corporateActions: archiveCorporateAction,
  dividends: archiveDividend,
  fairValues: archiveFairValue,
  holdingSettings: archiveHoldingSettings,
  journalEntries: archiveJournalEntry,
  shareholders: archiveShareholder,
  stocks: archiveStock,
  taxStatements: archiveTaxStatement,
  trades: archiveTrade,
} as const;
export type ArchiveSection = keyof typeof ARCHIVE_SECTIONS;
export type ArchiveRow<S extends ArchiveSection> = z.output<(typeof ARCHIVE_SECTIONS)[S]>;

type SectionSchemas = Partial<Record<ArchiveSection, z.ZodType>>;

/** The sections of each version this app reads, and the row schema of each. */
export const SECTIONS_BY_VERSION: ReadonlyMap<number, SectionSchemas> = new Map<number, SectionSchemas>([
  [
    1,
    {
      allocations: archiveAllocation,
      fairValues: archiveFairValue,
      journalEntries: archiveJournalEntry,
      shareholders: archiveShareholder,
      stocks: archiveStockV1,
    },
  ],
  [
    2,
    {
      alertSettings: archiveAlertSettings,
      allocations: archiveAllocation,
      fairValues: archiveFairValue,
      journalEntries: archiveJournalEntry,
      shareholders: archiveShareholder,
      stocks: archiveStock,
    },
  ],
  [
    3,
    {
      alertSettings: archiveAlertSettings,
      allocations: archiveAllocation,
      fairValues: archiveFairValue,
      journalEntries: archiveJournalEntry,
      shareholders: archiveShareholder,
      stocks: archiveStock,
      trades: archiveTrade,
    },
  ],
  [
    4,
    {
      alertSettings: archiveAlertSettings,
      allocations: archiveAllocation,
      dividends: archiveDividend,
      fairValues: archiveFairValue,
      holdingSettings: archiveHoldingSettingsV4,
      journalEntries: archiveJournalEntry,
      shareholders: archiveShareholder,
      stocks: archiveStock,
      trades: archiveTrade,
    },
  ],
  [
    5,
    {
      alertSettings: archiveAlertSettings,
      allocations: archiveAllocation,
      dividends: archiveDividend,
      fairValues: archiveFairValue,
      holdingSettings: archiveHoldingSettings,
      journalEntries: archiveJournalEntry,
      shareholders: archiveShareholder,
      stocks: archiveStock,
      taxStatements: archiveTaxStatement,
      trades: archiveTrade,
    },
  ],
  [ACCOUNT_ARCHIVE_SCHEMA_VERSION, ARCHIVE_SECTIONS],
]);

/** Sections that hold at most one row. */
const SINGLE_ROW_SECTIONS: ReadonlySet<ArchiveSection> = new Set(["alertSettings", "holdingSettings"]);

const sectionList = (section: string) => {
  const list = z.array(z.unknown());
  return SINGLE_ROW_SECTIONS.has(section as ArchiveSection) ? list.max(1, "must hold at most one row") : list;
};

const envelopeOf = (sections: SectionSchemas) =>
  z.strictObject({
    format: z.literal(ACCOUNT_ARCHIVE_FORMAT),
    schemaVersion: z.number(),
    exportedAt: timestamp,
    app: z.strictObject({ version: line(50, "Version") }),
    // A file of this version holds exactly its version's sections: each of them, nothing else.
    data: z.strictObject(Object.fromEntries(Object.keys(sections).map((key) => [key, sectionList(key)])) as Record<string, z.ZodArray>),
    digest: z.strictObject({ algorithm: z.literal(ACCOUNT_ARCHIVE_DIGEST), value: z.string().regex(/^[0-9a-f]{64}$/) }),
  });

const ENVELOPES = new Map([...SECTIONS_BY_VERSION].map(([version, sections]) => [version, envelopeOf(sections)]));

/** Everything but the rows of `data`, checked before them; undefined for a version this app does not read. */
export function archiveEnvelope(version: number) {
  return READABLE_SCHEMA_VERSIONS.includes(version) ? ENVELOPES.get(version) : undefined;
}
