// What the shareholder table shows, worked out on the client (spec: "the total is computed on the
// client"): holders ranked by shares, and their total.
import type { ShareholderHolding } from "@shared/contracts/shareholders";
import type { StockSummary } from "@shared/contracts/stocks";
import { withoutFloatNoise } from "@shared/domain/numbers";

export interface RankedHolder extends ShareholderHolding {
  rank: number;
}

/** Largest holding first (the server's order too), ties by name; rank counts from 1. */
export function rankHolders(holders: readonly ShareholderHolding[]): RankedHolder[] {
  return [...holders]
    .sort((a, b) => b.shares - a.shares || a.name.localeCompare(b.name))
    .map((holder, index) => ({ ...holder, rank: index + 1 }));
}

export interface HolderTotals {
  shares: number;
  /** The listed holders' combined share of issued capital. */
  percentage: number;
}

export function holderTotals(holders: readonly Pick<ShareholderHolding, "shares" | "percentage">[]): HolderTotals {
  let shares = 0;
  let percentage = 0;
  for (const holder of holders) {
    shares += holder.shares;
    percentage += holder.percentage;
  }
  return { shares, percentage: withoutFloatNoise(percentage) };
}

/** The selector's order: by symbol (the server's order too, but the screen must not depend on it). */
export function sortStocksBySymbol<T extends Pick<StockSummary, "symbol">>(stocks: readonly T[]): T[] {
  return [...stocks].sort((a, b) => a.symbol.localeCompare(b.symbol));
}

/** The chosen stock while it still exists, else the first stock; null with no stocks. */
export function effectiveStockId(stocks: readonly Pick<StockSummary, "id">[], chosen: string | null): string | null {
  if (chosen !== null && stocks.some((stock) => stock.id === chosen)) return chosen;
  return stocks[0]?.id ?? null;
}
