import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, type JsonValue } from "./canonical-json";

describe("canonicalJson", () => {
  it.each([
    [null, "null"],
    [true, "true"],
    [0, "0"],
    [-0, "0"], // JSON.stringify(-0) is "0": the sign does not survive JSON either way
    [1e21, "1e+21"],
    [0.1 + 0.2, "0.30000000000000004"],
    ['a"b\\c\n\u0001', '"a\\"b\\\\c\\n\\u0001"'],
    [[], "[]"],
    [{}, "{}"],
  ] as [JsonValue, string][])("writes %j as %s", (value, expected) => expect(canonicalJson(value)).toBe(expected));

  it("sorts keys at every depth and leaves out undefined members", () => {
    // "10" and "9" are sorted as text; a plain object would list them as integers first.
    const value = { b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined }, "10": 0, "9": 0 };
    expect(canonicalJson(value)).toBe('{"10":0,"9":0,"a":{"d":[{"y":2,"z":1}]},"b":1}');
  });

  it("refuses numbers JSON cannot carry", () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(/not a JSON number/);
    expect(() => canonicalJson({ a: Number.POSITIVE_INFINITY })).toThrow(/not a JSON number/);
  });

  it("is the same for a value and for that value written out and read back, however its keys were ordered", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value as JsonValue);
        expect(canonicalJson(JSON.parse(text) as JsonValue)).toBe(text);
        expect(canonicalJson(JSON.parse(JSON.stringify(value)) as JsonValue)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});
