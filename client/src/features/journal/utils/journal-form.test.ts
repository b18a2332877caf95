import { describe, expect, it } from "vitest";
import type { JournalEntryView } from "@shared/contracts/journal";
import {
  emptyJournalForm,
  formFromEntry,
  parseExitPrice,
  splitCatalysts,
  splitTags,
  todayInSydney,
  validateCloseForm,
  validateJournalForm,
} from "./journal-form";

const STOCK = "9b2f0c1e-8a4b-4c1d-9e2f-1a2b3c4d5e6f";
const filled = { ...emptyJournalForm("2024-01-05", STOCK), entryPrice: "40", shares: "100", stopPrice: "38", thesis: "Iron ore recovery" };

describe("todayInSydney", () => {
  it("is the Sydney calendar day, which is ahead of UTC", () => {
    // 14:30 UTC on 4 Jan is 01:30 on 5 Jan in Sydney (AEDT, UTC+11).
    expect(todayInSydney(new Date("2024-01-04T14:30:00Z"))).toBe("2024-01-05");
    expect(todayInSydney(new Date("2024-07-04T13:30:00Z"))).toBe("2024-07-04");
  });
});

describe("splitting lists", () => {
  it("splits catalysts on commas and new lines, tags on commas, dropping blanks", () => {
    expect(splitCatalysts("China stimulus, Q3 report\n\n  AGM  ")).toEqual(["China stimulus", "Q3 report", "AGM"]);
    expect(splitTags(" swing, iron-ore,, ")).toEqual(["swing", "iron-ore"]);
  });
});

describe("validateJournalForm", () => {
  it("gives the request body of a new entry", () => {
    expect(validateJournalForm({ ...filled, catalysts: "China stimulus\nQ3 report", tags: "swing, iron-ore" })).toEqual({
      body: {
        stockId: STOCK,
        side: "long",
        openedAt: "2024-01-05",
        entryPrice: "40",
        shares: "100",
        stopPrice: "38",
        thesis: "Iron ore recovery",
        catalysts: ["China stimulus", "Q3 report"],
        tags: ["swing", "iron-ore"],
        notes: "",
      },
    });
  });

  it("names each missing or bad field", () => {
    expect(validateJournalForm(emptyJournalForm("2024-01-05"))).toEqual({
      errors: { stockId: "Choose a stock", entryPrice: "Entry price is required", thesis: "Thesis is required" },
    });
    expect(validateJournalForm({ ...filled, stopPrice: "-1", openedAt: "" })).toEqual({
      errors: { openedAt: "Opened date must be a date like 2024-01-31", stopPrice: "Stop price must be greater than 0" },
    });
  });

  it("sends the close fields of a closed entry and shows the cross-field rule under the form", () => {
    expect(validateJournalForm({ ...filled, closedAt: "2024-03-01", exitPrice: "" }, true)).toEqual({
      errors: { form: "A closed entry needs both a close date and an exit price" },
    });
    const ok = validateJournalForm({ ...filled, closedAt: "2024-03-01", exitPrice: "50" }, true);
    expect(ok).toMatchObject({ body: { closedAt: "2024-03-01", exitPrice: "50" } });
    expect(validateJournalForm({ ...filled, closedAt: "2024-03-01" })).not.toHaveProperty("body.closedAt");
  });
});

describe("formFromEntry", () => {
  it("turns a stored entry back into the form's text", () => {
    const entry = {
      stockId: STOCK,
      side: "short",
      openedAt: "2024-02-01",
      entryPrice: 45.5,
      shares: null,
      stopPrice: 47.5,
      thesis: "Overbought",
      catalysts: ["Results", "AGM"],
      tags: ["swing", "mean-reversion"],
      notes: null,
      closedAt: "2024-02-20",
      exitPrice: 40,
    } as JournalEntryView;
    expect(formFromEntry(entry)).toEqual({
      stockId: STOCK,
      side: "short",
      openedAt: "2024-02-01",
      entryPrice: "45.5",
      shares: "",
      stopPrice: "47.5",
      thesis: "Overbought",
      catalysts: "Results\nAGM",
      tags: "swing, mean-reversion",
      notes: "",
      closedAt: "2024-02-20",
      exitPrice: "40",
    });
  });
});

describe("validateCloseForm", () => {
  it.each([
    [{ closedAt: "2024-03-01", exitPrice: "50" }, { body: { closedAt: "2024-03-01", exitPrice: 50 } }],
    [{ closedAt: "2024-01-04", exitPrice: "50" }, { errors: { closedAt: "The close date cannot be before the open date" } }],
    [
      { closedAt: "", exitPrice: "0" },
      { errors: { closedAt: "Close date must be a date like 2024-01-31", exitPrice: "Exit price must be greater than 0" } },
    ],
  ])("%j", (values, expected) => {
    expect(validateCloseForm(values, "2024-01-05")).toEqual(expected);
  });

  it("reads an exit price only once it is usable", () => {
    expect(parseExitPrice(" 50.25 ")).toBe(50.25);
    expect(parseExitPrice("")).toBeNull();
    expect(parseExitPrice("abc")).toBeNull();
    expect(parseExitPrice("-1")).toBeNull();
  });
});
