import { describe, expect, it } from "vitest";
import { isAffectedByImport } from "./import-keys";

describe("isAffectedByImport", () => {
  it.each([
    [["/api/portfolio", { isPortfolio: true }], true],
    [["/api/portfolio/sectors"], true],
    [["/api/portfolio/sector-analytics"], true],
    [["/api/stocks"], true],
    [["/api/stocks", "abc", "shareholders"], true],
    [["/api/import/batches"], true],
    [["/api/fair-values"], true],
    // The refresh-all progress poll is not import data.
    [["/api/stocks/refresh-all/progress"], false],
    [["/api/auth/me"], false],
    [["/api/portfolios-elsewhere"], false],
    [[42], false],
  ])("%j -> %s", (key, expected) => {
    expect(isAffectedByImport(key)).toBe(expected);
  });
});
