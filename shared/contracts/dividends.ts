// Dividends and franking (issue 31): GET/POST /api/dividends, PATCH/DELETE /api/dividends/:id,
// POST /api/dividends/sync, GET /api/dividends/calendar and POST /api/import/dividends (multipart
// `file`, `dryRun`); the income they make is income.ts's. A dividend belongs to the user and one of
// the stocks they have traded; there is one per stock and ex-date (docs/decisions/032-dividends.md).
// Its status is derived: `confirmed` once it has both a franking % and a pay date, else `estimated`
// (so confirming is a PATCH that fills both). Money in answers is rounded to cents; units and
// per-share amounts as stored. Refusals: 400 `validation_failed` (a field or a rule over fields),
// 404 `not_found` (not the user's), 409 `conflict` (the stock already has a dividend on that ex-date),
// 422 `ledger_refused` (a stock never held before the ex-date, a reinvestment costing more than the
// cash). Not tax advice.
import { z } from "zod";
import { type COMPANY_TAX_RATES, MAX_PRICE } from "../constants";
import { DIVIDEND_STATUSES, type StoredDividendSource, type StoredDividendStatus } from "../schema";
import { financialYearField } from "./cgt";
import type { SkippedRow } from "./imports";
import type { IncomeLineView } from "./income";
import { decimalField, ledgerDate, unitsField } from "./ledger-values";
import { dividendCursor, pageLimit, type Page } from "./paging";
import { uuidParams } from "./responses";
import { unstorableTextMessage, isMultiLineText } from "./text";

export type DividendStatus = StoredDividendStatus;
export type DividendSource = StoredDividendSource;
export type CompanyTaxRate = (typeof COMPANY_TAX_RATES)[number];

export const DIVIDEND_STATUS_LABELS: Readonly<Record<DividendStatus, string>> = { estimated: "Estimated", confirmed: "Confirmed" };

/** The batch source of POST /api/import/dividends (import_batches.source); Data History labels it "Dividends". */
export { DIVIDEND_IMPORT_SOURCE } from "./import-rules";

export const MAX_DIVIDEND_NOTE_CHARS = 500;

export const DIVIDEND_MESSAGES = {
  notFound: "Dividend not found",
  deleted: "Dividend deleted",
  nothingToUpdate: "Nothing to update",
  stockNotFound: "Stock not found",
  payBeforeEx: "Pay date must be on or after the ex-date",
  taxRate: "Company tax rate must be 30% or 25%",
  franking: "Franking % must be from 0 to 100",
  frankingDecimals: "Franking % must have at most 2 decimal places",
  drpTogether: "DRP units and DRP price go together: give both or neither",
  noFile: "Choose a .csv file of dividends to upload",
  notText: "The file is not a CSV text file",
  noRows: "The file has its header but no rows below it: there are no dividends to import",
} as const;

/** "CBA already has a dividend with ex-date 2024-08-14" (409 conflict). */
export function dividendExistsMessage(symbol: string, exDate: string): string {
  return `${symbol} already has a dividend with ex-date ${exDate}`;
}

/** "No CBA was held on 2024-08-13, the day before the ex-date" (422 ledger_refused, when no units are given). */
export function neverHeldMessage(symbol: string, dayBefore: string): string {
  return `No ${symbol} was held at the end of ${dayBefore}, the day before the ex-date: give the units the dividend was paid on`;
}

/** "You have no trades of CBA" (422 ledger_refused): a dividend needs a stock the user has held. */
export function noTradesMessage(symbol: string): string {
  return `You have no trades of ${symbol}: add the trades first`;
}

export const dividendIdParams = uuidParams("dividend");

const note = z
  .union([z.string(), z.null()], { error: "Note must be text" })
  .optional()
  .transform((v) => (v === undefined ? undefined : typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .refine((v) => typeof v !== "string" || v.length <= MAX_DIVIDEND_NOTE_CHARS, `Note must be at most ${MAX_DIVIDEND_NOTE_CHARS} characters`)
  .refine((v) => typeof v !== "string" || isMultiLineText(v), unstorableTextMessage("Note"));

/** Keeps "not sent" (undefined) apart from "cleared" (null or ""); a value is checked by `schema`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .transform((value, ctx): z.output<T> | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null || value === "") return null;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    })
    .optional();

/** Franking %: 0–100 with at most 2 decimals, as text or a JSON number. */
export const frankingField = () =>
  decimalField({ label: "Franking %", least: "zero", max: 100 }).refine(
    (value) => (value.split(".")[1]?.length ?? 0) <= 2,
    DIVIDEND_MESSAGES.frankingDecimals,
  );

/** The company tax rate: 30 % or 25 %, sent as 0.3 / "0.30" / 30 / "30%" (and the same for 25); answered "0.30" or "0.25". */
export const companyTaxRateField = () =>
  z.unknown().transform((value, ctx): CompanyTaxRate => {
    const text = typeof value === "number" && Number.isFinite(value) ? String(value) : typeof value === "string" ? value.trim() : "";
    const rate = ({ "0.3": "0.30", "0.30": "0.30", "30": "0.30", "30%": "0.30", "0.25": "0.25", "25": "0.25", "25%": "0.25" } as const)[
      text.replace(/\s+/g, "")
    ];
    if (rate === undefined) {
      ctx.addIssue({ code: "custom", message: DIVIDEND_MESSAGES.taxRate });
      return z.NEVER;
    }
    return rate;
  });

const amountField = () => decimalField({ label: "Amount per share", least: "positive", max: MAX_PRICE });
const drpUnitsField = () => decimalField({ label: "DRP units", least: "positive", max: 1_000_000_000_000 });
const drpPriceField = () => decimalField({ label: "DRP price", least: "positive", max: MAX_PRICE });

/** A dividend's own fields, complete (a new one, or an edit merged with the stored one). */
export interface DividendFields {
  exDate: string;
  payDate: string | null;
  amountPerShare: string;
  frankingPercent: string | null;
  companyTaxRate: CompanyTaxRate;
  /** Null: the units held at the end of the day before the ex-date (worked out from the trades). */
  units: string | null;
  drpUnits: string | null;
  drpPrice: string | null;
  note: string | null;
}

/** The rules across fields; the first problem as a sentence, or null. */
export function dividendRuleProblem(dividend: DividendFields): string | null {
  if (dividend.payDate !== null && dividend.payDate < dividend.exDate) return DIVIDEND_MESSAGES.payBeforeEx;
  if ((dividend.drpUnits === null) !== (dividend.drpPrice === null)) return DIVIDEND_MESSAGES.drpTogether;
  return null;
}

/** Confirmed once the franking % and the pay date are both known (docs/decisions/032-dividends.md). */
export function dividendStatusOf(dividend: Pick<DividendFields, "frankingPercent" | "payDate">): DividendStatus {
  return dividend.frankingPercent !== null && dividend.payDate !== null ? "confirmed" : "estimated";
}

const fields = {
  exDate: ledgerDate("Ex-date"),
  payDate: optional(ledgerDate("Pay date")),
  amountPerShare: amountField(),
  frankingPercent: optional(frankingField()),
  companyTaxRate: optional(companyTaxRateField()),
  units: optional(unitsField()),
  drpUnits: optional(drpUnitsField()),
  drpPrice: optional(drpPriceField()),
  note,
};

/**
 * POST /api/dividends (201): a dividend of one of the user's stocks. Units left out (or null) are
 * those held at the end of the day before the ex-date; given, they override that. The company tax
 * rate defaults to 30 %. Status follows from the fields (`dividendStatusOf`); source is `manual`.
 */
export const createDividendBody = z
  .object({ stockId: z.string({ error: "Invalid stock id" }).uuid("Invalid stock id"), ...fields })
  .transform((body, ctx) => {
    const dividend: DividendFields & { stockId: string } = {
      stockId: body.stockId,
      exDate: body.exDate,
      payDate: body.payDate ?? null,
      amountPerShare: body.amountPerShare,
      frankingPercent: body.frankingPercent ?? null,
      companyTaxRate: body.companyTaxRate ?? "0.30",
      units: body.units ?? null,
      drpUnits: body.drpUnits ?? null,
      drpPrice: body.drpPrice ?? null,
      note: body.note ?? null,
    };
    const problem = dividendRuleProblem(dividend);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return dividend;
  });
export type CreateDividendBody = z.input<typeof createDividendBody>;
export type CreateDividendInput = z.output<typeof createDividendBody>;

/**
 * PATCH /api/dividends/:id: any field; the service merges it with the stored dividend and checks
 * `dividendRuleProblem` on the result. `units: null` goes back to the units worked out from the trades.
 * Confirming an estimate is this PATCH with `frankingPercent` and `payDate`.
 */
export const updateDividendBody = z
  .object({
    exDate: fields.exDate.optional(),
    payDate: fields.payDate,
    amountPerShare: fields.amountPerShare.optional(),
    frankingPercent: fields.frankingPercent,
    companyTaxRate: fields.companyTaxRate,
    units: fields.units,
    drpUnits: fields.drpUnits,
    drpPrice: fields.drpPrice,
    note: fields.note,
  })
  .transform((body, ctx) => {
    const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<DividendFields>;
    if (Object.keys(sent).length === 0) {
      ctx.addIssue({ code: "custom", message: DIVIDEND_MESSAGES.nothingToUpdate });
      return z.NEVER;
    }
    if ("companyTaxRate" in sent && sent.companyTaxRate === null) delete sent.companyTaxRate;
    if ("amountPerShare" in sent && sent.amountPerShare === null) delete sent.amountPerShare;
    return sent;
  });
export type UpdateDividendInput = z.output<typeof updateDividendBody>;

/**
 * GET /api/dividends: newest ex-date first, a page at a time (`limit`, `cursor`: paging.ts); `fy`
 * narrows to one financial year (of the pay date, else the ex-date); `stockId` to one stock; `batchId`
 * to one import's; `status` to the estimates or the confirmed ones.
 */
export const dividendsQuery = z.object({
  fy: financialYearField(2025).optional(),
  stockId: z.string().uuid("Invalid stock id").optional(),
  batchId: z.string().uuid("Invalid batch id").optional(),
  status: z.enum(DIVIDEND_STATUSES, { error: "status must be estimated or confirmed" }).optional(),
  limit: pageLimit,
  cursor: dividendCursor,
});

export type DividendsQuery = z.output<typeof dividendsQuery>;

/** The multipart text fields of POST /api/import/dividends: `dryRun` "true" writes nothing. */
export const dividendImportFields = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});

/** A dividend as every dividend endpoint answers it. */
export interface DividendView {
  id: string;
  stockId: string;
  symbol: string;
  exDate: string;
  payDate: string | null;
  amountPerShare: string;
  /** Null: not known yet (an estimate from market data). */
  frankingPercent: string | null;
  companyTaxRate: CompanyTaxRate;
  units: string;
  /** True when the user gave the units; false when they are those held before the ex-date. */
  unitsOverridden: boolean;
  drpUnits: string | null;
  drpPrice: string | null;
  status: DividendStatus;
  source: DividendSource;
  /** The import the dividend came from; null otherwise. */
  batchId: string | null;
  note: string | null;
  createdAt: string;
  /** units × amount per share, to cents. */
  cash: string;
  /** To cents; null while the franking % is unknown. */
  frankingCredit: string | null;
  /** cash + franking credit, to cents; null while the franking % is unknown. */
  grossedUp: string | null;
  /** Cash left after the reinvestment, to cents; null without one. */
  drpResidual: string | null;
}

/** 200 answer of GET /api/dividends: a page of the list (paging.ts). */
export interface DividendsView extends Page {
  dividends: DividendView[];
  /** How many of the whole list (every page) are estimates (the Holdings screen's 'Dividends: N estimated'). */
  estimated: number;
  /**
   * With `stockId`, on the first page: the dividends the stock's corporate actions paid (in specie, a
   * bonus issue's; decision 077), newest ex-date first, as the income report's lines — derived on read
   * from the replay, never stored, so not editable. Empty without `stockId`, with `batchId` or
   * `status=estimated`, and on later pages; `fy` keeps those paid in that year.
   */
  actionIncome: IncomeLineView[];
}

/** POST /api/dividends/sync (200): estimates added from market data, for every stock held on its ex-date. */
export interface DividendSyncResult {
  /** Stocks whose market data was read (every stock the user has traded). */
  stocks: number;
  /** New estimated dividends. */
  added: number;
  /** Market-data dividends already in the ledger (any status or source): left as they are. */
  skipped: number;
  /** Market-data dividends since the stock's first trade with no units held the day before the ex-date: not added. */
  notHeld: number;
  /** Stocks whose market data could not be had, with the reason; the others are synced anyway. */
  failed: { symbol: string; reason: string }[];
}

/** 200 answer of POST /api/import/dividends (a dry run's too: what the import would do). */
export interface DividendImportResult {
  dryRun: boolean;
  /** Dividends read from the file. */
  rows: number;
  /** Dividends written (a dry run: would be written), estimates they replaced included. */
  inserted: number;
  /** Of `inserted`, market-data estimates the file's row replaced (same stock and ex-date). */
  replacedEstimates: number;
  /** Dividends already in the ledger (same stock and ex-date, not a market-data estimate): a re-import adds nothing. */
  duplicates: number;
  /** Lines that are not dividends (a repeated header, the same dividend twice), each with its line and reason. */
  skipped: SkippedRow[];
  /** Lines that cannot be imported, each with its line and reason. */
  errors: SkippedRow[];
  /** The import's batch (undo it from Data History); null for a dry run or when nothing was written. */
  batchId: string | null;
}

/** A past or an expected ex-date of GET /api/dividends/calendar. */
export interface CalendarExDate {
  exDate: string;
  /** Per share: the dividend's, or for an expected one the amount of the ex-date it repeats. */
  amountPerShare: string;
}

export interface CalendarStock {
  stockId: string;
  symbol: string;
  /** The last ex-dates of the past 12 months, newest first (at most 2). */
  recent: CalendarExDate[];
  /** Expected in the next 12 months (last year's ex-dates one year on), soonest first. */
  upcoming: (CalendarExDate & { basedOn: string })[];
}

/** GET /api/dividends/calendar: per held stock (units > 0 today), by symbol. */
export interface DividendCalendarView {
  stocks: CalendarStock[];
}
