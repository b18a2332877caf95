// Pure assembly of the portfolio read model: stored stock + its per-source histories → the body of
// GET /api/portfolio (StockViewWire). Every formula comes from shared/domain; this file only decides
// which value goes where. Figures the reader can work out from these fields are not sent
// (toStockView, shared/domain/stock-figures.ts).
import type { StockViewWire } from "@shared/contracts/portfolio";
import { fvMomentum, monthlyFVs, summariseMonthlyValues, type SourceSummary } from "@shared/domain/fair-value-stats";
import type { Stock } from "@shared/schema";
import type { SourceHistoryRow } from "../storage/portfolio";
import { stockIdentity } from "./stocks";

const EMPTY: SourceSummary = { fairValue: null, fairValueMonth: null, prev6MAvg: null, monthly: new Map() };

/** A meta field as trimmed text; null when missing or blank. */
export const metaText = (meta: Record<string, unknown> | null | undefined, key: string) => {
  const value = meta?.[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};
/** A meta field as a finite number (imports store numbers, older rows numeric strings); null otherwise. */
export const metaNumber = (meta: Record<string, unknown> | null | undefined, key: string) => {
  const value = meta?.[key];
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

export interface StockHistories {
  summaries: Map<string, SourceSummary>;
  meta: Map<string, Record<string, unknown> | null>;
  /** The newest Morningstar meta that carries ratings (see SourceHistoryRow.ratingsMeta). */
  morningstarRatings: Record<string, unknown> | null;
}

interface PendingSource {
  monthly: Map<string, number>;
  meta: Record<string, unknown> | null;
}

/** Groups the histories query's rows by stock, summarising each source once. */
export function groupHistories(rows: readonly SourceHistoryRow[], now: Date): Map<string, StockHistories> {
  const pending = new Map<string, Map<string, PendingSource>>();
  const ratings = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    if (row.ratingsMeta) ratings.set(row.stockId, row.ratingsMeta);
    let sources = pending.get(row.stockId);
    if (!sources) {
      sources = new Map();
      pending.set(row.stockId, sources);
    }
    // A source may come in two rows (its window, and older months); their points add up.
    let source = sources.get(row.source);
    if (!source) {
      source = { monthly: new Map(), meta: null };
      sources.set(row.source, source);
    }
    for (const [month, value] of row.points) source.monthly.set(month, value);
    if (row.latestMeta) source.meta = row.latestMeta;
  }
  const byStock = new Map<string, StockHistories>();
  for (const [stockId, sources] of pending) {
    const entry: StockHistories = { summaries: new Map(), meta: new Map(), morningstarRatings: ratings.get(stockId) ?? null };
    for (const [key, source] of sources) {
      // SQL already kept one value per month (the newest import) in canonical "YYYY-MM-DD" keys.
      entry.summaries.set(key, summariseMonthlyValues(source.monthly, now));
      entry.meta.set(key, source.meta);
    }
    byStock.set(stockId, entry);
  }
  return byStock;
}

export function buildStockView(
  stock: Stock & { formerSymbols?: string[] },
  histories: StockHistories | undefined,
  now: Date,
): StockViewWire {
  const summaries = histories?.summaries;
  const ms = summaries?.get("morningstar") ?? EMPTY;
  const ii = summaries?.get("intelligent-investor") ?? EMPTY;
  const mf = summaries?.get("motley-fool") ?? EMPTY;
  const bp = summaries?.get("bell-potter") ?? EMPTY;
  const bpConsensus = summaries?.get("bell-potter-consensus") ?? EMPTY;
  const msRatings = histories?.morningstarRatings;
  const iiMeta = histories?.meta.get("intelligent-investor");
  const identity = stockIdentity(stock);

  // One literal with every field spelled out, rather than spreads of partial objects: at 2,000
  // stocks per request the copies and shape changes of spreading were most of this function's time.
  return {
    id: identity.id,
    symbol: identity.symbol,
    name: identity.name,
    sector: identity.sector,
    lastPrice: identity.lastPrice,
    lastPriceUpdatedAt: identity.lastPriceUpdatedAt,
    dividendYield: identity.dividendYield,
    isPortfolio: identity.isPortfolio,
    formerSymbols: stock.formerSymbols ?? [],
    morningstarFV: ms.fairValue,
    morningstarFVDate: ms.fairValueMonth,
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
    bellPotterRecommendation: metaText(histories?.meta.get("bell-potter"), "recommendation"),
    monthlyFVs: monthlyFVs(ms.monthly, now),
    fvMomentum: fvMomentum(ms.monthly),
    msUncertainty: metaText(msRatings, "uncertainty"),
    msMoat: metaText(msRatings, "economicMoat"),
    msFinancialHealth: metaText(msRatings, "financialHealth"),
    iiBuyBelow: metaNumber(iiMeta, "buy_below"),
    iiSellAbove: metaNumber(iiMeta, "sell_above"),
    alertBelow: stock.alertBelow,
    alertAbove: stock.alertAbove,
  };
}
