// How dividends read on screen (issue 31): franking, status, the counts a sync's and an import's toast
// report, and the Income section's totals. Money arrives as decimal strings rounded to cents
// (shared/contracts/dividends.ts); these only word and group it.
import type { DividendImportResult, DividendSyncResult } from "@shared/contracts/dividends";
import type { IncomeTotalsView } from "@shared/contracts/income";
import { moneyText, unitsText } from "./ledger-text";

/** The columns of a dividends file (POST /api/import/dividends). */
export const DIVIDEND_CSV_HEADER = "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "100" → "100%", "62.50" → "62.5%"; unknown (an estimate from market data) → "Unknown". */
export function frankingText(percent: string | null): string {
  if (percent === null) return "Unknown";
  return `${unitsText(percent)}%`;
}

/** "Dividends: 3 estimated" (the Holdings page's link to the estimates); null when there are none. */
export function estimatedLinkText(estimated: number): string | null {
  return estimated > 0 ? `Dividends: ${estimated} estimated` : null;
}

/** A sync's toast: "2 dividends added, 1 already recorded", with the stocks whose market data failed. */
export function syncCountsText(result: DividendSyncResult): string {
  const parts = [`${plural(result.added, "dividend")} added`, `${result.skipped} already recorded`];
  if (result.notHeld > 0) parts.push(`${result.notHeld} on days you held none`);
  if (result.failed.length > 0) parts.push(`no market data for ${result.failed.map((failure) => failure.symbol).join(", ")}`);
  return parts.join(", ");
}

/** An import's toast: "4 dividends imported, 1 estimate replaced, 0 duplicates, 1 error". */
export function dividendImportCountsText(result: DividendImportResult): string {
  const parts = [`${plural(result.inserted, "dividend")} imported`];
  if (result.replacedEstimates > 0) parts.push(`${plural(result.replacedEstimates, "estimate")} replaced`);
  parts.push(plural(result.duplicates, "duplicate"));
  if (result.skipped.length > 0) parts.push(`${plural(result.skipped.length, "row")} skipped`);
  if (result.errors.length > 0) parts.push(plural(result.errors.length, "error"));
  return parts.join(", ");
}

/**
 * Beside a franking-credit figure that leaves out dividends of unknown franking (issue 44 item 6):
 * "unknown for 3 estimated dividends"; null when every franking % is known.
 */
export function frankingUnknownText(unknown: number): string | null {
  return unknown > 0 ? `unknown for ${plural(unknown, "estimated dividend")}` : null;
}

/** The Income section's totals, in the order a tax return asks for them; the credits with what is unknown apart. */
export function incomeTotalFacts(totals: IncomeTotalsView): { label: string; value: string; note?: string }[] {
  const unknown = frankingUnknownText(totals.frankingUnknown);
  return [
    { label: "Cash received", value: moneyText(totals.cash) },
    { label: "Franked amount", value: moneyText(totals.franked) },
    { label: "Unfranked amount", value: moneyText(totals.unfranked) },
    { label: "Franking credits", value: moneyText(totals.frankingCredits), ...(unknown && { note: unknown }) },
    { label: "Grossed-up income", value: moneyText(totals.grossedUp) },
  ];
}
