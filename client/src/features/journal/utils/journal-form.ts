// The journal dialogs' rules: the server's own request schemas (architecture habit 3) over the
// form's text fields, so the dialogs and the API can never disagree about what is valid.
import { APP_TIME_ZONE } from "@shared/constants";
import { isIsoDate } from "@shared/contracts/dates";
import { createJournalBody, type CreateJournalBody, type JournalEntryView, type UpdateJournalBody } from "@shared/contracts/journal";
import type { JournalSide } from "@shared/schema";

export interface JournalFormValues {
  stockId: string;
  side: JournalSide;
  openedAt: string;
  entryPrice: string;
  shares: string;
  stopPrice: string;
  thesis: string;
  /** Comma or newline separated. */
  catalysts: string;
  /** Comma separated. */
  tags: string;
  notes: string;
  /** Shown (and sent) only when editing a closed entry. */
  closedAt: string;
  exitPrice: string;
}

export type JournalFormErrors = Partial<Record<keyof JournalFormValues | "form", string>>;
/** What the form sends: a whole entry, valid as a create and as an edit. */
export type JournalFormBody = CreateJournalBody & UpdateJournalBody;

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today in Sydney as "YYYY-MM-DD" (en-CA writes dates that way): the ASX's calendar day. */
export function todayInSydney(now: Date): string {
  return dayFormat.format(now);
}

export function emptyJournalForm(today: string, stockId = ""): JournalFormValues {
  return {
    stockId,
    side: "long",
    openedAt: today,
    entryPrice: "",
    shares: "",
    stopPrice: "",
    thesis: "",
    catalysts: "",
    tags: "",
    notes: "",
    closedAt: "",
    exitPrice: "",
  };
}

const split = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== "");
export const splitCatalysts = (text: string) => split(text, /[,\n]/);
export const splitTags = (text: string) => split(text, /,/);

const numberText = (value: number | null) => (value === null ? "" : String(value));

/** The edit dialog's starting values. */
export function formFromEntry(entry: JournalEntryView): JournalFormValues {
  return {
    stockId: entry.stockId,
    side: entry.side,
    openedAt: entry.openedAt,
    entryPrice: String(entry.entryPrice),
    shares: numberText(entry.shares),
    stopPrice: numberText(entry.stopPrice),
    thesis: entry.thesis,
    catalysts: entry.catalysts.join("\n"),
    tags: entry.tags.join(", "),
    notes: entry.notes ?? "",
    closedAt: entry.closedAt ?? "",
    exitPrice: numberText(entry.exitPrice),
  };
}

function toBody(values: JournalFormValues, closed: boolean): CreateJournalBody {
  return {
    stockId: values.stockId,
    side: values.side,
    openedAt: values.openedAt,
    // A blank required number reads as missing rather than as the text "".
    entryPrice: values.entryPrice.trim() === "" ? undefined : values.entryPrice,
    shares: values.shares,
    stopPrice: values.stopPrice,
    thesis: values.thesis,
    catalysts: splitCatalysts(values.catalysts),
    tags: splitTags(values.tags),
    notes: values.notes,
    ...(closed ? { closedAt: values.closedAt, exitPrice: values.exitPrice } : {}),
  };
}

/**
 * The body to send, or the first message per field. `closed` says whether the close fields are on
 * the form (editing a closed entry); a rule that spans fields (a close date without an exit price)
 * is shown under the form.
 */
export function validateJournalForm(values: JournalFormValues, closed = false): { body: JournalFormBody } | { errors: JournalFormErrors } {
  const body = toBody(values, closed);
  const result = createJournalBody.safeParse(body);
  const errors: JournalFormErrors = {};
  if (values.stockId === "") errors.stockId = "Choose a stock";
  if (values.entryPrice.trim() === "") errors.entryPrice = "Entry price is required";
  if (result.success && Object.keys(errors).length === 0) return { body };
  for (const issue of result.success ? [] : result.error.issues) {
    const field = (issue.path[0] as keyof JournalFormValues | undefined) ?? "form";
    if (!errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

export interface CloseFormValues {
  closedAt: string;
  exitPrice: string;
}

/** Closing needs a real date on or after the opening and an exit price above zero. */
export function validateCloseForm(
  values: CloseFormValues,
  openedAt: string,
): { body: { closedAt: string; exitPrice: number } } | { errors: Partial<Record<keyof CloseFormValues, string>> } {
  const errors: Partial<Record<keyof CloseFormValues, string>> = {};
  if (!isIsoDate(values.closedAt)) errors.closedAt = "Close date must be a date like 2024-01-31";
  else if (values.closedAt < openedAt) errors.closedAt = "The close date cannot be before the open date";
  const exitPrice = parseExitPrice(values.exitPrice);
  if (exitPrice === null) errors.exitPrice = "Exit price must be greater than 0";
  if (Object.keys(errors).length > 0 || exitPrice === null) return { errors };
  return { body: { closedAt: values.closedAt, exitPrice } };
}

/** A typed exit price, or null while it is not a usable price (the close preview waits for one). */
export function parseExitPrice(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(value) && value > 0 ? value : null;
}
