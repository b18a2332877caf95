// Shapes every parser shares. Parsers never throw on bad input: each data row either becomes a
// typed row or an error naming its line, so the API can import the good rows and explain the rest.
import type { PasteFailureResponse } from "@shared/contracts/imports";

/** A row that could not be read. `line` is the 1-based line of the pasted text or the spreadsheet row. */
export interface ParseError {
  line: number;
  reason: string;
}

export interface ParseResult<T> {
  rows: T[];
  errors: ParseError[];
  /**
   * Rows that were read, but with a part left out (a Portfolio Last $ that is not a number): the
   * same shape as an error, told to the user beside the skipped rows.
   */
  warnings?: ParseError[];
}

/**
 * What a spreadsheet cell or a pasted cell can hold. Pasted cells are always strings; workbook
 * cells keep their type so a real number is not re-parsed from text and a date header stays a date.
 */
export type CellValue = string | number | boolean | Date | null;

/** One non-blank row of a table, from a paste or a sheet. */
export interface TableRecord {
  line: number;
  cells: readonly CellValue[];
}

/** The whole paste is unusable (no header, wrong columns); the API answers with exactly this. */
export type PasteFailure = PasteFailureResponse;

/** The whole workbook is unusable (not a spreadsheet, no such sheet, too large, no usable header). */
export interface WorkbookFailure {
  error: string;
}

export interface WorkbookParseResult<T> extends ParseResult<T> {
  /** Set when nothing could be read; rows and errors are then empty. */
  failure: WorkbookFailure | null;
}

/** Bell Potter rows go to one of two stored sources (docs/domain.md "Sources"). */
export type BellPotterSource = "bell-potter" | "bell-potter-consensus";
