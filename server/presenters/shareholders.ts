import type { ShareholderView } from "@shared/contracts/shareholders";

export interface StoredShareholder {
  id: string;
  stockId: string;
  symbol: string;
  name: string;
  shares: number;
  percentage: number;
  change: number | null;
  asOfDate: string;
  createdAt: Date;
}

/** The one shareholder shape: the full list and a stock's latest list answer it alike. */
export function presentShareholder(row: StoredShareholder): ShareholderView {
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
