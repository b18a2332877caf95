// Header rows: "ASX Code", "asx code", "Last $", "Fair Value (A$)" and "FairValue" must all find
// their column, whatever the source's export calls it this year.
import { cellText, toAsxSymbol } from "./cells";
import type { CellValue, TableRecord } from "./types";

/** For each field, the accepted header names, compared after headerKey(); earlier names win. */
export type ColumnAliases<K extends string> = Readonly<Record<K, readonly string[]>>;
export type ColumnMap<K extends string> = Partial<Record<K, number>>;

/** "Fair Value (A$)" → "fairvalue": lower case, currency marks and punctuation dropped. */
export function headerKey(value: CellValue): string {
  return cellText(value)
    .toLowerCase()
    .replace(/au\$|a\$|\$/g, "")
    .replace(/\baud\b/g, "")
    .replace(/[^a-z0-9]/g, "");
}

/**
 * Finds each field's column. A column serves one field only: fields claim columns in the order
 * they are listed, so a source's own name for a column beats a generic alias listed later.
 */
export function mapColumns<K extends string>(header: readonly CellValue[], aliases: ColumnAliases<K>): ColumnMap<K> {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const found: ColumnMap<K> = {};
  for (const field of Object.keys(aliases) as K[]) {
    for (const alias of aliases[field]) {
      const index = keys.findIndex((key, column) => key === alias && !taken.has(column));
      if (index >= 0) {
        found[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  return found;
}

export function countColumns<K extends string>(columns: ColumnMap<K>): number {
  return Object.keys(columns).length;
}

export interface HeaderMatch<K extends string> {
  /** Index of the header record in the records list. */
  index: number;
  record: TableRecord;
  columns: ColumnMap<K>;
}

/**
 * The first of the first `scan` records that `accept` takes for a header. Titles and notes above
 * a header are common in exports and spreadsheets, so the header need not be the first record.
 */
export function findHeader<K extends string>(
  records: readonly TableRecord[],
  aliases: ColumnAliases<K>,
  accept: (columns: ColumnMap<K>) => boolean,
  scan: number,
): HeaderMatch<K> | null {
  for (let index = 0; index < Math.min(scan, records.length); index++) {
    const columns = mapColumns(records[index].cells, aliases);
    if (accept(columns)) return { index, record: records[index], columns };
  }
  return null;
}

/** True when a record repeats the header (a second page of a copied table); it is skipped. */
export function isRepeatedHeader(record: TableRecord, header: TableRecord): boolean {
  const a = record.cells.map(headerKey).join("|");
  return a.length > 0 && a === header.cells.map(headerKey).join("|");
}

/** The cell for a field, or null when the column is absent or the row is short. */
export function cellAt<K extends string>(record: TableRecord, columns: ColumnMap<K>, field: K): CellValue {
  const index = columns[field];
  return index === undefined ? null : (record.cells[index] ?? null);
}

/** The row's ASX code when its code cell holds one: messages about the row open with it. */
export function symbolIn(record: TableRecord, columns: { symbol?: number }): string | null {
  const index = columns.symbol;
  return index === undefined ? null : toAsxSymbol(cellText(record.cells[index] ?? null));
}
