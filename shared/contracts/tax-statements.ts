// ETF and managed fund annual tax statements (issue 47): GET/POST /api/tax-statements,
// PATCH/DELETE /api/tax-statements/:id, POST /api/import/tax-statements (multipart `file`, `dryRun`).
// A statement belongs to the user, one of their stocks and one financial year (FY 2024 runs 1 Jul
// 2023 – 30 Jun 2024); amounts are decimal strings in dollars and cents as the statement shows them.
// Refusals: 400 `validation_failed` (a field; a negative amount; franking credits above what the
// franked amount allows; an excess with a shortfall), 404 `not_found` (not the user's), 409
// `conflict` (the fund already has a statement for that year), 422 `ledger_refused` (no units of
// the fund held in that year). docs/domain.md "ETF and managed fund tax statements". Not tax advice.
import { z } from "zod";
import { STATEMENT_AMOUNT_FIELDS, statementProblems, type StatementAmounts } from "../domain/tax/statements";
import { financialYearField } from "./cgt";
import type { SkippedRow } from "./imports";
import { decimalField } from "./ledger-values";
import { uuidParams } from "./responses";
import { isMultiLineText, unstorableTextMessage } from "./text";

export { STATEMENT_AMOUNT_FIELDS, type StatementAmounts };

/** The batch source of POST /api/import/tax-statements (import_batches.source); Data History labels it "Tax statements". */
export { TAX_STATEMENT_IMPORT_SOURCE } from "./import-rules";
export const MAX_STATEMENT_AMOUNT = 1_000_000_000;
export const MAX_STATEMENT_NOTE_CHARS = 500;

/** The amounts' labels as the statement (and the form, and the CSV's header) names them. */
export const STATEMENT_AMOUNT_LABELS: Readonly<Record<keyof StatementAmounts, string>> = {
  cashDistribution: "Cash distribution",
  frankedDistributions: "Franked distributions",
  frankingCredits: "Franking credits",
  unfranked: "Unfranked distributions",
  interest: "Interest",
  otherAustralianIncome: "Other Australian income",
  foreignIncome: "Foreign income",
  foreignIncomeTaxOffset: "Foreign income tax offset",
  discountedCapitalGains: "Discounted capital gains",
  cgtConcessionAmount: "CGT concession amount",
  otherCapitalGains: "Other capital gains",
  taxFree: "Tax-free amounts",
  taxDeferred: "Tax-deferred amounts",
  amitExcess: "AMIT cost base net amount excess",
  amitShortfall: "AMIT cost base net amount shortfall",
};

/** The header of POST /api/import/tax-statements' CSV: one row per fund per financial year. */
export const TAX_STATEMENT_CSV_HEADER = [
  "Code",
  "Financial year",
  ...STATEMENT_AMOUNT_FIELDS.map((field) => STATEMENT_AMOUNT_LABELS[field]),
].join(",");

export const TAX_STATEMENT_MESSAGES = {
  notFound: "Tax statement not found",
  deleted: "Tax statement deleted",
  nothingToUpdate: "Nothing to update",
  stockNotFound: "Stock not found",
  noFile: "Choose a .csv file of tax statements to upload",
  noRows: "The file has its header but no rows below it: there are no tax statements to import",
} as const;

/** "VAS already has a tax statement for FY 2024" (409). */
export function statementExistsMessage(symbol: string, fy: number): string {
  return `${symbol} already has a tax statement for ${fyLabel(fy)}: edit that one`;
}

/** "No VAS was held in FY 2024 (1 Jul 2023 to 30 Jun 2024)" (422). */
export function notHeldInYearMessage(symbol: string, fy: number): string {
  return `No ${symbol} was held in ${fyLabel(fy)} (1 Jul ${fy - 1} to 30 Jun ${fy}): a tax statement needs units held in its year`;
}

/** "FY 2024" is "FY 2023-24". */
export const fyLabel = (fy: number) => `FY ${fy - 1}-${String(fy).slice(-2)}`;

export const taxStatementIdParams = uuidParams("tax statement");

/** An amount in dollars and cents, 0 or more. */
export const statementAmountField = (label: string) =>
  decimalField({ label, least: "zero", max: MAX_STATEMENT_AMOUNT }).refine(
    (value) => (value.split(".")[1]?.length ?? 0) <= 2,
    `${label} must be in dollars and cents (at most 2 decimal places)`,
  );

export const fyField = financialYearField(2024);

const note = z
  .union([z.string(), z.null()], { error: "Note must be text" })
  .optional()
  .transform((v) => (v === undefined ? undefined : typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .refine(
    (v) => typeof v !== "string" || v.length <= MAX_STATEMENT_NOTE_CHARS,
    `Note must be at most ${MAX_STATEMENT_NOTE_CHARS} characters`,
  )
  .refine((v) => typeof v !== "string" || isMultiLineText(v), unstorableTextMessage("Note"));

/** An AMIT amount: null (or "" or left out) for a non-AMIT fund's statement. */
const amitField = (label: string) =>
  z
    .unknown()
    .transform((value, ctx): string | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null || value === "") return null;
      const parsed = statementAmountField(label).safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    })
    .optional();

type AmountKey = Exclude<keyof StatementAmounts, "amitExcess" | "amitShortfall">;
const PLAIN_AMOUNTS = STATEMENT_AMOUNT_FIELDS.filter((field): field is AmountKey => field !== "amitExcess" && field !== "amitShortfall");

const amountShape = Object.fromEntries(
  PLAIN_AMOUNTS.map((field) => [field, statementAmountField(STATEMENT_AMOUNT_LABELS[field]).optional()]),
) as Record<AmountKey, z.ZodOptional<ReturnType<typeof statementAmountField>>>;
const amitShape = {
  amitExcess: amitField(STATEMENT_AMOUNT_LABELS.amitExcess),
  amitShortfall: amitField(STATEMENT_AMOUNT_LABELS.amitShortfall),
};

/** The statement's own rules (statementProblems) as zod issues. */
function checkStatement(amounts: StatementAmounts, ctx: z.RefinementCtx): boolean {
  const problems = statementProblems(amounts);
  for (const message of problems) ctx.addIssue({ code: "custom", message });
  return problems.length === 0;
}

export interface TaxStatementFields extends StatementAmounts {
  note: string | null;
}

/**
 * POST /api/tax-statements (201): an amount left out is 0 (a statement leaves a component it has
 * not blank); the AMIT amounts left out or null make it a non-AMIT fund's statement.
 */
export const createTaxStatementBody = z
  .object({ stockId: z.string({ error: "Invalid stock id" }).uuid("Invalid stock id"), fy: fyField, ...amountShape, ...amitShape, note })
  .transform((body, ctx) => {
    const amounts = Object.fromEntries(PLAIN_AMOUNTS.map((field) => [field, body[field] ?? "0"])) as Record<AmountKey, string>;
    const statement = {
      stockId: body.stockId,
      fy: body.fy,
      ...amounts,
      amitExcess: body.amitExcess ?? null,
      amitShortfall: body.amitShortfall ?? null,
      note: body.note ?? null,
    };
    return checkStatement(statement, ctx) ? statement : z.NEVER;
  });
export type CreateTaxStatementInput = z.output<typeof createTaxStatementBody>;

/** PATCH /api/tax-statements/:id: any amount or the note; merged with the stored statement and checked again. */
export const updateTaxStatementBody = z.object({ ...amountShape, ...amitShape, note }).transform((body, ctx) => {
  const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<TaxStatementFields>;
  if (Object.keys(sent).length === 0) {
    ctx.addIssue({ code: "custom", message: TAX_STATEMENT_MESSAGES.nothingToUpdate });
    return z.NEVER;
  }
  return sent;
});
export type UpdateTaxStatementInput = z.output<typeof updateTaxStatementBody>;

export const taxStatementsQuery = z.object({ fy: fyField.optional() });

export const taxStatementImportFields = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});

export type StatementStatus = "estimated" | "confirmed";

/** The fund's cash distributions of the year against the statement's cash total. */
export interface ReconciliationView {
  statementCash: string;
  distributionsCash: string;
  /** statementCash − distributionsCash, to cents; "0.00" when they agree. */
  difference: string;
  distributions: number;
  /** The dividend ids of those distributions (the lines the statement replaces in the income report). */
  distributionIds: string[];
  agrees: boolean;
}

/** A statement as every endpoint answers it: amounts to cents as stored, and what it changes. */
export interface TaxStatementView extends StatementAmounts {
  id: string;
  stockId: string;
  symbol: string;
  fy: number;
  note: string | null;
  /** True for an AMIT's statement (it gives an excess or a shortfall). */
  amit: boolean;
  /** How the statement moves the fund's cost base in its year, to cents (negative: down). */
  costBaseAdjustment: string;
  /** The discounted capital gains grossed up (× 2), to cents. */
  grossedUpCapitalGains: string;
  reconciliation: ReconciliationView;
  createdAt: string;
}

/** A fund (a stock with a statement in some year) in one year: estimated (cash only) or confirmed. */
export interface FundYearView {
  stockId: string;
  symbol: string;
  fy: number;
  status: StatementStatus;
  statementId: string | null;
  /** Its cash distributions whose entitlement falls in the year. */
  distributions: number;
}

/** GET /api/tax-statements: the statements (of one year, with `fy`), newest year first, and each fund's years. */
export interface TaxStatementsView {
  statements: TaxStatementView[];
  funds: FundYearView[];
}

export interface TaxStatementImportResult {
  dryRun: boolean;
  rows: number;
  inserted: number;
  /** Statements already in (same fund and year): a re-import adds nothing. */
  duplicates: number;
  skipped: SkippedRow[];
  errors: SkippedRow[];
  batchId: string | null;
}
