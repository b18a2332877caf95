// Pasted text → lines and table records. A web table copied into a textarea arrives tab-separated;
// a saved CSV arrives comma-separated with quotes around cells that hold commas. Line numbers are
// kept from the original text (blank lines included) so an error points at the line the user sees.
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

interface Field {
  value: string;
  /** Index just past the field (at its delimiter, newline or the end of the text). */
  end: number;
  /** Newlines inside a quoted field, so later records keep their true line numbers. */
  newlines: number;
}

/** A quoted field, or null when the quote never closes (then the quote is taken literally). */
function readQuoted(text: string, start: number, delimiter: string): Field | null {
  let value = "";
  let newlines = 0;
  let index = start + 1;
  for (;;) {
    if (index >= text.length) return null;
    const char = text[index];
    if (char === '"') {
      if (text[index + 1] === '"') {
        value += '"';
        index += 2;
        continue;
      }
      index += 1;
      break;
    }
    if (char === "\n") newlines += 1;
    value += char;
    index += 1;
  }
  // Text after the closing quote ("abc" def) is kept rather than lost.
  while (index < text.length && text[index] !== delimiter && text[index] !== "\n") value += text[index++];
  return { value, end: index, newlines };
}

function readField(text: string, start: number, delimiter: string): Field {
  let index = start;
  while (index < text.length && (text[index] === " " || text[index] === "\u00A0")) index += 1;
  if (text[index] === '"') {
    const quoted = readQuoted(text, index, delimiter);
    if (quoted) return quoted;
  }
  let end = start;
  while (end < text.length && text[end] !== delimiter && text[end] !== "\n") end += 1;
  return { value: text.slice(start, end), end, newlines: 0 };
}

/**
 * Splits pasted text into records of cleaned cells. Blank lines and lines of nothing but
 * delimiters are skipped; trailing empty cells (a web copy's trailing tabs) are dropped.
 */
export function readTextTable(input: string): TableRecord[] {
  const text = normaliseNewlines(input);
  const delimiter = pickDelimiter(text);
  const records: TableRecord[] = [];
  let line = 1;
  let index = 0;
  while (index < text.length) {
    const startLine = line;
    const cells: string[] = [];
    for (;;) {
      const field = readField(text, index, delimiter);
      cells.push(cleanText(field.value));
      line += field.newlines;
      index = field.end;
      if (text[index] === delimiter) {
        index += 1;
        continue;
      }
      // At a newline or at the end of the text: the record is complete.
      index += 1;
      line += 1;
      break;
    }
    while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop();
    if (cells.length > 0) records.push({ line: startLine, cells });
  }
  return records;
}
