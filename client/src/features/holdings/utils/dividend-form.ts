// Add dividend, Edit dividend and Confirm: the form's text fields and the body they make. The
// contract's own schemas (shared/contracts/dividends.ts) check the form, so the dialog refuses what
// the server would, with the same sentence, before anything is sent.
import {
  createDividendBody,
  dividendRuleProblem,
  updateDividendBody,
  type CompanyTaxRate,
  type CreateDividendBody,
  type DividendView,
} from "@shared/contracts/dividends";
import type { UpdateDividendBody } from "@/api/dividends";

export interface DividendFormValues {
  exDate: string;
  payDate: string;
  amountPerShare: string;
  frankingPercent: string;
  companyTaxRate: CompanyTaxRate;
  /** Blank: the units held at the end of the day before the ex-date. */
  units: string;
  drpUnits: string;
  drpPrice: string;
  note: string;
}

/** Why a dividend form is open: a new one, an edit of any field, or confirming an estimate. */
export type DividendFormMode = "add" | "edit" | "confirm";

export const CONFIRM_NEEDS_BOTH = "To confirm the dividend, give its franking % and pay date";

export function emptyDividendForm(): DividendFormValues {
  return {
    exDate: "",
    payDate: "",
    amountPerShare: "",
    frankingPercent: "",
    companyTaxRate: "0.30",
    units: "",
    drpUnits: "",
    drpPrice: "",
    note: "",
  };
}

export function formFromDividend(dividend: DividendView): DividendFormValues {
  return {
    exDate: dividend.exDate,
    payDate: dividend.payDate ?? "",
    amountPerShare: dividend.amountPerShare,
    frankingPercent: dividend.frankingPercent ?? "",
    companyTaxRate: dividend.companyTaxRate,
    // Units worked out from the trades stay blank, so an edit keeps following the trades.
    units: dividend.unitsOverridden ? dividend.units : "",
    drpUnits: dividend.drpUnits ?? "",
    drpPrice: dividend.drpPrice ?? "",
    note: dividend.note ?? "",
  };
}

const blank = (text: string) => (text.trim() === "" ? null : text.trim());

function fields(values: DividendFormValues) {
  return {
    exDate: values.exDate.trim(),
    payDate: blank(values.payDate),
    amountPerShare: values.amountPerShare.trim(),
    frankingPercent: blank(values.frankingPercent),
    companyTaxRate: values.companyTaxRate,
    units: blank(values.units),
    drpUnits: blank(values.drpUnits),
    drpPrice: blank(values.drpPrice),
    note: blank(values.note),
  };
}

export type DividendFormResult<T> = { body: T } | { error: string };

const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? "Check the dividend's fields";

/** POST /api/dividends for the stock. */
export function createDividendFromForm(values: DividendFormValues, stockId: string): DividendFormResult<CreateDividendBody> {
  const body: CreateDividendBody = { stockId, ...fields(values) };
  const parsed = createDividendBody.safeParse(body);
  return parsed.success ? { body } : { error: firstIssue(parsed.error.issues) };
}

/**
 * PATCH /api/dividends/:id with every field (blank ones cleared; blank units go back to those held
 * before the ex-date). Confirming needs the franking % and the pay date, which make it confirmed.
 */
export function updateDividendFromForm(values: DividendFormValues, mode: DividendFormMode): DividendFormResult<UpdateDividendBody> {
  const body: UpdateDividendBody = fields(values);
  if (mode === "confirm" && (body.frankingPercent === null || body.payDate === null)) return { error: CONFIRM_NEEDS_BOTH };
  const parsed = updateDividendBody.safeParse(body);
  if (!parsed.success) return { error: firstIssue(parsed.error.issues) };
  // The server checks the rules across fields on the stored dividend merged with the edit; every
  // field is sent, so the form's own values are that dividend.
  const sent = parsed.data;
  const problem = dividendRuleProblem({
    exDate: sent.exDate ?? "",
    payDate: sent.payDate ?? null,
    amountPerShare: sent.amountPerShare ?? "",
    frankingPercent: sent.frankingPercent ?? null,
    companyTaxRate: sent.companyTaxRate ?? "0.30",
    units: sent.units ?? null,
    drpUnits: sent.drpUnits ?? null,
    drpPrice: sent.drpPrice ?? null,
    note: sent.note ?? null,
  });
  return problem ? { error: problem } : { body };
}
