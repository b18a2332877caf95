// Morningstar paste: Code, Last, Fair Value, Uncertainty, Economic Moat, Financial Health, copied
// from their coverage table (tabs) or typed as CSV, with or without the header row.
import { cellText, readNumber, readSymbol, readText, shortList } from "./cells";
import { type ColumnAliases, type ColumnMap, cellAt, countColumns, findHeader, isRepeatedHeader } from "./columns";
import { RowCollector } from "./row-collector";
import { readTextTable } from "./text-table";
import type { ParseResult, TableRecord } from "./types";

export interface MorningstarPasteRow {
  symbol: string;
  lastPrice: number | null;
  fairValue: number;
  uncertainty: string | null;
  economicMoat: string | null;
  financialHealth: string | null;
}

type Field = keyof MorningstarPasteRow;

const ALIASES: ColumnAliases<Field> = {
  symbol: ["code", "asxcode", "ticker", "symbol", "security", "stockcode", "asxticker"],
  fairValue: ["fairvalue", "fairvalueestimate", "fv", "fve", "morningstarfairvalue"],
  lastPrice: ["last", "lastprice", "price", "currentprice", "shareprice", "close", "lastclose"],
  uncertainty: ["uncertainty", "fairvalueuncertainty", "uncertaintyrating"],
  economicMoat: ["economicmoat", "moat", "economicmoatrating", "moatrating"],
  financialHealth: ["financialhealth", "health", "financialhealthrating"],
};

/** Without a header row the columns are taken in the spec's order. */
const POSITIONAL: ColumnMap<Field> = {
  symbol: 0,
  lastPrice: 1,
  fairValue: 2,
  uncertainty: 3,
  economicMoat: 4,
  financialHealth: 5,
};

const HEADER_NAMES: Record<"symbol" | "fairValue", string> = { symbol: "Code", fairValue: "Fair Value" };

// Morningstar's published rating words; lower-cased they match FIVE_STAR_DISCOUNTS' keys. Maps, not
// object literals, so pasted text such as "constructor" cannot reach Object.prototype.
const UNCERTAINTY = new Map([
  ["low", "Low"],
  ["medium", "Medium"],
  ["med", "Medium"],
  ["high", "High"],
  ["very high", "Very High"],
  ["veryhigh", "Very High"],
  ["extreme", "Extreme"],
]);
const MOAT = new Map([
  ["none", "None"],
  ["no moat", "None"],
  ["narrow", "Narrow"],
  ["wide", "Wide"],
]);

/** A recognised rating in its canonical spelling, else the trimmed text as given. */
function rating(value: string | null, known: ReadonlyMap<string, string>): string | null {
  if (value === null) return null;
  return known.get(value.toLowerCase().replace(/[\s_-]+/g, " ")) ?? value;
}

function readRow(record: TableRecord, columns: ColumnMap<Field>, problems: string[]): MorningstarPasteRow | null {
  const symbol = readSymbol(cellAt(record, columns, "symbol"), problems);
  const lastPrice = readNumber(cellAt(record, columns, "lastPrice"), "last price", problems);
  const fairValue = readNumber(cellAt(record, columns, "fairValue"), "fair value", problems, { required: true });
  const uncertainty = readText(cellAt(record, columns, "uncertainty"), "uncertainty", problems);
  const economicMoat = readText(cellAt(record, columns, "economicMoat"), "economic moat", problems);
  const financialHealth = readText(cellAt(record, columns, "financialHealth"), "financial health", problems);
  if (problems.length > 0 || symbol === null || fairValue === null) return null;
  return {
    symbol,
    lastPrice,
    fairValue,
    uncertainty: rating(uncertainty, UNCERTAINTY),
    economicMoat: rating(economicMoat, MOAT),
    financialHealth,
  };
}

export function parseMorningstarPaste(text: string): ParseResult<MorningstarPasteRow> {
  const records = readTextTable(text);
  const collector = new RowCollector<MorningstarPasteRow>((row) => row.symbol);
  // Two recognised names make a header; a data row never matches even one.
  const header = findHeader(records, ALIASES, (found) => countColumns(found) >= 2, 5);
  const columns = header ? header.columns : POSITIONAL;
  if (header) {
    const missing = (["symbol", "fairValue"] as const).filter((field) => columns[field] === undefined);
    if (missing.length > 0) {
      const names = missing.map((field) => HEADER_NAMES[field]).join(" and ");
      const found = shortList(header.record.cells.map(cellText).filter((name) => name.length > 0));
      collector.error(
        header.record.line,
        `the header row has no ${names} column${missing.length > 1 ? "s" : ""} (found: ${found}), so no rows were read`,
      );
      return collector.result();
    }
  }
  if (header) collector.aboveHeader(records.slice(0, header.index));
  for (const record of records.slice(header ? header.index + 1 : 0)) {
    if (header && isRepeatedHeader(record, header.record)) continue;
    const problems: string[] = [];
    const row = readRow(record, columns, problems);
    if (row) collector.add(record.line, row);
    else collector.error(record.line, problems);
  }
  if (header && collector.size === 0) collector.error(header.record.line, "the header row has no data rows below it");
  return collector.result();
}
