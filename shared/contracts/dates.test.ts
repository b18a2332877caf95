import { describe, expect, it } from "vitest";
import { FIRST_YEAR, LAST_YEAR, futureDateMessage, isIsoDate, outsideYearsMessage, tradeDatesProblem } from "./dates";
import { ledgerDate } from "./ledger-values";

describe("the one date rule", () => {
  it("is a real calendar day written YYYY-MM-DD in the years 1900 to 2100", () => {
    expect([FIRST_YEAR, LAST_YEAR]).toEqual([1900, 2100]);
    for (const date of ["1900-01-01", "2024-02-29", "2100-12-31"]) expect(isIsoDate(date), date).toBe(true);
    for (const date of ["1899-12-31", "2101-01-01", "9999-12-31", "0000-01-01", "2023-02-29", "2024-13-01", "2024-1-01", " 2024-01-01"])
      expect(isIsoDate(date), date).toBe(false);
  });

  it("says which years when a real date is outside them", () => {
    expect(outsideYearsMessage("Ex Date", "'9999-12-31'")).toBe(
      "Ex Date '9999-12-31' is outside the years this app records (1900 to 2100)",
    );
  });

  it("a ledger date field names the problem: not a date, or outside the years", () => {
    const problem = (value: unknown) => ledgerDate("Ex-date").safeParse(value).error?.issues[0].message;
    expect(ledgerDate("Ex-date").parse(" 2024-08-14 ")).toBe("2024-08-14");
    expect(problem("2024-02-30")).toBe("Ex-date must be a date like 2024-01-31");
    expect(problem(20240814)).toBe("Ex-date must be a date like 2024-01-31");
    expect(problem("9999-12-31")).toBe("Ex-date 9999-12-31 is outside the years this app records (1900 to 2100)");
    expect(problem("1899-12-31")).toBe("Ex-date 1899-12-31 is outside the years this app records (1900 to 2100)");
  });

  it("a trade's dates are not after today (Sydney's, the caller's clock)", () => {
    const trade = (tradeDate: string, acquiredOn: string | null = null) => tradeDatesProblem({ tradeDate, acquiredOn }, "2025-06-20");
    expect(trade("2025-06-20")).toBeNull();
    expect(trade("2025-06-21")).toBe(futureDateMessage("Trade date", "2025-06-21"));
    expect(trade("2099-01-01")).toBe("Trade date 2099-01-01 is in the future");
    expect(trade("2025-06-20", "2025-06-21")).toBe("Acquired on 2025-06-21 is in the future");
  });
});

describe("a ledger date's problems", () => {
  it("are one sentence, not two: a text that is no date is not also outside the years", () => {
    expect(
      ledgerDate("Trade date")
        .safeParse("soon")
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["Trade date must be a date like 2024-01-31"]);
  });
});
