// Sector arithmetic for the pie chart, the Sector Breakdown and the Sector Value Analysis card
// (docs/domain.md "Sectors and allocations"). The server answers the sector endpoints with these
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
  /** The sector's colour among the user's portfolio sectors, the same on every screen (see sectorColors). */
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
 * One palette for every sector chart: 28 colours, enough for the 25 GICS industry groups, Unclassified
 * and two more before any colour repeats. Each reaches 3:1 (WCAG non-text contrast) against the card
 * and page backgrounds of both themes, and every two of them are at least 0.089 apart in OKLab (the
 * eye notices about 0.02). They were picked greedily, each the farthest from those before it, so a
 * portfolio with few sectors gets the most distinct ones. sectors.test.ts checks all of this.
 */
export const SECTOR_PALETTE = [
  "#3e80f6", // blue
  "#f3680f", // orange
  "#1e710d", // forest green
  "#a92b8c", // magenta
  "#7f9a88", // sage
  "#975123", // brown
  "#c36de7", // orchid
  "#2e6788", // steel blue
  "#44a20e", // leaf green
  "#e5518a", // pink
  "#7348c9", // violet
  "#916e9c", // mauve
  "#b18406", // ochre
  "#c4284a", // crimson
  "#1a8770", // teal
  "#089ac3", // cerulean
  "#c28183", // rose
  "#0e60ca", // royal blue
  "#777626", // olive
  "#8e8adc", // periwinkle
  "#745a68", // plum grey
  "#c55d41", // terracotta
  "#5177b8", // denim
  "#967562", // taupe
  "#bc55ae", // fuchsia
  "#8767ea", // lavender
  "#4c6951", // moss
  "#804e95", // purple
] as const;

/** Code-unit order: the same on the server and in every browser, whatever their locale. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each of the user's sectors gets its own colour: the distinct sector names (as sectorName groups
 * them), sorted, take the palette in order. The server colours /api/portfolio/sector-analytics and
 * the client colours the pie, its legend and the breakdown with this function over the same list
 * (the portfolio stocks' sectors), so every screen paints a sector alike. A colour repeats only past
 * the palette's length; a hash of the name, used before, gave Materials and Energy one colour.
 */
export function sectorColors(sectors: Iterable<string | null | undefined>): Map<string, string> {
  const names = [...new Set(Array.from(sectors, sectorName))].sort(byCodeUnits);
  return new Map(names.map((name, index) => [name, SECTOR_PALETTE[index % SECTOR_PALETTE.length]]));
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

/**
 * Every sector of the given (portfolio) stocks, with its value, stock count, colour and undervaluation.
 * `colors` defaults to the stocks' own; the held stocks' analysis passes the portfolio's, so a sector
 * keeps its colour on every card.
 */
export function sectorAnalytics(
  stocks: readonly AnalyticsStock[],
  allocations: readonly AllocationAmount[],
  colors: ReadonlyMap<string, string> = sectorColors(stocks.map((stock) => stock.sector)),
): SectorSummary[] {
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
        color: colors.get(name) ?? SECTOR_PALETTE[0],
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
