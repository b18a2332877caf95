// Joins the portfolio stocks with their allocations for the Portfolio Allocations card and the
// Sector Breakdown. Pure, so the rules are tested without rendering.
import type { StockSummary } from "@shared/contracts/stocks";
import type { AllocationAmount, SectorValue } from "@shared/domain/sectors";
import { sectorColors, sectorShare, symbolsBySector, totalValue } from "@shared/domain/sectors";

/** The stock fields the sector screens read; the page passes the portfolio stocks in. */
export type AllocationStock = Pick<StockSummary, "id" | "symbol" | "name" | "sector" | "lastPrice">;

export interface AllocationRow extends AllocationStock {
  amount: number;
}

const bySymbol = (a: { symbol: string }, b: { symbol: string }) => a.symbol.localeCompare(b.symbol);

/**
 * One row per allocated portfolio stock, by symbol. An allocation whose stock is not in the list (the
 * two reads refreshed at different moments) is left out rather than shown without a name.
 */
export function allocationRows(stocks: readonly AllocationStock[], allocations: readonly AllocationAmount[]): AllocationRow[] {
  const byId = new Map(stocks.map((stock) => [stock.id, stock]));
  const rows: AllocationRow[] = [];
  for (const { stockId, amount } of allocations) {
    const stock = byId.get(stockId);
    if (stock) rows.push({ ...stock, amount });
  }
  return rows.sort(bySymbol);
}

/** Portfolio stocks the add dialog may offer: those without an allocation yet, by symbol. */
export function unallocatedStocks(stocks: readonly AllocationStock[], allocations: readonly AllocationAmount[]): AllocationStock[] {
  const allocated = new Set(allocations.map((a) => a.stockId));
  return stocks.filter((stock) => !allocated.has(stock.id)).sort(bySymbol);
}

export interface BreakdownLine extends SectorValue {
  color: string;
  /** Share of the total in percent, already rounded to the one decimal shown. */
  percent: number;
  symbols: string[];
}

/**
 * The Sector Breakdown: each sector's share, its stocks and its value, plus the total. `stocks` are
 * the portfolio stocks (or the held ones); the portfolio's sectors decide the colours, as they do in the pie.
 */
export function sectorBreakdown(
  sectors: readonly SectorValue[],
  stocks: readonly Pick<AllocationStock, "symbol" | "sector">[],
  /** Whose sectors decide the colours when they are not `stocks` (the portfolio, beside the held stocks). */
  colourStocks: readonly Pick<AllocationStock, "sector">[] = stocks,
): { lines: BreakdownLine[]; total: number } {
  const total = totalValue(sectors);
  const symbols = symbolsBySector(stocks);
  const colors = sectorColors(colourStocks.map((stock) => stock.sector));
  const lines = sectors.map((sector) => ({
    ...sector,
    color: colors.get(sector.name) ?? "",
    percent: sectorShare(sector.value, total),
    symbols: symbols.get(sector.name) ?? [],
  }));
  return { lines, total };
}
