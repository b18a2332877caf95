// Header and row handling every trade-file format shares: headers compared after normalising
// (BOM, case, spaces, Sharesight's " (optional)"), columns read by name, rows that are no data
// (a repeated header) or that cannot be split safely (unquoted thousands) accounted for by line.
import { MAX_TEXT_CHARS, cleanText, quoted, toAsxSymbol } from "../cells";
import type { TableRecord } from "../types";
import type { TradeFileResult, TradeFormat } from "./types";

/** A format's columns: for each field, the header keys that name it. */
export type FormatColumns<F extends string> = Readonly<Record<F, readonly string[]>>;
export type ColumnIndex<F extends string> = Partial<Record<F, number>>;

/**
 * "Brokerage (optional)" → "brokerage", "Buy/ Sell" → "buy/sell", "\uFEFFDate" → "date": lower case,
 * every space dropped (cleanText already removed a BOM and odd spaces), Sharesight's suffix dropped.
 */
export function headerKey(cell: string): string {
  return cleanText(cell)
    .toLowerCase()
    .replace(/\s*\(optional\)$/, "")
    .replace(/\s+/g, "");
}

/** Each field's column in the header (the first column that names it), or undefined. */
export function indexColumns<F extends string>(header: TableRecord, columns: FormatColumns<F>): ColumnIndex<F> {
  const keys = header.cells.map((cell) => headerKey(String(cell ?? "")));
  const index: ColumnIndex<F> = {};
  for (const field of Object.keys(columns) as F[]) {
    const column = keys.findIndex((key) => columns[field].includes(key));
    if (column >= 0) index[field] = column;
  }
  return index;
}

/** The cell of a field as text ("" when the column is absent or the row is short). */
export function cellOf<F extends string>(record: TableRecord, columns: ColumnIndex<F>, field: F): string {
  const column = columns[field];
  return column === undefined ? "" : String(record.cells[column] ?? "");
}

interface RowSink {
  skip(line: number, reason: string): void;
  error(line: number, problems: string): void;
}

/**
 * The records below the header that hold data. A repeated header (two exports joined) is skipped
 * with its line; a record with more cells than the header is an error, as its cells cannot be told
 * apart (a number with a thousands separator written without quotes, "1,000").
 */
export function dataRecords(records: readonly TableRecord[], sink: RowSink): TableRecord[] {
  const [header, ...rest] = records;
  const keysOf = (record: TableRecord) => record.cells.map((cell) => headerKey(String(cell ?? ""))).join("|");
  const headerText = keysOf(header);
  const firstKey = headerKey(String(header.cells[0] ?? ""));
  const data: TableRecord[] = [];
  for (const record of rest) {
    // The first cell decides cheaply whether the whole row needs comparing (10,000-row files).
    if (headerKey(String(record.cells[0] ?? "")) === firstKey && keysOf(record) === headerText) {
      sink.skip(record.line, "the header row again");
    } else if (record.cells.length > header.cells.length) {
      sink.error(
        record.line,
        `this line has ${record.cells.length} cells but the header has ${header.cells.length} ` +
          "(a number with a thousands separator, like 1,000, must be in quotes)",
      );
    } else {
      data.push(record);
    }
  }
  return data;
}

/**
 * An ASX code cell: upper-cased, ".AX" / ".ASX" and "ASX:" dropped (cells.ts toAsxSymbol, the rule
 * every import uses), or null with a problem naming the column.
 */
export function readCode(raw: string, label: string, problems: string[]): string | null {
  const text = cleanText(raw);
  if (text === "") {
    problems.push(`No ${label} given`);
    return null;
  }
  const symbol = toAsxSymbol(text);
  if (symbol === null) problems.push(`${label} ${quoted(text)} is not an ASX code (1 to 6 letters or digits, like BHP)`);
  return symbol;
}

/** Longest note or comment kept: the limit of a name or sector in every other import. */
const MAX_NOTE_CHARS = MAX_TEXT_CHARS;

/** A free-text cell (a note, Sharesight's Comments): null when blank; "-" or "n/a" is text like any other. */
export function readNote(raw: string, label: string, problems: string[]): string | null {
  const text = cleanText(raw);
  if (text.length > MAX_NOTE_CHARS) problems.push(`${label} is longer than ${MAX_NOTE_CHARS} characters`);
  return text === "" || text.length > MAX_NOTE_CHARS ? null : text;
}

/** One trade-file format: how its header is recognised and how its rows are read. */
export interface TradeFileFormat<F extends string = string> {
  id: TradeFormat;
  /** The name the user knows it by, as messages and the import screen show it. */
  name: string;
  columns: FormatColumns<F>;
  /** The fields whose columns the header must have for the file to be this format. */
  required: readonly F[];
  /** Reads the records after the header (`records[0]` is the header). */
  read(records: readonly TableRecord[], columns: ColumnIndex<F>): TradeFileResult;
}

/** Lets formats with different fields share one list. */
export const defineFormat = <F extends string>(format: TradeFileFormat<F>) => format as unknown as TradeFileFormat;
