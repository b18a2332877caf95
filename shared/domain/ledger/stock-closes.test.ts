import { describe, expect, it } from "vitest";
import { closesInOrder, storedCloses } from "./stock-closes";

describe("a stock's closes from the text the server sends", () => {
  const dates = ["2025-01-02", "2025-01-03", "2025-01-06", "2025-01-07"];
  const text = "12.5,16.430999999999997,2.5e-5,7";

  it("reads them by index without splitting the text, the same as the list", () => {
    const stock = storedCloses(dates, text);
    const closeAt = closesInOrder(stock);
    // In order, one close read twice, one skipped, the last one; then back to the first.
    expect([0, 1, 1, 3, 0].map(closeAt)).toEqual(["12.5", "16.430999999999997", "16.430999999999997", "7", "12.5"]);
    expect(stock.closes).toEqual(["12.5", "16.430999999999997", "2.5e-5", "7"]);
  });

  it("reads a list the same way when there is no text", () => {
    const closeAt = closesInOrder({ dates, closes: ["1", "2", "3", "4"] });
    expect([0, 2, 3].map(closeAt)).toEqual(["1", "3", "4"]);
  });
});
