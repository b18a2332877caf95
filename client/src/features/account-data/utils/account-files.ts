// The Settings page's words about account files: the check before an upload (the server checks again;
// this only answers an oversized file at once, in the server's words) and the summary of an import.
import { ACCOUNT_ARCHIVE_MESSAGES, MAX_ARCHIVE_UPLOAD_BYTES, type AccountImportResult } from "@shared/contracts/account-archive";
import type { ArchiveSection } from "@shared/contracts/account-archive-rows";

/**
 * How 'Export my data' names each section of the file, in the order it says them: a Record over every
 * section, so a section added to the export cannot go unsaid (issue 44 item 14).
 */
export const ARCHIVE_SECTION_WORDS: Readonly<Record<ArchiveSection, string>> = {
  stocks: "stocks with their alert targets",
  fairValues: "fair values with their months, sources and details",
  shareholders: "shareholders",
  journalEntries: "journal entries",
  allocations: "allocations",
  trades: "trades with the parcels each sale took",
  dividends: "dividends with their franking and reinvestments",
  taxStatements: "ETF and fund tax statements",
  corporateActions: "corporate actions",
  holdingSettings: "the parcel method, tax entity, loss brought in",
  alertSettings: "alert settings",
};

/** "Everything in your account as one file: stocks …, the parcel method and alert settings." */
export function exportContentsText(): string {
  const words = Object.values(ARCHIVE_SECTION_WORDS);
  return `Everything in your account as one file: ${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}.`;
}

/** What the file chooser offers: the export as downloaded, or unpacked. */
export const ARCHIVE_ACCEPT = ".gz,.json,application/gzip,application/json";

/** Why a chosen file cannot be uploaded, or null when it may be sent. */
export function archiveFileProblem(file: { size: number }): string | null {
  return file.size > MAX_ARCHIVE_UPLOAD_BYTES ? ACCOUNT_ARCHIVE_MESSAGES.tooLarge : null;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-AU")} ${n === 1 ? one : many}`;

/** "2 new stocks (1 already here)", "1,440 fair values", …: only what the import says something about. */
export function importSummaryLines(result: AccountImportResult): string[] {
  const stocks =
    result.matchedStocks > 0
      ? `${count(result.createdStocks, "new stock", "new stocks")} (${count(result.matchedStocks, "was", "were")} already here)`
      : count(result.createdStocks, "new stock", "new stocks");
  return [
    stocks,
    count(result.fairValues, "fair value", "fair values"),
    count(result.shareholders, "shareholder row", "shareholder rows"),
    count(result.journalEntries, "journal entry", "journal entries"),
    count(result.allocations, "allocation", "allocations"),
    // Holdings ledger trades (export version 3): named only when the file had some new ones.
    ...(result.trades > 0 ? [count(result.trades, "trade", "trades")] : []),
    // Dividends (export version 4): likewise.
    ...(result.dividends > 0 ? [count(result.dividends, "dividend", "dividends")] : []),
    // Tax statements (export version 5): likewise.
    ...(result.taxStatements > 0 ? [count(result.taxStatements, "tax statement", "tax statements")] : []),
    // Corporate actions (export version 6): likewise.
    ...(result.corporateActions > 0 ? [count(result.corporateActions, "corporate action", "corporate actions")] : []),
    // Said only when they came: an account with settings of its own keeps them (counted as skipped).
    ...(result.alertSettings > 0 ? ["Your alert settings"] : []),
    // The parcel method (export version 4), tax entity and loss brought in (version 5), likewise only
    // for an account that never chose any.
    ...(result.holdingSettings > 0 ? ["Your parcel method, tax entity and loss brought in"] : []),
    ...(result.skipped > 0 ? [`${count(result.skipped, "row", "rows")} skipped: already in your account`] : []),
  ];
}
