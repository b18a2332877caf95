import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORBIDDEN_TEXT, HOSTILE_TOKENS, MIN_TOTAL_PROPERTY_RUNS, PROPERTY_RUNS, hostileJson, longField } from "./hostile";

describe("hostile input budget", () => {
  it("runs at least 10,000 generated inputs across the property-test files (issue #8)", () => {
    const total = Object.values(PROPERTY_RUNS).reduce((sum, runs) => sum + runs, 0);
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL_PROPERTY_RUNS);
  });

  it("keeps the classic attacks in the dictionary", () => {
    for (const token of [
      "\u0000",
      "\u202e",
      "<script>alert(1)</script>",
      "'; drop table stocks; --",
      "=1+1",
      "__proto__",
      "constructor",
      "1e999",
      "NaN",
      "Infinity",
      "0x10",
    ]) {
      expect(HOSTILE_TOKENS).toContain(token);
    }
    expect(FORBIDDEN_TEXT.test("a\u0000b")).toBe(true);
    expect(FORBIDDEN_TEXT.test("tab\tnew\nline")).toBe(false);
  });

  it("generates 10,000-character fields and own __proto__ keys", () => {
    const lengths = fc.sample(longField, 20).map((field) => field.length);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(9_990);
    const sent = fc.sample(hostileJson, { numRuns: 3_000, seed: 8 }).map((value) => JSON.stringify(value));
    expect(sent.some((json) => json?.includes('"__proto__":'))).toBe(true);
  });
});
