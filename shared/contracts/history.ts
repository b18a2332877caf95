// Data History (spec sections 2, 3 and 7 "Data history"): the three lists the screen shows and the
// deletes it offers. Every list holds only rows of the signed-in user's stocks.
import { z } from "zod";
import type { JournalSide } from "../schema";

const uuidParam = (what: string) => z.object({ id: z.string().uuid(`Invalid ${what} id`) });

export const fairValueIdParams = uuidParam("fair value");
export const shareholderIdParams = uuidParam("shareholder");
export const journalEntryIdParams = uuidParam("journal entry");

/** GET /api/fair-values?batchId=: the optional filter to one import's rows. */
export const fairValuesQuery = z.object({
  batchId: z.string({ error: "Invalid batch id" }).uuid("Invalid batch id").optional(),
});
export type FairValuesQuery = z.infer<typeof fairValuesQuery>;

export const HISTORY_MESSAGES = {
  fairValueDeleted: "Fair value deleted",
  fairValueNotFound: "Fair value not found",
  shareholderDeleted: "Shareholder deleted",
  shareholderNotFound: "Shareholder not found",
  journalEntryDeleted: "Journal entry deleted",
  journalEntryNotFound: "Journal entry not found",
} as const;

/** Answer of every Data History delete. */
export interface DeletedResponse {
  message: string;
}

/** One stored fair value, newest import first. Dates: asOfMonth "YYYY-MM-01", createdAt ISO. */
export interface FairValueHistoryRow {
  id: string;
  stockId: string;
  symbol: string;
  source: string;
  asOfMonth: string;
  fairValue: number;
  meta: Record<string, unknown> | null;
  /** The import that wrote the row; null for rows not written by an import. */
  batchId: string | null;
  createdAt: string;
}

export interface ShareholderHistoryRow {
  id: string;
  stockId: string;
  symbol: string;
  name: string;
  shares: number;
  percentage: number;
  change: number | null;
  asOfDate: string;
  createdAt: string;
}

/** 'positive' shows as Profit, anything else as Loss (spec section 4); null while open. */
export type JournalOutcome = "positive" | "negative";

/**
 * A journal entry under both namings of spec section 3: the stored fields, and the ones the journal
 * screen reads (openDate, closeDate, position, rMultiple, outcome).
 */
export interface JournalHistoryRow {
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
