// Morningstar paste: Code, Last, Fair Value, Uncertainty, Economic Moat, Financial Health, copied
// from their coverage table (tabs) or typed as CSV, with or without the header row; or a quote
// page's card or an article's blocks, read by morningstar-text.ts.
import { cellText, readNumber, readSymbol, readText, shortList } from "./cells";
import { type ColumnAliases, type ColumnMap, cellAt, countColumns, findHeader, isRepeatedHeader, symbolIn } from "./columns";
import { normaliseRating } from "./morningstar-ratings";
import { looksLikeMorningstarText, parseMorningstarText } from "./morningstar-text";
import { RowCollector } from "./row-collector";
import { readTextTable } from "./text-table";
import type { ParseResult, TableRecord } from "./types";

export interface MorningstarPasteRow {
  symbol: string;
  /** The company's name when the paste gives one (a Company column, a card title, a heading). */
  name: string | null;
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
  // A 'Price/Fair Value' column reads "pricefairvalue": no alias above matches it, so the ratio is
  // never taken for the fair value or the price.
  name: ["company", "name", "companyname", "stockname"],
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

function readRow(record: TableRecord, columns: ColumnMap<Field>, problems: string[]): MorningstarPasteRow | null {
  const symbol = readSymbol(cellAt(record, columns, "symbol"), problems);
  const lastPrice = readNumber(cellAt(record, columns, "lastPrice"), "last price", problems);
  const fairValue = readNumber(cellAt(record, columns, "fairValue"), "fair value", problems, { required: true });
  const uncertainty = readText(cellAt(record, columns, "uncertainty"), "uncertainty", problems);
  const economicMoat = readText(cellAt(record, columns, "economicMoat"), "economic moat", problems);
  const financialHealth = readText(cellAt(record, columns, "financialHealth"), "financial health", problems);
  const name = readText(cellAt(record, columns, "name"), "company", problems);
  if (problems.length > 0 || symbol === null || fairValue === null) return null;
  return {
    symbol,
    name,
    lastPrice,
    fairValue,
    uncertainty: normaliseRating(uncertainty, "uncertainty"),
    economicMoat: normaliseRating(economicMoat, "moat"),
    financialHealth,
  };
}

export function parseMorningstarPaste(text: string): ParseResult<MorningstarPasteRow> {
  if (looksLikeMorningstarText(text)) return parseMorningstarText(text);
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
    else collector.error(record.line, problems, symbolIn(record, columns));
  }
  if (header && collector.size === 0) collector.error(header.record.line, "the header row has no data rows below it");
  return collector.result();
}
