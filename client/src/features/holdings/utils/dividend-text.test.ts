import { describe, expect, it } from "vitest";
import type { DividendImportResult, DividendSyncResult } from "@shared/contracts/dividends";
import {
  dividendImportCountsText,
  estimatedLinkText,
  frankingText,
  frankingUnknownText,
  incomeTotalFacts,
  syncCountsText,
} from "./dividend-text";

describe("frankingText", () => {
  it("reads a known franking % without trailing zeros, and an unknown one as Unknown", () => {
    expect(frankingText("100.00")).toBe("100%");
    expect(frankingText("62.50")).toBe("62.5%");
    expect(frankingText("0")).toBe("0%");
    expect(frankingText(null)).toBe("Unknown");
  });
});

describe("estimatedLinkText", () => {
  it("is the issue's 'Dividends: N estimated', and nothing with no estimates", () => {
    expect(estimatedLinkText(3)).toBe("Dividends: 3 estimated");
    expect(estimatedLinkText(1)).toBe("Dividends: 1 estimated");
    expect(estimatedLinkText(0)).toBeNull();
  });
});

describe("syncCountsText", () => {
  const result = (over: Partial<DividendSyncResult>): DividendSyncResult => ({
    stocks: 2,
    added: 0,
    skipped: 0,
    notHeld: 0,
    failed: [],
    ...over,
  });
  it("names what was added and what was already recorded", () => {
    expect(syncCountsText(result({ added: 2, skipped: 1 }))).toBe("2 dividends added, 1 already recorded");
    expect(syncCountsText(result({ added: 1 }))).toBe("1 dividend added, 0 already recorded");
  });
  it("adds dividends on days nothing was held and the stocks without market data", () => {
    expect(
      syncCountsText(
        result({
          added: 0,
          skipped: 4,
          notHeld: 2,
          failed: [
            { symbol: "XYZ", reason: "No data" },
            { symbol: "ABC", reason: "Timeout" },
          ],
        }),
      ),
    ).toBe("0 dividends added, 4 already recorded, 2 on days you held none, no market data for XYZ, ABC");
  });
});

describe("dividendImportCountsText", () => {
  const result = (over: Partial<DividendImportResult>): DividendImportResult => ({
    dryRun: false,
    rows: 0,
    inserted: 0,
    replacedEstimates: 0,
    duplicates: 0,
    skipped: [],
    errors: [],
    batchId: null,
    ...over,
  });
  it("counts the imported rows, the estimates they replaced, duplicates, skipped rows and errors", () => {
    expect(dividendImportCountsText(result({ inserted: 4, duplicates: 0 }))).toBe("4 dividends imported, 0 duplicates");
    expect(
      dividendImportCountsText(
        result({
          inserted: 1,
          replacedEstimates: 1,
          duplicates: 2,
          skipped: [{ line: 3, reason: "x" }],
          errors: [
            { line: 4, reason: "y" },
            { line: 5, reason: "z" },
          ],
        }),
      ),
    ).toBe("1 dividend imported, 1 estimate replaced, 2 duplicates, 1 row skipped, 2 errors");
  });
});

describe("frankingUnknownText", () => {
  it("says how many estimated dividends' credits are unknown, and nothing when none are", () => {
    expect([frankingUnknownText(0), frankingUnknownText(1), frankingUnknownText(3)]).toEqual([
      null,
      "unknown for 1 estimated dividend",
      "unknown for 3 estimated dividends",
    ]);
  });

  it("notes it beside the Income section's confirmed credits", () => {
    const totals = { cash: "15", franked: "0", unfranked: "15", frankingCredits: "0", grossedUp: "15", estimated: 1, frankingUnknown: 1 };
    expect(incomeTotalFacts(totals)[3]).toEqual({ label: "Franking credits", value: "$0.00", note: "unknown for 1 estimated dividend" });
  });
});

describe("incomeTotalFacts", () => {
  it("lists cash, franked, unfranked, credits and grossed-up in that order, to cents", () => {
    expect(
      incomeTotalFacts({
        cash: "121.6",
        franked: "21.60",
        unfranked: "100",
        frankingCredits: "9.26",
        grossedUp: "130.86",
        estimated: 1,
        frankingUnknown: 0,
      }),
    ).toEqual([
      { label: "Cash received", value: "$121.60" },
      { label: "Franked amount", value: "$21.60" },
      { label: "Unfranked amount", value: "$100.00" },
      { label: "Franking credits", value: "$9.26" },
      { label: "Grossed-up income", value: "$130.86" },
    ]);
  });
});
