// Sectors by market value (issue 30; the dashboard too, issue 44 item 23): the user's open holdings
// summed by sector, in place of the manual allocations. The sums are exact (decimal.js) and become
// numbers only for the chart and the shares; a holding without a price yet has no market value and is
// left out of the sums.
import Decimal from "decimal.js";
import { sectorAnalytics, sectorName, type SectorSummary, type SectorValue } from "@shared/domain/sectors";
import { currentVsValue } from "@shared/domain/valuation";

/** What GET /api/holdings says of a holding, as far as sectors need it. */
export interface HeldValue {
  stockId: string;
  symbol: string;
  sector: string | null;
  /** Decimal text to the cent; null without a price. */
  marketValue: string | null;
  lastPrice: string | null;
  /** The broker average fair value over all four brokers, as the dashboard's; null with none. */
  brokerAvg: string | null;
}

/** Each sector's market value, largest first (then by name), as the sector values read answers. */
export function marketValueBySector(holdings: readonly HeldValue[]): SectorValue[] {
  const sums = new Map<string, Decimal>();
  for (const holding of holdings) {
    if (holding.marketValue === null) continue;
    const name = sectorName(holding.sector);
    sums.set(name, (sums.get(name) ?? new Decimal(0)).plus(holding.marketValue));
  }
  return [...sums]
    .filter(([, value]) => value.greaterThan(0))
    .map(([name, value]) => ({ name, value: value.toNumber() }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

const numberOrNull = (text: string | null) => (text === null ? null : Number(text));

/**
 * The Sector Value Analysis of what the user holds: per sector with a holding, its market value, its
 * held stocks and their average undervaluation against the broker average (as the portfolio's
 * analysis works it out: shared/domain/sectors.ts), coloured as the portfolio's sectors are.
 */
export function marketValueAnalytics(holdings: readonly HeldValue[], colors: ReadonlyMap<string, string>): SectorSummary[] {
  const values = new Map(marketValueBySector(holdings).map((sector) => [sector.name, sector.value]));
  const stocks = holdings.map((holding) => ({
    id: holding.stockId,
    sector: holding.sector,
    brokerCount: holding.brokerAvg === null ? 0 : 1,
    currentVsBrokerAvg: currentVsValue(numberOrNull(holding.lastPrice), numberOrNull(holding.brokerAvg)),
  }));
  return sectorAnalytics(stocks, [], colors)
    .map((sector) => ({ ...sector, value: values.get(sector.name) ?? 0 }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}
