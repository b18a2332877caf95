import { describe, expect, it } from "vitest";
import { isStaleAfterShareholderImport, shareholderKeys } from "./shareholder-keys";

describe("isStaleAfterShareholderImport", () => {
  it.each([
    [shareholderKeys.list("abc"), true],
    [["/api/shareholders"], true],
    [["/api/import/batches"], true],
    [shareholderKeys.stocks, false],
    [["/api/portfolio", { isPortfolio: true }], false],
    [["/api/journal"], false],
    [["/api/stocks/refresh-all/progress"], false],
  ] as const)("%j → %s", (key, expected) => {
    expect(isStaleAfterShareholderImport(key)).toBe(expected);
  });
});
