// Sector arithmetic for the pie chart, the Sector Breakdown and the Sector Value Analysis card
// (design/domain.md "Sectors and allocations"). The server answers the sector endpoints with these
// functions and the client colours and labels with the same ones, so both always agree.
import { UNCLASSIFIED_SECTOR } from "../constants";
import { isFiniteNumber, mean, withoutFloatNoise } from "./numbers";

/** A slice of the portfolio: a sector name and the dollars allocated to it. */
export interface SectorValue {
  name: string;
  value: number;
}

/** One row of the Sector Value Analysis card. */
export interface SectorSummary extends SectorValue {
  /** A stable colour for the name, the same on every screen (see sectorColor). */
  color: string;
  /** Portfolio stocks in the sector, allocated or not. */
  stockCount: number;
  /** Mean of −currentVsBrokerAvg over the sector's stocks with broker values; null when none has any. */
  avgUndervaluation: number | null;
}

export interface SectorStock {
  id: string;
  sector: string | null | undefined;
}

export interface AnalyticsStock extends SectorStock {
  brokerCount: number;
  currentVsBrokerAvg: number | null | undefined;
}

export interface AllocationAmount {
  stockId: string;
  amount: number;
}

/** A stock's sector as charts group it: trimmed free text, or 'Unclassified' when blank or missing. */
export function sectorName(sector: string | null | undefined): string {
  const trimmed = sector?.trim();
  return trimmed ? trimmed : UNCLASSIFIED_SECTOR;
}

/**
 * One palette for every sector chart. Mid-tone colours (Tailwind's 500s) read on both the light and
 * the dark theme; twelve of them keep collisions rare for a typical portfolio's handful of sectors.
 */
export const SECTOR_PALETTE = [
  "#3b82f6", // blue
  "#10b981", // emerald
  "#f59e0b", // amber
  "#8b5cf6", // violet
  "#ef4444", // red
  "#06b6d4", // cyan
  "#ec4899", // pink
  "#84cc16", // lime
  "#f97316", // orange
  "#14b8a6", // teal
  "#6366f1", // indigo
  "#d946ef", // fuchsia
] as const;

/**
 * A colour that depends only on the name (a 31-multiplier string hash), so a sector keeps its colour
 * when other sectors come and go, and the dashboard and /sectors paint it alike. Index-based colours
 * would shift every time the sort order changed.
 */
export function sectorColor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) >>> 0;
  return SECTOR_PALETTE[hash % SECTOR_PALETTE.length];
}

/** Biggest value first; equal values by name, so the order never depends on the input order. */
function byValueThenName(a: SectorValue, b: SectorValue): number {
  return b.value - a.value || a.name.localeCompare(b.name);
}

function amountsByStock(allocations: readonly AllocationAmount[]): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const { stockId, amount } of allocations) if (isFiniteNumber(amount)) amounts.set(stockId, amount);
  return amounts;
}

/**
 * Sector value = the allocation amounts of the given (portfolio) stocks in that sector. Allocations
 * of stocks not in the list are ignored. Only sectors worth more than zero are returned: a zero slice
 * cannot be drawn and would only clutter the legend.
 */
export function sectorValues(stocks: readonly SectorStock[], allocations: readonly AllocationAmount[]): SectorValue[] {
  const amounts = amountsByStock(allocations);
  const totals = new Map<string, number>();
  for (const stock of stocks) {
    const amount = amounts.get(stock.id);
    if (amount === undefined) continue;
    const name = sectorName(stock.sector);
    totals.set(name, (totals.get(name) ?? 0) + amount);
  }
  return [...totals]
    .map(([name, value]) => ({ name, value: withoutFloatNoise(value) }))
    .filter((sector) => sector.value > 0)
    .sort(byValueThenName);
}

/** Every sector of the given (portfolio) stocks, with its value, stock count, colour and undervaluation. */
export function sectorAnalytics(stocks: readonly AnalyticsStock[], allocations: readonly AllocationAmount[]): SectorSummary[] {
  const amounts = amountsByStock(allocations);
  const groups = new Map<string, { value: number; stockCount: number; undervaluations: number[] }>();
  for (const stock of stocks) {
    const name = sectorName(stock.sector);
    let group = groups.get(name);
    if (!group) {
      group = { value: 0, stockCount: 0, undervaluations: [] };
      groups.set(name, group);
    }
    group.stockCount += 1;
    group.value += amounts.get(stock.id) ?? 0;
    // currentVsBrokerAvg is negative when the price is below the brokers' average; flipping the sign
    // makes "undervalued by 20 %" read as +20, which is what the badge thresholds expect.
    if (stock.brokerCount > 0 && isFiniteNumber(stock.currentVsBrokerAvg)) group.undervaluations.push(-stock.currentVsBrokerAvg);
  }
  return [...groups]
    .map(([name, group]) => {
      const average = mean(group.undervaluations);
      return {
        name,
        color: sectorColor(name),
        stockCount: group.stockCount,
        value: withoutFloatNoise(group.value),
        avgUndervaluation: average === null ? null : withoutFloatNoise(average),
      };
    })
    .sort(byValueThenName);
}

/** Sum of the values (the portfolio value, or 'Total Portfolio'). */
export function totalValue(items: readonly { value: number }[]): number {
  let total = 0;
  for (const item of items) total += item.value;
  return withoutFloatNoise(total);
}

/** A sector's share of the total in percent, rounded to the one decimal shown; 0 when the total is 0. */
export function sectorShare(value: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((value / total) * 1000) / 10;
}

/** Stock symbols per sector name (alphabetical), for the Sector Breakdown lines. */
export function symbolsBySector(stocks: readonly { symbol: string; sector: string | null | undefined }[]): Map<string, string[]> {
  const bySector = new Map<string, string[]>();
  for (const stock of stocks) {
    const name = sectorName(stock.sector);
    const symbols = bySector.get(name) ?? [];
    symbols.push(stock.symbol);
    bySector.set(name, symbols);
  }
  for (const symbols of bySector.values()) symbols.sort();
  return bySector;
}
