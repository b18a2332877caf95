// Bell Potter's 'CurrentRecommendations' export uploaded as .xlsx or .xls: the same columns as the
// paste, read from the sheet of that name, or from the first sheet when it was renamed.
import { type BellPotterRow, findBellPotterHeader, missingColumnsForFailure, readBellPotterRecords } from "./bell-potter-rows";
import { joinWords, quoted } from "./cells";
import type { WorkbookFailure, WorkbookParseResult } from "./types";
import { readSheet, sameSheetName } from "./workbook";

const SHEET_NAME = "CurrentRecommendations";
/** The export may put a title and a date above the header. */
const HEADER_SCAN = 20;

function pickRecommendations(names: readonly string[]): string | WorkbookFailure {
  const named = names.find((name) => sameSheetName(name, SHEET_NAME));
  return named ?? names[0] ?? { error: "The workbook has no sheets" };
}

export function parseBellPotterWorkbook(bytes: Uint8Array): WorkbookParseResult<BellPotterRow> {
  const opened = readSheet(bytes, pickRecommendations);
  if (!opened.ok) return { rows: [], errors: [], failure: opened.failure };
  const { name, records } = opened.table;
  const header = findBellPotterHeader(records, HEADER_SCAN);
  if (!header) {
    const names = missingColumnsForFailure(records);
    const error = `Could not find the column${names.length > 1 ? "s" : ""} ${joinWords(names)} in sheet ${quoted(name)}`;
    return { rows: [], errors: [], failure: { error } };
  }
  return { ...readBellPotterRecords(records, header, "row"), failure: null };
}
