import { describe, expect, it } from "vitest";
import { resolvePeriod } from "./period";

describe("resolvePeriod", () => {
  const today = "2025-11-20";
  const firstTrade = "2019-03-04";

  it.each([
    ["fy", { from: "2025-07-01", to: today, days: 142 }],
    ["last-fy", { from: "2024-07-01", to: "2025-06-30", days: 364 }],
    ["1y", { from: "2024-11-21", to: today, days: 364 }],
    ["3y", { from: "2022-11-21", to: today, days: 1095 }],
    ["5y", { from: "2020-11-21", to: today, days: 1825 }],
    ["all", { from: firstTrade, to: today, days: 2453 }],
  ] as const)("%s", (name, expected) => {
    expect(resolvePeriod({ name }, today, firstTrade)).toEqual(expected);
  });

  it("starts no earlier than the first trade: 5Y of a ledger begun in 2024", () => {
    expect(resolvePeriod({ name: "5y" }, today, "2024-02-01")).toEqual({ from: "2024-02-01", to: today, days: 658 });
  });

  it("keeps a chosen from–to, moved to the first trade when it starts before it", () => {
    expect(resolvePeriod({ from: "2020-01-01", to: "2020-12-31" }, today, firstTrade)).toEqual({
      from: "2020-01-01",
      to: "2020-12-31",
      days: 365,
    });
    expect(resolvePeriod({ from: "2018-01-01", to: "2020-12-31" }, today, firstTrade).from).toBe(firstTrade);
  });

  it("a period that ends before the first trade stays as asked (nothing held, nothing to count)", () => {
    expect(resolvePeriod({ name: "last-fy" }, today, "2025-09-01")).toEqual({ from: "2024-07-01", to: "2025-06-30", days: 364 });
  });

  it("a user without trades gets today for All", () => {
    expect(resolvePeriod({ name: "all" }, today, null)).toEqual({ from: today, to: today, days: 0 });
  });
});
