// Opening uploaded .xlsx / .xls bytes safely: refuse what is not a spreadsheet by its magic bytes
// (SheetJS would happily read a renamed CSV or HTML page), refuse a zip that unpacks to far more
// than it weighs (zip-guard.ts), refuse absurd sheet sizes before the cells are loaded, and hand
// parsers plain records with spreadsheet row numbers.
import * as XLSX from "xlsx";
import { cellText, isBlankCell, quoted } from "./cells";
import type { CellValue, TableRecord, WorkbookFailure } from "./types";
import { MAX_UNPACKED_BYTES, checkZip } from "./zip-guard";

export const MAX_SHEET_ROWS = 20_000;
export const MAX_SHEET_COLUMNS = 500;

export type SpreadsheetKind = "xlsx" | "xls";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/**
 * "xlsx" for a zip holding an Office Open XML spreadsheet (zip entry names are stored uncompressed,
 * so "[Content_Types].xml" and the "xl/" folder are visible in the raw bytes); "xls" for an OLE2
 * compound file; null for anything else, whatever its file name says.
 */
export function detectSpreadsheetKind(bytes: Uint8Array): SpreadsheetKind | null {
  if (startsWith(bytes, OLE2_MAGIC)) return "xls";
  if (!startsWith(bytes, ZIP_MAGIC)) return null;
  const buffer = toBuffer(bytes);
  return buffer.includes("[Content_Types].xml", 0, "latin1") && buffer.includes("xl/", 0, "latin1") ? "xlsx" : null;
}

/** A sheet row: `line` is the spreadsheet row number; `shown` is each cell as the program displays it. */
export interface SheetRecord extends TableRecord {
  shown: readonly string[];
}

export interface SheetTable {
  name: string;
  records: SheetRecord[];
  /** Column letter of a cell index in `cells` ("A" for 0 when the used range starts at A). */
  columnLetter: (index: number) => string;
}

export type SheetResult = { ok: true; table: SheetTable } | { ok: false; failure: WorkbookFailure };
/** Chooses the sheet to read from the workbook's sheet names, or explains why none fits. */
export type SheetPicker = (names: readonly string[]) => string | WorkbookFailure;

const fail = (error: string): SheetResult => ({ ok: false, failure: { error } });

/** Sheet names compared the way people type them: case, spaces and underscores ignored. */
export function sameSheetName(a: string, b: string): boolean {
  const key = (name: string) => name.toLowerCase().replace(/[\s_]+/g, "");
  return key(a) === key(b);
}

function unreadable(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/password-protected/i.test(message)) {
    return "The workbook is password-protected: save it without a password and upload it again";
  }
  return "The file could not be read as an Excel workbook";
}

function sizeProblem(name: string, sheet: XLSX.WorkSheet): string | null {
  const ref = sheet["!fullref"] ?? sheet["!ref"];
  if (!ref) return null;
  const range = XLSX.utils.decode_range(ref);
  const rows = range.e.r - range.s.r + 1;
  const columns = range.e.c - range.s.c + 1;
  const count = (n: number) => n.toLocaleString("en-AU");
  const tooLarge = `Sheet ${quoted(name)} is too large: its used range ${ref} has`;
  if (rows > MAX_SHEET_ROWS) return `${tooLarge} ${count(rows)} rows (the limit is ${count(MAX_SHEET_ROWS)})`;
  if (columns > MAX_SHEET_COLUMNS) return `${tooLarge} ${count(columns)} columns (the limit is ${MAX_SHEET_COLUMNS})`;
  return null;
}

function cellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (!cell) return null;
  switch (cell.t) {
    case "s":
      return String(cell.v ?? "");
    case "n":
      return typeof cell.v === "number" ? cell.v : null;
    case "b":
      return cell.v === true;
    case "d":
      return cell.v instanceof Date ? cell.v : new Date(String(cell.v));
    case "e":
      // Error cells read as their text (#N/A, #REF!): #N/A counts as blank, the others are reported.
      return cell.w ?? "#ERROR";
    default:
      return null;
  }
}

function readRecords(sheet: XLSX.WorkSheet): { records: SheetRecord[]; firstColumn: number } {
  const ref = sheet["!ref"];
  if (!ref) return { records: [], firstColumn: 0 };
  const range = XLSX.utils.decode_range(ref);
  // Dense sheets (the read below asks for one) keep rows of cells in "!data".
  const rows = sheet["!data"] as (XLSX.CellObject | undefined)[][] | undefined;
  const cellAt = (r: number, c: number) => (rows ? rows[r]?.[c] : (sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined));
  const records: SheetRecord[] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: CellValue[] = [];
    const shown: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = cellAt(r, c);
      const value = cellValue(cell);
      cells.push(value);
      shown.push(cell?.w ?? cellText(value));
    }
    if (cells.some((value) => !isBlankCell(value))) records.push({ line: r + 1, cells, shown });
  }
  return { records, firstColumn: range.s.c };
}

export const DAMAGED_WORKBOOK = "The file is damaged or incomplete: it could not be read as an Excel workbook";
export const UNPACKS_TOO_LARGE =
  `The workbook is too large once unpacked (more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB): ` +
  "save a copy with only the sheet to import and upload that";

/**
 * Reads one sheet. The sheet names come first (bookSheets: no sheet is parsed), then only the
 * chosen sheet is read, densely and at most one row past the limit: a sheet declaring an oversized
 * range is refused by the range it declares (kept as !fullref), one that declares none (the
 * <dimension> element is optional) by the rows it really has, and neither has more than
 * MAX_SHEET_ROWS + 1 rows of cells built.
 */
export function readSheet(bytes: Uint8Array, pick: SheetPicker): SheetResult {
  const kind = detectSpreadsheetKind(bytes);
  if (kind === null) return fail("The file is not an Excel workbook (.xlsx or .xls)");
  const data = toBuffer(bytes);
  if (kind === "xlsx") {
    const zip = checkZip(data);
    if (zip === "damaged") return fail(DAMAGED_WORKBOOK);
    if (zip === "too-large") return fail(UNPACKS_TOO_LARGE);
  }
  let names: string[];
  try {
    names = XLSX.read(data, { type: "buffer", bookSheets: true }).SheetNames;
  } catch (error) {
    return fail(unreadable(error));
  }
  const picked = pick(names);
  if (typeof picked !== "string") return { ok: false, failure: picked };
  let book: XLSX.WorkBook;
  try {
    // cellDates: month headers that a spreadsheet program turned into dates arrive as Dates.
    // SheetJS ignores `sheets` for .xls and loads every sheet, so sheetRows caps the others too.
    book = XLSX.read(data, {
      type: "buffer",
      cellDates: true,
      sheets: picked,
      sheetRows: MAX_SHEET_ROWS + 1,
      dense: true,
      cellHTML: false,
      cellFormula: false,
    });
  } catch (error) {
    return fail(unreadable(error));
  }
  const sheet = Object.hasOwn(book.Sheets, picked) ? book.Sheets[picked] : undefined;
  if (!sheet) return fail("The file could not be read as an Excel workbook");
  const tooLarge = sizeProblem(picked, sheet);
  if (tooLarge) return fail(tooLarge);
  const { records, firstColumn } = readRecords(sheet);
  return {
    ok: true,
    table: { name: picked, records, columnLetter: (index) => XLSX.utils.encode_col(firstColumn + index) },
  };
}
