import { describe, expect, it } from "vitest";
import { compareForSort, nextSort, sortRows, type SortValue } from "./sorting";

const sortValues = (values: SortValue[], direction: "asc" | "desc") => sortRows(values, (v) => v, direction);

describe("compareForSort", () => {
  it.each([
    [1, 2, "asc", -1],
    [1, 2, "desc", 1],
    [2, 2, "asc", 0],
    ["apple", "Banana", "asc", -1], // case-insensitive: a < b
    ["APPLE", "apple", "asc", 0],
    [null, 5, "asc", 1], // missing after a value…
    [null, 5, "desc", 1], // …in both directions
    [5, undefined, "desc", -1],
    [Number.NaN, 5, "asc", 1],
    [null, undefined, "asc", 0],
  ] as const)("(%s, %s, %s) has sign %i", (a, b, direction, sign) => {
    expect(Math.sign(compareForSort(a, b, direction))).toBe(sign);
  });
});

describe("sortRows", () => {
  it.each([
    ["numbers asc, missing last", [3, null, -1, Number.NaN, 2, undefined], "asc", [-1, 2, 3, null, Number.NaN, undefined]],
    ["numbers desc, missing still last", [3, null, -1, 2], "desc", [3, 2, -1, null]],
    ["strings case-insensitive", ["beta", "Alpha", "gamma", "ALPHA2"], "asc", ["Alpha", "ALPHA2", "beta", "gamma"]],
    ["numeric-aware strings", ["A10", "A2", "A1"], "asc", ["A1", "A2", "A10"]],
    ["blank strings count as missing", ["", "b", "  ", "a"], "desc", ["b", "a", "", "  "]],
    ["booleans", [true, false, null, true], "desc", [true, true, false, null]],
  ] as const)("%s", (_name, input, direction, expected) => {
    expect(sortValues([...input], direction)).toEqual(expected);
  });

  it("sorts dates by time and treats invalid dates as missing", () => {
    const early = new Date("2024-01-01T00:00:00Z");
    const late = new Date("2025-01-01T00:00:00Z");
    const invalid = new Date("nope");
    expect(sortValues([invalid, early, late], "desc")).toEqual([late, early, invalid]);
  });

  it("is stable in both directions and leaves the input alone", () => {
    const rows = [
      { id: "a", v: 1 },
      { id: "b", v: 2 },
      { id: "c", v: 1 },
      { id: "d", v: null },
      { id: "e", v: 2 },
      { id: "f", v: null },
    ];
    const snapshot = rows.map((r) => r.id);
    expect(sortRows(rows, (r) => r.v, "asc").map((r) => r.id)).toEqual(["a", "c", "b", "e", "d", "f"]);
    expect(sortRows(rows, (r) => r.v, "desc").map((r) => r.id)).toEqual(["b", "e", "a", "c", "d", "f"]);
    expect(rows.map((r) => r.id)).toEqual(snapshot);
  });

  it("computes each row's key once and handles 2,000 rows", () => {
    // A deterministic shuffle of 0..1999 with every 7th value missing.
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, v: i % 7 === 0 ? null : (i * 7919) % 2000 }));
    let calls = 0;
    const sorted = sortRows(
      rows,
      (r) => {
        calls++;
        return r.v;
      },
      "desc",
    );
    expect(calls).toBe(2000);
    const values = sorted.map((r) => r.v);
    const present = values.filter((v) => v !== null) as number[];
    expect(present.every((v, i) => i === 0 || present[i - 1] >= v)).toBe(true);
    // ⌈2000 / 7⌉ = 286 missing values, all at the end
    expect(values.slice(-286).every((v) => v === null)).toBe(true);
    expect(values.slice(0, 2000 - 286).every((v) => v !== null)).toBe(true);
  });
});

describe("nextSort", () => {
  it.each([
    [{ column: "symbol", direction: "desc" }, "symbol", { column: "symbol", direction: "asc" }],
    [{ column: "symbol", direction: "asc" }, "symbol", { column: "symbol", direction: "desc" }],
    [{ column: "symbol", direction: "asc" }, "brokerAvg", { column: "brokerAvg", direction: "desc" }],
  ] as const)("%j + click %s", (current, clicked, expected) => {
    expect(nextSort<string>(current, clicked)).toEqual(expected);
  });
});
