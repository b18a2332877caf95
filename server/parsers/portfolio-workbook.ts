// The Morningstar / Portfolio workbook: sheet 'Portfolio' with ASX Code, Last $, one Morningstar
// fair-value column per month (headers like Mar-25) and optional Intelligent Investor, name and
// sector columns. Month headers may be text or real date cells, because Excel and LibreOffice turn
// a typed "Mar-25" into a date.
import { isRecordedYear } from "@shared/contracts/dates";
import { type MonthKey, monthKey, monthLabel, parseMonthLabel } from "@shared/domain/months";
import { cellText, cleanText, clip, isBlankCell, quoted, readNumber, readSymbol, readText, shortList } from "./cells";
import { type ColumnAliases, type ColumnMap, cellAt, findHeader, isRepeatedHeader, symbolIn } from "./columns";
import { RowCollector } from "./row-collector";
import type { CellValue, WorkbookFailure, WorkbookParseResult } from "./types";
import { type SheetRecord, type SheetTable, readSheet, sameSheetName } from "./workbook";

export interface PortfolioMonthlyValue {
  /** First day of the month, "YYYY-MM-01". */
  month: MonthKey;
  fairValue: number;
}

export interface PortfolioWorkbookRow {
  symbol: string;
  name: string | null;
  sector: string | null;
  lastPrice: number | null;
  /** Oldest month first; months with a blank cell are left out. */
  monthly: PortfolioMonthlyValue[];
  iiFairValue: number | null;
  iiBuyBelow: number | null;
}

type Field = "symbol" | "lastPrice" | "name" | "sector" | "iiFairValue" | "iiBuyBelow";

const ALIASES: ColumnAliases<Field> = {
  symbol: ["asxcode", "code", "ticker", "symbol", "security", "stockcode", "asxticker"],
  lastPrice: ["last", "lastprice", "price", "currentprice", "shareprice", "close"],
  iiFairValue: ["intelligentinvestorfairvalue", "iifairvalue", "iifv", "intelligentinvestorfv", "iivaluation"],
  iiBuyBelow: ["buybelow", "iibuybelow", "intelligentinvestorbuybelow"],
  name: ["company", "name", "companyname", "stockname", "description"],
  sector: ["sector", "industry", "gicssector", "gicsindustrygroup", "industrygroup"],
};

const SHEET_NAME = "Portfolio";
/** A sector longer than this is not one (the add-stock form's limit). */
const MAX_SECTOR_CHARS = 100;
/**
 * Months a fair value can be filed under: the years every contract stores (PostgreSQL has no year 0,
 * so "Mar 0000" would fail the write); a header outside them is a typing slip, not a month.
 */
function inYearRange(month: MonthKey): boolean {
  const year = Number(month.slice(0, 4));
  return month.length === 10 && isRecordedYear(year);
}
/** Title and note rows above the header are common in hand-kept workbooks. */
const HEADER_SCAN = 20;

interface MonthColumn {
  index: number;
  month: MonthKey;
}

type MonthHeader = { month: MonthKey } | { problem: string } | null;

/**
 * A header cell's month. Text goes through parseMonthLabel. A date cell is read from what the
 * program displays when that is a month label ("Mar-25"), else from the date itself when it is the
 * first of a month. Any other date (25 Mar 2026, shown 03/25/26) is what a US-locale program makes
 * of a typed "Mar-25": the day is really the year, so guessing either way could file every value
 * under the wrong month, and the upload is refused with a way to fix it.
 */
function monthHeader(value: CellValue, shown: string, letter: string): MonthHeader {
  if (typeof value === "string") {
    const month = parseMonthLabel(value);
    return month && inYearRange(month) ? { month } : null;
  }
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return null;
  const fromDisplay = parseMonthLabel(shown);
  if (fromDisplay) return inYearRange(fromDisplay) ? { month: fromDisplay } : null;
  // SheetJS builds date cells at UTC midnight, so the UTC fields are the calendar date typed.
  if (value.getUTCDate() === 1) {
    const month = monthKey(value.getUTCFullYear(), value.getUTCMonth() + 1);
    return inYearRange(month) ? { month } : null;
  }
  return {
    problem:
      `The header of column ${letter} is the date ${cellText(value)} (shown as ${clip(cleanText(shown))}), not a month: ` +
      "type month headers as text such as Mar-25, or as the first day of the month",
  };
}

function monthColumns(header: SheetRecord, table: SheetTable, taken: ReadonlySet<number>): MonthColumn[] | string {
  const found: MonthColumn[] = [];
  for (const [index, value] of header.cells.entries()) {
    if (taken.has(index)) continue;
    const result = monthHeader(value, header.shown[index] ?? "", table.columnLetter(index));
    if (result === null) continue;
    if ("problem" in result) return result.problem;
    const twin = found.find((column) => column.month === result.month);
    if (twin) {
      const letters = `${table.columnLetter(twin.index)} and ${table.columnLetter(index)}`;
      return `Columns ${letters} are both for ${monthLabel(result.month)}`;
    }
    found.push({ index, month: result.month });
  }
  return found;
}

interface LastPrice {
  price: number | null;
  /** The cell holds text that is not a number ('n/a', '#N/A', '-'): reported, not fatal. */
  notANumber: boolean;
}

/** Last $: blank is no price; 'n/a', an #N/A cell or words are "not a number" (a row warning). */
function readLastPrice(value: CellValue, problems: string[]): LastPrice {
  if (cellText(value) === "") return { price: null, notANumber: false };
  if (isBlankCell(value)) {
    problems.push(`last price ${quoted(cellText(value))} is not a number`);
    return { price: null, notANumber: true };
  }
  const before = problems.length;
  const price = readNumber(value, "last price", problems);
  return { price, notANumber: problems.length > before && (problems.at(-1) ?? "").endsWith("is not a number") };
}

interface ReadRow {
  row: PortfolioWorkbookRow | null;
  /** Set when the row imports but its Last $ was not a number, so the price is not updated. */
  warning: string | null;
}

function readRow(record: SheetRecord, header: SheetRecord, columns: ColumnMap<Field>, months: MonthColumn[], problems: string[]): ReadRow {
  const symbol = readSymbol(cellAt(record, columns, "symbol"), problems);
  const lastCell = cellAt(record, columns, "lastPrice");
  const last = readLastPrice(lastCell, problems);
  const monthly: PortfolioMonthlyValue[] = [];
  for (const { index, month } of months) {
    const value = readNumber(record.cells[index] ?? null, `${monthLabel(month)} fair value`, problems);
    if (value !== null) monthly.push({ month, fairValue: value });
  }
  const iiFairValue = readNumber(cellAt(record, columns, "iiFairValue"), "Intelligent Investor fair value", problems);
  const iiBuyBelow = readNumber(cellAt(record, columns, "iiBuyBelow"), "buy below", problems);
  const name = readText(cellAt(record, columns, "name"), "company", problems);
  const sector = readText(cellAt(record, columns, "sector"), "sector", problems, MAX_SECTOR_CHARS);
  const hasValue = monthly.length > 0 || iiFairValue !== null || iiBuyBelow !== null;
  // The Last $ problem alone does not lose the row's fair values: the price is left as it was.
  const onlyPrice = last.notANumber && problems.length === 1;
  if (symbol === null || (problems.length > 0 && !onlyPrice)) return { row: null, warning: null };
  if (!hasValue && last.price === null) {
    problems.push(`${onlyPrice ? "no fair value in the row" : "no last price and no fair value in the row"}, so nothing was imported`);
    return { row: null, warning: null };
  }
  const headerText = cellText(cellAt(header, columns, "lastPrice"));
  return {
    row: {
      symbol,
      name,
      sector,
      lastPrice: last.price,
      monthly: monthly.sort((a, b) => a.month.localeCompare(b.month)),
      iiFairValue,
      iiBuyBelow,
    },
    warning: onlyPrice ? `${headerText} "${clip(cellText(lastCell))}" is not a number; price not updated` : null,
  };
}

function pickPortfolio(names: readonly string[]): string | WorkbookFailure {
  const name = names.find((candidate) => sameSheetName(candidate, SHEET_NAME));
  return name ?? { error: `No sheet named '${SHEET_NAME}'. Sheets found: ${shortList(names.map(cleanText))}` };
}

function failed(error: string): WorkbookParseResult<PortfolioWorkbookRow> {
  return { rows: [], errors: [], failure: { error } };
}

export function parsePortfolioWorkbook(bytes: Uint8Array): WorkbookParseResult<PortfolioWorkbookRow> {
  const collector = new RowCollector<PortfolioWorkbookRow>((row) => row.symbol, "row");
  const opened = readSheet(bytes, pickPortfolio);
  if (!opened.ok) return { rows: [], errors: [], failure: opened.failure };
  const table = opened.table;
  const header = findHeader(table.records, ALIASES, (found) => found.symbol !== undefined, HEADER_SCAN);
  const inSheet = `in sheet ${quoted(table.name)}`;
  if (!header) return failed(`Could not find the column ASX Code ${inSheet}`);
  if (header.columns.lastPrice === undefined) return failed(`Could not find the column Last $ ${inSheet}`);
  const headerRecord = table.records[header.index];
  collector.aboveHeader(table.records.slice(0, header.index));
  const months = monthColumns(headerRecord, table, new Set(Object.values(header.columns)));
  if (typeof months === "string") return failed(months);
  if (months.length === 0) {
    return failed(`Sheet ${quoted(table.name)} has no monthly fair-value columns (headers such as Mar-25)`);
  }
  for (const record of table.records.slice(header.index + 1)) {
    if (isRepeatedHeader(record, headerRecord)) continue;
    const problems: string[] = [];
    const { row, warning } = readRow(record, headerRecord, header.columns, months, problems);
    if (!row) {
      collector.error(record.line, problems, symbolIn(record, header.columns));
      continue;
    }
    collector.add(record.line, row);
    if (warning) collector.warn(record.line, warning);
  }
  if (collector.size === 0) collector.error(headerRecord.line, "the header row has no data rows below it");
  return { ...collector.result(), warnings: collector.warnings(), failure: null };
}
