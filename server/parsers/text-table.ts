// Pasted text → lines and table records. A web table copied into a textarea arrives tab-separated;
// a saved CSV arrives comma-separated with quotes around cells that hold commas. Line numbers are
// kept from the original text (blank lines included) so an error points at the line the user sees.
// Quoted fields are read by csv-parse (docs/decisions/011-pasted-layouts-and-names.md); what it
// refuses (a quote that never closes, text after a closing quote) is read literally instead.
import { CsvError, parse } from "csv-parse/sync";
import { cleanText } from "./cells";
import type { TableRecord } from "./types";

export interface TextLine {
  /** 1-based line number in the original text. */
  line: number;
  /** The line with NBSPs, tabs and runs of spaces collapsed to single spaces and trimmed. */
  text: string;
  /** The line as pasted apart from its line ending (tabs kept: they separate cells). */
  raw: string;
}

/** Removes a byte-order mark and unifies CRLF / CR line endings to LF. */
export function normaliseNewlines(text: string): string {
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/**
 * How many non-blank lines follow the first one (a file's rows under its header), counted without
 * splitting the text: a file can be refused for its size before it is parsed. A quoted cell running
 * over two lines counts twice, so the count never falls short of the rows.
 */
export function countRowsBelowHeader(text: string): number {
  let lines = 0;
  let filled = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10 || code === 13) {
      if (filled) lines += 1;
      filled = false;
    } else if (!filled && code > 32 && code !== 0xfeff) filled = true;
  }
  if (filled) lines += 1;
  return Math.max(0, lines - 1);
}

/** Every non-blank line with its number. */
export function splitLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  normaliseNewlines(text)
    .split("\n")
    .forEach((raw, index) => {
      const cleaned = cleanText(raw);
      if (cleaned.length > 0) lines.push({ line: index + 1, text: cleaned, raw });
    });
  return lines;
}

/**
 * Any tab in the paste means it came from a table copy, where commas are thousands separators
 * inside cells; only a paste without tabs is read as comma-separated.
 */
function pickDelimiter(text: string): string {
  return text.includes("\t") ? "\t" : ",";
}

interface RawRecord {
  /** 1-based line the record starts on. */
  line: number;
  cells: string[];
}

/**
 * After this many refused records the rest of the paste is read a line at a time: each refusal
 * re-reads the remaining text, and a hostile megabyte of stray quotes must not cost minutes.
 */
const MAX_REFUSALS = 20;

const CSV_OPTIONS = {
  record_delimiter: "\n",
  relax_column_count: true,
  // A quote inside a cell (5" screen) is a character, as it is in a spreadsheet.
  relax_quotes: true,
  trim: true,
  // Every line, blank ones included, is a record, so each record starts on the line after the
  // previous one ended (info.lines is the line a record ends on).
  skip_empty_lines: false,
  info: true,
} as const;

/** One line split on the delimiter with quotes taken literally, apart from a cell quoted whole. */
function literalCells(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((cell) => {
    const quoted = /^\s*"((?:[^"]|"")*)"(.*)$/s.exec(cell);
    // "abc" def keeps the text after the closing quote rather than losing it.
    return quoted ? quoted[1].replace(/""/g, '"') + quoted[2] : cell;
  });
}

/**
 * csv-parse's records of `text` (the first `limit` only, when given), numbered from `firstLine`,
 * and the line after the last of them.
 */
function parseFrom(text: string, delimiter: string, firstLine: number, limit?: number): { records: RawRecord[]; next: number } {
  // With `info`, csv-parse answers { record, info } per record; its types do not follow the option.
  const parsed = parse(text, { ...CSV_OPTIONS, delimiter, to: limit }) as unknown as { record: string[]; info: { lines: number } }[];
  let next = firstLine;
  const records = parsed.map(({ record, info }) => {
    const line = next;
    next = firstLine + info.lines;
    return { line, cells: record };
  });
  return { records, next };
}

/**
 * Every record of the text. When csv-parse refuses one (a quote that never closes, text after a
 * closing quote), the records before it stand, its first line is read literally, and reading
 * resumes on the next line.
 */
function readRecords(text: string, delimiter: string): RawRecord[] {
  const lines = text.split("\n");
  const records: RawRecord[] = [];
  let from = 0;
  for (let refusals = 0; from < lines.length; refusals++) {
    if (refusals === MAX_REFUSALS) {
      lines.slice(from).forEach((line, index) => records.push({ line: from + index + 1, cells: literalCells(line, delimiter) }));
      break;
    }
    const rest = from === 0 ? text : lines.slice(from).join("\n");
    try {
      records.push(...parseFrom(rest, delimiter, from + 1).records);
      break;
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      // `records` counts the records read before the refused one.
      const good = (error as CsvError & { records: number }).records;
      const before = good > 0 ? parseFrom(rest, delimiter, from + 1, good) : { records: [], next: from + 1 };
      records.push(...before.records);
      const refused = before.next - 1; // 0-based index of the refused record's first line
      records.push({ line: refused + 1, cells: literalCells(lines[refused] ?? "", delimiter) });
      from = refused + 1;
    }
  }
  return records;
}

interface TextTableOptions {
  /** A file whose delimiter is known (a broker's CSV) passes it, so a tab in a quoted note stays a tab. */
  delimiter?: "," | "\t";
  /**
   * Keeps a record's trailing empty cells, so a row with more cells than its header (an unquoted
   * "1,500" shifting every later cell) is seen even when the shifted cells were empty.
   */
  keepTrailingEmptyCells?: boolean;
}

/**
 * Splits pasted text into records of cleaned cells. Blank lines and lines of nothing but
 * delimiters are skipped; trailing empty cells (a web copy's trailing tabs) are dropped unless asked.
 */
export function readTextTable(input: string, options: TextTableOptions = {}): TableRecord[] {
  const text = normaliseNewlines(input);
  const records: TableRecord[] = [];
  for (const { line, cells: rawCells } of readRecords(text, options.delimiter ?? pickDelimiter(text))) {
    const cells = rawCells.map(cleanText);
    if (cells.every((cell) => cell === "")) continue;
    if (!options.keepTrailingEmptyCells) while (cells[cells.length - 1] === "") cells.pop();
    records.push({ line, cells });
  }
  return records;
}
