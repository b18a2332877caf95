import { describe, expect, it } from "vitest";
import { journalOutcome, presentJournalEntry } from "./journal";

const closed = { closedAt: "2024-03-01", outcomeR: null } as const;

describe("journalOutcome", () => {
  it.each([
    // (exit − entry) × sign: long +1, short −1.
    ["long up: (50 − 40) × 1 = 10", { side: "long", entryPrice: 40, exitPrice: 50 }, "positive"],
    ["long down: (35 − 40) × 1 = −5", { side: "long", entryPrice: 40, exitPrice: 35 }, "negative"],
    ["long flat: 0 is not a profit", { side: "long", entryPrice: 40, exitPrice: 40 }, "negative"],
    ["short down: (35 − 40) × −1 = 5", { side: "short", entryPrice: 40, exitPrice: 35 }, "positive"],
    ["short up: (45 − 40) × −1 = −5", { side: "short", entryPrice: 40, exitPrice: 45 }, "negative"],
  ] as const)("%s", (_label, entry, expected) => {
    expect(journalOutcome({ ...closed, ...entry })).toBe(expected);
  });

  it("is null while the trade is open, whatever the prices", () => {
    expect(journalOutcome({ side: "long", closedAt: null, entryPrice: 40, exitPrice: 50, outcomeR: 2 })).toBeNull();
  });

  it("falls back to the R multiple for a closed entry without an exit price", () => {
    expect(journalOutcome({ side: "long", closedAt: "2024-03-01", entryPrice: 40, exitPrice: null, outcomeR: 1.5 })).toBe("positive");
    expect(journalOutcome({ side: "long", closedAt: "2024-03-01", entryPrice: 40, exitPrice: null, outcomeR: -1 })).toBe("negative");
    expect(journalOutcome({ side: "long", closedAt: "2024-03-01", entryPrice: 40, exitPrice: null, outcomeR: null })).toBe("negative");
  });
});

describe("presentJournalEntry", () => {
  it("copies the stored names into the screen's names", () => {
    const view = presentJournalEntry({
      id: "j1",
      stockId: "s1",
      symbol: "BHP",
      side: "short",
      openedAt: "2024-01-05",
      closedAt: "2024-02-01",
      entryPrice: 40,
      exitPrice: 30,
      shares: 250,
      stopPrice: 45,
      thesis: "Overbought",
      catalysts: null,
      tags: null,
      outcomeR: 3,
      notes: null,
      createdAt: new Date("2024-02-02T03:04:05Z"),
    });
    expect(view).toMatchObject({
      openDate: "2024-01-05",
      closeDate: "2024-02-01",
      position: 250,
      rMultiple: 3,
      outcome: "positive",
      stopPrice: 45,
      catalysts: [],
      tags: [],
      createdAt: "2024-02-02T03:04:05.000Z",
    });
  });
});
