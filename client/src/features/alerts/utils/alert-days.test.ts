import { describe, expect, it } from "vitest";
import { groupByDay } from "./alert-days";

// 10:00 on Wed 4 March 2026 in Sydney (AEDT, UTC+11).
const NOW = new Date("2026-03-03T23:00:00Z");
const at = (iso: string, id: string) => ({ id, createdAt: iso });

describe("groupByDay", () => {
  it("labels today, yesterday and older days in the viewer's zone, keeping the newest-first order", () => {
    const groups = groupByDay(
      [
        at("2026-03-03T22:00:00Z", "a"), // 09:00 on 4 Mar in Sydney: today
        at("2026-03-03T12:30:00Z", "b"), // 23:30 on 3 Mar: yesterday
        at("2026-03-02T13:30:00Z", "c"), // 00:30 on 3 Mar: yesterday too
        at("2026-03-01T01:00:00Z", "d"), // 12:00 on 1 Mar
      ],
      NOW,
      "Australia/Sydney",
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ["Today", ["a"]],
      ["Yesterday", ["b", "c"]],
      ["1 Mar 2026", ["d"]],
    ]);
  });

  it("puts the same instants on other days in another zone", () => {
    // In UTC "now" is still 3 March: 22:00Z and 12:30Z are today, 13:30Z on 2 Mar yesterday.
    const groups = groupByDay(
      [at("2026-03-03T22:00:00Z", "a"), at("2026-03-03T12:30:00Z", "b"), at("2026-03-02T13:30:00Z", "c")],
      NOW,
      "UTC",
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ["Today", ["a", "b"]],
      ["Yesterday", ["c"]],
    ]);
  });

  it("is empty without alerts", () => {
    expect(groupByDay([], NOW, "UTC")).toEqual([]);
  });
});
