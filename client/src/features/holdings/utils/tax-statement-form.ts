// The annual tax statement form's values (issue 47): text as typed, one per amount, grouped as the
// statement's sections; turned into the API's body with the contract's own rules, so the form
// refuses what the server would, in the same words.
import {
  STATEMENT_AMOUNT_FIELDS,
  STATEMENT_AMOUNT_LABELS,
  createTaxStatementBody,
  type StatementAmounts,
  type TaxStatementView,
} from "@shared/contracts/tax-statements";
import type { CreateTaxStatementBody, UpdateTaxStatementBody } from "@/api/tax-statements";

export type AmountField = keyof StatementAmounts;

export interface StatementFormValues extends Record<AmountField, string> {
  stockId: string;
  note: string;
}

/** The statement's sections, with the labels a holder sees on it. */
export const STATEMENT_SECTIONS: readonly { title: string; hint?: string; fields: readonly AmountField[] }[] = [
  { title: "Cash", fields: ["cashDistribution"] },
  {
    title: "Australian income",
    fields: ["frankedDistributions", "frankingCredits", "unfranked", "interest", "otherAustralianIncome"],
  },
  { title: "Foreign income", fields: ["foreignIncome", "foreignIncomeTaxOffset"] },
  {
    title: "Capital gains",
    hint: "Discounted capital gains as the statement shows them (after the fund's 50 %); they are grossed up for you",
    fields: ["discountedCapitalGains", "cgtConcessionAmount", "otherCapitalGains"],
  },
  { title: "Non-assessable amounts", fields: ["taxFree", "taxDeferred"] },
  {
    title: "AMIT cost base net amount",
    hint: "Leave both blank for a fund that is not an AMIT (its tax-deferred amount then reduces cost base)",
    fields: ["amitExcess", "amitShortfall"],
  },
];

export { STATEMENT_AMOUNT_LABELS };

const isAmit = (field: AmountField) => field === "amitExcess" || field === "amitShortfall";

export function emptyStatementForm(stockId = ""): StatementFormValues {
  const amounts = Object.fromEntries(STATEMENT_AMOUNT_FIELDS.map((field) => [field, ""])) as Record<AmountField, string>;
  return { ...amounts, stockId, note: "" };
}

/** An edit starts from the statement as stored; a zero shows as blank. */
export function formFromStatement(statement: TaxStatementView): StatementFormValues {
  const amounts = Object.fromEntries(
    STATEMENT_AMOUNT_FIELDS.map((field) => {
      const value = statement[field];
      return [field, value === null || (!isAmit(field) && Number(value) === 0) ? "" : value];
    }),
  ) as Record<AmountField, string>;
  return { ...amounts, stockId: statement.stockId, note: statement.note ?? "" };
}

export type StatementFormResult<T> = { body: T } | { error: string };

/** A blank amount is 0; a blank AMIT amount is none. Checked with the API's own schema. */
export function statementBodyFromForm(values: StatementFormValues, fy: number): StatementFormResult<CreateTaxStatementBody> {
  if (values.stockId === "") return { error: "Choose the fund the statement is for" };
  const amounts = Object.fromEntries(
    STATEMENT_AMOUNT_FIELDS.map((field) => {
      const text = values[field].trim().replace(/[$,\s]/g, "");
      return [field, text === "" ? (isAmit(field) ? null : "0") : text];
    }),
  );
  const body = { stockId: values.stockId, fy, ...amounts, note: values.note.trim() === "" ? null : values.note } as CreateTaxStatementBody;
  const checked = createTaxStatementBody.safeParse(body);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? "Check the amounts" };
  return { body };
}

/** The same fields as an edit (the fund and year stay). */
export function updateBodyFromForm(values: StatementFormValues, fy: number): StatementFormResult<UpdateTaxStatementBody> {
  const result = statementBodyFromForm(values, fy);
  if ("error" in result) return result;
  const { stockId: _stockId, fy: _fy, ...rest } = result.body;
  return { body: rest };
}
