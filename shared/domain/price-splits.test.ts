import { describe, expect, it } from "vitest";
import type { ProviderBar } from "./price-history";
import { closesAsTraded, mergeSplits, scaledBy, splitFactorAfter, usableSplits, type MarketSplit } from "./price-splits";

const TWO_FOR_ONE: MarketSplit = { date: "2022-06-01", numerator: 2, denominator: 1 };
const ONE_FOR_TEN: MarketSplit = { date: "2024-03-04", numerator: 1, denominator: 10 };

/** A bar at 10:00 AEST (00:00 UTC) on `date`. */
const bar = (date: string, close: number | null): ProviderBar => ({ time: new Date(`${date}T00:00:00Z`), close });

describe("splitFactorAfter", () => {
  it("multiplies the ratios of the splits after the day: the ex-date itself already trades on the new shares", () => {
    const splits = [TWO_FOR_ONE, ONE_FOR_TEN];
    expect(splitFactorAfter(splits, "2022-05-31")).toBeCloseTo(0.2, 12); // × 2, then ÷ 10
    expect(splitFactorAfter(splits, "2022-06-01")).toBe(0.1);
    expect(splitFactorAfter(splits, "2024-03-01")).toBe(0.1);
    expect(splitFactorAfter(splits, "2024-03-04")).toBe(1);
    expect(splitFactorAfter([], "2020-01-01")).toBe(1);
  });
});

describe("scaledBy", () => {
  it("keeps six decimals once a ratio applied, and a value as sent when none did", () => {
    expect(scaledBy(3.187, 2)).toBe(6.374);
    expect(scaledBy(3.186999988555908, 2)).toBe(6.374); // Yahoo's single-precision noise goes
    expect(scaledBy(0.5, 0.1)).toBe(0.05);
    expect(scaledBy(41.20000076293945, 1)).toBe(41.20000076293945);
  });
});

describe("usableSplits", () => {
  it("keeps sound ratios other than 1:1, one per date (the later listing wins), none after `through`, oldest first", () => {
    expect(
      usableSplits(
        [
          ONE_FOR_TEN,
          { date: "2023-01-02", numerator: 0, denominator: 1 },
          { date: "2023-01-03", numerator: 3, denominator: Number.NaN },
          { date: "2023-01-04", numerator: 5, denominator: 5 },
          { date: "2022-06-01", numerator: 3, denominator: 1 },
          TWO_FOR_ONE,
          { date: "2030-01-01", numerator: 2, denominator: 1 },
        ],
        "2026-03-20",
      ),
    ).toEqual([TWO_FOR_ONE, ONE_FOR_TEN]);
  });

  it("merges stored and fetched splits, the fetch's listing of a date winning", () => {
    const corrected = { ...TWO_FOR_ONE, numerator: 3 };
    expect(mergeSplits([TWO_FOR_ONE, ONE_FOR_TEN], [corrected])).toEqual([corrected, ONE_FOR_TEN]);
  });
});

describe("closesAsTraded", () => {
  it("turns the provider's split-adjusted closes back into each day's own (TLS: $3.187 sent for 31 May 2022 is $6.374)", () => {
    const { closes, rejected } = closesAsTraded([bar("2022-05-30", 3.2), bar("2022-05-31", 3.187), bar("2022-06-01", 3.182)], {
      fetched: [TWO_FOR_ONE],
      known: [TWO_FOR_ONE],
    });
    expect(closes).toEqual([
      { date: "2022-05-30", close: 6.4 },
      { date: "2022-05-31", close: 6.374 },
      { date: "2022-06-01", close: 3.182 },
    ]);
    expect(rejected).toEqual([]);
  });

  it("compares with stored closes on the provider's basis, so a 1-for-20 consolidation is not refused as a jump", () => {
    const consolidation = { date: "2024-03-04", numerator: 1, denominator: 20 };
    // Stored as traded before the consolidation was known: about 60 cents.
    const earlier = [
      { date: "2024-02-27", close: 0.6 },
      { date: "2024-02-28", close: 0.61 },
    ];
    const bars = [bar("2024-02-29", 12.1), bar("2024-03-01", 12.2), bar("2024-03-04", 12.3)];
    const traded = closesAsTraded(bars, { fetched: [consolidation], known: [consolidation] }, earlier);
    expect(traded.rejected).toEqual([]);
    expect(traded.closes).toEqual([
      { date: "2024-02-29", close: 0.605 },
      { date: "2024-03-01", close: 0.61 },
      { date: "2024-03-04", close: 12.3 },
    ]);
    // Without the split known, the same bars are 20 times the stored closes: refused.
    const unknown = closesAsTraded(bars, { fetched: [], known: [] }, earlier);
    expect(unknown.rejected.map((r) => r.reason)).toEqual(["jump", "jump", "jump"]);
  });

  it("still refuses a bad close after a split", () => {
    const { closes, rejected } = closesAsTraded([bar("2022-05-31", 3.187), bar("2022-06-01", 0), bar("2022-06-02", 3.19)], {
      fetched: [TWO_FOR_ONE],
      known: [TWO_FOR_ONE],
    });
    expect(closes.map((c) => c.date)).toEqual(["2022-05-31", "2022-06-02"]);
    expect(rejected).toEqual([{ date: "2022-06-01", close: 0, reason: "zero" }]);
  });
});
