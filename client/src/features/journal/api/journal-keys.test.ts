import { describe, expect, it } from "vitest";
import { isJournalKey, journalKeys } from "./journal-keys";

describe("isJournalKey", () => {
  it.each([
    [journalKeys.list, true],
    [journalKeys.entry("abc"), true],
    [journalKeys.stocks, false],
    [["/api/journal-export"], false],
    [["/api/shareholders"], false],
  ] as const)("%j → %s", (key, expected) => {
    expect(isJournalKey(key)).toBe(expected);
  });
});
