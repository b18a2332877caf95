import { describe, expect, it } from "vitest";
import { isStaleAfterDelete } from "./history-keys";

describe("isStaleAfterDelete", () => {
  it.each([
    ["fairValue", ["/api/fair-values"], true],
    ["fairValue", ["/api/portfolio", { isPortfolio: true }], true],
    ["fairValue", ["/api/portfolio/sectors"], true],
    ["fairValue", ["/api/shareholders"], false],
    ["shareholder", ["/api/shareholders"], true],
    ["shareholder", ["/api/stocks", "abc", "shareholders"], true],
    ["shareholder", ["/api/stocks"], false],
    ["shareholder", ["/api/portfolio", { isPortfolio: true }], false],
    ["journal", ["/api/journal"], true],
    ["journal", ["/api/fair-values"], false],
  ] as const)("%s: %j -> %s", (kind, key, expected) => {
    expect(isStaleAfterDelete(kind, key)).toBe(expected);
  });
});
