import { describe, expect, it } from "vitest";
import { cleanText, parseAmountText, readNumber, readSymbol, toAsxSymbol } from "./cells";

describe("parseAmountText", () => {
  it.each([
    ["45.20", 45.2],
    ["$45.20", 45.2],
    ["A$45.20", 45.2],
    ["AU$ 45.20", 45.2],
    ["AUD 45.20", 45.2],
    ["45.20 AUD", 45.2],
    ["$1,234.50", 1234.5],
    ["1,234,567", 1234567],
    ["\u00A0$12.00\u00A0", 12],
    ["−3.10", -3.1],
    ["-$3.10", -3.1],
    ["$-3.10", -3.1],
    ["(4.20)", -4.2],
    [".5", 0.5],
    ["+7", 7],
  ])("%s → %s", (text, expected) => {
    expect(parseAmountText(text)).toBe(expected);
  });

  it.each(["abc", "1,2", "12,34.5", "1e3", "Infinity", "NaN", "12%", "$", "", "4.2.1", "45 20"])("refuses %s", (text) => {
    expect(parseAmountText(text)).toBeNull();
  });

  it("accepts a percent sign only where a percentage is expected", () => {
    expect(parseAmountText("12.5%", { percent: true })).toBe(12.5);
    expect(parseAmountText("12.5 %", { percent: true })).toBe(12.5);
  });
});

describe("readNumber", () => {
  const read = (value: Parameters<typeof readNumber>[0], options?: Parameters<typeof readNumber>[3]) => {
    const problems: string[] = [];
    return { value: readNumber(value, "fair value", problems, options), problems };
  };

  it("reads numbers and text, and treats placeholders as blank", () => {
    expect(read(42.5)).toEqual({ value: 42.5, problems: [] });
    expect(read("$42.50")).toEqual({ value: 42.5, problems: [] });
    expect(read(0.1 + 0.2)).toEqual({ value: 0.3, problems: [] });
    for (const blank of [null, "", " ", "-", "—", "N/A", "#N/A"]) expect(read(blank)).toEqual({ value: null, problems: [] });
    expect(read(null, { required: true })).toEqual({ value: null, problems: ["fair value is missing"] });
  });

  it("explains every refusal in plain words", () => {
    expect(read("abc").problems).toEqual(["fair value 'abc' is not a number"]);
    expect(read(Number.NaN).problems).toEqual(["fair value 'NaN' is not a number"]);
    expect(read(Number.POSITIVE_INFINITY).problems).toEqual(["fair value 'Infinity' is not a number"]);
    expect(read(new Date(Date.UTC(2025, 2, 1))).problems).toEqual(["fair value '2025-03-01' is not a number"]);
    expect(read(true).problems).toEqual(["fair value 'TRUE' is not a number"]);
    expect(read("−1").problems).toEqual(["fair value '−1' is negative"]);
    expect(read(0).problems).toEqual(["fair value '0' must be above zero"]);
    expect(read("1,000,000.01").problems).toEqual(["fair value '1,000,000.01' is too large (over 1,000,000)"]);
    expect(read(1_000_000)).toEqual({ value: 1_000_000, problems: [] });
  });

  it("lets a percentage be zero but not over 100", () => {
    expect(read("0%", { percent: true })).toEqual({ value: 0, problems: [] });
    expect(read("100%", { percent: true })).toEqual({ value: 100, problems: [] });
    expect(read("101%", { percent: true }).problems).toEqual(["fair value '101%' is over 100%"]);
  });
});

describe("toAsxSymbol / readSymbol", () => {
  it.each([
    ["BHP", "BHP"],
    ["bhp", "BHP"],
    ["BHP.AX", "BHP"],
    ["bhp.asx", "BHP"],
    ["ASX:BHP", "BHP"],
    ["ASX: BHP", "BHP"],
    ["XASX:BHP", "BHP"],
    ["BHP AU", "BHP"],
    ["BHP:AU", "BHP"],
    ["\u00A0S32\u00A0", "S32"],
    ["BHP GROUP", null],
    ["BHP!", null],
    ["TOOLONG7", null],
  ])("%s → %s", (raw, expected) => {
    expect(toAsxSymbol(raw)).toBe(expected);
  });

  it("says what is wrong with a code cell", () => {
    const problems: string[] = [];
    expect(readSymbol("", problems)).toBeNull();
    expect(readSymbol("BHP Group", problems)).toBeNull();
    expect(problems).toEqual(["ASX code is missing", "'BHP Group' is not an ASX code"]);
  });
});

describe("cleanText", () => {
  it("turns NBSP, zero-width characters and tabs into single spaces and trims", () => {
    expect(cleanText("\uFEFF\u00A0BHP\u200B Group\t\tLtd\u202F ")).toBe("BHP Group Ltd");
  });
});
