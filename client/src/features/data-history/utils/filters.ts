// The three tabs' search and filters (docs/product.md "Data History"). Pure, so the tabs can run them in
// useMemo over thousands of rows and the rules are tested without a browser.
import type { FairValueView } from "@shared/contracts/fair-values";
import type { JournalEntryRow } from "@shared/contracts/journal";
import type { ShareholderView } from "@shared/contracts/shareholders";
import type { JournalSide } from "@shared/schema";
import { sourceLabel } from "@shared/domain/sources";

/** The select value meaning "no filter" ('All Stocks', 'All Sides', 'All Imports'...). */
export const ALL = "all";

export interface FairValueFilters {
  search: string;
  symbol: string;
  source: string;
  batchId: string;
}

export interface ShareholderFilters {
  search: string;
  symbol: string;
}

export interface JournalFilters {
  search: string;
  symbol: string;
  side: JournalSide | typeof ALL;
}

function needle(search: string): string {
  return search.trim().toLowerCase();
}

/** Case-insensitive substring match of any field; an empty search matches everything. */
function matches(query: string, ...fields: (string | null | undefined)[]): boolean {
  return query === "" || fields.some((field) => field?.toLowerCase().includes(query) ?? false);
}

const passes = (filter: string, value: string | null) => filter === ALL || filter === value;

/** Search reads the symbol, the stored source key and its label, so "motley fool" and "motley-fool" both find MF rows. */
export function filterFairValues(rows: readonly FairValueView[], filters: FairValueFilters): FairValueView[] {
  const query = needle(filters.search);
  return rows.filter(
    (row) =>
      passes(filters.symbol, row.symbol) &&
      passes(filters.source, row.source) &&
      passes(filters.batchId, row.batchId) &&
      matches(query, row.symbol, row.source, sourceLabel(row.source)),
  );
}

export function filterShareholders(rows: readonly ShareholderView[], filters: ShareholderFilters): ShareholderView[] {
  const query = needle(filters.search);
  return rows.filter((row) => passes(filters.symbol, row.symbol) && matches(query, row.symbol, row.name));
}

export function filterJournalEntries(rows: readonly JournalEntryRow[], filters: JournalFilters): JournalEntryRow[] {
  const query = needle(filters.search);
  return rows.filter(
    (row) => passes(filters.symbol, row.symbol) && passes(filters.side, row.side) && matches(query, row.symbol, row.thesis),
  );
}

/** The distinct values of one field, sorted, for a filter's options. */
export function distinctValues<T>(rows: readonly T[], pick: (row: T) => string): string[] {
  return [...new Set(rows.map(pick))].sort((a, b) => a.localeCompare(b));
}

/**
 * The stock filter's symbols: every stock of the user (spec: 'All Stocks' plus each stock symbol),
 * whether or not it has rows in this tab, and any symbol a row carries that the stock list does not
 * (yet) hold, so a row can always be filtered to. Sorted.
 */
export function stockFilterSymbols(userSymbols: readonly string[] | undefined, rowSymbols: readonly string[]): string[] {
  return [...new Set([...(userSymbols ?? []), ...rowSymbols])].sort((a, b) => a.localeCompare(b));
}
