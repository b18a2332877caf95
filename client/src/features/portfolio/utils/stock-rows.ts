// The table's row model: a StockView with its broker figures recomputed over the VISIBLE brokers
// (docs/domain.md) plus the per-row values every render would otherwise recompute. Built once per
// (data, visibility) so sorting and scrolling 2,000 rows never re-derive anything.
import type { StockView } from "@shared/contracts/portfolio";
import { deriveBrokerFigures, type BrokerFigures } from "@shared/domain/consensus";
import { stripTickerSuffix } from "@shared/domain/company-name";
import { BROKER_KEYS, type BrokerKey, type BrokerVisibility } from "@shared/domain/sources";
import { brokerDiscount } from "@shared/domain/valuation";

export type BrokerDiscounts = Record<BrokerKey, number | null>;

export interface StockRow extends StockView {
  /** Name without a trailing ticker ("BHP Group (ASX: BHP)" → "BHP Group"). */
  cleanName: string;
  /** Per broker: (last − FV) / last × 100, clamped to ±999. */
  vsCurrent: BrokerDiscounts;
  /** Per broker: (last − that broker's previous-6-month average) / last × 100, clamped. */
  vs6MAvg: BrokerDiscounts;
  /** How many of the six previous months carry a Morningstar value (the collapsed "n/6" cell). */
  monthsWithData: number;
  /** Lower-cased symbol, names and former codes, so search does no per-keystroke string work beyond includes(). */
  searchText: string;
}

function discounts(stock: StockView, field: (broker: BrokerKey) => number | null): BrokerDiscounts {
  const out = {} as BrokerDiscounts;
  for (const broker of BROKER_KEYS) out[broker] = brokerDiscount(stock.lastPrice, field(broker));
  return out;
}

/** One row; the server's all-broker figures are replaced by the visible-broker ones. */
export function toStockRow(stock: StockView, visibility: Readonly<BrokerVisibility>): StockRow {
  const figures: BrokerFigures = deriveBrokerFigures(stock, visibility);
  const cleanName = stripTickerSuffix(stock.name);
  return {
    ...stock,
    ...figures,
    cleanName,
    vsCurrent: discounts(stock, (broker) => stock[`${broker}FV`]),
    vs6MAvg: discounts(stock, (broker) => stock[`${broker}Prev6MAvg`]),
    monthsWithData: Object.values(stock.monthlyFVs ?? {}).filter((v) => typeof v === "number" && Number.isFinite(v)).length,
    // A code the stock had before a code change (WPL for WDS) finds it too.
    searchText: [stock.symbol, stock.name, cleanName, ...(stock.formerSymbols ?? [])].join("\n").toLowerCase(),
  };
}

export function toStockRows(stocks: readonly StockView[], visibility: Readonly<BrokerVisibility>): StockRow[] {
  return stocks.map((stock) => toStockRow(stock, visibility));
}
