import { describe, expect, it } from "vitest";
import { taxYears } from "./tax-years";

describe("taxYears", () => {
  it("joins the years with a sale, the one shown and those with a dividend, newest first, each once", () => {
    expect(taxYears([2025], 2027, [])).toEqual([2027, 2025]);
    expect(
      taxYears([2025], 2027, [
        { exDate: "2026-02-18", payDate: "2026-03-20" },
        // Paid on 1 July: the next financial year.
        { exDate: "2025-06-20", payDate: "2025-07-01" },
        // An estimate without a pay date counts by its ex-date: 30 June is still FY 2025.
        { exDate: "2025-06-30", payDate: null },
      ]),
    ).toEqual([2027, 2026, 2025]);
  });
});
