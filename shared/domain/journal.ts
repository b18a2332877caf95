// Trade journal arithmetic and rules (docs/product.md "Journal"). The server
// stores outcomeR from these functions and the journal screen shows P&L and return % from the same
// ones, so a figure on screen always matches the one saved.
import type { JournalSide } from "../schema";
import { withoutFloatNoise } from "./numbers";

/** +1 for a long trade (profits when the price rises), −1 for a short one (profits when it falls). */
export function sideSign(side: JournalSide): 1 | -1 {
  return side === "short" ? -1 : 1;
}

export interface TradePrices {
  side: JournalSide;
  entryPrice: number;
  exitPrice: number;
}

/** Dollars made or lost: (exit − entry) × shares × sign; null when the position size is unknown. */
export function tradePnl(trade: TradePrices & { shares: number | null }): number | null {
  if (trade.shares === null) return null;
  return withoutFloatNoise((trade.exitPrice - trade.entryPrice) * trade.shares * sideSign(trade.side));
}

/** Percent gained in the trade's direction: (exit − entry) / entry × 100 × sign; null without an entry price above 0. */
export function tradeReturnPct(trade: TradePrices): number | null {
  if (!(trade.entryPrice > 0)) return null;
  return withoutFloatNoise(((trade.exitPrice - trade.entryPrice) / trade.entryPrice) * 100 * sideSign(trade.side));
}

/**
 * The R multiple: the move in the trade's direction over the risk taken per share,
 * (exit − entry) × sign / |entry − stop|. Null without a stop price, or when the stop sits at the
 * entry (no risk was defined, so there is no "1R" to measure against).
 */
export function tradeRMultiple(trade: TradePrices & { stopPrice: number | null }): number | null {
  if (trade.stopPrice === null) return null;
  const risk = Math.abs(trade.entryPrice - trade.stopPrice);
  if (withoutFloatNoise(risk) === 0) return null;
  return withoutFloatNoise(((trade.exitPrice - trade.entryPrice) * sideSign(trade.side)) / risk);
}

export type TradeOutcome = "positive" | "negative";

/**
 * 'positive' when the trade made money in its direction (pnl > 0 for any position size), otherwise
 * 'negative': break-even shows as a Loss, as docs/product.md's "any other outcome" reads.
 */
export function tradeOutcome(trade: TradePrices): TradeOutcome {
  return withoutFloatNoise((trade.exitPrice - trade.entryPrice) * sideSign(trade.side)) > 0 ? "positive" : "negative";
}

export interface TradeResult {
  pnl: number | null;
  returnPct: number | null;
  rMultiple: number | null;
  outcome: TradeOutcome;
}

/** Every figure of a closed trade at once (the close dialog's preview and the entry card). */
export function tradeResult(trade: TradePrices & { shares: number | null; stopPrice: number | null }): TradeResult {
  return {
    pnl: tradePnl(trade),
    returnPct: tradeReturnPct(trade),
    rMultiple: tradeRMultiple(trade),
    outcome: tradeOutcome(trade),
  };
}

export const JOURNAL_RULE_MESSAGES = {
  closeNeedsBoth: "A closed entry needs both a close date and an exit price",
  closeBeforeOpen: "The close date cannot be before the open date",
} as const;

export interface JournalDates {
  openedAt: string;
  closedAt: string | null;
  exitPrice: number | null;
}

/**
 * The rules a whole entry must keep, for a new entry and for an edited one (where the stored entry
 * and the edit are combined first): open while closedAt is empty, closed once a close date AND an
 * exit price are set (docs/product.md), so one without the other is refused rather than guessed; and
 * a trade cannot close before it opened. Dates are "YYYY-MM-DD", which compare as text.
 */
export function journalRuleProblem(entry: JournalDates): string | null {
  if ((entry.closedAt === null) !== (entry.exitPrice === null)) return JOURNAL_RULE_MESSAGES.closeNeedsBoth;
  if (entry.closedAt !== null && entry.closedAt < entry.openedAt) return JOURNAL_RULE_MESSAGES.closeBeforeOpen;
  return null;
}

/**
 * The R multiple to store: computed once the entry is closed, null while it is open. Used on every
 * create and edit, so a changed stop or exit price can never leave a stale R behind.
 */
export function storedOutcomeR(entry: {
  side: JournalSide;
  entryPrice: number;
  exitPrice: number | null;
  stopPrice: number | null;
  closedAt: string | null;
}): number | null {
  if (entry.closedAt === null || entry.exitPrice === null) return null;
  return tradeRMultiple({ side: entry.side, entryPrice: entry.entryPrice, exitPrice: entry.exitPrice, stopPrice: entry.stopPrice });
}
