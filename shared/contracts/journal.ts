// The trade journal: GET /api/journal (every entry of the user's stocks), POST /api/journal,
// GET/PATCH/DELETE /api/journal/:id. Every answer is one entry shape (JournalEntryView); the entry
// form on the client uses these schemas too.
import { z } from "zod";
import { MAX_PRICE } from "../constants";
import { journalRuleProblem } from "../domain/journal";
import { JOURNAL_SIDES, type JournalSide } from "../schema";
import { uuidParams } from "./responses";
import { isIsoDate } from "./dates";
import { unstorableTextMessage, isMultiLineText, isSingleLineText, numberFromText } from "./text";

export const JOURNAL_LIMITS = {
  maxPrice: MAX_PRICE,
  maxShares: 1_000_000_000_000,
  thesisChars: 2_000,
  notesChars: 5_000,
  listItems: 20,
  catalystChars: 200,
  tagChars: 50,
} as const;

export const JOURNAL_MESSAGES = {
  thesisRequired: "Thesis is required",
  nothingToUpdate: "Nothing to update",
  created: "Journal entry created",
  deleted: "Journal entry deleted",
  notFound: "Journal entry not found",
} as const;

export const journalEntryIdParams = uuidParams("journal entry");

export const isoDate = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, message);

/** Numbers arrive as JSON numbers from the app, or as decimal strings from scripts. */
const positive = (label: string, max: number) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: `${label} must be a number` })
      .finite(`${label} must be a number`)
      .gt(0, `${label} must be greater than 0`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-AU")}`),
  );

// Optional fields keep "not sent" (undefined) apart from "cleared" (null or ""), so an edit that
// leaves a field out never wipes it.

/** An optional number: null or "" clear it. */
const optionalPositive = (label: string, max: number) =>
  z.preprocess((v) => (v === "" ? null : v), z.union([z.null(), positive(label, max)]).optional());

const optionalText = (label: string, max: number) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => (v === undefined ? undefined : typeof v === "string" && v.trim() !== "" ? v.trim() : null))
    .refine((v) => v === undefined || v === null || v.length <= max, `${label} must be at most ${max} characters`)
    .refine((v) => typeof v !== "string" || isMultiLineText(v), unstorableTextMessage(label));

/** A list of short texts: trimmed, blanks dropped, repeats kept once. */
const textList = (label: string, itemChars: number) =>
  z
    .array(z.string({ error: `${label} must be a list of text` }), { error: `${label} must be a list of text` })
    .transform((items) => [...new Set(items.map((item) => item.trim()).filter((item) => item !== ""))])
    .refine((items) => items.length <= JOURNAL_LIMITS.listItems, `${label}: at most ${JOURNAL_LIMITS.listItems} items`)
    .refine((items) => items.every((item) => item.length <= itemChars), `${label}: each item must be at most ${itemChars} characters`)
    .refine((items) => items.every(isSingleLineText), unstorableTextMessage(label));

const fields = {
  stockId: z.string({ error: "Choose a stock" }).uuid("Invalid stock id"),
  side: z.enum(JOURNAL_SIDES, { error: "Side must be long or short" }),
  openedAt: isoDate("Opened date must be a date like 2024-01-31"),
  entryPrice: positive("Entry price", JOURNAL_LIMITS.maxPrice),
  shares: optionalPositive("Shares", JOURNAL_LIMITS.maxShares),
  stopPrice: optionalPositive("Stop price", JOURNAL_LIMITS.maxPrice),
  thesis: z
    .string({ error: JOURNAL_MESSAGES.thesisRequired })
    .trim()
    .min(1, JOURNAL_MESSAGES.thesisRequired)
    .max(JOURNAL_LIMITS.thesisChars, `Thesis must be at most ${JOURNAL_LIMITS.thesisChars} characters`)
    .refine(isMultiLineText, unstorableTextMessage("Thesis")),
  catalysts: textList("Catalysts", JOURNAL_LIMITS.catalystChars),
  tags: textList("Tags", JOURNAL_LIMITS.tagChars),
  notes: optionalText("Notes", JOURNAL_LIMITS.notesChars),
  closedAt: z.preprocess(
    (v) => (v === "" ? null : v),
    z.union([z.null(), isoDate("Close date must be a date like 2024-01-31")]).optional(),
  ),
  exitPrice: optionalPositive("Exit price", JOURNAL_LIMITS.maxPrice),
};

/**
 * POST /api/journal. A trade is normally logged open; a past trade may be logged closed at once,
 * under the same rule as an edit (both a close date and an exit price, not before the open date).
 * A rule issue has no path, so the answer is the sentence alone.
 */
export const createJournalBody = z
  .object({
    ...fields,
    catalysts: fields.catalysts.default([]),
    tags: fields.tags.default([]),
  })
  .superRefine((entry, ctx) => {
    const problem = journalRuleProblem({ openedAt: entry.openedAt, closedAt: entry.closedAt ?? null, exitPrice: entry.exitPrice ?? null });
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
export type CreateJournalBody = z.input<typeof createJournalBody>;
export type CreateJournalInput = z.output<typeof createJournalBody>;

/**
 * PATCH /api/journal/:id: any field. Whether the result keeps the rules depends on the stored entry
 * too, so the service checks them on the combined entry; here only an empty edit is refused.
 */
export const updateJournalBody = z
  .object({
    stockId: fields.stockId.optional(),
    side: fields.side.optional(),
    openedAt: fields.openedAt.optional(),
    entryPrice: fields.entryPrice.optional(),
    shares: fields.shares,
    stopPrice: fields.stopPrice,
    thesis: fields.thesis.optional(),
    catalysts: fields.catalysts.optional(),
    tags: fields.tags.optional(),
    notes: fields.notes,
    closedAt: fields.closedAt,
    exitPrice: fields.exitPrice,
  })
  .transform((body, ctx) => {
    const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<CreateJournalInput>;
    if (Object.keys(sent).length === 0) {
      ctx.addIssue({ code: "custom", message: JOURNAL_MESSAGES.nothingToUpdate });
      return z.NEVER;
    }
    return sent;
  });
export type UpdateJournalBody = Partial<CreateJournalBody>;
export type UpdateJournalInput = Partial<CreateJournalInput>;

/** 'positive' shows as Profit, anything else as Loss (docs/product.md); null while open. */
export type JournalOutcome = "positive" | "negative";

/**
 * A journal entry under both namings (docs/product.md "Journal"): the stored fields, and the ones the journal
 * screen reads (openDate, closeDate, position, rMultiple, outcome).
 */
export interface JournalEntryRow {
  id: string;
  stockId: string;
  symbol: string;
  side: JournalSide;
  openedAt: string;
  closedAt: string | null;
  entryPrice: number;
  exitPrice: number | null;
  shares: number | null;
  thesis: string;
  catalysts: string[];
  tags: string[];
  outcomeR: number | null;
  notes: string | null;
  createdAt: string;
  openDate: string;
  closeDate: string | null;
  position: number | null;
  rMultiple: number | null;
  outcome: JournalOutcome | null;
}

/** A journal entry as every journal endpoint answers it: the row plus the stop price. */
export interface JournalEntryView extends JournalEntryRow {
  stopPrice: number | null;
}
