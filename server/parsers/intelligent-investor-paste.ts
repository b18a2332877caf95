// Intelligent Investor paste, in either of the two shapes the spec allows: a table (the CSV export
// with Ticker, PriceAtReview, CurrentPrice, BuyBelow, SellAbove, MaxPortfolioWeight, or their
// recommendations list, whose code sits in the Company cell: 'ASX Limited - ASX') or the free-form
// text of their stock pages and review boxes, handled in intelligent-investor-text.ts.
import { cellText, isBlankCell, parseAmountText, quoted, readNumber, readSymbol, readText, toAsxSymbol } from "./cells";
import { type ColumnAliases, type ColumnMap, type HeaderMatch, cellAt, findHeader, isRepeatedHeader } from "./columns";
import { missingFairValue } from "./intelligent-investor-fair-value";
import { companyFromLine, companyLabel, parseIntelligentInvestorText } from "./intelligent-investor-text";
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

/**
 * The code and name of a row: from the code column, or (the recommendations list has none) from
 * the Company cell, 'Computershare Limited - CPU'.
 */
function readCompany(record: TableRecord, columns: ColumnMap<Field>, problems: string[]): { symbol: string | null; name: string | null } {
  if (columns.symbol !== undefined) {
    return {
      symbol: readSymbol(cellAt(record, columns, "symbol"), problems),
      name: readText(cellAt(record, columns, "name"), "name", problems),
    };
  }
  const cell = cellAt(record, columns, "name");
  if (isBlankCell(cell)) {
    problems.push("company is missing");
    return { symbol: null, name: null };
  }
  const company = companyFromLine(cellText(cell));
  if (!company) problems.push(`company ${quoted(cellText(cell))} has no ASX code (such as 'Computershare Limited - CPU')`);
  return { symbol: company?.symbol ?? null, name: company?.name ?? null };
}

function readRow(
  record: TableRecord,
  columns: ColumnMap<Field>,
  problems: string[],
  company: { symbol: string | null; name: string | null },
): IntelligentInvestorRow | null {
  const { symbol, name } = company;
  const row = {
    priceAtReview: readNumber(cellAt(record, columns, "priceAtReview"), "price at review", problems),
    currentPrice: readNumber(cellAt(record, columns, "currentPrice"), "current price", problems),
    buyBelow: readNumber(cellAt(record, columns, "buyBelow"), "buy below", problems),
    sellAbove: readNumber(cellAt(record, columns, "sellAbove"), "sell above", problems),
    maxPortfolioWeight: readNumber(cellAt(record, columns, "maxPortfolioWeight"), "max portfolio weighting", problems, {
      percent: true,
    }),
  };
  if (symbol !== null && problems.length === 0) {
    const missing = missingFairValue(row);
    if (missing) problems.push(missing);
  }
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
    const company = readCompany(record, columns, problems);
    const row = readRow(record, columns, problems, company);
    if (row) collector.add(record.line, row);
    else collector.error(record.line, problems, companyLabel(company));
  }
  if (header && collector.size === 0) collector.error(header.record.line, "the header row has no data rows below it");
  return collector.result();
}

export function parseIntelligentInvestorPaste(text: string): ParseResult<IntelligentInvestorRow> {
  const records = readTextTable(text);
  // A table header names the code (or the Company holding it) and at least one bound; prose never does.
  const header = findHeader(
    records,
    ALIASES,
    (found) => (found.symbol !== undefined || found.name !== undefined) && (found.buyBelow !== undefined || found.sellAbove !== undefined),
    3,
  );
  if (header) return parseCsv(records, header.columns, header);
  if (looksLikeHeaderlessCsv(records[0])) return parseCsv(records, POSITIONAL, null);
  return parseIntelligentInvestorText(text);
}
