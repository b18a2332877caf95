// A trade file (issue 30): its format is recognised from its header — the first non-blank line,
// compared after normalising (file-table.ts headerKey) — and its rows read by that format's parser.
// A header no format has answers a failure naming the accepted formats (the import's 400).
import { clip, joinWords } from "../cells";
import { readTextTable } from "../text-table";
import type { PasteFailure } from "../types";
import { commsecConfirmations } from "./commsec-confirmations";
import { commsecTransactions } from "./commsec-transactions";
import { DASHBOARD_TRADES_HEADER, dashboardTrades } from "./dashboard-trades";
import { indexColumns } from "./file-table";
import { selfwealthMovements } from "./selfwealth-movements";
import { sharesight } from "./sharesight";
import type { TradeFileResult, TradeFormat } from "./types";

/** Most specific first; no two formats' required columns fit one header. */
const FORMATS = [commsecTransactions, commsecConfirmations, selfwealthMovements, sharesight, dashboardTrades];

/** Each format's id and the name the user knows it by. */
export const TRADE_FORMAT_NAMES = Object.fromEntries(FORMATS.map((format) => [format.id, format.name])) as Record<TradeFormat, string>;

export const TRADE_FILE_HINT =
  `Accepted formats: ${joinWords(FORMATS.map((format) => format.name))}. ` +
  "Upload the file as the broker or Sharesight exports it, with its header row as the first line.";

const TRADE_FILE_SAMPLE = [DASHBOARD_TRADES_HEADER, "2024-03-01,CSL,BUY,50,132.00,19.95,,,,"].join("\n");

/** What the import's 400 shows beside its sentence: the accepted formats and a sample. */
export const TRADE_FILE_HELP = { hint: TRADE_FILE_HINT, sample: TRADE_FILE_SAMPLE };

const failed = (error: string): TradeFileResult => ({
  format: null,
  rows: [],
  skipped: [],
  errors: [],
  failure: { error, hint: TRADE_FILE_HINT, sample: TRADE_FILE_SAMPLE } satisfies PasteFailure,
});

/** Reads a trade file's text (CSV; CRLF or LF; a BOM is dropped). Never throws. */
export function parseTradeFile(text: string): TradeFileResult {
  const records = readTextTable(text, { delimiter: ",", keepTrailingEmptyCells: true });
  if (records.length === 0) return failed("The file is empty");
  const header = records[0];
  for (const format of FORMATS) {
    const columns = indexColumns(header, format.columns);
    if (format.required.every((field) => columns[field] !== undefined)) return format.read(records, columns);
  }
  const shown = clip(header.cells.map((cell) => String(cell ?? "")).join(","), 200);
  return failed(`The first line is not the header of a trade file this app reads: '${shown}'`);
}
