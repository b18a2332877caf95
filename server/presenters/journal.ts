// The one place where a stored journal entry becomes the API shape. docs/product.md "Journal": the journal
// screen reads openDate, closeDate, position, rMultiple and outcome, while the stored entry says
// openedAt, closedAt, shares and outcomeR; both namings are sent so either screen reads its own.
import type { JournalEntryView, JournalOutcome } from "@shared/contracts/journal";
import { tradeOutcome } from "@shared/domain/journal";
import type { JournalSide } from "@shared/schema";

export interface StoredJournalEntry {
  id: string;
  stockId: string;
  symbol: string;
  side: JournalSide;
  openedAt: string;
  closedAt: string | null;
  entryPrice: number;
  exitPrice: number | null;
  shares: number | null;
  stopPrice: number | null;
  thesis: string;
  catalysts: string[] | null;
  tags: string[] | null;
  outcomeR: number | null;
  notes: string | null;
  createdAt: Date;
}

/**
 * null while the trade is open (no close date). A closed trade is 'positive' when it made money in
 * its direction: (exit − entry) × (+1 long, −1 short) > 0; break-even is 'negative' (a Loss badge,
 * as the spec's "any other outcome"). A closed entry without an exit price cannot be priced, so its
 * recorded R multiple decides instead; with neither it is 'negative'.
 */
export function journalOutcome(
  entry: Pick<StoredJournalEntry, "side" | "closedAt" | "entryPrice" | "exitPrice" | "outcomeR">,
): JournalOutcome | null {
  if (entry.closedAt === null) return null;
  if (entry.exitPrice === null) return entry.outcomeR !== null && entry.outcomeR > 0 ? "positive" : "negative";
  return tradeOutcome({ side: entry.side, entryPrice: entry.entryPrice, exitPrice: entry.exitPrice });
}

export function presentJournalEntry(entry: StoredJournalEntry): JournalEntryView {
  return {
    id: entry.id,
    stockId: entry.stockId,
    symbol: entry.symbol,
    side: entry.side,
    openedAt: entry.openedAt,
    closedAt: entry.closedAt,
    entryPrice: entry.entryPrice,
    exitPrice: entry.exitPrice,
    shares: entry.shares,
    thesis: entry.thesis,
    catalysts: entry.catalysts ?? [],
    tags: entry.tags ?? [],
    outcomeR: entry.outcomeR,
    notes: entry.notes,
    createdAt: entry.createdAt.toISOString(),
    openDate: entry.openedAt,
    closeDate: entry.closedAt,
    position: entry.shares,
    rMultiple: entry.outcomeR,
    outcome: journalOutcome(entry),
    stopPrice: entry.stopPrice,
  };
}
