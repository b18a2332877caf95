import { describe, expect, it } from "vitest";
import { refreshAllLabel, refreshAllMessage } from "./refresh-all-text";

describe("refreshAllMessage", () => {
  it("celebrates a clean run and counts a partial one", () => {
    expect(refreshAllMessage({ total: 40, successful: 40, failed: 0 })).toBe("Successfully refreshed all 40 stocks!");
    expect(refreshAllMessage({ total: 40, successful: 37, failed: 3 })).toBe("Refreshed 37/40 stocks. 3 failed.");
  });
});

describe("refreshAllLabel", () => {
  it("shows the idle label, then 'Refreshing...' until progress arrives, then the count", () => {
    expect(refreshAllLabel(false, { done: 40, total: 40 })).toBe("Refresh All Prices");
    expect(refreshAllLabel(true, null)).toBe("Refreshing...");
    expect(refreshAllLabel(true, { done: 0, total: 0 })).toBe("Refreshing...");
    expect(refreshAllLabel(true, { done: 12, total: 40 })).toBe("Refreshing 12/40...");
  });
});
