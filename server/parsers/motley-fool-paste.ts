// Motley Fool paste: a copied table with Buy Under / Target Price columns, or recommendation text
// and articles naming stocks with "Buy under $x" or "Target price $x" (motley-fool-text.ts).
import { isBlankCell, readNumber, readSymbol, readText } from "./cells";
import { type ColumnAliases, type HeaderMatch, cellAt, findHeader, isRepeatedHeader } from "./columns";
import type { MotleyFoolKind } from "./motley-fool-amounts";
import { parseMotleyFoolText } from "./motley-fool-text";
import { RowCollector } from "./row-collector";
import { readTextTable } from "./text-table";
import type { ParseResult, TableRecord } from "./types";

export type { MotleyFoolKind };

export interface MotleyFoolRow {
  symbol: string;
  /** The company's name when the text gives one ("Xero Ltd (ASX: XRO)", a Company column). */
  name: string | null;
  fairValue: number;
  kind: MotleyFoolKind;
}

type TableField = "symbol" | "buyUnder" | "targetPrice" | "name";
const TABLE_ALIASES: ColumnAliases<TableField> = {
  symbol: ["code", "asxcode", "ticker", "symbol", "stockcode"],
  buyUnder: ["buyunder", "buyunderprice"],
  targetPrice: ["targetprice", "pricetarget"],
  name: ["company", "name", "companyname"],
};

/**
 * A copied table with a header (Code … Buy Under / Target Price) holds its amounts in columns, not
 * after labels. When both are filled, Buy under wins: it is the Fool's own valuation call.
 */
function parseTable(records: TableRecord[], header: HeaderMatch<TableField>): ParseResult<MotleyFoolRow> {
  const collector = new RowCollector<MotleyFoolRow>((row) => row.symbol);
  collector.aboveHeader(records.slice(0, header.index));
  for (const record of records.slice(header.index + 1)) {
    if (isRepeatedHeader(record, header.record)) continue;
    const problems: string[] = [];
    const symbol = readSymbol(cellAt(record, header.columns, "symbol"), problems);
    const buyUnder = cellAt(record, header.columns, "buyUnder");
    const kind: MotleyFoolKind = isBlankCell(buyUnder) ? "target-price" : "buy-under";
    const amount = kind === "buy-under" ? buyUnder : cellAt(record, header.columns, "targetPrice");
    const fairValue = readNumber(amount, kind === "buy-under" ? "buy under" : "target price", problems, {
      required: true,
    });
    const name = readText(cellAt(record, header.columns, "name"), "company", problems);
    if (symbol === null || fairValue === null || problems.length > 0) collector.error(record.line, problems, symbol);
    else collector.add(record.line, { symbol, name, fairValue, kind });
  }
  if (collector.size === 0) collector.error(header.record.line, "the header row has no data rows below it");
  return collector.result();
}

export function parseMotleyFoolPaste(text: string): ParseResult<MotleyFoolRow> {
  const records = readTextTable(text);
  const header = findHeader(
    records,
    TABLE_ALIASES,
    (found) => found.symbol !== undefined && (found.buyUnder !== undefined || found.targetPrice !== undefined),
    5,
  );
  return header ? parseTable(records, header) : parseMotleyFoolText(text);
}
