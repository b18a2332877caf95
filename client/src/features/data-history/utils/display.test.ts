import { describe, expect, it } from "vitest";
import { formatDateTimeAU } from "@shared/domain/format";
import type { ImportBatchView } from "@shared/contracts/imports";
import { batchLabel, direction, formatRMultiple, mayHoldFairValues, metadataText, undoResultText } from "./display";

describe("metadataText", () => {
  it.each([
    [{ uncertainty: "Medium", economicMoat: "Wide" }, "uncertainty: Medium, economicMoat: Wide"],
    [{ uncertainty: "High", economicMoat: "Narrow", financialHealth: null }, "uncertainty: High, economicMoat: Narrow"],
    [{ buy_below: 40, sell_above: 55.5, max_weight: null }, "buy_below: 40, sell_above: 55.5"],
    [{ kind: "buy-under" }, "kind: buy-under"],
    [{ nested: { a: 1 } }, 'nested: {"a":1}'],
    [{ recommendation: "  " }, "-"],
    [{}, "-"],
    [null, "-"],
  ])("%j -> %s", (meta, expected) => {
    expect(metadataText(meta as Record<string, unknown> | null)).toBe(expected);
  });
});

describe("formatRMultiple", () => {
  it.each([
    [2.5, "2.50R"],
    [-1, "-1.00R"],
    [0.004, "0.00R"],
    [-0.004, "0.00R"],
    [1.005, "1.00R"],
    [null, "-"],
    [Number.NaN, "-"],
  ])("%s -> %s", (value, expected) => {
    expect(formatRMultiple(value)).toBe(expected);
  });
});

describe("direction", () => {
  it.each([
    [0.5, "up"],
    [-1.25, "down"],
    [0, "flat"],
    [null, "none"],
    [undefined, "none"],
  ])("%s -> %s", (value, expected) => {
    expect(direction(value)).toBe(expected);
  });
});

describe("import batch texts", () => {
  const batch: ImportBatchView = {
    id: "b1",
    source: "morningstar",
    fileName: "paste",
    rowsImported: 12,
    rowsSkipped: 0,
    createdAt: "2024-01-05T03:07:00.000Z",
  };
  // Whatever the zone this runs in: the label uses the one date-time rule (format.test.ts pins its output).
  const when = formatDateTimeAU(batch.createdAt);

  it("labels a batch with its source, file, date-time in the viewer's zone and row count", () => {
    expect(batchLabel(batch)).toBe(`Morningstar · paste · ${when} · 12 rows`);
    expect(batchLabel({ ...batch, source: "portfolio-workbook", fileName: "Portfolio.xlsx", rowsImported: 1 })).toBe(
      `Portfolio · Portfolio.xlsx · ${when} · 1 row`,
    );
  });

  it("words the undo result and counts in the singular for one", () => {
    expect(undoResultText({ removedFairValues: 3, removedStocks: 2 })).toBe("Removed 3 fair values and 2 stocks");
    expect(undoResultText({ removedFairValues: 1, removedStocks: 0 })).toBe("Removed 1 fair value and 0 stocks");
    expect(undoResultText({ removedFairValues: 0, removedShareholders: 20, removedStocks: 0 })).toBe(
      "Removed 20 shareholders and 0 stocks",
    );
    expect(
      undoResultText({ removedFairValues: 4, removedShareholders: 0, removedJournalEntries: 1, removedAllocations: 2, removedStocks: 3 }),
    ).toBe("Removed 4 fair values, 1 journal entry, 2 allocations and 3 stocks");
    expect(
      undoResultText({
        removedFairValues: 4,
        removedShareholders: 0,
        removedJournalEntries: 0,
        removedAllocations: 0,
        removedAlertSettings: 1,
        removedStocks: 3,
      }),
    ).toBe("Removed 4 fair values, the alert settings and 3 stocks");
    // A trade import's undo (issue 30) removes its trades.
    expect(undoResultText({ removedFairValues: 0, removedTrades: 3, removedStocks: 1 })).toBe("Removed 3 trades and 1 stock");
    // A dividend import's undo (issue 31) removes its dividends.
    expect(undoResultText({ removedFairValues: 0, removedDividends: 2, removedStocks: 0 })).toBe("Removed 2 dividends and 0 stocks");
    // A tax statement import's undo (issue 47) removes its statements.
    expect(undoResultText({ removedFairValues: 0, removedTaxStatements: 3, removedStocks: 0 })).toBe(
      "Removed 3 tax statements and 0 stocks",
    );
  });
});

describe("mayHoldFairValues", () => {
  it.each([
    ["morningstar", true],
    ["portfolio-workbook", true],
    ["account-archive", true],
    ["trades", false],
    ["dividends", false],
    ["shareholders", false],
    ["tax-statements", false],
  ])("%s → %s", (source, expected) => {
    expect(mayHoldFairValues(source)).toBe(expected);
  });
});
