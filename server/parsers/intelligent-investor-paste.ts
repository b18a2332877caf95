// Intelligent Investor paste, in either of the two shapes the spec allows: a CSV (Ticker,
// PriceAtReview, CurrentPrice, BuyBelow, SellAbove, MaxPortfolioWeight) or the free-form text of
// their stock pages, handled in intelligent-investor-text.ts.
import { cellText, parseAmountText, readNumber, readSymbol, readText, toAsxSymbol } from "./cells";
import { type ColumnAliases, type ColumnMap, type HeaderMatch, cellAt, findHeader, isRepeatedHeader } from "./columns";
import { parseIntelligentInvestorText } from "./intelligent-investor-text";
import { RowCollector } from "./row-collector";
import { readTextTable } from "./text-table";
import type { ParseResult, TableRecord } from "./types";

export interface IntelligentInvestorRow {
  symbol: string;
  name: string | null;
  priceAtReview: number | null;
  currentPrice: number | null;
  buyBelow: number | null;
  sellAbove: number | null;
  maxPortfolioWeight: number | null;
}

type Field = keyof IntelligentInvestorRow;

const ALIASES: ColumnAliases<Field> = {
  symbol: ["ticker", "code", "asxcode", "symbol", "security", "stockcode"],
  priceAtReview: ["priceatreview", "reviewprice", "priceatrecommendation"],
  currentPrice: ["currentprice", "price", "lastprice", "last", "shareprice"],
  buyBelow: ["buybelow", "buybelowprice"],
  sellAbove: ["sellabove", "sellaboveprice"],
  maxPortfolioWeight: [
    "maxportfolioweight",
    "maxportfolioweighting",
    "maximumportfolioweight",
    "maximumportfolioweighting",
    "maxweight",
    "maxweighting",
  ],
  name: ["name", "company", "companyname", "description"],
};

/** A headerless CSV is read in the spec's column order. */
const POSITIONAL: ColumnMap<Field> = {
  symbol: 0,
  priceAtReview: 1,
  currentPrice: 2,
  buyBelow: 3,
  sellAbove: 4,
  maxPortfolioWeight: 5,
};

/** Without either bound there is no fair value to store (design/domain.md). */
function hasBounds(row: Pick<IntelligentInvestorRow, "buyBelow" | "sellAbove">): boolean {
  return row.buyBelow !== null || row.sellAbove !== null;
}

function readRow(record: TableRecord, columns: ColumnMap<Field>, problems: string[]): IntelligentInvestorRow | null {
  const symbol = readSymbol(cellAt(record, columns, "symbol"), problems);
  const row = {
    priceAtReview: readNumber(cellAt(record, columns, "priceAtReview"), "price at review", problems),
    currentPrice: readNumber(cellAt(record, columns, "currentPrice"), "current price", problems),
    buyBelow: readNumber(cellAt(record, columns, "buyBelow"), "buy below", problems),
    sellAbove: readNumber(cellAt(record, columns, "sellAbove"), "sell above", problems),
    maxPortfolioWeight: readNumber(cellAt(record, columns, "maxPortfolioWeight"), "max portfolio weighting", problems, {
      percent: true,
    }),
  };
  const name = readText(cellAt(record, columns, "name"), "name", problems);
  if (problems.length === 0 && !hasBounds(row)) problems.push(`${symbol} has no buy below or sell above price`);
  if (problems.length > 0 || symbol === null) return null;
  return { symbol, name, ...row };
}

/** A first record like "BHP,10.92,54.76,…": a code then a number is data, not prose. */
function looksLikeHeaderlessCsv(record: TableRecord | undefined): boolean {
  if (!record || record.cells.length < 4) return false;
  return toAsxSymbol(cellText(record.cells[0])) !== null && parseAmountText(cellText(record.cells[1])) !== null;
}

/** Reads CSV records; `header` is null for a headerless paste read by position. */
function parseCsv(
  records: TableRecord[],
  columns: ColumnMap<Field>,
  header: HeaderMatch<Field> | null,
): ParseResult<IntelligentInvestorRow> {
  const collector = new RowCollector<IntelligentInvestorRow>((row) => row.symbol);
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

export function parseIntelligentInvestorPaste(text: string): ParseResult<IntelligentInvestorRow> {
  const records = readTextTable(text);
  // A CSV header names the code and at least one of the bounds; prose never does.
  const header = findHeader(
    records,
    ALIASES,
    (found) => found.symbol !== undefined && (found.buyBelow !== undefined || found.sellAbove !== undefined),
    3,
  );
  if (header) return parseCsv(records, header.columns, header);
  if (looksLikeHeaderlessCsv(records[0])) return parseCsv(records, POSITIONAL, null);
  return parseIntelligentInvestorText(text);
}
