// Cells of the CSV files the app writes (the stock table's Export CSV, the trades export): every cell
// is treated as hostile, because names, notes and references come from pasted or imported text.

// A spreadsheet runs a cell that starts with one of these as a formula ("CSV injection").
const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

/** Prefixes a single quote when a spreadsheet would read the cell as a formula. */
export function neutraliseCell(text: string): string {
  return text.length > 0 && FORMULA_TRIGGERS.has(text[0]) ? `'${text}` : text;
}

/** RFC 4180 quoting: wrap in quotes (doubling inner quotes) when the cell holds a comma, quote or line break. */
export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
