// The dashboard's filters. The portfolio table uses sector + search; Other Stocks uses search only.

/** The sector select's "no filter" value (Radix Select items cannot have an empty value). */
export const ALL_SECTORS = "__all__";

export interface RowFilter {
  /** ALL_SECTORS or an exact sector name. */
  sector?: string;
  /** Case-insensitive substring of the symbol or the company name; blank matches everything. */
  search?: string;
}

interface FilterableRow {
  sector: string | null;
  searchText: string;
}

export function filterRows<T extends FilterableRow>(rows: readonly T[], { sector = ALL_SECTORS, search = "" }: RowFilter): T[] {
  const needle = search.trim().toLowerCase();
  if (sector === ALL_SECTORS && needle === "") return rows as T[];
  return rows.filter((row) => (sector === ALL_SECTORS || row.sector === sector) && (needle === "" || row.searchText.includes(needle)));
}

/** Each distinct non-blank sector once, alphabetically, for the select. */
export function distinctSectors(rows: readonly { sector: string | null }[]): string[] {
  const sectors = new Set<string>();
  for (const row of rows) if (row.sector && row.sector.trim() !== "") sectors.add(row.sector);
  return [...sectors].sort((a, b) => a.localeCompare(b, "en-AU"));
}
