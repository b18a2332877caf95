// Table sorting. Missing values always go to the bottom whichever way the column is sorted (docs/product.md
// "Dashboard"), because a user sorting by "upside" wants the best figures first in both directions and
// blanks in neither.

export type SortDirection = "asc" | "desc";
export type SortValue = number | string | boolean | Date | null | undefined;

// Built once: Collator.compare is far cheaper than String.prototype.localeCompare with options,
// which builds a collator on every call. Case-insensitive ("base"), and numeric so "A2" < "A10".
const collator = new Intl.Collator("en-AU", { sensitivity: "base", numeric: true });

type SortKey = { kind: "missing" } | { kind: "number"; value: number } | { kind: "text"; value: string };
const MISSING: SortKey = { kind: "missing" };

/** Reduces a cell value to something comparable; null/undefined/NaN, invalid dates and blank text are missing. */
function toSortKey(value: SortValue): SortKey {
  if (value === null || value === undefined) return MISSING;
  if (typeof value === "number") return Number.isNaN(value) ? MISSING : { kind: "number", value };
  if (typeof value === "boolean") return { kind: "number", value: value ? 1 : 0 };
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? MISSING : { kind: "number", value: time };
  }
  return value.trim() === "" ? MISSING : { kind: "text", value };
}

function compareKeys(a: SortKey, b: SortKey, direction: SortDirection): number {
  // Missing is checked before the direction is applied: that is what keeps blanks last both ways.
  if (a.kind === "missing" || b.kind === "missing") {
    if (a.kind === b.kind) return 0;
    return a.kind === "missing" ? 1 : -1;
  }
  let order: number;
  if (a.kind === "number" && b.kind === "number") order = a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  else if (a.kind === "text" && b.kind === "text") order = collator.compare(a.value, b.value);
  // A column mixing numbers and text: numbers first, a fixed rule rather than an accident.
  else order = a.kind === "number" ? -1 : 1;
  return direction === "asc" ? order : -order;
}

/** Comparator for two cell values: ascending or descending, missing values last either way. */
export function compareForSort(a: SortValue, b: SortValue, direction: SortDirection): number {
  return compareKeys(toSortKey(a), toSortKey(b), direction);
}

/**
 * A sorted copy of rows (the input is left untouched). getValue runs once per row, not once per
 * comparison, so a 2,000-row table with a computed column stays quick. Equal values keep their
 * original order in both directions.
 */
export function sortRows<T>(rows: readonly T[], getValue: (row: T) => SortValue, direction: SortDirection): T[] {
  const keyed = rows.map((row, index) => ({ row, index, key: toSortKey(getValue(row)) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key, direction) || a.index - b.index);
  return keyed.map((entry) => entry.row);
}

/** Header-click rule: the active column flips direction; a new column starts descending. */
export function nextSort<C extends string>(
  current: { column: C; direction: SortDirection },
  clicked: C,
): { column: C; direction: SortDirection } {
  if (current.column === clicked) return { column: clicked, direction: current.direction === "asc" ? "desc" : "asc" };
  return { column: clicked, direction: "desc" };
}
