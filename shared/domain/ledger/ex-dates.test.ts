import { describe, expect, it } from "vitest";
import { estimateNextExDates, type EstimatedExDate } from "./index";

describe("estimateNextExDates: last year's ex-dates, one year on", () => {
  const halfYearly = ["2023-02-21", "2023-08-22", "2024-02-20", "2024-08-27", "2025-02-18"];

  it.each([
    // Last 12 months (after 2024-03-10): 27 Aug 2024 and 18 Feb 2025.
    [
      "2025-03-10",
      [
        ["2025-08-27", "2024-08-27"],
        ["2026-02-18", "2025-02-18"],
      ],
    ],
    // The day after an anniversary: 20 Feb 2024 has dropped out, 18 Feb 2025 is in.
    [
      "2025-02-21",
      [
        ["2025-08-27", "2024-08-27"],
        ["2026-02-18", "2025-02-18"],
      ],
    ],
    // Before this year's February dividend: last February's is due.
    [
      "2025-02-01",
      [
        ["2025-02-20", "2024-02-20"],
        ["2025-08-27", "2024-08-27"],
      ],
    ],
    // Stopped paying: nothing in the last year, no estimate.
    ["2027-01-01", []],
  ])("on %s", (today, expected) => {
    expect(estimateNextExDates(halfYearly, today).map(({ exDate, basedOn }) => [exDate, basedOn])).toEqual(expected);
  });

  it("ignores announced future ex-dates and duplicates; a leap day lands on 28 February", () => {
    const expected: EstimatedExDate[] = [{ exDate: "2025-02-28", basedOn: "2024-02-29" }];
    expect(estimateNextExDates(["2024-02-29", "2024-02-29", "2025-03-30"], "2024-03-15")).toEqual(expected);
  });
});
