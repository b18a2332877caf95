// Every parser the services run, by name: a message to the parse worker names one (off-thread.ts).
import { readAccountArchive } from "./account-archive";
import { parseBellPotterPaste } from "./bell-potter-paste";
import { parseBellPotterWorkbook } from "./bell-potter-workbook";
import { parseDividendCsv } from "./dividends-csv";
import { parseIntelligentInvestorPaste } from "./intelligent-investor-paste";
import { parseMorningstarPaste } from "./morningstar-paste";
import { parseMotleyFoolPaste } from "./motley-fool-paste";
import { parsePortfolioWorkbook } from "./portfolio-workbook";
import { parseShareholderList } from "./shareholder-list";
import { parseTaxStatementCsv } from "./tax-statements-csv";
import { parseTradeFile } from "./trades/trade-file";

export const PARSERS = {
  morningstarPaste: parseMorningstarPaste,
  intelligentInvestorPaste: parseIntelligentInvestorPaste,
  motleyFoolPaste: parseMotleyFoolPaste,
  bellPotterPaste: parseBellPotterPaste,
  bellPotterWorkbook: parseBellPotterWorkbook,
  portfolioWorkbook: parsePortfolioWorkbook,
  shareholderList: parseShareholderList,
  accountArchive: readAccountArchive,
  tradeFile: parseTradeFile,
  dividendCsv: parseDividendCsv,
  taxStatementCsv: parseTaxStatementCsv,
} as const;

export type ParserName = keyof typeof PARSERS;
export type ParserInput<N extends ParserName> = Parameters<(typeof PARSERS)[N]>[0];
export type ParserOutput<N extends ParserName> = ReturnType<(typeof PARSERS)[N]>;

export interface ParseJob {
  id: number;
  parser: ParserName;
  input: string | Uint8Array;
}

export type ParseAnswer = { id: number; output: unknown } | { id: number; error: string };

/** Runs one job; the same code serves the worker and anyone calling in-thread. */
export function runParseJob(job: ParseJob): ParseAnswer {
  try {
    const parse = PARSERS[job.parser] as (input: string | Uint8Array) => unknown;
    return { id: job.id, output: parse(job.input) };
  } catch (error) {
    return { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
}
