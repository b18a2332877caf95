import { describe, expect, it } from "vitest";
import { sortHoldings, nextSort } from "./holding-sort";
import { createBodyFromForm, emptyTradeForm, updateBodyFromForm } from "./trade-form";
import type { HoldingView } from "@shared/contracts/holdings";

const STOCK = "3f1c1f9e-7a38-4c52-9a59-3f5b1a3a8d11";

describe("the trade form", () => {
  it("sends a buy by ASX code with its decimals as typed", () => {
    const form = { ...emptyTradeForm("2024-07-01", "csl"), units: "1,000", price: "132.50", brokerage: "19.95" };
    expect(createBodyFromForm(form)).toEqual({
      body: {
        symbol: "csl",
        type: "BUY",
        tradeDate: "2024-07-01",
        units: "1,000",
        price: "132.50",
        brokerage: "19.95",
        ratioFrom: null,
        ratioTo: null,
        acquiredOn: null,
        note: null,
      },
    });
  });

  it("refuses with the server's sentence before sending", () => {
    expect(createBodyFromForm({ ...emptyTradeForm("2024-07-01", "CSL"), units: "0", price: "1" })).toEqual({
      error: "Units must be greater than 0",
    });
    expect(createBodyFromForm({ ...emptyTradeForm("2024-07-01", ""), units: "1", price: "1" })).toEqual({
      error: "Choose a stock or give its ASX code",
    });
    expect(createBodyFromForm({ ...emptyTradeForm("2024-07-01", "CSL"), type: "SPLIT", ratioFrom: "2", ratioTo: "1" })).toEqual({
      error: "A split gives more units: its ratio is like 1:2 (to greater than from)",
    });
  });

  it("an edit to a split clears the units, price and brokerage the split has no use for", () => {
    const form = { ...emptyTradeForm("2024-07-01"), type: "SPLIT" as const, units: "5", price: "2", ratioFrom: "1", ratioTo: "2" };
    const result = updateBodyFromForm(form, STOCK);
    expect(result).toMatchObject({ body: { type: "SPLIT", units: null, price: null, brokerage: null, ratioFrom: "1", ratioTo: "2" } });
  });
});

describe("the holdings table's order", () => {
  const row = (symbol: string, marketValue: string | null) => ({ symbol, marketValue }) as HoldingView;
  it("sorts decimal text by value, a holding without a price last either way", () => {
    const rows = [row("AAA", "900.5"), row("BBB", null), row("CCC", "10000")];
    expect(sortHoldings(rows, { key: "marketValue", direction: "desc" }).map((r) => r.symbol)).toEqual(["CCC", "AAA", "BBB"]);
    expect(sortHoldings(rows, { key: "marketValue", direction: "asc" }).map((r) => r.symbol)).toEqual(["AAA", "CCC", "BBB"]);
  });
  it("a second click flips the column; a new column starts high to low, the code A to Z", () => {
    expect(nextSort({ key: "costBase", direction: "desc" }, "costBase")).toEqual({ key: "costBase", direction: "asc" });
    expect(nextSort({ key: "costBase", direction: "asc" }, "weight")).toEqual({ key: "weight", direction: "desc" });
    expect(nextSort({ key: "costBase", direction: "asc" }, "symbol")).toEqual({ key: "symbol", direction: "asc" });
  });
});
