// Analyst data imports: the paste bodies, the upload limits, and the response shapes (docs/product.md
// "Imports" and "Calls"). The client's paste panels use the same rules.
import { z } from "zod";
import type { CreatesAlerts } from "./alerts";

// The sources, labels, limits and messages live in import-rules.ts, free of zod, so a screen can
// show them without loading the validators; they are part of this contract all the same.
export * from "./import-rules";
import { emptyPasteMessage, IMPORT_MESSAGES, MAX_PASTE_CHARS, type ImportSource, type PasteSource } from "./import-rules";

/**
 * `{text}` for one source. Every issue sits at the root, so the answer is the spec's sentence alone
 * ("Please paste Morningstar data first"); the size issue carries `params.status` 413.
 */
export function pasteImportBody(source: PasteSource) {
  const empty = emptyPasteMessage(source);
  return z.object({ text: z.unknown().optional() }, { error: empty }).transform((body, ctx) => {
    const text = body.text;
    if (typeof text !== "string" || text.trim() === "") {
      ctx.addIssue({ code: "custom", message: empty });
      return z.NEVER;
    }
    if (text.length > MAX_PASTE_CHARS) {
      ctx.addIssue({ code: "custom", message: IMPORT_MESSAGES.pasteTooLarge, params: { status: 413 } });
      return z.NEVER;
    }
    return { text };
  });
}

export const batchIdParams = z.object({ id: z.string().uuid("Invalid batch id") });

/**
 * A row of the input that was not imported (in `skipped`), or was imported with a part left out
 * (in `warnings`); `line` is the pasted line or the spreadsheet row.
 */
export interface SkippedRow {
  line: number;
  reason: string;
}

/** 200 answer of every import. */
export interface ImportResult extends CreatesAlerts {
  message: string;
  totalRecords: number;
  skipped: SkippedRow[];
  /** Rows that imported, but not whole: 'Last $ "n/a" is not a number; price not updated'. */
  warnings: SkippedRow[];
  batchId: string;
}

/** 400 answer of a Bell Potter paste without a usable header. */
export interface PasteFailureResponse {
  error: string;
  hint: string;
  sample: string;
}

export interface ImportBatchView {
  id: string;
  source: ImportSource;
  fileName: string;
  rowsImported: number;
  rowsSkipped: number;
  createdAt: string;
}

/** The rows an import batch still holds, by kind: what undoing it removes. */
export interface ImportBatchHoldings {
  fairValues: number;
  shareholders: number;
  /** Journal entries, allocations, alert settings and the parcel method: only an account import brings them. */
  journalEntries: number;
  allocations: number;
  trades: number;
  dividends: number;
  /** Annual tax statements: a tax statement import's, or an account import's. */
  taxStatements: number;
  /** Corporate actions: only an account import brings them. */
  corporateActions: number;
  alertSettings: boolean;
  /** The holding settings an account import brought: parcel method, tax entity and loss brought in. */
  parcelMethod: boolean;
}

/** A stock the import created that its undo keeps, and why ('it has dividends'). */
export interface KeptStock {
  symbol: string;
  reason: string;
}

/** 200 answer of GET /api/import/batches/:id: the batch, what it holds, and what undoing it would do now. */
export interface ImportBatchDetail {
  batch: ImportBatchView;
  holds: ImportBatchHoldings;
  undo: {
    /** Stocks the import created that nothing else refers to: the undo removes them. */
    removesStocks: string[];
    keepsStocks: KeptStock[];
    /** Stocks whose price goes back to the one the import replaced. */
    restoresPrices: number;
    /** The sentence the undo would be refused with (a later sale needs its units); null when it would go ahead. */
    refusal: string | null;
  };
}

export interface UndoImportResult extends CreatesAlerts {
  message: typeof IMPORT_MESSAGES.undone;
  removedFairValues: number;
  /** Rows of a shareholder-list import (source 'shareholders') or of an account import. */
  removedShareholders: number;
  /** Journal entries and allocations: only an account import (source 'account-archive') writes them. */
  removedJournalEntries: number;
  removedAllocations: number;
  /** 1 when the undo took back the alert settings an account import brought, else 0. */
  removedAlertSettings: number;
  removedStocks: number;
  /** Trades of a trade import (source 'trades'); their chosen parcels go with them. */
  removedTrades: number;
  /** Dividends of a dividend import (source 'dividends') or of an account import. */
  removedDividends: number;
  /** Tax statements of a tax statement import (source 'tax-statements') or of an account import. */
  removedTaxStatements: number;
  /** Corporate actions of an account import. */
  removedCorporateActions: number;
}
