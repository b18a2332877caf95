// The trade journal: list, read one, create, edit (including closing) and delete. Every answer goes
// through the one journal presenter, so every screen reads the same names; outcomeR is always worked
// out here from shared/domain/journal.ts, never taken from the caller.
import { JOURNAL_MESSAGES, type CreateJournalInput, type JournalEntryView, type UpdateJournalInput } from "@shared/contracts/journal";
import type { MessageResponse } from "@shared/contracts/responses";
import { journalRuleProblem, storedOutcomeR } from "@shared/domain/journal";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { presentJournalEntry } from "../presenters/journal";
import {
  deleteUserJournalEntry,
  findUserJournalEntry,
  insertJournalEntry,
  listUserJournalEntries,
  lockUserJournalEntry,
  updateJournalEntry,
} from "../storage/journal";
import { ownedStock } from "./ownership";

const entryNotFound = () => new HttpError(404, "not_found", JOURNAL_MESSAGES.notFound);

/** The stored fields of an entry, with outcomeR worked out from them. */
function storedFields(
  entry: Omit<CreateJournalInput, "stockId" | "shares" | "stopPrice" | "notes" | "closedAt" | "exitPrice"> & {
    stockId: string;
    shares: number | null;
    stopPrice: number | null;
    notes: string | null;
    closedAt: string | null;
    exitPrice: number | null;
  },
) {
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
    async list(userId: string): Promise<JournalEntryView[]> {
      return (await listUserJournalEntries(db, userId)).map(presentJournalEntry);
    },

    async get(userId: string, id: string): Promise<JournalEntryView> {
      const record = await findUserJournalEntry(db, userId, id);
      if (!record) throw entryNotFound();
      return presentJournalEntry(record);
    },

    async remove(userId: string, id: string): Promise<MessageResponse> {
      if (!(await deleteUserJournalEntry(db, userId, id))) throw entryNotFound();
      return { message: JOURNAL_MESSAGES.deleted };
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
      return presentJournalEntry({ ...row, symbol: stock.symbol });
    },

    /**
     * The edit is laid over the stored entry and the rules are checked on the result: closing takes
     * a close date and an exit price together (one of them alone is 400), a close date before the
     * open date is 400, and clearing both reopens the entry. Locked, so two edits cannot interleave.
     */
    async update(userId: string, id: string, patch: UpdateJournalInput): Promise<JournalEntryView> {
      return db.transaction(async (tx) => {
        const current = await lockUserJournalEntry(tx, userId, id);
        if (!current) throw entryNotFound();
        const symbol =
          patch.stockId && patch.stockId !== current.stockId ? (await ownedStock(tx, userId, patch.stockId)).symbol : current.symbol;
        const merged = { ...current, ...patch };
        const problem = journalRuleProblem(merged);
        if (problem) throw new HttpError(400, "validation_failed", problem);
        const row = await updateJournalEntry(tx, current.id, storedFields(merged));
        return presentJournalEntry({ ...row, symbol });
      });
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
