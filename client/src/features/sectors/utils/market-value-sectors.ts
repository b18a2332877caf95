// The Sectors screen's allocation by market value (issue 30): the user's open holdings summed by
// sector, in place of the manual allocations. The sums are exact (decimal.js) and become numbers only
// for the chart and the shares; a holding without a price yet has no market value and is left out.
import Decimal from "decimal.js";
import { sectorName, type SectorValue } from "@shared/domain/sectors";

export interface HeldValue {
  symbol: string;
  sector: string | null;
  /** Decimal text to the cent (GET /api/holdings); null without a price. */
  marketValue: string | null;
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
