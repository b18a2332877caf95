// Bell Potter's "CurrentRecommendations" table, shared by the paste and the workbook upload:
// Security (BHP.ASX), Description, Target Price, Last Price, Recommendation, Source.
import { cellText, isBlankCell, quoted, readNumber, readSymbol, readText } from "./cells";
import {
  type ColumnAliases,
  type ColumnMap,
  type HeaderMatch,
  cellAt,
  findHeader,
  isRepeatedHeader,
  mapColumns,
  symbolIn,
} from "./columns";
import { RowCollector } from "./row-collector";
import type { BellPotterSource, CellValue, ParseResult, TableRecord } from "./types";

export interface BellPotterRow {
  symbol: string;
  name: string | null;
  targetPrice: number;
  lastPrice: number | null;
  recommendation: string | null;
  source: BellPotterSource;
}

type Field = "symbol" | "name" | "targetPrice" | "lastPrice" | "recommendation" | "source";

export const BELL_POTTER_ALIASES: ColumnAliases<Field> = {
  symbol: ["security", "code", "asxcode", "ticker", "symbol", "stockcode"],
  targetPrice: ["targetprice", "target", "pricetarget", "tp"],
  lastPrice: ["lastprice", "last", "price", "currentprice", "shareprice", "close"],
  name: ["description", "name", "company", "companyname", "securityname", "securitydescription"],
  recommendation: ["recommendation", "rec", "rating", "recommendations"],
  source: ["source", "broker", "researchsource"],
};

/** The two columns without which no row means anything. */
export const BELL_POTTER_REQUIRED = { symbol: "Security", targetPrice: "Target Price" } as const;

/** Names of the required columns the header lacks, in the order the hint lists them. */
export function missingBellPotterColumns(columns: ColumnMap<Field>): string[] {
  return (Object.keys(BELL_POTTER_REQUIRED) as (keyof typeof BELL_POTTER_REQUIRED)[])
    .filter((field) => columns[field] === undefined)
    .map((field) => BELL_POTTER_REQUIRED[field]);
}

/**
 * Which required columns to name when no header was found: those missing from the first record,
 * the likeliest header; both when that record names neither (a title, or data without a header).
 */
export function missingColumnsForFailure(records: readonly TableRecord[]): string[] {
  const first = records[0];
  const missing = first ? missingBellPotterColumns(mapColumns(first.cells, BELL_POTTER_ALIASES)) : [];
  return missing.length > 0 ? missing : Object.values(BELL_POTTER_REQUIRED);
}

/** The header is the first of the first `scan` records naming both required columns. */
export function findBellPotterHeader(records: readonly TableRecord[], scan: number): HeaderMatch<Field> | null {
  return findHeader(records, BELL_POTTER_ALIASES, (found) => missingBellPotterColumns(found).length === 0, scan);
}

/**
 * "Bell Potter" (or "BP") and "Consensus" select the stored source. A blank cell or a file
 * without the column means Bell Potter's own call, since that is whose file it is.
 */
function readSource(value: CellValue, problems: string[]): BellPotterSource | null {
  if (isBlankCell(value)) return "bell-potter";
  const text = cellText(value).toLowerCase();
  if (text.includes("consensus")) return "bell-potter-consensus";
  if (text.includes("bell potter") || text === "bp" || text === "bellpotter") return "bell-potter";
  problems.push(`source ${quoted(cellText(value))} is neither Bell Potter nor Consensus`);
  return null;
}

function readRow(record: TableRecord, columns: ColumnMap<Field>, problems: string[]): BellPotterRow | null {
  const symbol = readSymbol(cellAt(record, columns, "symbol"), problems);
  const targetPrice = readNumber(cellAt(record, columns, "targetPrice"), "target price", problems, { required: true });
  const lastPrice = readNumber(cellAt(record, columns, "lastPrice"), "last price", problems);
  const source = readSource(cellAt(record, columns, "source"), problems);
  const name = readText(cellAt(record, columns, "name"), "description", problems);
  const recommendation = readText(cellAt(record, columns, "recommendation"), "recommendation", problems);
  if (problems.length > 0 || symbol === null || targetPrice === null || source === null) return null;
  return { symbol, name, targetPrice, lastPrice, recommendation, source };
}

/** Reads the records below a header; `unit` words duplicate messages for pastes or sheets. */
export function readBellPotterRecords(
  records: readonly TableRecord[],
  header: HeaderMatch<Field>,
  unit: "line" | "row",
): ParseResult<BellPotterRow> {
  const collector = new RowCollector<BellPotterRow>(
    (row) => `${row.symbol} (${row.source === "bell-potter" ? "Bell Potter" : "Consensus"})`,
    unit,
  );
  collector.aboveHeader(records.slice(0, header.index));
  for (const record of records.slice(header.index + 1)) {
    if (isRepeatedHeader(record, header.record)) continue;
    const problems: string[] = [];
    const row = readRow(record, header.columns, problems);
    if (row) collector.add(record.line, row);
    else collector.error(record.line, problems, symbolIn(record, header.columns));
  }
  if (collector.size === 0) collector.error(header.record.line, "the header row has no data rows below it");
  return collector.result();
}
