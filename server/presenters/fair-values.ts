import type { FairValueView } from "@shared/contracts/fair-values";

export interface StoredFairValue {
  id: string;
  stockId: string;
  symbol: string;
  source: string;
  asOfMonth: string;
  fairValue: number;
  meta: Record<string, unknown> | null;
  batchId: string | null;
  createdAt: Date;
}

export function presentFairValue(row: StoredFairValue): FairValueView {
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
