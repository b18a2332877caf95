// Cells of the CSV files the app writes (the stock table's Export CSV, the trades, capital gains and
// income downloads). Two kinds: a number is written as the plain number it is, so a spreadsheet sums
// it (a loss is -1235.91, never the text '-1235.91); every other cell is text and treated as hostile,
// because names, notes and references come from pasted or imported text
// (docs/decisions/043-csv-number-cells.md).

// A spreadsheet runs a cell that starts with one of these as a formula ("CSV injection").
const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

/**
 * A number as a spreadsheet reads one and nothing more: an optional minus, digits, optional decimals.
 * "-1+2" or "-2-cmd|…" start like a negative number but are formulas, so they are no plain number.
 */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Prefixes a single quote when a spreadsheet would read the cell as a formula. */
export function neutraliseCell(text: string): string {
  return text.length > 0 && FORMULA_TRIGGERS.has(text[0]) ? `'${text}` : text;
}

/** RFC 4180 quoting: wrap in quotes (doubling inner quotes) when the cell holds a comma, quote or line break. */
export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A text cell: neutralised, then quoted; null is an empty cell. */
export function textCell(text: string | null): string {
  return text === null ? "" : quoteCell(neutraliseCell(text));
}

/**
 * A number cell from an exact decimal string ("-1235.91"): written as it is. Anything that is not a
 * plain number is written as a protected text cell instead, so no value can reach a spreadsheet as a
 * formula whatever a caller passes. Null is an empty cell.
 */
export function numberCell(value: string | null): string {
  if (value === null) return "";
  return PLAIN_NUMBER.test(value) ? value : textCell(value);
}

/** A number cell from a float, to `decimals` places as the screen rounds it (-7.25 → "-7.3"); never "-0.00". */
export function roundedNumberCell(value: number | null, decimals: number): string {
  if (value === null || !Number.isFinite(value)) return "";
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/** One line of cells already written by textCell or numberCell. */
export function csvLine(cells: readonly string[]): string {
  return cells.join(",");
}
