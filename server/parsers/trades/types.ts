// What the trade-file parsers answer (the seam fixed in the team's ledger contract, "Trade files"):
// decimal strings, never JS numbers, for units, prices and brokerage; ISO dates; a line for every row
// that did not become a trade.
import type { ParseError, PasteFailure } from "../types";

export type TradeType = "BUY" | "SELL" | "OPENING_BALANCE" | "SPLIT" | "CONSOLIDATION";

/** The formats a trade file is recognised as, by its header (formats.ts gives their names). */
export type TradeFormat = "commsec-transactions" | "commsec-confirmations" | "selfwealth-movements" | "sharesight" | "dashboard-trades";

export interface ParsedTrade {
  /** 1-based line of the file; the header is line 1. */
  line: number;
  symbol: string;
  type: TradeType;
  /** The contract (CGT event) date, YYYY-MM-DD; never the settlement date. */
  tradeDate: string;
  /** > 0, at most 6 decimal places; null only for SPLIT and CONSOLIDATION. */
  units: string | null;
  /** > 0 per unit (OPENING_BALANCE: cost per unit); null only for SPLIT and CONSOLIDATION. */
  price: string | null;
  /** ≥ 0, "0" when the file gives none (OPENING_BALANCE: other costs in the cost base). */
  brokerage: string;
  /** SPLIT / CONSOLIDATION only: from:to, positive whole numbers. */
  ratioFrom?: number;
  ratioTo?: number;
  /** OPENING_BALANCE only: the original acquisition date (≤ tradeDate). */
  acquiredOn?: string;
  note?: string;
  /** Same trade, same key, whichever file or import it came from again (dedupe.ts). */
  dedupeKey: string;
}

export interface TradeFileResult {
  /** null only when `failure` is set. */
  format: TradeFormat | null;
  rows: ParsedTrade[];
  /** Rows that are not trades (interest, a deposit, a cancelled confirmation), each with its reason. */
  skipped: ParseError[];
  /** Rows that look like trades but cannot be imported, each with its reason. */
  errors: ParseError[];
  /** The file as a whole is unreadable (empty, or a header no format has); everything else is empty. */
  failure: PasteFailure | null;
}
