import { describe, expect, it } from "vitest";
import { taxYears } from "./tax-years";

describe("taxYears", () => {
  it("joins the years with a sale, the one shown and those with dividend income, newest first, each once", () => {
    expect(taxYears([2025], 2027, [])).toEqual([2027, 2025]);
    expect(taxYears([2025, 2023], 2027, [2027, 2026, 2025])).toEqual([2027, 2026, 2025, 2023]);
    expect(taxYears([], 2026, [2024])).toEqual([2026, 2024]);
  });
});
