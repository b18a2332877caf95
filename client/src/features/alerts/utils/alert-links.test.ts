import { describe, expect, it } from "vitest";
import { alertStockPath, stockFromSearch } from "./alert-links";

describe("alert links", () => {
  it("round-trips a stock id through the Alerts page's query string", () => {
    const path = alertStockPath("0b6f5a0e-1b1a-4e8e-9c1e-1d2f3a4b5c6d");
    expect(path).toBe("/alerts?stock=0b6f5a0e-1b1a-4e8e-9c1e-1d2f3a4b5c6d");
    expect(stockFromSearch(path.split("?")[1])).toBe("0b6f5a0e-1b1a-4e8e-9c1e-1d2f3a4b5c6d");
  });

  it("is null without a stock, or with an empty one", () => {
    expect(stockFromSearch("")).toBeNull();
    expect(stockFromSearch("stock=")).toBeNull();
    expect(stockFromSearch("kind=target")).toBeNull();
  });
});
