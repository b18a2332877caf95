// Trade journal writes: create, edit (including closing) and read one entry. The list and delete are
// Data History's (services/history.ts). Every answer goes through the one journal presenter, so the
// journal screen and Data History read the same names; outcomeR is always worked out here from
// shared/domain/journal.ts, never taken from the caller.
import { HISTORY_MESSAGES } from "@shared/contracts/history";
import { JOURNAL_MESSAGES, type CreateJournalInput, type JournalEntryView, type UpdateJournalInput } from "@shared/contracts/journal";
import { journalRuleProblem, storedOutcomeR } from "@shared/domain/journal";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import { insertJournalEntry, findUserJournalEntry, lockUserJournalEntry, updateJournalEntry, type JournalRecord } from "../storage/journal";
import { findStock } from "../storage/stocks";
import { presentJournalEntry } from "./history-journal";

function present(record: JournalRecord): JournalEntryView {
  return { ...presentJournalEntry(record), stopPrice: record.stopPrice };
}

/** The user's stock, or 404: another user's stock answers exactly like a missing one. */
async function ownedStock(db: Executor, userId: string, stockId: string) {
  const stock = await findStock(db, userId, stockId);
  if (!stock) throw new HttpError(404, "not_found", JOURNAL_MESSAGES.stockNotFound);
  return stock;
}

/** The stored fields of an entry, with outcomeR worked out from them. */
function storedFields(entry: Omit<CreateJournalInput, "stockId" | "shares" | "stopPrice" | "notes" | "closedAt" | "exitPrice"> & {
  stockId: string;
  shares: number | null;
  stopPrice: number | null;
  notes: string | null;
  closedAt: string | null;
  exitPrice: number | null;
}) {
  return {
    stockId: entry.stockId,
    side: entry.side,
    openedAt: entry.openedAt,
    closedAt: entry.closedAt,
    entryPrice: entry.entryPrice,
    exitPrice: entry.exitPrice,
    shares: entry.shares,
    stopPrice: entry.stopPrice,
    thesis: entry.thesis,
    catalysts: entry.catalysts,
    tags: entry.tags,
    notes: entry.notes,
    outcomeR: storedOutcomeR(entry),
  };
}

export function createJournalService(db: Database) {
  return {
    async get(userId: string, id: string): Promise<JournalEntryView> {
      const record = await findUserJournalEntry(db, userId, id);
      if (!record) throw new HttpError(404, "not_found", HISTORY_MESSAGES.journalEntryNotFound);
      return present(record);
    },

    /** The body is already valid on its own (contracts/journal.ts); only ownership is left to check. */
    async create(userId: string, input: CreateJournalInput): Promise<JournalEntryView> {
      const stock = await ownedStock(db, userId, input.stockId);
      const row = await insertJournalEntry(
        db,
        storedFields({
          ...input,
          shares: input.shares ?? null,
          stopPrice: input.stopPrice ?? null,
          notes: input.notes ?? null,
          closedAt: input.closedAt ?? null,
          exitPrice: input.exitPrice ?? null,
        }),
      );
      return present({ ...row, symbol: stock.symbol });
    },

    /**
     * The edit is laid over the stored entry and the rules are checked on the result: closing takes
     * a close date and an exit price together (one of them alone is 400), a close date before the
     * open date is 400, and clearing both reopens the entry. Locked, so two edits cannot interleave.
     */
    async update(userId: string, id: string, patch: UpdateJournalInput): Promise<JournalEntryView> {
      return db.transaction(async (tx) => {
        const current = await lockUserJournalEntry(tx, userId, id);
        if (!current) throw new HttpError(404, "not_found", HISTORY_MESSAGES.journalEntryNotFound);
        const symbol = patch.stockId && patch.stockId !== current.stockId ? (await ownedStock(tx, userId, patch.stockId)).symbol : current.symbol;
        const merged = { ...current, ...patch };
        const problem = journalRuleProblem(merged);
        if (problem) throw new HttpError(400, "validation_failed", problem);
        const row = await updateJournalEntry(tx, current.id, storedFields(merged));
        return present({ ...row, symbol });
      });
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
