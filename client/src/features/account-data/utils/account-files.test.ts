import { describe, expect, it } from "vitest";
import type { AccountImportResult } from "@shared/contracts/account-archive";
import { ARCHIVE_SECTIONS } from "@shared/contracts/account-archive-rows";
import { ARCHIVE_SECTION_WORDS, archiveFileProblem, exportContentsText, importSummaryLines } from "./account-files";

const result: AccountImportResult = {
  message: "Imported 1445 records",
  dryRun: false,
  totalRecords: 1445,
  batchId: "b1",
  createdStocks: 2,
  matchedStocks: 0,
  fairValues: 1440,
  shareholders: 1,
  journalEntries: 1,
  allocations: 1,
  alertSettings: 0,
  holdingSettings: 0,
  trades: 0,
  dividends: 0,
  taxStatements: 0,
  corporateActions: 0,
  skipped: 0,
  newAlerts: 0,
};

describe("exportContentsText", () => {
  // Issue 44 item 14: the text left out the trades and dividends the file holds.
  it("names every section the export writes, trades and dividends included", () => {
    expect(exportContentsText()).toBe(
      "Everything in your account as one file: stocks with their alert targets, fair values with their months, sources and details, " +
        "shareholders, journal entries, allocations, trades with the parcels each sale took, dividends with their franking and " +
        "reinvestments, ETF and fund tax statements, corporate actions, the parcel method, tax entity, loss brought in and alert settings.",
    );
    for (const section of Object.keys(ARCHIVE_SECTIONS) as (keyof typeof ARCHIVE_SECTIONS)[])
      expect(exportContentsText()).toContain(ARCHIVE_SECTION_WORDS[section]);
  });
});

describe("archiveFileProblem", () => {
  it("refuses a file over the 10 MB upload limit, as the server would", () => {
    expect(archiveFileProblem({ size: 10 * 1024 * 1024 })).toBeNull();
    expect(archiveFileProblem({ size: 10 * 1024 * 1024 + 1 })).toBe("The file is too large (the limit is 10 MB)");
  });
});

describe("importSummaryLines", () => {
  it("names every kind of row, in the singular for one, with thousands separators", () => {
    expect(importSummaryLines(result)).toEqual([
      "2 new stocks",
      "1,440 fair values",
      "1 shareholder row",
      "1 journal entry",
      "1 allocation",
    ]);
  });

  it("says which stocks were already there and what was skipped", () => {
    expect(importSummaryLines({ ...result, createdStocks: 1, matchedStocks: 1, skipped: 3 })).toEqual([
      "1 new stock (1 was already here)",
      "1,440 fair values",
      "1 shareholder row",
      "1 journal entry",
      "1 allocation",
      "3 rows skipped: already in your account",
    ]);
  });

  it("names the trades only when the import brought some", () => {
    expect(importSummaryLines({ ...result, trades: 1_200 })).toContain("1,200 trades");
    expect(importSummaryLines({ ...result, trades: 1 })).toContain("1 trade");
  });

  it("names the parcel method, tax entity and loss brought in only when the import brought them, and tax statements when it had some", () => {
    expect(importSummaryLines(result)).not.toContain("Your parcel method, tax entity and loss brought in");
    expect(importSummaryLines({ ...result, holdingSettings: 1 }).at(-1)).toBe("Your parcel method, tax entity and loss brought in");
    expect(importSummaryLines(result).join()).not.toContain("tax statement");
    expect(importSummaryLines({ ...result, taxStatements: 2 })).toContain("2 tax statements");
    expect(importSummaryLines(result).join(" ")).not.toContain("corporate action");
    expect(importSummaryLines({ ...result, corporateActions: 2 })).toContain("2 corporate actions");
  });

  it("names the alert settings only when the import brought them", () => {
    expect(importSummaryLines({ ...result, alertSettings: 1 })).toEqual([
      "2 new stocks",
      "1,440 fair values",
      "1 shareholder row",
      "1 journal entry",
      "1 allocation",
      "Your alert settings",
    ]);
  });
});
