// Bell Potter paste: the CurrentRecommendations table copied from their site or a CSV. Unlike the
// other pastes the header row is required: the export has many columns in no fixed order, so a
// headerless paste cannot be read safely and the user gets a hint and an example instead.
import { type BellPotterRow, findBellPotterHeader, missingColumnsForFailure, readBellPotterRecords } from "./bell-potter-rows";
import { joinWords } from "./cells";
import { readTextTable } from "./text-table";
import type { ParseResult, PasteFailure } from "./types";

export interface BellPotterPasteResult extends ParseResult<BellPotterRow> {
  /** Set when no header with Security and Target Price was found; rows and errors are then empty. */
  failure: PasteFailure | null;
}

export const BELL_POTTER_PASTE_HINT = "Paste the table with its header row: Security, Target Price, Last Price, Recommendation, Source";
export const BELL_POTTER_PASTE_SAMPLE = [
  "Security,Target Price,Last Price,Recommendation,Source",
  "BHP.ASX,48.00,45.20,Buy,Bell Potter",
].join("\n");

/** A title line or two may sit above the header in a copied page. */
const HEADER_SCAN = 5;

export function parseBellPotterPaste(text: string): BellPotterPasteResult {
  const records = readTextTable(text);
  const header = findBellPotterHeader(records, HEADER_SCAN);
  if (!header) {
    const names = missingColumnsForFailure(records);
    return {
      rows: [],
      errors: [],
      failure: {
        error: `Could not find the column${names.length > 1 ? "s" : ""} ${joinWords(names)}`,
        hint: BELL_POTTER_PASTE_HINT,
        sample: BELL_POTTER_PASTE_SAMPLE,
      },
    };
  }
  return { ...readBellPotterRecords(records, header, "line"), failure: null };
}
