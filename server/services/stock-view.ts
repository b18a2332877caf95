// Pure assembly of the portfolio read model: stored stock + its per-source histories → StockView.
// Every formula comes from shared/domain; this file only decides which value goes where.
import type { StockView } from "@shared/contracts/portfolio";
import { deriveBrokerFigures } from "@shared/domain/consensus";
import { fvMomentum, monthlyFVs, summariseSourceHistory, type SourceSummary } from "@shared/domain/fair-value-stats";
import { ALL_BROKERS_VISIBLE } from "@shared/domain/sources";
import { currentVsValue, fiveStarPrice, percentVsTrade } from "@shared/domain/valuation";
import type { Stock } from "@shared/schema";
import type { SourceHistoryRow } from "../storage/portfolio";
import { stockIdentity } from "./stocks";

const EPOCH = new Date(0);
const EMPTY: SourceSummary = { fairValue: null, fairValueMonth: null, prev6MAvg: null, monthly: new Map() };

const text = (meta: Record<string, unknown> | null | undefined, key: string) => {
  const value = meta?.[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};
const num = (meta: Record<string, unknown> | null | undefined, key: string) => {
  const value = meta?.[key];
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

export interface StockHistories {
  summaries: Map<string, SourceSummary>;
  meta: Map<string, Record<string, unknown> | null>;
}

/** Groups the histories query's rows by stock, summarising each source once. */
export function groupHistories(rows: readonly SourceHistoryRow[], now: Date): Map<string, StockHistories> {
  const byStock = new Map<string, StockHistories>();
  for (const row of rows) {
    let entry = byStock.get(row.stockId);
    if (!entry) {
      entry = { summaries: new Map(), meta: new Map() };
      byStock.set(row.stockId, entry);
    }
    // Already one row per month (SQL kept the newest import), so every point shares one createdAt.
    const points = row.points.map(([asOfMonth, fairValue]) => ({ asOfMonth, fairValue, createdAt: EPOCH }));
    entry.summaries.set(row.source, summariseSourceHistory(points, now));
    entry.meta.set(row.source, row.latestMeta);
  }
  return byStock;
}

export function buildStockView(stock: Stock, histories: StockHistories | undefined, now: Date): StockView {
  const get = (source: string) => histories?.summaries.get(source) ?? EMPTY;
  const ms = get("morningstar");
  const ii = get("intelligent-investor");
  const mf = get("motley-fool");
  const bp = get("bell-potter");
  const bpConsensus = get("bell-potter-consensus");
  const msMeta = histories?.meta.get("morningstar");
  const iiMeta = histories?.meta.get("intelligent-investor");
  const msUncertainty = text(msMeta, "uncertainty");

  const view = {
    ...stockIdentity(stock),
    morningstarFV: ms.fairValue,
    morningstarFVDate: ms.fairValueMonth,
    morningstarPrev6MAvg: ms.prev6MAvg,
    intelligentInvestorFV: ii.fairValue,
    intelligentInvestorFVDate: ii.fairValueMonth,
    intelligentInvestorPrev6MAvg: ii.prev6MAvg,
    motleyFoolFV: mf.fairValue,
    motleyFoolFVDate: mf.fairValueMonth,
    motleyFoolPrev6MAvg: mf.prev6MAvg,
    bellPotterFV: bp.fairValue,
    bellPotterFVDate: bp.fairValueMonth,
    bellPotterPrev6MAvg: bp.prev6MAvg,
    bellPotterConsensusFV: bpConsensus.fairValue,
    bellPotterConsensusFVDate: bpConsensus.fairValueMonth,
    bellPotterRecommendation: text(histories?.meta.get("bell-potter"), "recommendation"),
    monthlyFVs: monthlyFVs(ms.monthly, now),
    prev6MAvg: ms.prev6MAvg,
    prev6MAvgVsTrade: percentVsTrade(ms.prev6MAvg, stock.lastPrice),
    current5StarVsTrade: percentVsTrade(fiveStarPrice(ms.fairValue, msUncertainty), stock.lastPrice),
    currentVsFairPrice: currentVsValue(stock.lastPrice, ms.fairValue),
    fvMomentum: fvMomentum(ms.monthly),
    msUncertainty,
    msMoat: text(msMeta, "economicMoat"),
    msFinancialHealth: text(msMeta, "financialHealth"),
    iiBuyBelow: num(iiMeta, "buy_below"),
    iiSellAbove: num(iiMeta, "sell_above"),
  };
  return { ...view, ...deriveBrokerFigures(view, ALL_BROKERS_VISIBLE) };
}
