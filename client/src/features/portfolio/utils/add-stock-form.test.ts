import { describe, expect, it } from "vitest";
import { EMPTY_ADD_STOCK_FORM, validateAddStockForm } from "./add-stock-form";

const valid = { symbol: " bhp ", name: "BHP Group", sector: "", lastPrice: "45.5", dividendYield: "" };

describe("validateAddStockForm", () => {
  it("builds the body: normalised symbol, numbers, blank sector and yield as null", () => {
    expect(validateAddStockForm(valid)).toEqual({
      body: { symbol: "BHP", name: "BHP Group", sector: null, lastPrice: 45.5, dividendYield: null },
    });
    expect(validateAddStockForm({ ...valid, sector: "Materials", dividendYield: "4.2" })).toMatchObject({
      body: { sector: "Materials", dividendYield: 4.2 },
    });
  });

  it("reports the required fields and the price rule", () => {
    const result = validateAddStockForm(EMPTY_ADD_STOCK_FORM);
    expect(result).toEqual({
      errors: { symbol: "Stock symbol is required", name: "Company name is required", lastPrice: "Price must be greater than 0" },
    });
  });

  it.each(["0", "-1", "abc"])("rejects the price %j with 'Price must be greater than 0'", (lastPrice) => {
    expect(validateAddStockForm({ ...valid, lastPrice })).toEqual({ errors: { lastPrice: "Price must be greater than 0" } });
  });

  it("rejects a yield outside 0..100", () => {
    expect(validateAddStockForm({ ...valid, dividendYield: "150" })).toEqual({
      errors: { dividendYield: "Dividend yield must be between 0 and 100" },
    });
  });
});
