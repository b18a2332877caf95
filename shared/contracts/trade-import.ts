// POST /api/import/trades (issue 30): multipart `file` (a CSV, 10 MB at most) and the field
// `dryRun=true`, which reads and checks everything and writes nothing (the import screen's preview).
// The format is recognised from the header (CommSec Transactions or Confirmations, SelfWealth
// Movements, Sharesight's trade file, the app's own trades CSV); an unknown header is a 400
// `unreadable_import` with `hint` naming the accepted formats. Rows are replayed with the user's
// ledger: a row that would oversell is an error row (its line and reason) and the rest import when
// they replay cleanly (docs/decisions/030-holdings-api.md). The import is one batch, undone from
// Data History (DELETE /api/import/batches/:id) unless later sales need its trades.
import { z } from "zod";
import type { SkippedRow } from "./imports";

export { TRADE_IMPORT_SOURCE } from "./import-rules";

export const TRADE_FORMATS = [
  "commsec-transactions",
  "commsec-confirmations",
  "selfwealth-movements",
  "sharesight",
  "dashboard-trades",
] as const;
export type TradeFormat = (typeof TRADE_FORMATS)[number];

export const TRADE_IMPORT_MESSAGES = {
  noFile: "Choose a .csv file of trades to upload",
  notText: "The file is not a CSV text file",
  noRows: "The file has its header but no rows below it: there are no trades to import",
} as const;

/** The multipart text fields: `dryRun` "true" writes nothing; anything else but "false" or absent is refused. */
export const tradeImportFields = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});

/** 200 answer of POST /api/import/trades (a dry run's too: what the import would do). */
export interface TradeImportResult {
  format: TradeFormat;
  /** The format's name as the user knows it ("CommSec Transactions"). */
  formatName: string;
  dryRun: boolean;
  /** Trades read from the file. */
  rows: number;
  /** Trades written (a dry run: would be written). */
  inserted: number;
  /** Trades already in the ledger (the same dedupe key): a re-import adds nothing. */
  duplicates: number;
  /** Rows that are not trades (interest, a deposit), each with its line and reason. */
  skipped: SkippedRow[];
  /** Rows that look like trades but cannot be imported (a month-first date, an oversell), each with its line and reason. */
  errors: SkippedRow[];
  /** Codes the user did not track: the import adds them to Portfolio, named from the ASX list. */
  newStocks: string[];
  /** The import's batch (undo it from Data History); null for a dry run or when nothing was written. */
  batchId: string | null;
  /**
   * The refresh job fetching the market prices of the stocks the import added (GET
   * /api/stocks/refresh-all/:id); null for a dry run or an import that added none.
   */
  priceJobId: string | null;
}
