// The field rules every section of an account export shares (account-archive-rows.ts holds the rows):
// times in UTC, dates, symbols, text limits, each checked once per distinct value.
import { z } from "zod";
import { isValidAsxSymbol } from "../domain/company-name";
import { isCalendarDate, isIsoDate, isRecordedYear, outsideYearsMessage } from "./dates";
import { JOURNAL_LIMITS } from "./journal";
import { unstorableTextMessage, isMultiLineText, isSingleLineText } from "./text";

/**
 * A check run once per distinct text: a whole-ASX export repeats 2,000 symbols, 36 months and a few
 * import times across 330k rows. Bounded, since the texts come from a file.
 */
export function once(test: (value: string) => boolean): (value: string) => boolean {
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
export const timestamp = z.string().refine(
  once((v) => TIMESTAMP.test(v) && isIsoDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v))),
  "must be a UTC time like 2024-01-31T09:30:00.000000Z",
);
export const day = z
  .string()
  .refine(once(isCalendarDate), { error: "must be a date like 2024-01-31", abort: true })
  .refine(
    once((v) => isRecordedYear(Number(v.slice(0, 4)))),
    { error: (issue) => outsideYearsMessage("", String(issue.input)).trimStart() },
  );
export const month = day.refine((v) => v.endsWith("-01"), "must be the first day of a month, like 2024-01-01");
export const symbol = z.string().refine(once(isValidAsxSymbol), "must be an ASX code of 1 to 6 capital letters or digits");
export const finite = z.number().finite();
export const positive = (max: number) => finite.gt(0).max(max);
export const line = (max: number, label: string) => z.string().max(max).refine(isSingleLineText, unstorableTextMessage(label));
export const lines = (max: number, label: string) => z.string().max(max).refine(isMultiLineText, unstorableTextMessage(label));
export const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();
export const list = (itemChars: number, label: string) => z.array(line(itemChars, label)).max(JOURNAL_LIMITS.listItems);

// Each row is picked from its table's row as stored (drizzle-zod's select schema of shared/schema/:
// a key that is not one of the table's columns fails the typecheck), with the stock named by symbol
// instead of ids, and each column's rule from the file's side: limits, and dates as text.
export const row = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ symbol, ...shape });

/** null, or a value `schema` accepts, keeping its own message ("Units must be greater than 0"; a union says "Invalid input"). */
export const nullOr = <T extends z.ZodType>(schema: T) =>
  z.unknown().transform((value, ctx): z.output<T> | null => {
    if (value === null) return null;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  });
