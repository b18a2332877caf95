// Data History use cases: the user's fair values, shareholders and journal entries, and deleting one
// of them. Ownership is part of every query (storage/history.ts), so another user's id is a 404.
import {
  HISTORY_MESSAGES,
  type DeletedResponse,
  type FairValueHistoryRow,
  type JournalHistoryRow,
  type ShareholderHistoryRow,
} from "@shared/contracts/history";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import {
  deleteUserFairValue,
  deleteUserJournalEntry,
  deleteUserShareholder,
  listUserFairValues,
  listUserJournalEntries,
  listUserShareholders,
  type FairValueHistoryRecord,
  type ShareholderHistoryRecord,
} from "../storage/history";
import { presentJournalEntry } from "./history-journal";

function presentFairValue(row: FairValueHistoryRecord): FairValueHistoryRow {
  return {
    id: row.id,
    stockId: row.stockId,
    symbol: row.symbol,
    source: row.source,
    asOfMonth: row.asOfMonth,
    fairValue: row.fairValue,
    meta: row.meta ?? null,
    batchId: row.batchId,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentShareholder(row: ShareholderHistoryRecord): ShareholderHistoryRow {
  return {
    id: row.id,
    stockId: row.stockId,
    symbol: row.symbol,
    name: row.name,
    shares: row.shares,
    percentage: row.percentage,
    change: row.change,
    asOfDate: row.asOfDate,
    createdAt: row.createdAt.toISOString(),
  };
}

async function removeOrNotFound(removed: Promise<boolean>, deleted: string, notFound: string): Promise<DeletedResponse> {
  if (!(await removed)) throw new HttpError(404, "not_found", notFound);
  return { message: deleted };
}

export function createHistoryService(db: Database) {
  return {
    async listFairValues(userId: string, batchId?: string): Promise<FairValueHistoryRow[]> {
      return (await listUserFairValues(db, userId, batchId)).map(presentFairValue);
    },
    async listShareholders(userId: string): Promise<ShareholderHistoryRow[]> {
      return (await listUserShareholders(db, userId)).map(presentShareholder);
    },
    async listJournal(userId: string): Promise<JournalHistoryRow[]> {
      return (await listUserJournalEntries(db, userId)).map(presentJournalEntry);
    },

    deleteFairValue(userId: string, id: string) {
      return removeOrNotFound(deleteUserFairValue(db, userId, id), HISTORY_MESSAGES.fairValueDeleted, HISTORY_MESSAGES.fairValueNotFound);
    },
    deleteShareholder(userId: string, id: string) {
      return removeOrNotFound(deleteUserShareholder(db, userId, id), HISTORY_MESSAGES.shareholderDeleted, HISTORY_MESSAGES.shareholderNotFound);
    },
    deleteJournalEntry(userId: string, id: string) {
      return removeOrNotFound(
        deleteUserJournalEntry(db, userId, id),
        HISTORY_MESSAGES.journalEntryDeleted,
        HISTORY_MESSAGES.journalEntryNotFound,
      );
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
