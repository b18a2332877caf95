// The tax rows of an account export (issue 47; account-archive.ts describes the file): the holding
// settings row (the parcel method since version 4; the tax entity and the loss brought in, with its
// note, since version 5) and the annual tax statements of ETFs and managed funds (version 5 on).
// Amounts leave as their shortest decimal text and come back under the rules the form keeps.
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { TAX_ENTITIES } from "../domain/ledger/tax-entity";
import { statementProblems } from "../domain/tax/statements";
import { PARCEL_METHODS, holdingSettings, taxStatements } from "../schema";
import { lines, nullable, nullOr, row, timestamp } from "./account-archive-fields";
import { FIRST_FINANCIAL_YEAR, LAST_FINANCIAL_YEAR } from "./cgt";
import { lossBroughtInField, MAX_LOSS_NOTE_CHARS } from "./holdings";
import { MAX_STATEMENT_NOTE_CHARS, STATEMENT_AMOUNT_LABELS, statementAmountField } from "./tax-statements";

const settingsColumns = createSelectSchema(holdingSettings, {
  parcelMethod: z.enum(PARCEL_METHODS),
  taxEntity: z.enum(TAX_ENTITIES),
  lossBroughtIn: lossBroughtInField,
  lossBroughtInNote: nullable(lines(MAX_LOSS_NOTE_CHARS, "Note")),
  updatedAt: timestamp,
});

/** A version-4 file's holding settings: the parcel method only (how sales without chosen parcels match). */
export const archiveHoldingSettingsV4 = z.strictObject(settingsColumns.pick({ parcelMethod: true, updatedAt: true }).shape);

/**
 * The user's holding settings (none when the account never chose any): the parcel method, whose
 * return the figures are for (its CGT discount) and the net capital loss carried into the ledger's
 * first year, with where it comes from.
 */
export const archiveHoldingSettings = z.strictObject(
  settingsColumns.pick({ parcelMethod: true, taxEntity: true, lossBroughtIn: true, lossBroughtInNote: true, updatedAt: true }).shape,
);

const amount = (field: keyof typeof STATEMENT_AMOUNT_LABELS) => statementAmountField(STATEMENT_AMOUNT_LABELS[field]);

/** A fund's statement of one financial year (version 5 on): its amounts as given, the AMIT ones null for a non-AMIT trust. */
export const archiveTaxStatement = row(
  createSelectSchema(taxStatements, {
    fy: z
      .number()
      .int("must be a financial year like 2024")
      .min(FIRST_FINANCIAL_YEAR, `must be from ${FIRST_FINANCIAL_YEAR}`)
      .max(LAST_FINANCIAL_YEAR, `must be at most ${LAST_FINANCIAL_YEAR}`),
    cashDistribution: amount("cashDistribution"),
    frankedDistributions: amount("frankedDistributions"),
    frankingCredits: amount("frankingCredits"),
    unfranked: amount("unfranked"),
    interest: amount("interest"),
    otherAustralianIncome: amount("otherAustralianIncome"),
    foreignIncome: amount("foreignIncome"),
    foreignIncomeTaxOffset: amount("foreignIncomeTaxOffset"),
    discountedCapitalGains: amount("discountedCapitalGains"),
    cgtConcessionAmount: amount("cgtConcessionAmount"),
    otherCapitalGains: amount("otherCapitalGains"),
    taxFree: amount("taxFree"),
    taxDeferred: amount("taxDeferred"),
    amitExcess: nullOr(amount("amitExcess")),
    amitShortfall: nullOr(amount("amitShortfall")),
    note: nullable(lines(MAX_STATEMENT_NOTE_CHARS, "Note")),
    createdAt: timestamp,
  }).pick({
    fy: true,
    cashDistribution: true,
    frankedDistributions: true,
    frankingCredits: true,
    unfranked: true,
    interest: true,
    otherAustralianIncome: true,
    foreignIncome: true,
    foreignIncomeTaxOffset: true,
    discountedCapitalGains: true,
    cgtConcessionAmount: true,
    otherCapitalGains: true,
    taxFree: true,
    taxDeferred: true,
    amitExcess: true,
    amitShortfall: true,
    note: true,
    createdAt: true,
  }).shape,
).superRefine((statement, ctx) => {
  for (const message of statementProblems(statement)) ctx.addIssue({ code: "custom", message });
});
