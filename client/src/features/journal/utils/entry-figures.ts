// What an entry card and the close dialog show, from shared/domain/journal.ts: the same arithmetic
// the server stores outcomeR with.
import type { JournalEntryView } from "@shared/contracts/journal";
import { tradeResult, type TradeResult } from "@shared/domain/journal";
import { formatMoney } from "@shared/domain/format";
import { formatSignedPercent } from "@shared/domain/badges";
import { APP_LOCALE, MISSING_VALUE_TEXT } from "@shared/constants";
import { isFiniteNumber } from "@shared/domain/numbers";

/** P&L, return % and R of a closed entry; null while it is open. */
export function closedFigures(
  entry: Pick<JournalEntryView, "side" | "entryPrice" | "exitPrice" | "shares" | "stopPrice" | "closedAt">,
): TradeResult | null {
  if (entry.closedAt === null || entry.exitPrice === null) return null;
  return tradeResult({
    side: entry.side,
    entryPrice: entry.entryPrice,
    exitPrice: entry.exitPrice,
    shares: entry.shares,
    stopPrice: entry.stopPrice,
  });
}

export type OutcomeBadge =
  { label: "Profit"; variant: "success" } | { label: "Loss"; variant: "destructive" } | { label: "Open"; variant: "outline" };

/**
 * docs/product.md: 'positive' shows Profit, any other outcome Loss. An open entry has no outcome yet
 * (null), so it shows Open rather than a Loss it has not made.
 */
export function outcomeBadge(outcome: JournalEntryView["outcome"]): OutcomeBadge {
  if (outcome === null) return { label: "Open", variant: "outline" };
  return outcome === "positive" ? { label: "Profit", variant: "success" } : { label: "Loss", variant: "destructive" };
}

/** "+$1,000.00", "-$400.00", "$0.00"; "-" when unknown. */
export function formatPnl(value: number | null): string {
  if (!isFiniteNumber(value)) return MISSING_VALUE_TEXT;
  const text = formatMoney(value);
  return value > 0 && text !== "$0.00" ? `+${text}` : text;
}

/** "+25.0%", "-10.0%"; "-" when unknown. */
export function formatReturn(value: number | null): string {
  return formatSignedPercent(value);
}

/** "5.00R", "-2.00R"; "-" without a stop price. Rounding to 0 never shows "-0.00R". */
export function formatR(value: number | null): string {
  if (!isFiniteNumber(value)) return MISSING_VALUE_TEXT;
  const text = value.toFixed(2);
  return `${Number(text) === 0 ? "0.00" : text}R`;
}

// Share counts are whole for ASX trades, but a fractional one must not be shown rounded.
const shareCount = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 4 });

/** "1,000 shares" (position), "-" when not recorded. */
export function formatPosition(shares: number | null): string {
  if (!isFiniteNumber(shares)) return MISSING_VALUE_TEXT;
  return `${shareCount.format(shares)} ${shares === 1 ? "share" : "shares"}`;
}

/** Green above zero, red below, muted at zero or unknown. */
export function toneOf(value: number | null): "up" | "down" | "flat" {
  if (!isFiniteNumber(value) || value === 0) return "flat";
  return value > 0 ? "up" : "down";
}
